from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_response_lobby_board import GameResponseLobbyBoard
from ...models.game_response_risk_view import GameResponseRiskView
from ...models.game_response_teg_2_game_view import GameResponseTeg2GameView
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/games/{id}".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_response_type_0 = GameResponseRiskView.from_dict(data)

                return componentsschemas_game_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_response_type_1 = GameResponseTeg2GameView.from_dict(data)

                return componentsschemas_game_response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_response_type_2 = GameResponseLobbyBoard.from_dict(data)

            return componentsschemas_game_response_type_2

        response_200 = _parse_response_200(response.json())

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem]:
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
) -> Response[GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem]:
    """Any game with every secret (objectives, hands, the pile), as the
    dashboard's game page shows it.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
) -> GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem | None:
    """Any game with every secret (objectives, hands, the pile), as the
    dashboard's game page shows it.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
) -> Response[GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem]:
    """Any game with every secret (objectives, hands, the pile), as the
    dashboard's game page shows it.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
) -> GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem | None:
    """Any game with every secret (objectives, hands, the pile), as the
    dashboard's game page shows it.

    Args:
        id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameResponseLobbyBoard | GameResponseRiskView | GameResponseTeg2GameView | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
