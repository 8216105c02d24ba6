from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.put_webhook import PutWebhook
from ...models.webhook_dto import WebhookDto
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: PutWebhook,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/me/webhook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookDto | None:
    if response.status_code == 200:
        response_200 = WebhookDto.from_dict(response.json())

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
) -> Response[Problem | WebhookDto]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WebhookDto]:
    """Registers (or replaces) the caller's "your turn" webhook. The service
    then posts `{"type":"your_turn","game_id","version","deadline"}` each
    time one of the caller's steps begins, with `X-TEG-Signature:
    sha256=<hex HMAC-SHA256 of the body under the secret>`, retrying failures
    with backoff.

    Args:
        idempotency_key (str | Unset):
        body (PutWebhook): A webhook to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookDto]
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
    body: PutWebhook,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WebhookDto | None:
    """Registers (or replaces) the caller's "your turn" webhook. The service
    then posts `{"type":"your_turn","game_id","version","deadline"}` each
    time one of the caller's steps begins, with `X-TEG-Signature:
    sha256=<hex HMAC-SHA256 of the body under the secret>`, retrying failures
    with backoff.

    Args:
        idempotency_key (str | Unset):
        body (PutWebhook): A webhook to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookDto
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,
    idempotency_key: str | Unset = UNSET,
) -> Response[Problem | WebhookDto]:
    """Registers (or replaces) the caller's "your turn" webhook. The service
    then posts `{"type":"your_turn","game_id","version","deadline"}` each
    time one of the caller's steps begins, with `X-TEG-Signature:
    sha256=<hex HMAC-SHA256 of the body under the secret>`, retrying failures
    with backoff.

    Args:
        idempotency_key (str | Unset):
        body (PutWebhook): A webhook to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookDto]
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
    body: PutWebhook,
    idempotency_key: str | Unset = UNSET,
) -> Problem | WebhookDto | None:
    """Registers (or replaces) the caller's "your turn" webhook. The service
    then posts `{"type":"your_turn","game_id","version","deadline"}` each
    time one of the caller's steps begins, with `X-TEG-Signature:
    sha256=<hex HMAC-SHA256 of the body under the secret>`, retrying failures
    with backoff.

    Args:
        idempotency_key (str | Unset):
        body (PutWebhook): A webhook to register.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookDto
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
