from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_placement_started_type import RiskEventPlacementStartedType

T = TypeVar("T", bound="RiskEventPlacementStarted")


@_attrs_define
class RiskEventPlacementStarted:
    """R-SET-3: a player's initial placement begins.

    Attributes:
        round_ (int): 1 or 2.
        player (Color): A player's colour (R-CMP-2).
        armies (int): Armies to place.
        type_ (RiskEventPlacementStartedType):
    """

    round_: int
    player: Color
    armies: int
    type_: RiskEventPlacementStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        player = self.player.value

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "player": player,
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        player = Color(d.pop("player"))

        armies = d.pop("armies")

        type_ = RiskEventPlacementStartedType(d.pop("type"))

        risk_event_placement_started = cls(
            round_=round_,
            player=player,
            armies=armies,
            type_=type_,
        )

        risk_event_placement_started.additional_properties = d
        return risk_event_placement_started

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
