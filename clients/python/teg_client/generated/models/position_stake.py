from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color

T = TypeVar("T", bound="PositionStake")


@_attrs_define
class PositionStake:
    """The second stake of a condominium (R-PCT-11).

    Attributes:
        owner (Color): A player's colour (R-CMP-2).
        armies (int): Armies (≥ 1).
        missiles (int): Missiles.
    """

    owner: Color
    armies: int
    missiles: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner.value

        armies = self.armies

        missiles = self.missiles

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owner": owner,
                "armies": armies,
                "missiles": missiles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owner = Color(d.pop("owner"))

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        position_stake = cls(
            owner=owner,
            armies=armies,
            missiles=missiles,
        )

        position_stake.additional_properties = d
        return position_stake

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
