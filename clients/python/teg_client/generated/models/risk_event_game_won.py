from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_game_won_type import RiskEventGameWonType
from ..models.win_reason import WinReason

T = TypeVar("T", bound="RiskEventGameWon")


@_attrs_define
class RiskEventGameWon:
    """R-OBJ-6: the game is won.

    Attributes:
        winner (Color): A player's colour (R-CMP-2).
        reason (WinReason): How a game was won.
        type_ (RiskEventGameWonType):
    """

    winner: Color
    reason: WinReason
    type_: RiskEventGameWonType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner.value

        reason = self.reason.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = Color(d.pop("winner"))

        reason = WinReason(d.pop("reason"))

        type_ = RiskEventGameWonType(d.pop("type"))

        risk_event_game_won = cls(
            winner=winner,
            reason=reason,
            type_=type_,
        )

        risk_event_game_won.additional_properties = d
        return risk_event_game_won

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
