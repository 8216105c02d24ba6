from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.notice_list import NoticeList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["since"] = since

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/me/events",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> NoticeList | Problem | None:
    if response.status_code == 200:
        response_200 = NoticeList.from_dict(response.json())

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
) -> Response[NoticeList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[NoticeList | Problem]:
    """The caller's notices after `since`, oldest first; with `wait`, an empty
    answer is held until a notice is written or the wait runs out.

    Args:
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NoticeList | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> NoticeList | Problem | None:
    """The caller's notices after `since`, oldest first; with `wait`, an empty
    answer is held until a notice is written or the wait runs out.

    Args:
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NoticeList | Problem
    """

    return sync_detailed(
        client=client,
        since=since,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[NoticeList | Problem]:
    """The caller's notices after `since`, oldest first; with `wait`, an empty
    answer is held until a notice is written or the wait runs out.

    Args:
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NoticeList | Problem]
    """

    kwargs = _get_kwargs(
        since=since,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> NoticeList | Problem | None:
    """The caller's notices after `since`, oldest first; with `wait`, an empty
    answer is held until a notice is written or the wait runs out.

    Args:
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NoticeList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            since=since,
            wait=wait,
        )
    ).parsed
