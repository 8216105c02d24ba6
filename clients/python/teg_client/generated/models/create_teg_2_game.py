from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_teg_2_game_max_players_type_0 import CreateTeg2GameMaxPlayersType0
from ..models.create_teg_2_game_ruleset import CreateTeg2GameRuleset
from ..models.visibility import Visibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.teg_2_bot_seat import Teg2BotSeat
    from ..models.teg_2_table_options import Teg2TableOptions


T = TypeVar("T", bound="CreateTeg2Game")


@_attrs_define
class CreateTeg2Game:
    """A new TEG II game (T2-CMP-3): one board of 2 to 6 players, or paired boards of 8, 10 or 12.

    Attributes:
        ruleset (CreateTeg2GameRuleset): TEG II.
        max_players (CreateTeg2GameMaxPlayersType0 | None | Unset): Seats (T2-CMP-3): 2 to 6 on one board, 8, 10 or 12
            on paired boards; 6 when left out.
        options (None | Teg2TableOptions | Unset): Level, board, rounds and secret objectives; omitted fields take their
            defaults.
        rated (bool | None | Unset): Rated (SVC-RATING): the finish order moves its people's ratings in
            this game's leaderboard; no guest may sit (`GUEST_NOT_RATED`). Default: False.
        clock (ClockDto | None | Unset):
        seats (list[Teg2BotSeat] | None | Unset): Bots seated from the start (SVC-BOTS), in seat order: each at its
            index (`seat`, checked when sent) and, in the Risk editions, in its
            colour (the first free one when left out).
        visibility (None | Unset | Visibility):
    """

    ruleset: CreateTeg2GameRuleset
    max_players: CreateTeg2GameMaxPlayersType0 | None | Unset = UNSET
    options: None | Teg2TableOptions | Unset = UNSET
    rated: bool | None | Unset = False
    clock: ClockDto | None | Unset = UNSET
    seats: list[Teg2BotSeat] | None | Unset = UNSET
    visibility: None | Unset | Visibility = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.teg_2_table_options import Teg2TableOptions  # noqa: PLC0415

        ruleset = self.ruleset.value

        max_players: int | None | Unset
        if isinstance(self.max_players, Unset):
            max_players = UNSET
        elif isinstance(self.max_players, CreateTeg2GameMaxPlayersType0):
            max_players = self.max_players.value
        else:
            max_players = self.max_players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Teg2TableOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockDto):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        seats: list[dict[str, Any]] | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        elif isinstance(self.seats, list):
            seats = []
            for seats_type_0_item_data in self.seats:
                seats_type_0_item = seats_type_0_item_data.to_dict()
                seats.append(seats_type_0_item)

        else:
            seats = self.seats

        visibility: None | str | Unset
        if isinstance(self.visibility, Unset):
            visibility = UNSET
        elif isinstance(self.visibility, Visibility):
            visibility = self.visibility.value
        else:
            visibility = self.visibility

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
            }
        )
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if clock is not UNSET:
            field_dict["clock"] = clock
        if seats is not UNSET:
            field_dict["seats"] = seats
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.teg_2_bot_seat import Teg2BotSeat  # noqa: PLC0415
        from ..models.teg_2_table_options import Teg2TableOptions  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = CreateTeg2GameRuleset(d.pop("ruleset"))

        def _parse_max_players(data: object) -> CreateTeg2GameMaxPlayersType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                max_players_type_0 = CreateTeg2GameMaxPlayersType0(data)

                return max_players_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateTeg2GameMaxPlayersType0 | None | Unset, data)

        max_players = _parse_max_players(d.pop("max_players", UNSET))

        def _parse_options(data: object) -> None | Teg2TableOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = Teg2TableOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2TableOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

        def _parse_clock(data: object) -> ClockDto | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = ClockDto.from_dict(data)

                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ClockDto | None | Unset, data)

        clock = _parse_clock(d.pop("clock", UNSET))

        def _parse_seats(data: object) -> list[Teg2BotSeat] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seats_type_0 = []
                _seats_type_0 = data
                for seats_type_0_item_data in _seats_type_0:
                    seats_type_0_item = Teg2BotSeat.from_dict(seats_type_0_item_data)

                    seats_type_0.append(seats_type_0_item)

                return seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Teg2BotSeat] | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))

        def _parse_visibility(data: object) -> None | Unset | Visibility:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                visibility_type_0 = Visibility(data)

                return visibility_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | Visibility, data)

        visibility = _parse_visibility(d.pop("visibility", UNSET))

        create_teg_2_game = cls(
            ruleset=ruleset,
            max_players=max_players,
            options=options,
            rated=rated,
            clock=clock,
            seats=seats,
            visibility=visibility,
        )

        return create_teg_2_game
