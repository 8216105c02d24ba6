from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.event_batch import EventBatch
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
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
        "url": "/v1/games/{id}/events".format(
            id=quote(str(id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventBatch | Problem | None:
    if response.status_code == 200:
        response_200 = EventBatch.from_dict(response.json())

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
) -> Response[EventBatch | Problem]:
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
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[EventBatch | Problem]:
    """Events after `since`, as the caller may see them. With `wait`, an empty
    answer is held until an event is committed or the wait runs out; a
    token revoked or expired meanwhile, or a ban, answers 401 or 403 within
    2 s instead.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventBatch | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        since=since,
        wait=wait,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> EventBatch | Problem | None:
    """Events after `since`, as the caller may see them. With `wait`, an empty
    answer is held until an event is committed or the wait runs out; a
    token revoked or expired meanwhile, or a ban, answers 401 or 403 within
    2 s instead.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventBatch | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
        since=since,
        wait=wait,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> Response[EventBatch | Problem]:
    """Events after `since`, as the caller may see them. With `wait`, an empty
    answer is held until an event is committed or the wait runs out; a
    token revoked or expired meanwhile, or a ban, answers 401 or 403 within
    2 s instead.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventBatch | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        since=since,
        wait=wait,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    wait: int | Unset = UNSET,
) -> EventBatch | Problem | None:
    """Events after `since`, as the caller may see them. With `wait`, an empty
    answer is held until an event is committed or the wait runs out; a
    token revoked or expired meanwhile, or a ban, answers 401 or 403 within
    2 s instead.

    Args:
        id (str):
        since (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventBatch | Problem
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            since=since,
            wait=wait,
        )
    ).parsed
