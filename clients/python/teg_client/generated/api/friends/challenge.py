from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.challenge_sent import ChallengeSent
from ...models.new_challenge import NewChallenge
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: NewChallenge,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChallengeSent | Problem | None:
    if response.status_code == 201:
        response_201 = ChallengeSent.from_dict(response.json())

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
) -> Response[ChallengeSent | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,
    idempotency_key: str | Unset = UNSET,
) -> Response[ChallengeSent | Problem]:
    """Challenges another person (SVC-FRIENDS): a private lobby opens with the
    caller seated, and the other is invited to it (`invited` on their
    feed; they accept or decline the invitation as any other).

    Args:
        idempotency_key (str | Unset):
        body (NewChallenge): A direct challenge to another person (SVC-FRIENDS): a private lobby
            opens with the challenger seated and the other invited.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeSent | Problem]
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
    body: NewChallenge,
    idempotency_key: str | Unset = UNSET,
) -> ChallengeSent | Problem | None:
    """Challenges another person (SVC-FRIENDS): a private lobby opens with the
    caller seated, and the other is invited to it (`invited` on their
    feed; they accept or decline the invitation as any other).

    Args:
        idempotency_key (str | Unset):
        body (NewChallenge): A direct challenge to another person (SVC-FRIENDS): a private lobby
            opens with the challenger seated and the other invited.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeSent | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewChallenge,
    idempotency_key: str | Unset = UNSET,
) -> Response[ChallengeSent | Problem]:
    """Challenges another person (SVC-FRIENDS): a private lobby opens with the
    caller seated, and the other is invited to it (`invited` on their
    feed; they accept or decline the invitation as any other).

    Args:
        idempotency_key (str | Unset):
        body (NewChallenge): A direct challenge to another person (SVC-FRIENDS): a private lobby
            opens with the challenger seated and the other invited.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeSent | Problem]
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
    body: NewChallenge,
    idempotency_key: str | Unset = UNSET,
) -> ChallengeSent | Problem | None:
    """Challenges another person (SVC-FRIENDS): a private lobby opens with the
    caller seated, and the other is invited to it (`invited` on their
    feed; they accept or decline the invitation as any other).

    Args:
        idempotency_key (str | Unset):
        body (NewChallenge): A direct challenge to another person (SVC-FRIENDS): a private lobby
            opens with the challenger seated and the other invited.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeSent | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
