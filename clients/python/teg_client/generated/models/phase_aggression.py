from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.phase_aggression_name import PhaseAggressionName

T = TypeVar("T", bound="PhaseAggression")


@_attrs_define
class PhaseAggression:
    """R-PCT-10: an aggression pact's alternating attacks; `actor` rolls
    next, in or out of their turn.

        Attributes:
            turn (Color): A player's colour (R-CMP-2).
            pact (int): The aggression pact.
            actor (Color): A player's colour (R-CMP-2).
            name (PhaseAggressionName):
    """

    turn: Color
    pact: int
    actor: Color
    name: PhaseAggressionName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        turn = self.turn.value

        pact = self.pact

        actor = self.actor.value

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "turn": turn,
                "pact": pact,
                "actor": actor,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn = Color(d.pop("turn"))

        pact = d.pop("pact")

        actor = Color(d.pop("actor"))

        name = PhaseAggressionName(d.pop("name"))

        phase_aggression = cls(
            turn=turn,
            pact=pact,
            actor=actor,
            name=name,
        )

        phase_aggression.additional_properties = d
        return phase_aggression

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
