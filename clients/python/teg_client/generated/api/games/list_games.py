from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_list import GameList
from ...models.list_games_ruleset import ListGamesRuleset
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    ruleset: ListGamesRuleset | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_ruleset: str | Unset = UNSET
    if not isinstance(ruleset, Unset):
        json_ruleset = ruleset.value

    params["ruleset"] = json_ruleset

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | Problem | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    ruleset: ListGamesRuleset | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[GameList | Problem]:
    """Lists games, newest first.

    Args:
        status (ListGamesStatus | Unset):
        ruleset (ListGamesRuleset | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        ruleset=ruleset,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    ruleset: ListGamesRuleset | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> GameList | Problem | None:
    """Lists games, newest first.

    Args:
        status (ListGamesStatus | Unset):
        ruleset (ListGamesRuleset | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        ruleset=ruleset,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    ruleset: ListGamesRuleset | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[GameList | Problem]:
    """Lists games, newest first.

    Args:
        status (ListGamesStatus | Unset):
        ruleset (ListGamesRuleset | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        ruleset=ruleset,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListGamesStatus | Unset = UNSET,
    ruleset: ListGamesRuleset | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> GameList | Problem | None:
    """Lists games, newest first.

    Args:
        status (ListGamesStatus | Unset):
        ruleset (ListGamesRuleset | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            ruleset=ruleset,
            offset=offset,
            limit=limit,
        )
    ).parsed
