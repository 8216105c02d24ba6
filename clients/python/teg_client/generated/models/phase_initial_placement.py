from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.phase_initial_placement_name import PhaseInitialPlacementName

T = TypeVar("T", bound="PhaseInitialPlacement")


@_attrs_define
class PhaseInitialPlacement:
    """R-SET-3: `round` 1 (8 armies) or 2 (4 armies); one round of 18 with two players.

    Attributes:
        round_ (int): 1 or 2.
        player (Color): A player's colour (R-CMP-2).
        remaining (int): Armies still to place.
        name (PhaseInitialPlacementName):
    """

    round_: int
    player: Color
    remaining: int
    name: PhaseInitialPlacementName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        player = self.player.value

        remaining = self.remaining

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "player": player,
                "remaining": remaining,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        player = Color(d.pop("player"))

        remaining = d.pop("remaining")

        name = PhaseInitialPlacementName(d.pop("name"))

        phase_initial_placement = cls(
            round_=round_,
            player=player,
            remaining=remaining,
            name=name,
        )

        phase_initial_placement.additional_properties = d
        return phase_initial_placement

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
