from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_retreat_action import Teg2LegalRetreatAction

if TYPE_CHECKING:
    from ..models.retreat_plan import RetreatPlan


T = TypeVar("T", bound="Teg2LegalRetreat")


@_attrs_define
class Teg2LegalRetreat:
    """Retreat instead of fighting.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        plan (RetreatPlan): A retreat that the engine accepts.
        action (Teg2LegalRetreatAction):
    """

    power: Power
    plan: RetreatPlan
    action: Teg2LegalRetreatAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        plan = self.plan.to_dict()

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "plan": plan,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.retreat_plan import RetreatPlan  # noqa: PLC0415

        d = dict(src_dict)
        power = Power(d.pop("power"))

        plan = RetreatPlan.from_dict(d.pop("plan"))

        action = Teg2LegalRetreatAction(d.pop("action"))

        teg_2_legal_retreat = cls(
            power=power,
            plan=plan,
            action=action,
        )

        teg_2_legal_retreat.additional_properties = d
        return teg_2_legal_retreat

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
