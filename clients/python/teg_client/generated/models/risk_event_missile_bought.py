from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_missile_bought_type import RiskEventMissileBoughtType

T = TypeVar("T", bound="RiskEventMissileBought")


@_attrs_define
class RiskEventMissileBought:
    """R-MIS-1: a missile bought with 6 armies of the pool.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        country (CountryId): A country of the game's board, by slug.
        type_ (RiskEventMissileBoughtType):
    """

    player: Color
    country: CountryId
    type_: RiskEventMissileBoughtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        country = self.country.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "country": country,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        country = CountryId(d.pop("country"))

        type_ = RiskEventMissileBoughtType(d.pop("type"))

        risk_event_missile_bought = cls(
            player=player,
            country=country,
            type_=type_,
        )

        risk_event_missile_bought.additional_properties = d
        return risk_event_missile_bought

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
