from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.format_ import Format
from ..models.tournament_summary_status import TournamentSummaryStatus

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.entrant_dto import EntrantDto
    from ..models.options import Options


T = TypeVar("T", bound="TournamentSummary")


@_attrs_define
class TournamentSummary:
    """A tournament (SVC-TOURNAMENT).

    Attributes:
        id (str): Its id.
        name (str): Its name.
        ruleset (str): The game.
        format_ (Format): How a tournament pairs its rounds.
        table_size (int): Most seats at a table.
        total_rounds (int): Rounds to play (a round robin plays at most its field's).
        clock (ClockDto): A turn clock (SVC-CLOCK): each step of the actor who must act may take
            `turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand
            the seat to its bot for good (`bot`) or forfeit the player (`pass`).
        options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
            and, in a TEG II game, `teg2`. A key that names none is refused.
        rated (bool): Rated tables.
        starts_at (str): When round 1 starts (RFC 3339).
        status (TournamentSummaryStatus): `open`, `running`, `paused`, `finished` or `cancelled`.
        round_ (int): The round under way (0 before the start).
        entrants (list[EntrantDto]): Entrants, in join order.
        created_by (str): Who opened it.
    """

    id: str
    name: str
    ruleset: str
    format_: Format
    table_size: int
    total_rounds: int
    clock: ClockDto
    options: Options
    rated: bool
    starts_at: str
    status: TournamentSummaryStatus
    round_: int
    entrants: list[EntrantDto]
    created_by: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        ruleset = self.ruleset

        format_ = self.format_.value

        table_size = self.table_size

        total_rounds = self.total_rounds

        clock = self.clock.to_dict()

        options = self.options.to_dict()

        rated = self.rated

        starts_at = self.starts_at

        status = self.status.value

        round_ = self.round_

        entrants = []
        for entrants_item_data in self.entrants:
            entrants_item = entrants_item_data.to_dict()
            entrants.append(entrants_item)

        created_by = self.created_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "ruleset": ruleset,
                "format": format_,
                "table_size": table_size,
                "total_rounds": total_rounds,
                "clock": clock,
                "options": options,
                "rated": rated,
                "starts_at": starts_at,
                "status": status,
                "round": round_,
                "entrants": entrants,
                "created_by": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.entrant_dto import EntrantDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        ruleset = d.pop("ruleset")

        format_ = Format(d.pop("format"))

        table_size = d.pop("table_size")

        total_rounds = d.pop("total_rounds")

        clock = ClockDto.from_dict(d.pop("clock"))

        options = Options.from_dict(d.pop("options"))

        rated = d.pop("rated")

        starts_at = d.pop("starts_at")

        status = TournamentSummaryStatus(d.pop("status"))

        round_ = d.pop("round")

        entrants = []
        _entrants = d.pop("entrants")
        for entrants_item_data in _entrants:
            entrants_item = EntrantDto.from_dict(entrants_item_data)

            entrants.append(entrants_item)

        created_by = d.pop("created_by")

        tournament_summary = cls(
            id=id,
            name=name,
            ruleset=ruleset,
            format_=format_,
            table_size=table_size,
            total_rounds=total_rounds,
            clock=clock,
            options=options,
            rated=rated,
            starts_at=starts_at,
            status=status,
            round_=round_,
            entrants=entrants,
            created_by=created_by,
        )

        tournament_summary.additional_properties = d
        return tournament_summary

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
