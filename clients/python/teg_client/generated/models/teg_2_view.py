from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.play_level import PlayLevel
from ..models.teg_2_bot import Teg2Bot
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.level_view import LevelView
    from ..models.table_view import TableView
    from ..models.teg_2_scores import Teg2Scores
    from ..models.teg_2_seat import Teg2Seat
    from ..models.waiting import Waiting


T = TypeVar("T", bound="Teg2View")


@_attrs_define
class Teg2View:
    """A viewer's view of a TEG II game.

    Attributes:
        version (int): Events applied.
        binding (str): The `<game>` of every commitment (T2-SEC-2): this game's id, or
            for a game imported from a position the id of the game it was
            exported from (T2-SEC-7).
        level (PlayLevel): The level of play (T2-CMP-7).
        seats (list[Teg2Seat]): Seats.
        levels (list[LevelView]): Each power's war-potential level, in power order.
        tables (list[TableView]): Boards.
        waiting (list[Waiting]): Who the game waits on.
        timeouts (list[int]): Steps each player let time out in a row, by player (T2-SEC-5).
        bots (list[None | Teg2Bot]): The bot playing each player's seats since an operator or the clock
            handed them over, by player (`null`: the person, or a bot seated in
            the lobby, which the game's seats name).
        scores (None | Teg2Scores | Unset):
    """

    version: int
    binding: str
    level: PlayLevel
    seats: list[Teg2Seat]
    levels: list[LevelView]
    tables: list[TableView]
    waiting: list[Waiting]
    timeouts: list[int]
    bots: list[None | Teg2Bot]
    scores: None | Teg2Scores | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.teg_2_scores import Teg2Scores  # noqa: PLC0415

        version = self.version

        binding = self.binding

        level = self.level.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        levels = []
        for levels_item_data in self.levels:
            levels_item = levels_item_data.to_dict()
            levels.append(levels_item)

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        waiting = []
        for waiting_item_data in self.waiting:
            waiting_item = waiting_item_data.to_dict()
            waiting.append(waiting_item)

        timeouts = self.timeouts

        bots = []
        for bots_item_data in self.bots:
            bots_item: None | str
            if isinstance(bots_item_data, Teg2Bot):
                bots_item = bots_item_data.value
            else:
                bots_item = bots_item_data
            bots.append(bots_item)

        scores: dict[str, Any] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, Teg2Scores):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "binding": binding,
                "level": level,
                "seats": seats,
                "levels": levels,
                "tables": tables,
                "waiting": waiting,
                "timeouts": timeouts,
                "bots": bots,
            }
        )
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.level_view import LevelView  # noqa: PLC0415
        from ..models.table_view import TableView  # noqa: PLC0415
        from ..models.teg_2_scores import Teg2Scores  # noqa: PLC0415
        from ..models.teg_2_seat import Teg2Seat  # noqa: PLC0415
        from ..models.waiting import Waiting  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        binding = d.pop("binding")

        level = PlayLevel(d.pop("level"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Teg2Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        levels = []
        _levels = d.pop("levels")
        for levels_item_data in _levels:
            levels_item = LevelView.from_dict(levels_item_data)

            levels.append(levels_item)

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = TableView.from_dict(tables_item_data)

            tables.append(tables_item)

        waiting = []
        _waiting = d.pop("waiting")
        for waiting_item_data in _waiting:
            waiting_item = Waiting.from_dict(waiting_item_data)

            waiting.append(waiting_item)

        timeouts = cast(list[int], d.pop("timeouts"))

        bots = []
        _bots = d.pop("bots")
        for bots_item_data in _bots:

            def _parse_bots_item(data: object) -> None | Teg2Bot:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    bots_item_type_0 = Teg2Bot(data)

                    return bots_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | Teg2Bot, data)

            bots_item = _parse_bots_item(bots_item_data)

            bots.append(bots_item)

        def _parse_scores(data: object) -> None | Teg2Scores | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = Teg2Scores.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2Scores | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))

        teg_2_view = cls(
            version=version,
            binding=binding,
            level=level,
            seats=seats,
            levels=levels,
            tables=tables,
            waiting=waiting,
            timeouts=timeouts,
            bots=bots,
            scores=scores,
        )

        teg_2_view.additional_properties = d
        return teg_2_view

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
