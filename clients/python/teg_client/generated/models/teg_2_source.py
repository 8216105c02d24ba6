from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Teg2Source")


@_attrs_define
class Teg2Source:
    """A neighbouring region reinforcements may come from, with the most each
    kind may bring: any amounts up to these (and the basic level's limit of
    2 holding units per crossing) are accepted together.

        Attributes:
            region (str): Region slug.
            ordinary (int): Most armies or ships.
            special (bool): Whether the special unit may come.
            aircraft (int): Most aircraft from here (see also `aircraft_room`).
    """

    region: str
    ordinary: int
    special: bool
    aircraft: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        ordinary = self.ordinary

        special = self.special

        aircraft = self.aircraft

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "region": region,
                "ordinary": ordinary,
                "special": special,
                "aircraft": aircraft,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        ordinary = d.pop("ordinary")

        special = d.pop("special")

        aircraft = d.pop("aircraft")

        teg_2_source = cls(
            region=region,
            ordinary=ordinary,
            special=special,
            aircraft=aircraft,
        )

        teg_2_source.additional_properties = d
        return teg_2_source

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
