from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.phase_ally_regroup_name import PhaseAllyRegroupName

T = TypeVar("T", bound="PhaseAllyRegroup")


@_attrs_define
class PhaseAllyRegroup:
    """R-PCT-11: after the leader's regroup, the ally regroups into the
    condominium formed this turn, before the next turn begins.

        Attributes:
            turn (Color): A player's colour (R-CMP-2).
            player (Color): A player's colour (R-CMP-2).
            into (list[CountryId]): The condominiums they may regroup into.
            name (PhaseAllyRegroupName):
    """

    turn: Color
    player: Color
    into: list[CountryId]
    name: PhaseAllyRegroupName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        turn = self.turn.value

        player = self.player.value

        into = []
        for into_item_data in self.into:
            into_item = into_item_data.value
            into.append(into_item)

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "turn": turn,
                "player": player,
                "into": into,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn = Color(d.pop("turn"))

        player = Color(d.pop("player"))

        into = []
        _into = d.pop("into")
        for into_item_data in _into:
            into_item = CountryId(into_item_data)

            into.append(into_item)

        name = PhaseAllyRegroupName(d.pop("name"))

        phase_ally_regroup = cls(
            turn=turn,
            player=player,
            into=into,
            name=name,
        )

        phase_ally_regroup.additional_properties = d
        return phase_ally_regroup

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
