from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_problems_lang import ListProblemsLang
from ...models.problem import Problem
from ...models.problem_entry import ProblemEntry
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    lang: ListProblemsLang | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_lang: str | Unset = UNSET
    if not isinstance(lang, Unset):
        json_lang = lang.value

    params["lang"] = json_lang

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/problems",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | list[ProblemEntry] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in _response_200:
            response_200_item = ProblemEntry.from_dict(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Problem | list[ProblemEntry]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: ListProblemsLang | Unset = UNSET,
) -> Response[Problem | list[ProblemEntry]]:
    """Every problem code: a page, in the language `lang` or `Accept-Language`
    asks for, or, for a client that accepts JSON and not HTML, the JSON
    catalogue with each code's status, `type` and title in every language.

    Args:
        lang (ListProblemsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[ProblemEntry]]
    """

    kwargs = _get_kwargs(
        lang=lang,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    lang: ListProblemsLang | Unset = UNSET,
) -> Problem | list[ProblemEntry] | None:
    """Every problem code: a page, in the language `lang` or `Accept-Language`
    asks for, or, for a client that accepts JSON and not HTML, the JSON
    catalogue with each code's status, `type` and title in every language.

    Args:
        lang (ListProblemsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[ProblemEntry]
    """

    return sync_detailed(
        client=client,
        lang=lang,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    lang: ListProblemsLang | Unset = UNSET,
) -> Response[Problem | list[ProblemEntry]]:
    """Every problem code: a page, in the language `lang` or `Accept-Language`
    asks for, or, for a client that accepts JSON and not HTML, the JSON
    catalogue with each code's status, `type` and title in every language.

    Args:
        lang (ListProblemsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[ProblemEntry]]
    """

    kwargs = _get_kwargs(
        lang=lang,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    lang: ListProblemsLang | Unset = UNSET,
) -> Problem | list[ProblemEntry] | None:
    """Every problem code: a page, in the language `lang` or `Accept-Language`
    asks for, or, for a client that accepts JSON and not HTML, the JSON
    catalogue with each code's status, `type` and title in every language.

    Args:
        lang (ListProblemsLang | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[ProblemEntry]
    """

    return (
        await asyncio_detailed(
            client=client,
            lang=lang,
        )
    ).parsed
