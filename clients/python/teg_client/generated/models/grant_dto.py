from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GrantDto")


@_attrs_define
class GrantDto:
    """An app the caller let act for them.

    Attributes:
        client_id (str): The app's client id.
        name (str): The app's name.
        scopes (list[str]): What it may do: `play`, `read`, `webhook`.
        granted_at (str): Granted (RFC 3339).
        last_used_at (str): Last used (RFC 3339).
    """

    client_id: str
    name: str
    scopes: list[str]
    granted_at: str
    last_used_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        name = self.name

        scopes = self.scopes

        granted_at = self.granted_at

        last_used_at = self.last_used_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "name": name,
                "scopes": scopes,
                "granted_at": granted_at,
                "last_used_at": last_used_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        name = d.pop("name")

        scopes = cast(list[str], d.pop("scopes"))

        granted_at = d.pop("granted_at")

        last_used_at = d.pop("last_used_at")

        grant_dto = cls(
            client_id=client_id,
            name=name,
            scopes=scopes,
            granted_at=granted_at,
            last_used_at=last_used_at,
        )

        grant_dto.additional_properties = d
        return grant_dto

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
