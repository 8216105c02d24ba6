from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_record import GameRecord
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    anonymous: bool | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["anonymous"] = anonymous

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/record".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameRecord | Problem | None:
    if response.status_code == 200:
        response_200 = GameRecord.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameRecord | Problem]:
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
    anonymous: bool | Unset = UNSET,
) -> Response[GameRecord | Problem]:
    """A finished game as a portable record: its edition and options, its
    seats (by display name, or `Player N` with `anonymous=true`), every
    event, and the seed every die came from with the commitment published
    at the start. 409 `WRONG_STATUS` until the game is over: only the end
    reveals the seed.

    Args:
        id (str):
        anonymous (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecord | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        anonymous=anonymous,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    anonymous: bool | Unset = UNSET,
) -> GameRecord | Problem | None:
    """A finished game as a portable record: its edition and options, its
    seats (by display name, or `Player N` with `anonymous=true`), every
    event, and the seed every die came from with the commitment published
    at the start. 409 `WRONG_STATUS` until the game is over: only the end
    reveals the seed.

    Args:
        id (str):
        anonymous (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecord | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
        anonymous=anonymous,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    anonymous: bool | Unset = UNSET,
) -> Response[GameRecord | Problem]:
    """A finished game as a portable record: its edition and options, its
    seats (by display name, or `Player N` with `anonymous=true`), every
    event, and the seed every die came from with the commitment published
    at the start. 409 `WRONG_STATUS` until the game is over: only the end
    reveals the seed.

    Args:
        id (str):
        anonymous (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecord | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        anonymous=anonymous,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    anonymous: bool | Unset = UNSET,
) -> GameRecord | Problem | None:
    """A finished game as a portable record: its edition and options, its
    seats (by display name, or `Player N` with `anonymous=true`), every
    event, and the seed every die came from with the commitment published
    at the start. 409 `WRONG_STATUS` until the game is over: only the end
    reveals the seed.

    Args:
        id (str):
        anonymous (bool | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecord | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            anonymous=anonymous,
        )
    ).parsed
