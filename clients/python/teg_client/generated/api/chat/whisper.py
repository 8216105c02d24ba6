from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.post_whisper import PostWhisper
from ...models.problem import Problem
from ...models.whisper import Whisper
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: PostWhisper,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/whispers".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Whisper | None:
    if response.status_code == 201:
        response_201 = Whisper.from_dict(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Whisper]:
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
    body: PostWhisper,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Whisper]:
    """Whispers to one or more other seats of the game: only they and the
    sender ever read it. Each recipient's feed gets a `whisper` notice (and
    their webhook, without the text), and their open streams of the game an
    `event: whisper` frame.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostWhisper): A whisper to send: its recipients by seat, and its text.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Whisper]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostWhisper,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Whisper | None:
    """Whispers to one or more other seats of the game: only they and the
    sender ever read it. Each recipient's feed gets a `whisper` notice (and
    their webhook, without the text), and their open streams of the game an
    `event: whisper` frame.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostWhisper): A whisper to send: its recipients by seat, and its text.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Whisper
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostWhisper,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | Whisper]:
    """Whispers to one or more other seats of the game: only they and the
    sender ever read it. Each recipient's feed gets a `whisper` notice (and
    their webhook, without the text), and their open streams of the game an
    `event: whisper` frame.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostWhisper): A whisper to send: its recipients by seat, and its text.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Whisper]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: PostWhisper,
    idempotency_key: str | Unset = UNSET,
) -> Problem | Whisper | None:
    """Whispers to one or more other seats of the game: only they and the
    sender ever read it. Each recipient's feed gets a `whisper` notice (and
    their webhook, without the text), and their open streams of the game an
    `event: whisper` frame.

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (PostWhisper): A whisper to send: its recipients by seat, and its text.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Whisper
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
