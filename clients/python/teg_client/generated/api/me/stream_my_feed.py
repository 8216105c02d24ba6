from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
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
        "url": "/v1/me/events/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """The caller's notices as Server-Sent Events: every one after `since` (or
    `Last-Event-ID`), then each as it is written. Frames carry `id:` (the
    notice's id), `event:` (its `type`) and `data:` (the notice as JSON);
    an idle stream gets a comment every 15 s. Counts among the 16 live
    channels a user may hold. When the token is revoked or expires, or the
    account is banned, a last frame `event: end` carries
    `{"status","code","detail"}` within 2 s, and the stream ends.

    Args:
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """The caller's notices as Server-Sent Events: every one after `since` (or
    `Last-Event-ID`), then each as it is written. Frames carry `id:` (the
    notice's id), `event:` (its `type`) and `data:` (the notice as JSON);
    an idle stream gets a comment every 15 s. Counts among the 16 live
    channels a user may hold. When the token is revoked or expires, or the
    account is banned, a last frame `event: end` carries
    `{"status","code","detail"}` within 2 s, and the stream ends.

    Args:
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return sync_detailed(
        client=client,
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Response[Any | Problem]:
    """The caller's notices as Server-Sent Events: every one after `since` (or
    `Last-Event-ID`), then each as it is written. Frames carry `id:` (the
    notice's id), `event:` (its `type`) and `data:` (the notice as JSON);
    an idle stream gets a comment every 15 s. Counts among the 16 live
    channels a user may hold. When the token is revoked or expires, or the
    account is banned, a last frame `event: end` carries
    `{"status","code","detail"}` within 2 s, and the stream ends.

    Args:
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        wait=wait,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    last_event_id: int | Unset = UNSET,
) -> Any | Problem | None:
    """The caller's notices as Server-Sent Events: every one after `since` (or
    `Last-Event-ID`), then each as it is written. Frames carry `id:` (the
    notice's id), `event:` (its `type`) and `data:` (the notice as JSON);
    an idle stream gets a comment every 15 s. Counts among the 16 live
    channels a user may hold. When the token is revoked or expires, or the
    account is banned, a last frame `event: end` carries
    `{"status","code","detail"}` within 2 s, and the stream ends.

    Args:
        since (int | Unset):
        wait (int | Unset):
        last_event_id (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            since=since,
            wait=wait,
            last_event_id=last_event_id,
        )
    ).parsed
