from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_command_place_objective_action import Teg2CommandPlaceObjectiveAction

T = TypeVar("T", bound="Teg2CommandPlaceObjective")


@_attrs_define
class Teg2CommandPlaceObjective:
    """Place an objective token face down (T2-OBJ-3): the region is public,
    the kind a commitment.

        Attributes:
            power (Power): The six powers, in the fixed order that governs objectives and play
                (T2-CMP-1).
            region (str): Region slug.
            commitment (str): SHA-256 commitment to the kind (T2-SEC-2).
            action (Teg2CommandPlaceObjectiveAction):
    """

    power: Power
    region: str
    commitment: str
    action: Teg2CommandPlaceObjectiveAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        region = self.region

        commitment = self.commitment

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "region": region,
                "commitment": commitment,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        region = d.pop("region")

        commitment = d.pop("commitment")

        action = Teg2CommandPlaceObjectiveAction(d.pop("action"))

        teg_2_command_place_objective = cls(
            power=power,
            region=region,
            commitment=commitment,
            action=action,
        )

        teg_2_command_place_objective.additional_properties = d
        return teg_2_command_place_objective

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
