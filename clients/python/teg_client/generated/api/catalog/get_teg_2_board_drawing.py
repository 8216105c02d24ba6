from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_teg_2_board_drawing_lang import GetTeg2BoardDrawingLang
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    board: str,
    *,
    lang: GetTeg2BoardDrawingLang | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/teg2/maps/{board}/board.svg".format(
            board=quote(str(board), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    lang: GetTeg2BoardDrawingLang | Unset = UNSET,
) -> Response[Problem | str]:
    """A TEG II board as SVG, drawn by the same code as the dashboard's: one
    `<g class="region" data-region="{id}">` per region (land or sea), which
    a client colours and annotates. No script, no game state.

    Args:
        board (str):
        lang (GetTeg2BoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        board=board,
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    board: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetTeg2BoardDrawingLang | Unset = UNSET,
) -> Problem | str | None:
    """A TEG II board as SVG, drawn by the same code as the dashboard's: one
    `<g class="region" data-region="{id}">` per region (land or sea), which
    a client colours and annotates. No script, no game state.

    Args:
        board (str):
        lang (GetTeg2BoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        board=board,
        client=client,
        lang=lang,
    ).parsed


async def asyncio_detailed(
    board: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetTeg2BoardDrawingLang | Unset = UNSET,
) -> Response[Problem | str]:
    """A TEG II board as SVG, drawn by the same code as the dashboard's: one
    `<g class="region" data-region="{id}">` per region (land or sea), which
    a client colours and annotates. No script, no game state.

    Args:
        board (str):
        lang (GetTeg2BoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        board=board,
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    board: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetTeg2BoardDrawingLang | Unset = UNSET,
) -> Problem | str | None:
    """A TEG II board as SVG, drawn by the same code as the dashboard's: one
    `<g class="region" data-region="{id}">` per region (land or sea), which
    a client colours and annotates. No script, no game state.

    Args:
        board (str):
        lang (GetTeg2BoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            board=board,
            client=client,
            lang=lang,
        )
    ).parsed
