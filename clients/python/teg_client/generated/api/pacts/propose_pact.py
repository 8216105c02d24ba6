from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.event_batch import EventBatch
from ...models.problem import Problem
from ...models.propose_pact import ProposePact
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: str,
    *,
    body: ProposePact,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/pacts".format(
            id=quote(str(id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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
    body: ProposePact,
    idempotency_key: str | Unset = UNSET,
) -> Response[EventBatch | Problem]:
    """Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2). A
    `message` goes with it as a whisper to the other party alone (with the
    pact's number, `pact`), after the proposal; one that could not be
    whispered refuses the proposal first (SVC-WHISPER).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (ProposePact): A pact proposal (R-PCT-2).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventBatch | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ProposePact,
    idempotency_key: str | Unset = UNSET,
) -> EventBatch | Problem | None:
    """Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2). A
    `message` goes with it as a whisper to the other party alone (with the
    pact's number, `pact`), after the proposal; one that could not be
    whispered refuses the proposal first (SVC-WHISPER).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (ProposePact): A pact proposal (R-PCT-2).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventBatch | Problem
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ProposePact,
    idempotency_key: str | Unset = UNSET,
) -> Response[EventBatch | Problem]:
    """Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2). A
    `message` goes with it as a whisper to the other party alone (with the
    pact's number, `pact`), after the proposal; one that could not be
    whispered refuses the proposal first (SVC-WHISPER).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (ProposePact): A pact proposal (R-PCT-2).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventBatch | Problem]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ProposePact,
    idempotency_key: str | Unset = UNSET,
) -> EventBatch | Problem | None:
    """Proposes a pact to another player, at any time (R-PCT-1, R-PCT-2). A
    `message` goes with it as a whisper to the other party alone (with the
    pact's number, `pact`), after the proposal; one that could not be
    whispered refuses the proposal first (SVC-WHISPER).

    Args:
        id (str):
        idempotency_key (str | Unset):
        body (ProposePact): A pact proposal (R-PCT-2).

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
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
