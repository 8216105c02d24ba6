from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_armies_placed_type import RiskEventArmiesPlacedType

T = TypeVar("T", bound="RiskEventArmiesPlaced")


@_attrs_define
class RiskEventArmiesPlaced:
    """Armies placed from the pool.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        country (CountryId): A country of the game's board, by slug.
        armies (int): How many.
        type_ (RiskEventArmiesPlacedType):
    """

    player: Color
    country: CountryId
    armies: int
    type_: RiskEventArmiesPlacedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        country = self.country.value

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "country": country,
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        country = CountryId(d.pop("country"))

        armies = d.pop("armies")

        type_ = RiskEventArmiesPlacedType(d.pop("type"))

        risk_event_armies_placed = cls(
            player=player,
            country=country,
            armies=armies,
            type_=type_,
        )

        risk_event_armies_placed.additional_properties = d
        return risk_event_armies_placed

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
