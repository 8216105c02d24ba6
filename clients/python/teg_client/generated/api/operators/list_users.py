from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.admin_user_list import AdminUserList
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    username: str | Unset = UNSET,
    prefix: str | Unset = UNSET,
    banned: bool | Unset = UNSET,
    muted: bool | Unset = UNSET,
    operators: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["username"] = username

    params["prefix"] = prefix

    params["banned"] = banned

    params["muted"] = muted

    params["operators"] = operators

    params["offset"] = offset

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/admin/users",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AdminUserList | Problem | None:
    if response.status_code == 200:
        response_200 = AdminUserList.from_dict(response.json())

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
) -> Response[AdminUserList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    username: str | Unset = UNSET,
    prefix: str | Unset = UNSET,
    banned: bool | Unset = UNSET,
    muted: bool | Unset = UNSET,
    operators: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[AdminUserList | Problem]:
    """Accounts: by login name (`?username=`, exact: none or one), or a page
    of them by the start of their login name (`prefix`) and their flags
    (`banned`, `muted`, `operators`), by login name.

    Args:
        username (str | Unset):
        prefix (str | Unset):
        banned (bool | Unset):
        muted (bool | Unset):
        operators (bool | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUserList | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        prefix=prefix,
        banned=banned,
        muted=muted,
        operators=operators,
        offset=offset,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    username: str | Unset = UNSET,
    prefix: str | Unset = UNSET,
    banned: bool | Unset = UNSET,
    muted: bool | Unset = UNSET,
    operators: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> AdminUserList | Problem | None:
    """Accounts: by login name (`?username=`, exact: none or one), or a page
    of them by the start of their login name (`prefix`) and their flags
    (`banned`, `muted`, `operators`), by login name.

    Args:
        username (str | Unset):
        prefix (str | Unset):
        banned (bool | Unset):
        muted (bool | Unset):
        operators (bool | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUserList | Problem
    """

    return sync_detailed(
        client=client,
        username=username,
        prefix=prefix,
        banned=banned,
        muted=muted,
        operators=operators,
        offset=offset,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    username: str | Unset = UNSET,
    prefix: str | Unset = UNSET,
    banned: bool | Unset = UNSET,
    muted: bool | Unset = UNSET,
    operators: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[AdminUserList | Problem]:
    """Accounts: by login name (`?username=`, exact: none or one), or a page
    of them by the start of their login name (`prefix`) and their flags
    (`banned`, `muted`, `operators`), by login name.

    Args:
        username (str | Unset):
        prefix (str | Unset):
        banned (bool | Unset):
        muted (bool | Unset):
        operators (bool | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUserList | Problem]
    """

    kwargs = _get_kwargs(
        username=username,
        prefix=prefix,
        banned=banned,
        muted=muted,
        operators=operators,
        offset=offset,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    username: str | Unset = UNSET,
    prefix: str | Unset = UNSET,
    banned: bool | Unset = UNSET,
    muted: bool | Unset = UNSET,
    operators: bool | Unset = UNSET,
    offset: int | Unset = UNSET,
    limit: int | Unset = 20,
) -> AdminUserList | Problem | None:
    """Accounts: by login name (`?username=`, exact: none or one), or a page
    of them by the start of their login name (`prefix`) and their flags
    (`banned`, `muted`, `operators`), by login name.

    Args:
        username (str | Unset):
        prefix (str | Unset):
        banned (bool | Unset):
        muted (bool | Unset):
        operators (bool | Unset):
        offset (int | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUserList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            username=username,
            prefix=prefix,
            banned=banned,
            muted=muted,
            operators=operators,
            offset=offset,
            limit=limit,
        )
    ).parsed
