from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.teg_2_map_region import Teg2MapRegion


T = TypeVar("T", bound="Teg2MapResponse")


@_attrs_define
class Teg2MapResponse:
    """A TEG II map (`docs/rules/teg2.md`, `docs/design/teg2-boards.md`).

    Attributes:
        board (str): `americas`, `old_world` or `planisphere`.
        name (str): Display name.
        viewbox (list[int]): Drawing view box: width, height.
        regions (list[Teg2MapRegion]): Land and sea regions, in data order.
        borders (list[list[str]]): Every border once, as two region slugs (T2-CMP-5).
        objectives_tables (list[list[str]]): The objectives tables, each from its top row (two on the
            planisphere); how many rows are in play depends on the powers
            (T2-OBJ-1, T2-VAR-6).
    """

    board: str
    name: str
    viewbox: list[int]
    regions: list[Teg2MapRegion]
    borders: list[list[str]]
    objectives_tables: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        name = self.name

        viewbox = self.viewbox

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)

        borders = []
        for borders_item_data in self.borders:
            borders_item = borders_item_data

            borders.append(borders_item)

        objectives_tables = []
        for objectives_tables_item_data in self.objectives_tables:
            objectives_tables_item = objectives_tables_item_data

            objectives_tables.append(objectives_tables_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "board": board,
                "name": name,
                "viewbox": viewbox,
                "regions": regions,
                "borders": borders,
                "objectives_tables": objectives_tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_map_region import Teg2MapRegion  # noqa: PLC0415

        d = dict(src_dict)
        board = d.pop("board")

        name = d.pop("name")

        viewbox = cast(list[int], d.pop("viewbox"))

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in _regions:
            regions_item = Teg2MapRegion.from_dict(regions_item_data)

            regions.append(regions_item)

        borders = []
        _borders = d.pop("borders")
        for borders_item_data in _borders:
            borders_item = cast(list[str], borders_item_data)

            borders.append(borders_item)

        objectives_tables = []
        _objectives_tables = d.pop("objectives_tables")
        for objectives_tables_item_data in _objectives_tables:
            objectives_tables_item = cast(list[str], objectives_tables_item_data)

            objectives_tables.append(objectives_tables_item)

        teg_2_map_response = cls(
            board=board,
            name=name,
            viewbox=viewbox,
            regions=regions,
            borders=borders,
            objectives_tables=objectives_tables,
        )

        teg_2_map_response.additional_properties = d
        return teg_2_map_response

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
