from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="FairPlayDto")


@_attrs_define
class FairPlayDto:
    """What fair play says of a person (SVC-FAIRPLAY), as operators see it.

    Attributes:
        abandoned_this_week (int): Seats they abandoned to the clock in the last 7 days.
        cooldown_until (int | None | Unset): When their cooldown ends, ms since the epoch; null without one.
        reliability (float | None | Unset): The share of the games they began that they did not abandon to the
            clock, 0 to 1; null before their first game.
    """

    abandoned_this_week: int
    cooldown_until: int | None | Unset = UNSET
    reliability: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        abandoned_this_week = self.abandoned_this_week

        cooldown_until: int | None | Unset
        if isinstance(self.cooldown_until, Unset):
            cooldown_until = UNSET
        else:
            cooldown_until = self.cooldown_until

        reliability: float | None | Unset
        if isinstance(self.reliability, Unset):
            reliability = UNSET
        else:
            reliability = self.reliability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abandoned_this_week": abandoned_this_week,
            }
        )
        if cooldown_until is not UNSET:
            field_dict["cooldown_until"] = cooldown_until
        if reliability is not UNSET:
            field_dict["reliability"] = reliability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        abandoned_this_week = d.pop("abandoned_this_week")

        def _parse_cooldown_until(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cooldown_until = _parse_cooldown_until(d.pop("cooldown_until", UNSET))

        def _parse_reliability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reliability = _parse_reliability(d.pop("reliability", UNSET))

        fair_play_dto = cls(
            abandoned_this_week=abandoned_this_week,
            cooldown_until=cooldown_until,
            reliability=reliability,
        )

        fair_play_dto.additional_properties = d
        return fair_play_dto

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
