from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_incorporate_action import Teg2LegalIncorporateAction
from ..models.unit_kind import UnitKind

T = TypeVar("T", bound="Teg2LegalIncorporate")


@_attrs_define
class Teg2LegalIncorporate:
    """Place `units` units (and the special unit, and the rocket if wanted).

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        units (int): How many.
        kinds (list[UnitKind]): Kinds allowed at this level.
        special (bool): A special unit is due.
        rocket (bool): The rocket is on offer.
        regions (list[str]): Regions open for placement.
        action (Teg2LegalIncorporateAction):
    """

    power: Power
    units: int
    kinds: list[UnitKind]
    special: bool
    rocket: bool
    regions: list[str]
    action: Teg2LegalIncorporateAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        units = self.units

        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.value
            kinds.append(kinds_item)

        special = self.special

        rocket = self.rocket

        regions = self.regions

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "units": units,
                "kinds": kinds,
                "special": special,
                "rocket": rocket,
                "regions": regions,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        units = d.pop("units")

        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in _kinds:
            kinds_item = UnitKind(kinds_item_data)

            kinds.append(kinds_item)

        special = d.pop("special")

        rocket = d.pop("rocket")

        regions = cast(list[str], d.pop("regions"))

        action = Teg2LegalIncorporateAction(d.pop("action"))

        teg_2_legal_incorporate = cls(
            power=power,
            units=units,
            kinds=kinds,
            special=special,
            rocket=rocket,
            regions=regions,
            action=action,
        )

        teg_2_legal_incorporate.additional_properties = d
        return teg_2_legal_incorporate

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
