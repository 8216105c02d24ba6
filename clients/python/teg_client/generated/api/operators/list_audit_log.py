import datetime
from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.audit_page import AuditPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
    target: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit

    params["actor"] = actor

    params["action"] = action

    params["target"] = target

    json_from_: str | Unset = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/audit",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuditPage | Problem | None:
    if response.status_code == 200:
        response_200 = AuditPage.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuditPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
    target: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
) -> Response[AuditPage | Problem]:
    """The audit log, newest first, filtered by operator, action, target and
    time.

    Args:
        offset (int | Unset):
        limit (int | Unset):  Default: 20.
        actor (str | Unset):
        action (str | Unset):
        target (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditPage | Problem]
    """

    kwargs = _get_kwargs(
        offset=offset,
        limit=limit,
        actor=actor,
        action=action,
        target=target,
        from_=from_,
        to=to,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
    target: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
) -> AuditPage | Problem | None:
    """The audit log, newest first, filtered by operator, action, target and
    time.

    Args:
        offset (int | Unset):
        limit (int | Unset):  Default: 20.
        actor (str | Unset):
        action (str | Unset):
        target (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditPage | Problem
    """

    return sync_detailed(
        client=client,
        offset=offset,
        limit=limit,
        actor=actor,
        action=action,
        target=target,
        from_=from_,
        to=to,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
    target: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
) -> Response[AuditPage | Problem]:
    """The audit log, newest first, filtered by operator, action, target and
    time.

    Args:
        offset (int | Unset):
        limit (int | Unset):  Default: 20.
        actor (str | Unset):
        action (str | Unset):
        target (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditPage | Problem]
    """

    kwargs = _get_kwargs(
        offset=offset,
        limit=limit,
        actor=actor,
        action=action,
        target=target,
        from_=from_,
        to=to,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
    actor: str | Unset = UNSET,
    action: str | Unset = UNSET,
    target: str | Unset = UNSET,
    from_: datetime.datetime | Unset = UNSET,
    to: datetime.datetime | Unset = UNSET,
) -> AuditPage | Problem | None:
    """The audit log, newest first, filtered by operator, action, target and
    time.

    Args:
        offset (int | Unset):
        limit (int | Unset):  Default: 20.
        actor (str | Unset):
        action (str | Unset):
        target (str | Unset):
        from_ (datetime.datetime | Unset):
        to (datetime.datetime | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditPage | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            offset=offset,
            limit=limit,
            actor=actor,
            action=action,
            target=target,
            from_=from_,
            to=to,
        )
    ).parsed
