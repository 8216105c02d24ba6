from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.incorporation_for_continents_item_item_type_0 import IncorporationForContinentsItemItemType0

T = TypeVar("T", bound="Incorporation")


@_attrs_define
class Incorporation:
    """The armies a turn starts with (R-INC-1, R-INC-2).

    Attributes:
        for_countries (int): R-INC-1.
        for_continents (list[list[IncorporationForContinentsItemItemType0 | int]]): R-INC-2: (continent, bonus) for each
            continent held whole.
    """

    for_countries: int
    for_continents: list[list[IncorporationForContinentsItemItemType0 | int]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        for_countries = self.for_countries

        for_continents = []
        for for_continents_item_data in self.for_continents:
            for_continents_item = []
            for for_continents_item_item_data in for_continents_item_data:
                for_continents_item_item: int | str
                if isinstance(for_continents_item_item_data, IncorporationForContinentsItemItemType0):
                    for_continents_item_item = for_continents_item_item_data.value
                else:
                    for_continents_item_item = for_continents_item_item_data
                for_continents_item.append(for_continents_item_item)

            for_continents.append(for_continents_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "for_countries": for_countries,
                "for_continents": for_continents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        for_countries = d.pop("for_countries")

        for_continents = []
        _for_continents = d.pop("for_continents")
        for for_continents_item_data in _for_continents:
            for_continents_item = []
            _for_continents_item = for_continents_item_data
            for for_continents_item_item_data in _for_continents_item:

                def _parse_for_continents_item_item(data: object) -> IncorporationForContinentsItemItemType0 | int:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        for_continents_item_item_type_0 = IncorporationForContinentsItemItemType0(data)

                        return for_continents_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(IncorporationForContinentsItemItemType0 | int, data)

                for_continents_item_item = _parse_for_continents_item_item(for_continents_item_item_data)

                for_continents_item.append(for_continents_item_item)

            for_continents.append(for_continents_item)

        incorporation = cls(
            for_countries=for_countries,
            for_continents=for_continents,
        )

        incorporation.additional_properties = d
        return incorporation

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
