from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Teg2Move")


@_attrs_define
class Teg2Move:
    """Units moving across one border, as a reinforcement or a retreat.

    Attributes:
        region (str | Unset): The other region: the source of a reinforcement, the destination of a retreat. Default:
            ''.
        ordinary (int | Unset): Armies or ships. Default: 0.
        aircraft (int | Unset): Aircraft. Default: 0.
        special (bool | Unset): The special unit. Default: False.
    """

    region: str | Unset = ""
    ordinary: int | Unset = 0
    aircraft: int | Unset = 0
    special: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        region = self.region

        ordinary = self.ordinary

        aircraft = self.aircraft

        special = self.special

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if region is not UNSET:
            field_dict["region"] = region
        if ordinary is not UNSET:
            field_dict["ordinary"] = ordinary
        if aircraft is not UNSET:
            field_dict["aircraft"] = aircraft
        if special is not UNSET:
            field_dict["special"] = special

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region", UNSET)

        ordinary = d.pop("ordinary", UNSET)

        aircraft = d.pop("aircraft", UNSET)

        special = d.pop("special", UNSET)

        teg_2_move = cls(
            region=region,
            ordinary=ordinary,
            aircraft=aircraft,
            special=special,
        )

        teg_2_move.additional_properties = d
        return teg_2_move

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
