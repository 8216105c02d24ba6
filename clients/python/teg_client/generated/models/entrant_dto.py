from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EntrantDto")


@_attrs_define
class EntrantDto:
    """An entrant.

    Attributes:
        user_id (str): Who.
        joined_at (str): Joined (RFC 3339).
        disqualified (None | str | Unset): An operator's reason, if they were disqualified.
    """

    user_id: str
    joined_at: str
    disqualified: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

        joined_at = self.joined_at

        disqualified: None | str | Unset
        if isinstance(self.disqualified, Unset):
            disqualified = UNSET
        else:
            disqualified = self.disqualified

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "user_id": user_id,
                "joined_at": joined_at,
            }
        )
        if disqualified is not UNSET:
            field_dict["disqualified"] = disqualified

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

        joined_at = d.pop("joined_at")

        def _parse_disqualified(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disqualified = _parse_disqualified(d.pop("disqualified", UNSET))

        entrant_dto = cls(
            user_id=user_id,
            joined_at=joined_at,
            disqualified=disqualified,
        )

        entrant_dto.additional_properties = d
        return entrant_dto

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
