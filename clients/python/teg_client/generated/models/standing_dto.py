from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StandingDto")


@_attrs_define
class StandingDto:
    """One line of the standings.

    Attributes:
        rank (int): 1 for the leader; the disqualified all share the last.
        user_id (str): Who.
        points (float): Table points: at a table of n, n-1 for first down to 0.
        buchholz (float): The first tie-break: their opponents' points, once per table shared.
        wins (int): Tables won (first place, alone or shared).
        games (int): Tables played, present.
    """

    rank: int
    user_id: str
    points: float
    buchholz: float
    wins: int
    games: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        user_id = self.user_id

        points = self.points

        buchholz = self.buchholz

        wins = self.wins

        games = self.games

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "user_id": user_id,
                "points": points,
                "buchholz": buchholz,
                "wins": wins,
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        user_id = d.pop("user_id")

        points = d.pop("points")

        buchholz = d.pop("buchholz")

        wins = d.pop("wins")

        games = d.pop("games")

        standing_dto = cls(
            rank=rank,
            user_id=user_id,
            points=points,
            buchholz=buchholz,
            wins=wins,
            games=games,
        )

        standing_dto.additional_properties = d
        return standing_dto

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
