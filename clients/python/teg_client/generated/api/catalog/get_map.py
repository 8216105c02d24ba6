from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.map_response import MapResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    ruleset: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/maps/{ruleset}".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MapResponse | Problem | None:
    if response.status_code == 200:
        response_200 = MapResponse.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[MapResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[MapResponse | Problem]:
    """The board: continents, countries (names in es/en/it, drawing
    coordinates), borders and sea bridges.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MapResponse | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
) -> MapResponse | Problem | None:
    """The board: continents, countries (names in es/en/it, drawing
    coordinates), borders and sea bridges.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MapResponse | Problem
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[MapResponse | Problem]:
    """The board: continents, countries (names in es/en/it, drawing
    coordinates), borders and sea bridges.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MapResponse | Problem]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
) -> MapResponse | Problem | None:
    """The board: continents, countries (names in es/en/it, drawing
    coordinates), borders and sea bridges.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MapResponse | Problem
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
        )
    ).parsed
