from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.scope_name import ScopeName
from ..types import UNSET, Unset

T = TypeVar("T", bound="PersonalTokenDto")


@_attrs_define
class PersonalTokenDto:
    """A personal access token, as listed (its secret is never shown again).

    Attributes:
        id (str): Its id (`DELETE /v1/me/tokens/{id}` revokes it).
        name (str): What it is for.
        scopes (list[ScopeName]): What it may do.
        created_at (str): Issued (RFC 3339).
        last_used_at (str): Last used (RFC 3339; a use counts once a minute).
        expires_at (None | str | Unset): When it stops working (RFC 3339), if ever.
        token (None | str | Unset): The bearer token: only in the answer that issues it.
    """

    id: str
    name: str
    scopes: list[ScopeName]
    created_at: str
    last_used_at: str
    expires_at: None | str | Unset = UNSET
    token: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        created_at = self.created_at

        last_used_at = self.last_used_at

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        token: None | str | Unset
        if isinstance(self.token, Unset):
            token = UNSET
        else:
            token = self.token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "scopes": scopes,
                "created_at": created_at,
                "last_used_at": last_used_at,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at
        if token is not UNSET:
            field_dict["token"] = token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = ScopeName(scopes_item_data)

            scopes.append(scopes_item)

        created_at = d.pop("created_at")

        last_used_at = d.pop("last_used_at")

        def _parse_expires_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        def _parse_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        token = _parse_token(d.pop("token", UNSET))

        personal_token_dto = cls(
            id=id,
            name=name,
            scopes=scopes,
            created_at=created_at,
            last_used_at=last_used_at,
            expires_at=expires_at,
            token=token,
        )

        personal_token_dto.additional_properties = d
        return personal_token_dto

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
