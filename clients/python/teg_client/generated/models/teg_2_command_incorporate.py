from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_command_incorporate_action import Teg2CommandIncorporateAction
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.teg_2_placement import Teg2Placement


T = TypeVar("T", bound="Teg2CommandIncorporate")


@_attrs_define
class Teg2CommandIncorporate:
    """Place every unit due (T2-INC).

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        units (list[Teg2Placement]): Armies, ships and aircraft.
        action (Teg2CommandIncorporateAction):
        special (None | str | Unset): Where the special unit goes, when one is due (T2-SPU-1).
        rocket (None | str | Unset): Where the rocket goes, when taken (T2-RKT-1, T2-RKT-3).
    """

    power: Power
    units: list[Teg2Placement]
    action: Teg2CommandIncorporateAction
    special: None | str | Unset = UNSET
    rocket: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        units = []
        for units_item_data in self.units:
            units_item = units_item_data.to_dict()
            units.append(units_item)

        action = self.action.value

        special: None | str | Unset
        if isinstance(self.special, Unset):
            special = UNSET
        else:
            special = self.special

        rocket: None | str | Unset
        if isinstance(self.rocket, Unset):
            rocket = UNSET
        else:
            rocket = self.rocket

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "units": units,
                "action": action,
            }
        )
        if special is not UNSET:
            field_dict["special"] = special
        if rocket is not UNSET:
            field_dict["rocket"] = rocket

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_placement import Teg2Placement  # noqa: PLC0415

        d = dict(src_dict)
        power = Power(d.pop("power"))

        units = []
        _units = d.pop("units")
        for units_item_data in _units:
            units_item = Teg2Placement.from_dict(units_item_data)

            units.append(units_item)

        action = Teg2CommandIncorporateAction(d.pop("action"))

        def _parse_special(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        special = _parse_special(d.pop("special", UNSET))

        def _parse_rocket(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rocket = _parse_rocket(d.pop("rocket", UNSET))

        teg_2_command_incorporate = cls(
            power=power,
            units=units,
            action=action,
            special=special,
            rocket=rocket,
        )

        teg_2_command_incorporate.additional_properties = d
        return teg_2_command_incorporate

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
