from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.combat_stage import CombatStage

T = TypeVar("T", bound="CombatView")


@_attrs_define
class CombatView:
    """The open combat.

    Attributes:
        region (str): Region slug.
        sides (list[int]): Attacker and defender seats.
        stage (CombatStage): Where a combat stands (T2-ANN-3).
    """

    region: str
    sides: list[int]
    stage: CombatStage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        sides = self.sides

        stage = self.stage.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "region": region,
                "sides": sides,
                "stage": stage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        sides = cast(list[int], d.pop("sides"))

        stage = CombatStage(d.pop("stage"))

        combat_view = cls(
            region=region,
            sides=sides,
            stage=stage,
        )

        combat_view.additional_properties = d
        return combat_view

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
