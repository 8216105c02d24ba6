from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.map_id import MapId
from ..models.play_level import PlayLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="Teg2TableOptions")


@_attrs_define
class Teg2TableOptions:
    """A new table's options: the game's (`Teg2Options`) and `spectator_delay`.

    Attributes:
        level (PlayLevel | Unset): The level of play (T2-CMP-7).
        board (MapId | Unset): Which map a game is played on (T2-CMP-3, T2-VAR-6).
        rounds (int | None | Unset): 4 or 8 with 4 powers per board; otherwise fixed by T2-RND-1 (`None`
            takes the table's value, 4 for 4 powers).
        secret_objectives (bool | Unset): Objectives stay face down until the end (T2-VAR-7). Default: False.
        spectator_delay (int | Unset): How many versions behind the head spectators watch the game while it is played
            (SVC-WATCH); at most the service's `TEG_MAX_SPECTATOR_DELAY` (`SPECTATOR_DELAY_TOO_LONG`). Default: 0.
    """

    level: PlayLevel | Unset = UNSET
    board: MapId | Unset = UNSET
    rounds: int | None | Unset = UNSET
    secret_objectives: bool | Unset = False
    spectator_delay: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        board: str | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board.value

        rounds: int | None | Unset
        if isinstance(self.rounds, Unset):
            rounds = UNSET
        else:
            rounds = self.rounds

        secret_objectives = self.secret_objectives

        spectator_delay = self.spectator_delay

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if level is not UNSET:
            field_dict["level"] = level
        if board is not UNSET:
            field_dict["board"] = board
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if secret_objectives is not UNSET:
            field_dict["secret_objectives"] = secret_objectives
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: PlayLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = PlayLevel(_level)

        _board = d.pop("board", UNSET)
        board: MapId | Unset
        if isinstance(_board, Unset):
            board = UNSET
        else:
            board = MapId(_board)

        def _parse_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        secret_objectives = d.pop("secret_objectives", UNSET)

        spectator_delay = d.pop("spectator_delay", UNSET)

        teg_2_table_options = cls(
            level=level,
            board=board,
            rounds=rounds,
            secret_objectives=secret_objectives,
            spectator_delay=spectator_delay,
        )

        return teg_2_table_options
