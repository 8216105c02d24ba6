from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.visibility import Visibility
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.options import Options
    from ..models.seat import Seat
    from ..models.versioned import Versioned
    from ..models.whisper import Whisper


T = TypeVar("T", bound="ExportedGame")


@_attrs_define
class ExportedGame:
    """One game of the archive: its summary (seats, options, clock), then its
    whole log.

        Attributes:
            id (str): Game id.
            ruleset (str): Ruleset slug.
            status (str): `lobby`, `playing`, `paused`, `finished` or `aborted`.
            max_players (int): Seats: 2 to 6 in the Risk editions; in TEG II 2 to 6, 8, 10 or 12
                (the last three paired on two boards).
            options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
                and, in a TEG II game, `teg2`. A key that names none is refused.
            creator (str): Who created it (and may start it).
            seats (list[Seat]): Seated players, in joining order.
            created_at_ms (int): Creation time, ms since the epoch.
            visibility (Visibility): Who may find and join a table (SVC-INVITE).
            version (int): The game's version: its last event's.
            events (list[Versioned]): Every event, as the caller may see it (a lobby has none).
            whispers (list[Whisper]): The whispers the caller's seat sent or received there, oldest
                first (SVC-WHISPER).
            clock (ClockDto | None | Unset):
            join_code (None | str | Unset): A private table's join code: shown to its creator only.
            rematch_of (None | str | Unset): The finished game this lobby is the rematch of (SVC-REMATCH).
            rated (bool | Unset): Present, and true, for a rated game (SVC-RATING).
    """

    id: str
    ruleset: str
    status: str
    max_players: int
    options: Options
    creator: str
    seats: list[Seat]
    created_at_ms: int
    visibility: Visibility
    version: int
    events: list[Versioned]
    whispers: list[Whisper]
    clock: ClockDto | None | Unset = UNSET
    join_code: None | str | Unset = UNSET
    rematch_of: None | str | Unset = UNSET
    rated: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415

        id = self.id

        ruleset = self.ruleset

        status = self.status

        max_players = self.max_players

        options = self.options.to_dict()

        creator = self.creator

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        created_at_ms = self.created_at_ms

        visibility = self.visibility.value

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        whispers = []
        for whispers_item_data in self.whispers:
            whispers_item = whispers_item_data.to_dict()
            whispers.append(whispers_item)

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockDto):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        join_code: None | str | Unset
        if isinstance(self.join_code, Unset):
            join_code = UNSET
        else:
            join_code = self.join_code

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        else:
            rematch_of = self.rematch_of

        rated = self.rated

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "status": status,
                "max_players": max_players,
                "options": options,
                "creator": creator,
                "seats": seats,
                "created_at_ms": created_at_ms,
                "visibility": visibility,
                "version": version,
                "events": events,
                "whispers": whispers,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock
        if join_code is not UNSET:
            field_dict["join_code"] = join_code
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415
        from ..models.seat import Seat  # noqa: PLC0415
        from ..models.versioned import Versioned  # noqa: PLC0415
        from ..models.whisper import Whisper  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        status = d.pop("status")

        max_players = d.pop("max_players")

        options = Options.from_dict(d.pop("options"))

        creator = d.pop("creator")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = Seat.from_dict(seats_item_data)

            seats.append(seats_item)

        created_at_ms = d.pop("created_at_ms")

        visibility = Visibility(d.pop("visibility"))

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = Versioned.from_dict(events_item_data)

            events.append(events_item)

        whispers = []
        _whispers = d.pop("whispers")
        for whispers_item_data in _whispers:
            whispers_item = Whisper.from_dict(whispers_item_data)

            whispers.append(whispers_item)

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

        def _parse_join_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        join_code = _parse_join_code(d.pop("join_code", UNSET))

        def _parse_rematch_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))

        rated = d.pop("rated", UNSET)

        exported_game = cls(
            id=id,
            ruleset=ruleset,
            status=status,
            max_players=max_players,
            options=options,
            creator=creator,
            seats=seats,
            created_at_ms=created_at_ms,
            visibility=visibility,
            version=version,
            events=events,
            whispers=whispers,
            clock=clock,
            join_code=join_code,
            rematch_of=rematch_of,
            rated=rated,
        )

        exported_game.additional_properties = d
        return exported_game

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
