from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.map_id import MapId
from ..models.play_level import PlayLevel
from ..models.teg_2_options_rounds_type_0 import Teg2OptionsRoundsType0
from ..types import UNSET, Unset

T = TypeVar("T", bound="Teg2Options")


@_attrs_define
class Teg2Options:
    """Game options (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7).

    Attributes:
        level (PlayLevel | Unset): The level of play (T2-CMP-7).
        board (MapId | Unset): Which map a game is played on (T2-CMP-3, T2-VAR-6).
        rounds (None | Teg2OptionsRoundsType0 | Unset): 4 or 8 with 4 powers per board; otherwise fixed by T2-RND-1
            (`None`
            takes the table's value, 4 for 4 powers).
        secret_objectives (bool | Unset): Objectives stay face down until the end (T2-VAR-7). Default: False.
    """

    level: PlayLevel | Unset = UNSET
    board: MapId | Unset = UNSET
    rounds: None | Teg2OptionsRoundsType0 | Unset = UNSET
    secret_objectives: bool | Unset = False

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
        elif isinstance(self.rounds, Teg2OptionsRoundsType0):
            rounds = self.rounds.value
        else:
            rounds = self.rounds

        secret_objectives = self.secret_objectives

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

        def _parse_rounds(data: object) -> None | Teg2OptionsRoundsType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                rounds_type_0 = Teg2OptionsRoundsType0(data)

                return rounds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2OptionsRoundsType0 | Unset, data)

        rounds = _parse_rounds(d.pop("rounds", UNSET))

        secret_objectives = d.pop("secret_objectives", UNSET)

        teg_2_options = cls(
            level=level,
            board=board,
            rounds=rounds,
            secret_objectives=secret_objectives,
        )

        return teg_2_options
