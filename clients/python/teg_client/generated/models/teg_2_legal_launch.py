from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_launch_action import Teg2LegalLaunchAction

T = TypeVar("T", bound="Teg2LegalLaunch")


@_attrs_define
class Teg2LegalLaunch:
    """Launch a rocket at one of `targets`.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        targets (list[str]): Regions that may be targeted.
        action (Teg2LegalLaunchAction):
    """

    power: Power
    targets: list[str]
    action: Teg2LegalLaunchAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        targets = self.targets

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "targets": targets,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        targets = cast(list[str], d.pop("targets"))

        action = Teg2LegalLaunchAction(d.pop("action"))

        teg_2_legal_launch = cls(
            power=power,
            targets=targets,
            action=action,
        )

        teg_2_legal_launch.additional_properties = d
        return teg_2_legal_launch

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
