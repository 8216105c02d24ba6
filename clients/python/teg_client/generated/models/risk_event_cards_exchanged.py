from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.continent_id import ContinentId
from ..models.country_id import CountryId
from ..models.risk_event_cards_exchanged_type import RiskEventCardsExchangedType

T = TypeVar("T", bound="RiskEventCardsExchanged")


@_attrs_define
class RiskEventCardsExchanged:
    """R-EXC: cards traded for armies (the cards are shown, so public).

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        cards (list[CountryId]): Country cards, which go to the bottom of the pile.
        continents (list[ContinentId]): Continent cards.
        armies (int): Armies received (R-EXC-3).
        type_ (RiskEventCardsExchangedType):
    """

    player: Color
    cards: list[CountryId]
    continents: list[ContinentId]
    armies: int
    type_: RiskEventCardsExchangedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        continents = []
        for continents_item_data in self.continents:
            continents_item = continents_item_data.value
            continents.append(continents_item)

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "cards": cards,
                "continents": continents,
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = CountryId(cards_item_data)

            cards.append(cards_item)

        continents = []
        _continents = d.pop("continents")
        for continents_item_data in _continents:
            continents_item = ContinentId(continents_item_data)

            continents.append(continents_item)

        armies = d.pop("armies")

        type_ = RiskEventCardsExchangedType(d.pop("type"))

        risk_event_cards_exchanged = cls(
            player=player,
            cards=cards,
            continents=continents,
            armies=armies,
            type_=type_,
        )

        risk_event_cards_exchanged.additional_properties = d
        return risk_event_cards_exchanged

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
