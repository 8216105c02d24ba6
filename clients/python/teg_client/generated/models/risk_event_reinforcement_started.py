from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_reinforcement_started_type import RiskEventReinforcementStartedType

T = TypeVar("T", bound="RiskEventReinforcementStarted")


@_attrs_define
class RiskEventReinforcementStarted:
    """R-SIT-6: a player's extra reinforcements begin.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        armies (int): Armies to place.
        type_ (RiskEventReinforcementStartedType):
    """

    player: Color
    armies: int
    type_: RiskEventReinforcementStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        armies = d.pop("armies")

        type_ = RiskEventReinforcementStartedType(d.pop("type"))

        risk_event_reinforcement_started = cls(
            player=player,
            armies=armies,
            type_=type_,
        )

        risk_event_reinforcement_started.additional_properties = d
        return risk_event_reinforcement_started

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
