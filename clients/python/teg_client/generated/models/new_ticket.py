from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.new_ticket_ruleset import NewTicketRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.options import Options
    from ..models.player_range import PlayerRange


T = TypeVar("T", bound="NewTicket")


@_attrs_define
class NewTicket:
    """A quick-match ticket to open (SVC-MATCH).

    Attributes:
        ruleset (NewTicketRuleset): The game: `revancha`, `classic`, `junior` or `teg2`.
        players (PlayerRange): Least and most players a quick-match ticket accepts at its table.
        clock (ClockDto | None | Unset):
        options (None | Options | Unset):
        rated (bool | None | Unset): A rated table (SVC-RATING): no guest may ask for one. Default: False.
        bots_after_seconds (int | None | Unset): After this many seconds without a full table, bots of a level near
            the caller's rating fill the empty seats (0 to 3,600); never when
            absent.
    """

    ruleset: NewTicketRuleset
    players: PlayerRange
    clock: ClockDto | None | Unset = UNSET
    options: None | Options | Unset = UNSET
    rated: bool | None | Unset = False
    bots_after_seconds: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        ruleset = self.ruleset.value

        players = self.players.to_dict()

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockDto):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Options):
            options = self.options.to_dict()
        else:
            options = self.options

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        bots_after_seconds: int | None | Unset
        if isinstance(self.bots_after_seconds, Unset):
            bots_after_seconds = UNSET
        else:
            bots_after_seconds = self.bots_after_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "players": players,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if bots_after_seconds is not UNSET:
            field_dict["bots_after_seconds"] = bots_after_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = NewTicketRuleset(d.pop("ruleset"))

        players = PlayerRange.from_dict(d.pop("players"))

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

        def _parse_options(data: object) -> None | Options | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = Options.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Options | Unset, data)

        options = _parse_options(d.pop("options", UNSET))

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

        def _parse_bots_after_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bots_after_seconds = _parse_bots_after_seconds(d.pop("bots_after_seconds", UNSET))

        new_ticket = cls(
            ruleset=ruleset,
            players=players,
            clock=clock,
            options=options,
            rated=rated,
            bots_after_seconds=bots_after_seconds,
        )

        return new_ticket
