from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Losses")


@_attrs_define
class Losses:
    """What a side lost.

    Attributes:
        ordinary (int): Armies or ships.
        aircraft (int): Aircraft.
        special (bool): Whether the special unit was spent.
    """

    ordinary: int
    aircraft: int
    special: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ordinary = self.ordinary

        aircraft = self.aircraft

        special = self.special

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ordinary": ordinary,
                "aircraft": aircraft,
                "special": special,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ordinary = d.pop("ordinary")

        aircraft = d.pop("aircraft")

        special = d.pop("special")

        losses = cls(
            ordinary=ordinary,
            aircraft=aircraft,
            special=special,
        )

        losses.additional_properties = d
        return losses

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
