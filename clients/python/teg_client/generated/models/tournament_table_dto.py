from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TournamentTableDto")


@_attrs_define
class TournamentTableDto:
    """One table of a round.

    Attributes:
        table (int): Its number in the round, from 1.
        players (list[str]): Its players, as paired.
        game_id (None | str | Unset): Its game: only for the tournament's entrants and operators (its
            tables are private); `null` for anyone else.
    """

    table: int
    players: list[str]
    game_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        players = self.players

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "players": players,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        players = cast(list[str], d.pop("players"))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        tournament_table_dto = cls(
            table=table,
            players=players,
            game_id=game_id,
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
