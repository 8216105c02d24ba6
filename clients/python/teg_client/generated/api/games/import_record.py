from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_record import GameRecord
from ...models.problem import Problem
from ...models.record_imported import RecordImported
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: GameRecord,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/records",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | RecordImported | None:
    if response.status_code == 201:
        response_201 = RecordImported.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | RecordImported]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GameRecord,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RecordImported]:
    """Verifies a record and keeps it as a finished game of this service:
    public, unrated, its seats held by nobody (`record:<seat>`), to read,
    replay and scrub as any other. Nothing is kept unless every event
    verifies; 422 `RECORD_INVALID` says the first bad event's `version`.

    Args:
        idempotency_key (str | Unset):
        body (GameRecord): A finished game, portable (`GET /v1/games/{id}/record`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordImported]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: GameRecord,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RecordImported | None:
    """Verifies a record and keeps it as a finished game of this service:
    public, unrated, its seats held by nobody (`record:<seat>`), to read,
    replay and scrub as any other. Nothing is kept unless every event
    verifies; 422 `RECORD_INVALID` says the first bad event's `version`.

    Args:
        idempotency_key (str | Unset):
        body (GameRecord): A finished game, portable (`GET /v1/games/{id}/record`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordImported
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GameRecord,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | RecordImported]:
    """Verifies a record and keeps it as a finished game of this service:
    public, unrated, its seats held by nobody (`record:<seat>`), to read,
    replay and scrub as any other. Nothing is kept unless every event
    verifies; 422 `RECORD_INVALID` says the first bad event's `version`.

    Args:
        idempotency_key (str | Unset):
        body (GameRecord): A finished game, portable (`GET /v1/games/{id}/record`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RecordImported]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GameRecord,
    idempotency_key: str | Unset = UNSET,
) -> Problem | RecordImported | None:
    """Verifies a record and keeps it as a finished game of this service:
    public, unrated, its seats held by nobody (`record:<seat>`), to read,
    replay and scrub as any other. Nothing is kept unless every event
    verifies; 422 `RECORD_INVALID` says the first bad event's `version`.

    Args:
        idempotency_key (str | Unset):
        body (GameRecord): A finished game, portable (`GET /v1/games/{id}/record`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RecordImported
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
