from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.teg_2_map_response import Teg2MapResponse
from ...types import Response


def _get_kwargs(
    board: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/teg2/maps/{board}".format(
            board=quote(str(board), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | Teg2MapResponse | None:
    if response.status_code == 200:
        response_200 = Teg2MapResponse.from_dict(response.json())

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
) -> Response[Problem | Teg2MapResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Teg2MapResponse]:
    """A TEG II map: regions (land or sea, names, drawing coordinates),
    borders and objectives tables.

    Args:
        board (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Teg2MapResponse]
    """

    kwargs = _get_kwargs(
        board=board,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    board: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Teg2MapResponse | None:
    """A TEG II map: regions (land or sea, names, drawing coordinates),
    borders and objectives tables.

    Args:
        board (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Teg2MapResponse
    """

    return sync_detailed(
        board=board,
        client=client,
    ).parsed


async def asyncio_detailed(
    board: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | Teg2MapResponse]:
    """A TEG II map: regions (land or sea, names, drawing coordinates),
    borders and objectives tables.

    Args:
        board (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Teg2MapResponse]
    """

    kwargs = _get_kwargs(
        board=board,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    board: str,
    *,
    client: AuthenticatedClient | Client,
) -> Problem | Teg2MapResponse | None:
    """A TEG II map: regions (land or sea, names, drawing coordinates),
    borders and objectives tables.

    Args:
        board (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Teg2MapResponse
    """

    return (
        await asyncio_detailed(
            board=board,
            client=client,
        )
    ).parsed
