from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_commit_split_action import Teg2LegalCommitSplitAction

T = TypeVar("T", bound="Teg2LegalCommitSplit")


@_attrs_define
class Teg2LegalCommitSplit:
    """Commit a battle command.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        window (str): Window id.
        ordinary (int): Ordinary units to split.
        special (bool): A special unit to set on "UE".
        aircraft (int): Aircraft to set together.
        action (Teg2LegalCommitSplitAction):
    """

    power: Power
    window: str
    ordinary: int
    special: bool
    aircraft: int
    action: Teg2LegalCommitSplitAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        window = self.window

        ordinary = self.ordinary

        special = self.special

        aircraft = self.aircraft

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "window": window,
                "ordinary": ordinary,
                "special": special,
                "aircraft": aircraft,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        window = d.pop("window")

        ordinary = d.pop("ordinary")

        special = d.pop("special")

        aircraft = d.pop("aircraft")

        action = Teg2LegalCommitSplitAction(d.pop("action"))

        teg_2_legal_commit_split = cls(
            power=power,
            window=window,
            ordinary=ordinary,
            special=special,
            aircraft=aircraft,
            action=action,
        )

        teg_2_legal_commit_split.additional_properties = d
        return teg_2_legal_commit_split

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
