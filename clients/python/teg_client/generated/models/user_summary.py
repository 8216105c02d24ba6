from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UserSummary")


@_attrs_define
class UserSummary:
    """An account as operators see it.

    Attributes:
        id (str): Id.
        username (str): Login name (guests have a generated one).
        display_name (str): Shown to others.
        role (str): `player` or `operator`.
        guest (bool): A throwaway identity.
        banned (bool): May not log in.
        muted (bool): May not chat.
        banned_until (None | str | Unset): When a time-limited ban ends (RFC 3339); null when it does not.
        muted_until (None | str | Unset): When a time-limited mute ends (RFC 3339); null when it does not.
    """

    id: str
    username: str
    display_name: str
    role: str
    guest: bool
    banned: bool
    muted: bool
    banned_until: None | str | Unset = UNSET
    muted_until: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        role = self.role

        guest = self.guest

        banned = self.banned

        muted = self.muted

        banned_until: None | str | Unset
        if isinstance(self.banned_until, Unset):
            banned_until = UNSET
        else:
            banned_until = self.banned_until

        muted_until: None | str | Unset
        if isinstance(self.muted_until, Unset):
            muted_until = UNSET
        else:
            muted_until = self.muted_until

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "display_name": display_name,
                "role": role,
                "guest": guest,
                "banned": banned,
                "muted": muted,
            }
        )
        if banned_until is not UNSET:
            field_dict["banned_until"] = banned_until
        if muted_until is not UNSET:
            field_dict["muted_until"] = muted_until

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        role = d.pop("role")

        guest = d.pop("guest")

        banned = d.pop("banned")

        muted = d.pop("muted")

        def _parse_banned_until(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        banned_until = _parse_banned_until(d.pop("banned_until", UNSET))

        def _parse_muted_until(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        muted_until = _parse_muted_until(d.pop("muted_until", UNSET))

        user_summary = cls(
            id=id,
            username=username,
            display_name=display_name,
            role=role,
            guest=guest,
            banned=banned,
            muted=muted,
            banned_until=banned_until,
            muted_until=muted_until,
        )

        user_summary.additional_properties = d
        return user_summary

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
