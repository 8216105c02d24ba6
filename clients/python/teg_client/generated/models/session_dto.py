from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="SessionDto")


@_attrs_define
class SessionDto:
    """One of the caller's sign-ins.

    Attributes:
        id (str): Its id.
        created_at (str): Opened (RFC 3339).
        last_used_at (str): Last refreshed or used (RFC 3339; a use counts once a minute).
        user_agent (str): The client that opened it, as its `User-Agent` said.
        current (bool): The session of the token that asks.
        expires_at (None | str | Unset): Ends unless refreshed by then (RFC 3339).
    """

    id: str
    created_at: str
    last_used_at: str
    user_agent: str
    current: bool
    expires_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        created_at = self.created_at

        last_used_at = self.last_used_at

        user_agent = self.user_agent

        current = self.current

        expires_at: None | str | Unset
        if isinstance(self.expires_at, Unset):
            expires_at = UNSET
        else:
            expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "created_at": created_at,
                "last_used_at": last_used_at,
                "user_agent": user_agent,
                "current": current,
            }
        )
        if expires_at is not UNSET:
            field_dict["expires_at"] = expires_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        created_at = d.pop("created_at")

        last_used_at = d.pop("last_used_at")

        user_agent = d.pop("user_agent")

        current = d.pop("current")

        def _parse_expires_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        expires_at = _parse_expires_at(d.pop("expires_at", UNSET))

        session_dto = cls(
            id=id,
            created_at=created_at,
            last_used_at=last_used_at,
            user_agent=user_agent,
            current=current,
            expires_at=expires_at,
        )

        session_dto.additional_properties = d
        return session_dto

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
