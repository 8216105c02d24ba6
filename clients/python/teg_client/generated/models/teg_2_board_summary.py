from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Teg2BoardSummary")


@_attrs_define
class Teg2BoardSummary:
    """A TEG II board in the catalogue.

    Attributes:
        id (str): `americas`, `old_world` or `planisphere`.
        name (str): Display name.
        regions (int): How many land and sea regions it has.
        map_ (str): Where its map is served.
    """

    id: str
    name: str
    regions: int
    map_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        regions = self.regions

        map_ = self.map_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "regions": regions,
                "map": map_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        regions = d.pop("regions")

        map_ = d.pop("map")

        teg_2_board_summary = cls(
            id=id,
            name=name,
            regions=regions,
            map_=map_,
        )

        teg_2_board_summary.additional_properties = d
        return teg_2_board_summary

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
