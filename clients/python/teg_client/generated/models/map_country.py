from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.card_symbol_type_1 import CardSymbolType1
from ..models.card_symbol_type_2 import CardSymbolType2

if TYPE_CHECKING:
    from ..models.card_symbol_type_0 import CardSymbolType0
    from ..models.names import Names


T = TypeVar("T", bound="MapCountry")


@_attrs_define
class MapCountry:
    """A country of the board.

    Attributes:
        id (str): Slug: the id in every command, event and view.
        names (Names): A name in the three languages of the board.
        continent (str): Continent slug.
        island (bool): An island (objectives count them apart).
        card (CardSymbolType0 | CardSymbolType1 | CardSymbolType2): What a country card carries (R-CMP-3, R-EXC-1).
        x (int): Schematic position on the `viewbox` canvas.
        y (int): Schematic position on the `viewbox` canvas.
    """

    id: str
    names: Names
    continent: str
    island: bool
    card: CardSymbolType0 | CardSymbolType1 | CardSymbolType2
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.card_symbol_type_0 import CardSymbolType0  # noqa: PLC0415

        id = self.id

        names = self.names.to_dict()

        continent = self.continent

        island = self.island

        card: dict[str, Any] | str
        if isinstance(self.card, CardSymbolType0):
            card = self.card.to_dict()
        elif isinstance(self.card, CardSymbolType1):
            card = self.card.value
        else:
            card = self.card.value

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "names": names,
                "continent": continent,
                "island": island,
                "card": card,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_symbol_type_0 import CardSymbolType0  # noqa: PLC0415
        from ..models.names import Names  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        names = Names.from_dict(d.pop("names"))

        continent = d.pop("continent")

        island = d.pop("island")

        def _parse_card(data: object) -> CardSymbolType0 | CardSymbolType1 | CardSymbolType2:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_card_symbol_type_0 = CardSymbolType0.from_dict(data)

                return componentsschemas_card_symbol_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_card_symbol_type_1 = CardSymbolType1(data)

                return componentsschemas_card_symbol_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_card_symbol_type_2 = CardSymbolType2(data)

            return componentsschemas_card_symbol_type_2

        card = _parse_card(d.pop("card"))

        x = d.pop("x")

        y = d.pop("y")

        map_country = cls(
            id=id,
            names=names,
            continent=continent,
            island=island,
            card=card,
            x=x,
            y=y,
        )

        map_country.additional_properties = d
        return map_country

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
