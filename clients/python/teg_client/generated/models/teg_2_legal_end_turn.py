from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_end_turn_action import Teg2LegalEndTurnAction

T = TypeVar("T", bound="Teg2LegalEndTurn")


@_attrs_define
class Teg2LegalEndTurn:
    """End the attack turn.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        action (Teg2LegalEndTurnAction):
    """

    power: Power
    action: Teg2LegalEndTurnAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        action = Teg2LegalEndTurnAction(d.pop("action"))

        teg_2_legal_end_turn = cls(
            power=power,
            action=action,
        )

        teg_2_legal_end_turn.additional_properties = d
        return teg_2_legal_end_turn

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
