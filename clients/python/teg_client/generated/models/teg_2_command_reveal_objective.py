from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_command_reveal_objective_action import Teg2CommandRevealObjectiveAction
from ..models.token_kind import TokenKind

T = TypeVar("T", bound="Teg2CommandRevealObjective")


@_attrs_define
class Teg2CommandRevealObjective:
    """Reveal a placed token's kind (T2-OBJ-5, T2-SEC-3).

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        token (int): The token's place in the power's placements, from 0.
        kind (TokenKind): The five objective tokens, in ascending order of points, the order the
            defaults use (T2-OBJ-2, T2-SEC-4).
        nonce (str): The nonce committed.
        action (Teg2CommandRevealObjectiveAction):
    """

    power: Power
    token: int
    kind: TokenKind
    nonce: str
    action: Teg2CommandRevealObjectiveAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        token = self.token

        kind = self.kind.value

        nonce = self.nonce

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "token": token,
                "kind": kind,
                "nonce": nonce,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        token = d.pop("token")

        kind = TokenKind(d.pop("kind"))

        nonce = d.pop("nonce")

        action = Teg2CommandRevealObjectiveAction(d.pop("action"))

        teg_2_command_reveal_objective = cls(
            power=power,
            token=token,
            kind=kind,
            nonce=nonce,
            action=action,
        )

        teg_2_command_reveal_objective.additional_properties = d
        return teg_2_command_reveal_objective

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
