from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ForceView")


@_attrs_define
class ForceView:
    """One seat's units on one region.

    Attributes:
        region (str): Region slug.
        seat (int): The seat.
        ordinary (int): Armies or ships.
        aircraft (int): Aircraft.
        special (bool): A special unit.
    """

    region: str
    seat: int
    ordinary: int
    aircraft: int
    special: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        seat = self.seat

        ordinary = self.ordinary

        aircraft = self.aircraft

        special = self.special

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "region": region,
                "seat": seat,
                "ordinary": ordinary,
                "aircraft": aircraft,
                "special": special,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        seat = d.pop("seat")

        ordinary = d.pop("ordinary")

        aircraft = d.pop("aircraft")

        special = d.pop("special")

        force_view = cls(
            region=region,
            seat=seat,
            ordinary=ordinary,
            aircraft=aircraft,
            special=special,
        )

        force_view.additional_properties = d
        return force_view

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
