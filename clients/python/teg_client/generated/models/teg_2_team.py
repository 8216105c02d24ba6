from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Teg2Team")


@_attrs_define
class Teg2Team:
    """What one team scored.

    Attributes:
        players (list[int]): Its players.
        points (int): Its points.
        level (int): The level that breaks ties (T2-END-3): a power's, the sum of a
            2-player game's two powers, a pair's shared level.
    """

    players: list[int]
    points: int
    level: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        points = self.points

        level = self.level

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "players": players,
                "points": points,
                "level": level,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = cast(list[int], d.pop("players"))

        points = d.pop("points")

        level = d.pop("level")

        teg_2_team = cls(
            players=players,
            points=points,
            level=level,
        )

        teg_2_team.additional_properties = d
        return teg_2_team

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
