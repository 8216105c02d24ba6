from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.continent_id import ContinentId
from ..models.country_id import CountryId
from ..models.risk_command_exchange_type import RiskCommandExchangeType

T = TypeVar("T", bound="RiskCommandExchange")


@_attrs_define
class RiskCommandExchange:
    """Trade a set of cards for armies (R-EXC).

    Attributes:
        cards (list[CountryId]): Country cards, by country.
        continents (list[ContinentId]): Continent cards.
        type_ (RiskCommandExchangeType):
    """

    cards: list[CountryId]
    continents: list[ContinentId]
    type_: RiskCommandExchangeType

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.value
            cards.append(cards_item)

        continents = []
        for continents_item_data in self.continents:
            continents_item = continents_item_data.value
            continents.append(continents_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "continents": continents,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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

        type_ = RiskCommandExchangeType(d.pop("type"))

        risk_command_exchange = cls(
            cards=cards,
            continents=continents,
            type_=type_,
        )

        return risk_command_exchange
