from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.format_ import Format
from ..models.new_tournament_dto_ruleset import NewTournamentDtoRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.options import Options


T = TypeVar("T", bound="NewTournamentDto")


@_attrs_define
class NewTournamentDto:
    """A tournament to open (SVC-TOURNAMENT).

    Attributes:
        name (str): Its name, 1 to 80 characters.
        ruleset (NewTournamentDtoRuleset): The game: `revancha`, `classic`, `junior` or `teg2`.
        table_size (int): Most seats at a table (the game's seat counts bound it).
        clock (ClockDto): A turn clock (SVC-CLOCK): each step of the actor who must act may take
            `turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand
            the seat to its bot for good (`bot`) or forfeit the player (`pass`).
        starts_at (datetime.datetime): When round 1 starts (RFC 3339, in the future).
        format_ (Format | Unset): How a tournament pairs its rounds.
        rounds (int | Unset): Rounds, 1 to 20 (a round robin plays at most its field's). Default: 3.
        options (None | Options | Unset):
        rated (bool | None | Unset): Rated tables (no guest may enter). Default: False.
    """

    name: str
    ruleset: NewTournamentDtoRuleset
    table_size: int
    clock: ClockDto
    starts_at: datetime.datetime
    format_: Format | Unset = UNSET
    rounds: int | Unset = 3
    options: None | Options | Unset = UNSET
    rated: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.options import Options  # noqa: PLC0415

        name = self.name

        ruleset = self.ruleset.value

        table_size = self.table_size

        clock = self.clock.to_dict()

        starts_at = self.starts_at.isoformat()

        format_: str | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.value

        rounds = self.rounds

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "ruleset": ruleset,
                "table_size": table_size,
                "clock": clock,
                "starts_at": starts_at,
            }
        )
        if format_ is not UNSET:
            field_dict["format"] = format_
        if rounds is not UNSET:
            field_dict["rounds"] = rounds
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        ruleset = NewTournamentDtoRuleset(d.pop("ruleset"))

        table_size = d.pop("table_size")

        clock = ClockDto.from_dict(d.pop("clock"))

        starts_at = datetime.datetime.fromisoformat(d.pop("starts_at"))

        _format_ = d.pop("format", UNSET)
        format_: Format | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = Format(_format_)

        rounds = d.pop("rounds", UNSET)

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

        new_tournament_dto = cls(
            name=name,
            ruleset=ruleset,
            table_size=table_size,
            clock=clock,
            starts_at=starts_at,
            format_=format_,
            rounds=rounds,
            options=options,
            rated=rated,
        )

        return new_tournament_dto
