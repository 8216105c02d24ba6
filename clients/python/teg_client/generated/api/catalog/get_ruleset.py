from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ruleset_detail import RulesetDetail
from ...models.teg_2_ruleset_detail import Teg2RulesetDetail
from ...types import Response


def _get_kwargs(
    ruleset: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets/{ruleset}".format(
            ruleset=quote(str(ruleset), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RulesetDetail | Teg2RulesetDetail | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> RulesetDetail | Teg2RulesetDetail:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_any_ruleset_detail_type_0 = RulesetDetail.from_dict(data)

                return componentsschemas_any_ruleset_detail_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_any_ruleset_detail_type_1 = Teg2RulesetDetail.from_dict(data)

            return componentsschemas_any_ruleset_detail_type_1

        response_200 = _parse_response_200(response.json())

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
) -> Response[Problem | RulesetDetail | Teg2RulesetDetail]:
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
) -> Response[Problem | RulesetDetail | Teg2RulesetDetail]:
    """One ruleset in full: the board, the objective deck, the country goals
    and the tables (exchanges, card bonus, placement, dice); for `teg2`,
    its levels, boards, rounds, ladder and tokens.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RulesetDetail | Teg2RulesetDetail]
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
) -> Problem | RulesetDetail | Teg2RulesetDetail | None:
    """One ruleset in full: the board, the objective deck, the country goals
    and the tables (exchanges, card bonus, placement, dice); for `teg2`,
    its levels, boards, rounds, ladder and tokens.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RulesetDetail | Teg2RulesetDetail
    """

    return sync_detailed(
        ruleset=ruleset,
        client=client,
    ).parsed


async def asyncio_detailed(
    ruleset: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Problem | RulesetDetail | Teg2RulesetDetail]:
    """One ruleset in full: the board, the objective deck, the country goals
    and the tables (exchanges, card bonus, placement, dice); for `teg2`,
    its levels, boards, rounds, ladder and tokens.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RulesetDetail | Teg2RulesetDetail]
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
) -> Problem | RulesetDetail | Teg2RulesetDetail | None:
    """One ruleset in full: the board, the objective deck, the country goals
    and the tables (exchanges, card bonus, placement, dice); for `teg2`,
    its levels, boards, rounds, ladder and tokens.

    Args:
        ruleset (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RulesetDetail | Teg2RulesetDetail
    """

    return (
        await asyncio_detailed(
            ruleset=ruleset,
            client=client,
        )
    ).parsed
