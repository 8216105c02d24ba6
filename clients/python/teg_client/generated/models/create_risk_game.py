from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.create_risk_game_ruleset import CreateRiskGameRuleset
from ..models.visibility import Visibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bot_seat import BotSeat
    from ..models.clock_dto import ClockDto
    from ..models.risk_table_options import RiskTableOptions


T = TypeVar("T", bound="CreateRiskGame")


@_attrs_define
class CreateRiskGame:
    """A new game of a Risk-like edition: Revancha, classic or Junior.

    Attributes:
        ruleset (CreateRiskGameRuleset | Unset): The edition (`GET /v1/rulesets`), fixed for the game's life: `revancha`
            when left out. Default: CreateRiskGameRuleset.REVANCHA.
        max_players (int | None | Unset): Seats: within the edition's player counts (Revancha and classic 2
            to 6, Junior 2 to 4); the edition's most when left out.
        options (None | RiskTableOptions | Unset): House rules; omitted fields take the edition's defaults (R-OPT-1,
            R-OPT-2).
        color (Color | None | Unset):
        clock (ClockDto | None | Unset):
        seats (list[BotSeat] | None | Unset): Bots seated from the start (SVC-BOTS), in seat order: each at its
            index (`seat`, checked when sent) and, in the Risk editions, in its
            colour (the first free one when left out).
        visibility (None | Unset | Visibility):
        rated (bool | None | Unset): Rated (SVC-RATING): the finish order moves its people's ratings in
            this game's leaderboard; no guest may sit (`GUEST_NOT_RATED`). Default: False.
    """

    ruleset: CreateRiskGameRuleset | Unset = CreateRiskGameRuleset.REVANCHA
    max_players: int | None | Unset = UNSET
    options: None | RiskTableOptions | Unset = UNSET
    color: Color | None | Unset = UNSET
    clock: ClockDto | None | Unset = UNSET
    seats: list[BotSeat] | None | Unset = UNSET
    visibility: None | Unset | Visibility = UNSET
    rated: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.risk_table_options import RiskTableOptions  # noqa: PLC0415

        ruleset: str | Unset = UNSET
        if not isinstance(self.ruleset, Unset):
            ruleset = self.ruleset.value

        max_players: int | None | Unset
        if isinstance(self.max_players, Unset):
            max_players = UNSET
        else:
            max_players = self.max_players

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, RiskTableOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

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

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ruleset is not UNSET:
            field_dict["ruleset"] = ruleset
        if max_players is not UNSET:
            field_dict["max_players"] = max_players
        if options is not UNSET:
            field_dict["options"] = options
        if color is not UNSET:
            field_dict["color"] = color
        if clock is not UNSET:
            field_dict["clock"] = clock
        if seats is not UNSET:
            field_dict["seats"] = seats
        if visibility is not UNSET:
            field_dict["visibility"] = visibility
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_seat import BotSeat  # noqa: PLC0415
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.risk_table_options import RiskTableOptions  # noqa: PLC0415

        d = dict(src_dict)
        _ruleset = d.pop("ruleset", UNSET)
        ruleset: CreateRiskGameRuleset | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = CreateRiskGameRuleset(_ruleset)

        def _parse_max_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_players = _parse_max_players(d.pop("max_players", UNSET))

        def _parse_options(data: object) -> None | RiskTableOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = RiskTableOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RiskTableOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_color(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_0 = Color(data)

                return color_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

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

        def _parse_seats(data: object) -> list[BotSeat] | None | Unset:
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
                    seats_type_0_item = BotSeat.from_dict(seats_type_0_item_data)

                    seats_type_0.append(seats_type_0_item)

                return seats_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[BotSeat] | None | Unset, data)

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

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

        create_risk_game = cls(
            ruleset=ruleset,
            max_players=max_players,
            options=options,
            color=color,
            clock=clock,
            seats=seats,
            visibility=visibility,
            rated=rated,
        )

        return create_risk_game
