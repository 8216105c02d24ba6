from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TournamentTableDto")


@_attrs_define
class TournamentTableDto:
    """One table of a round.

    Attributes:
        table (int): Its number in the round, from 1.
        game_id (str): Its game.
        players (list[str]): Its players, as paired.
    """

    table: int
    game_id: str
    players: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        game_id = self.game_id

        players = self.players

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "game_id": game_id,
                "players": players,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        game_id = d.pop("game_id")

        players = cast(list[str], d.pop("players"))

        tournament_table_dto = cls(
            table=table,
            game_id=game_id,
            players=players,
        )

        tournament_table_dto.additional_properties = d
        return tournament_table_dto

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
