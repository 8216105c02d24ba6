from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sse_frame import SseFrame
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = str(last_event_id)

    params: dict[str, Any] = {}

    params["since"] = since

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/events/stream".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SseFrame | None:
    if response.status_code == 200:
        response_200 = SseFrame.from_dict(response.text)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SseFrame]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Problem | SseFrame]:
    """Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
    caller may see it, then each new one as it is committed. Frames carry
    `id:` (the version), `event:` (the event's `type`) and `data:` (the event
    as JSON); idle streams get a comment every 5 s. When one of the caller's
    steps begins (or the stream opens on one), a frame `event: your_turn`
    without `id:` carries `{"type":"your_turn","game_id","version","deadline"}`.
    A whisper the caller's seat sends or receives while the stream is open
    comes as a frame `event: whisper` without `id:` (SVC-WHISPER); nobody
    else's stream ever carries one.
    A user holds at most 16 live channels (429 `TOO_MANY_STREAMS`); a mute
    ends them. When the token is revoked or expires, or the account is
    banned, a last frame `event: end` carries `{"status","code","detail"}`
    (401 `INVALID_TOKEN` or 403 `BANNED`) within 2 s, and the stream ends.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SseFrame]
    """

    kwargs = _get_kwargs(
        id=id,
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Problem | SseFrame | None:
    """Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
    caller may see it, then each new one as it is committed. Frames carry
    `id:` (the version), `event:` (the event's `type`) and `data:` (the event
    as JSON); idle streams get a comment every 5 s. When one of the caller's
    steps begins (or the stream opens on one), a frame `event: your_turn`
    without `id:` carries `{"type":"your_turn","game_id","version","deadline"}`.
    A whisper the caller's seat sends or receives while the stream is open
    comes as a frame `event: whisper` without `id:` (SVC-WHISPER); nobody
    else's stream ever carries one.
    A user holds at most 16 live channels (429 `TOO_MANY_STREAMS`); a mute
    ends them. When the token is revoked or expires, or the account is
    banned, a last frame `event: end` carries `{"status","code","detail"}`
    (401 `INVALID_TOKEN` or 403 `BANNED`) within 2 s, and the stream ends.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SseFrame
    """

    return sync_detailed(
        id=id,
        client=client,
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Problem | SseFrame]:
    """Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
    caller may see it, then each new one as it is committed. Frames carry
    `id:` (the version), `event:` (the event's `type`) and `data:` (the event
    as JSON); idle streams get a comment every 5 s. When one of the caller's
    steps begins (or the stream opens on one), a frame `event: your_turn`
    without `id:` carries `{"type":"your_turn","game_id","version","deadline"}`.
    A whisper the caller's seat sends or receives while the stream is open
    comes as a frame `event: whisper` without `id:` (SVC-WHISPER); nobody
    else's stream ever carries one.
    A user holds at most 16 live channels (429 `TOO_MANY_STREAMS`); a mute
    ends them. When the token is revoked or expires, or the account is
    banned, a last frame `event: end` carries `{"status","code","detail"}`
    (401 `INVALID_TOKEN` or 403 `BANNED`) within 2 s, and the stream ends.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SseFrame]
    """

    kwargs = _get_kwargs(
        id=id,
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Problem | SseFrame | None:
    """Server-Sent Events: every event after `since` (or `Last-Event-ID`) as the
    caller may see it, then each new one as it is committed. Frames carry
    `id:` (the version), `event:` (the event's `type`) and `data:` (the event
    as JSON); idle streams get a comment every 5 s. When one of the caller's
    steps begins (or the stream opens on one), a frame `event: your_turn`
    without `id:` carries `{"type":"your_turn","game_id","version","deadline"}`.
    A whisper the caller's seat sends or receives while the stream is open
    comes as a frame `event: whisper` without `id:` (SVC-WHISPER); nobody
    else's stream ever carries one.
    A user holds at most 16 live channels (429 `TOO_MANY_STREAMS`); a mute
    ends them. When the token is revoked or expires, or the account is
    banned, a last frame `event: end` carries `{"status","code","detail"}`
    (401 `INVALID_TOKEN` or 403 `BANNED`) within 2 s, and the stream ends.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SseFrame
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            since=since,
            wait=wait,
            last_event_id=last_event_id,
        )
    ).parsed
