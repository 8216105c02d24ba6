from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_command_commit_split_action import Teg2CommandCommitSplitAction

T = TypeVar("T", bound="Teg2CommandCommitSplit")


@_attrs_define
class Teg2CommandCommitSplit:
    """Commit to a battle command (T2-CLK-1, T2-SEC-2).

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        commitment (str): SHA-256 commitment to the split's canonical form.
        action (Teg2CommandCommitSplitAction):
    """

    power: Power
    commitment: str
    action: Teg2CommandCommitSplitAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        commitment = self.commitment

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "commitment": commitment,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        commitment = d.pop("commitment")

        action = Teg2CommandCommitSplitAction(d.pop("action"))

        teg_2_command_commit_split = cls(
            power=power,
            commitment=commitment,
            action=action,
        )

        teg_2_command_commit_split.additional_properties = d
        return teg_2_command_commit_split

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
