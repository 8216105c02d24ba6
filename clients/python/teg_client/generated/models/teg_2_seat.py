from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power

T = TypeVar("T", bound="Teg2Seat")


@_attrs_define
class Teg2Seat:
    """A seat: one power played by one player on one board.

    Attributes:
        player (int): The player (0-based).
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        table (int): The board (0, or 1 in paired games).
    """

    player: int
    power: Power
    table: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        power = self.power.value

        table = self.table

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "power": power,
                "table": table,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        power = Power(d.pop("power"))

        table = d.pop("table")

        teg_2_seat = cls(
            player=player,
            power=power,
            table=table,
        )

        teg_2_seat.additional_properties = d
        return teg_2_seat

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
