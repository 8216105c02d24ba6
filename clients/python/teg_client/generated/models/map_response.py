from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.map_continent import MapContinent
    from ..models.map_country import MapCountry


T = TypeVar("T", bound="MapResponse")


@_attrs_define
class MapResponse:
    """The board of a ruleset.

    Attributes:
        ruleset (str): Ruleset slug.
        name (str): Display name.
        viewbox (list[int]): Canvas size `[width, height]` of the coordinates.
        continents (list[MapContinent]): Continents.
        countries (list[MapCountry]): Countries.
        borders (list[list[str]]): Neighbouring pairs (each once).
        sea_bridges (list[list[str]]): The borders that cross water, for drawing.
    """

    ruleset: str
    name: str
    viewbox: list[int]
    continents: list[MapContinent]
    countries: list[MapCountry]
    borders: list[list[str]]
    sea_bridges: list[list[str]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        name = self.name

        viewbox = self.viewbox

        continents = []
        for continents_item_data in self.continents:
            continents_item = continents_item_data.to_dict()
            continents.append(continents_item)

        countries = []
        for countries_item_data in self.countries:
            countries_item = countries_item_data.to_dict()
            countries.append(countries_item)

        borders = []
        for borders_item_data in self.borders:
            borders_item = borders_item_data

            borders.append(borders_item)

        sea_bridges = []
        for sea_bridges_item_data in self.sea_bridges:
            sea_bridges_item = sea_bridges_item_data

            sea_bridges.append(sea_bridges_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "name": name,
                "viewbox": viewbox,
                "continents": continents,
                "countries": countries,
                "borders": borders,
                "sea_bridges": sea_bridges,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.map_continent import MapContinent  # noqa: PLC0415
        from ..models.map_country import MapCountry  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        name = d.pop("name")

        viewbox = cast(list[int], d.pop("viewbox"))

        continents = []
        _continents = d.pop("continents")
        for continents_item_data in _continents:
            continents_item = MapContinent.from_dict(continents_item_data)

            continents.append(continents_item)

        countries = []
        _countries = d.pop("countries")
        for countries_item_data in _countries:
            countries_item = MapCountry.from_dict(countries_item_data)

            countries.append(countries_item)

        borders = []
        _borders = d.pop("borders")
        for borders_item_data in _borders:
            borders_item = cast(list[str], borders_item_data)

            borders.append(borders_item)

        sea_bridges = []
        _sea_bridges = d.pop("sea_bridges")
        for sea_bridges_item_data in _sea_bridges:
            sea_bridges_item = cast(list[str], sea_bridges_item_data)

            sea_bridges.append(sea_bridges_item)

        map_response = cls(
            ruleset=ruleset,
            name=name,
            viewbox=viewbox,
            continents=continents,
            countries=countries,
            borders=borders,
            sea_bridges=sea_bridges,
        )

        map_response.additional_properties = d
        return map_response

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
