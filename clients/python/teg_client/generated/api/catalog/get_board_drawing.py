from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.get_board_drawing_lang import GetBoardDrawingLang
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    ruleset: str,
    *,
    lang: GetBoardDrawingLang | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset}/board.svg".format(
            ruleset=quote(str(ruleset), safe=""),
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
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetBoardDrawingLang | Unset = UNSET,
) -> Response[Problem | str]:
    """An edition's bare board as SVG, drawn by the same code as the
    dashboard's (names placed clear of each other): one
    `<g class="country" data-country="{id}">` per country, with a disc
    (`circle`) a client fills in its players' colours and an armies `text`
    it writes. The drawing holds no script and no game state.

    Args:
        ruleset (str):
        lang (GetBoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetBoardDrawingLang | Unset = UNSET,
) -> Problem | str | None:
    """An edition's bare board as SVG, drawn by the same code as the
    dashboard's (names placed clear of each other): one
    `<g class="country" data-country="{id}">` per country, with a disc
    (`circle`) a client fills in its players' colours and an armies `text`
    it writes. The drawing holds no script and no game state.

    Args:
        ruleset (str):
        lang (GetBoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
        lang=lang,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetBoardDrawingLang | Unset = UNSET,
) -> Response[Problem | str]:
    """An edition's bare board as SVG, drawn by the same code as the
    dashboard's (names placed clear of each other): one
    `<g class="country" data-country="{id}">` per country, with a disc
    (`circle`) a client fills in its players' colours and an armies `text`
    it writes. The drawing holds no script and no game state.

    Args:
        ruleset (str):
        lang (GetBoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        ruleset=ruleset,
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
    lang: GetBoardDrawingLang | Unset = UNSET,
) -> Problem | str | None:
    """An edition's bare board as SVG, drawn by the same code as the
    dashboard's (names placed clear of each other): one
    `<g class="country" data-country="{id}">` per country, with a disc
    (`circle`) a client fills in its players' colours and an armies `text`
    it writes. The drawing holds no script and no game state.

    Args:
        ruleset (str):
        lang (GetBoardDrawingLang | Unset): The language of a board drawing's names.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
            lang=lang,
        )
    ).parsed
