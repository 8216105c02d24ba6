from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.app_dto import AppDto
from ...models.problem import Problem
from ...models.reason import Reason
from ...types import UNSET, Response, Unset


def _get_kwargs(
    client_id: str,
    *,
    body: Reason,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/admin/oauth/apps/{client_id}/disable".format(
            client_id=quote(str(client_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppDto | Problem | None:
    if response.status_code == 200:
        response_200 = AppDto.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AppDto | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    client_id: str,
    *,
    client: AuthenticatedClient,
    body: Reason,
    idempotency_key: str | Unset = UNSET,
) -> Response[AppDto | Problem]:
    """Disables an app: it can ask no one any more, and every token it holds
    stops at once. Audited.

    Args:
        client_id (str):
        idempotency_key (str | Unset):
        body (Reason): Why an operator acts; goes to the audit log. Every moderation action
            needs one (a blank reason is 400 `REASON_REQUIRED`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppDto | Problem]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    client_id: str,
    *,
    client: AuthenticatedClient,
    body: Reason,
    idempotency_key: str | Unset = UNSET,
) -> AppDto | Problem | None:
    """Disables an app: it can ask no one any more, and every token it holds
    stops at once. Audited.

    Args:
        client_id (str):
        idempotency_key (str | Unset):
        body (Reason): Why an operator acts; goes to the audit log. Every moderation action
            needs one (a blank reason is 400 `REASON_REQUIRED`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppDto | Problem
    """

    return sync_detailed(
        client_id=client_id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    client_id: str,
    *,
    client: AuthenticatedClient,
    body: Reason,
    idempotency_key: str | Unset = UNSET,
) -> Response[AppDto | Problem]:
    """Disables an app: it can ask no one any more, and every token it holds
    stops at once. Audited.

    Args:
        client_id (str):
        idempotency_key (str | Unset):
        body (Reason): Why an operator acts; goes to the audit log. Every moderation action
            needs one (a blank reason is 400 `REASON_REQUIRED`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppDto | Problem]
    """

    kwargs = _get_kwargs(
        client_id=client_id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    client_id: str,
    *,
    client: AuthenticatedClient,
    body: Reason,
    idempotency_key: str | Unset = UNSET,
) -> AppDto | Problem | None:
    """Disables an app: it can ask no one any more, and every token it holds
    stops at once. Audited.

    Args:
        client_id (str):
        idempotency_key (str | Unset):
        body (Reason): Why an operator acts; goes to the audit log. Every moderation action
            needs one (a blank reason is 400 `REASON_REQUIRED`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppDto | Problem
    """

    return (
        await asyncio_detailed(
            client_id=client_id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
