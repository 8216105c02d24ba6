from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.unit_kind import UnitKind

T = TypeVar("T", bound="Teg2Placement")


@_attrs_define
class Teg2Placement:
    """A unit placement in an incorporation.

    Attributes:
        region (str): Region slug.
        unit (UnitKind): A kind of unit that is incorporated in numbers (T2-CMP-6).
        count (int): How many (at least 1).
    """

    region: str
    unit: UnitKind
    count: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        unit = self.unit.value

        count = self.count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "region": region,
                "unit": unit,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        unit = UnitKind(d.pop("unit"))

        count = d.pop("count")

        teg_2_placement = cls(
            region=region,
            unit=unit,
            count=count,
        )

        teg_2_placement.additional_properties = d
        return teg_2_placement

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
