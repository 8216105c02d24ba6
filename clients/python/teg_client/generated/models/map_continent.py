from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.symbol import Symbol

if TYPE_CHECKING:
    from ..models.names import Names


T = TypeVar("T", bound="MapContinent")


@_attrs_define
class MapContinent:
    """A continent of the board.

    Attributes:
        id (str): Slug.
        names (Names): A name in the three languages of the board.
        bonus (int): Armies for holding it whole (R-INC-2).
        color (str): Drawing colour, `#rrggbb`.
        countries (list[str]): Its countries, by slug.
        card (list[Symbol]): The symbols its continent card counts as in exchanges (R-EXC-2).
    """

    id: str
    names: Names
    bonus: int
    color: str
    countries: list[str]
    card: list[Symbol]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        names = self.names.to_dict()

        bonus = self.bonus

        color = self.color

        countries = self.countries

        card = []
        for card_item_data in self.card:
            card_item = card_item_data.value
            card.append(card_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "names": names,
                "bonus": bonus,
                "color": color,
                "countries": countries,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.names import Names  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        names = Names.from_dict(d.pop("names"))

        bonus = d.pop("bonus")

        color = d.pop("color")

        countries = cast(list[str], d.pop("countries"))

        card = []
        _card = d.pop("card")
        for card_item_data in _card:
            card_item = Symbol(card_item_data)

            card.append(card_item)

        map_continent = cls(
            id=id,
            names=names,
            bonus=bonus,
            color=color,
            countries=countries,
            card=card,
        )

        map_continent.additional_properties = d
        return map_continent

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
