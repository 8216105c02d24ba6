from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Teg2Grant")


@_attrs_define
class Teg2Grant:
    """What a seat receives at its incorporation (T2-POT-5, T2-POT-6).

    Attributes:
        units (int): Armies, ships and aircraft to place.
        special (bool): Whether a special unit is due.
        rocket (bool): Whether the rocket is on offer.
    """

    units: int
    special: bool
    rocket: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        units = self.units

        special = self.special

        rocket = self.rocket

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "units": units,
                "special": special,
                "rocket": rocket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        units = d.pop("units")

        special = d.pop("special")

        rocket = d.pop("rocket")

        teg_2_grant = cls(
            units=units,
            special=special,
            rocket=rocket,
        )

        teg_2_grant.additional_properties = d
        return teg_2_grant

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
