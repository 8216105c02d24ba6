from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.ticket_dto_status import TicketDtoStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.options import Options
    from ..models.player_range import PlayerRange


T = TypeVar("T", bound="TicketDto")


@_attrs_define
class TicketDto:
    """A quick-match ticket (SVC-MATCH).

    Attributes:
        id (str): Its id.
        status (TicketDtoStatus): `waiting`, `matched` (with `game_id`), `cancelled` or `expired`.
        ruleset (str): The game asked for.
        players (PlayerRange): Least and most players a quick-match ticket accepts at its table.
        options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
            and, in a TEG II game, `teg2`. A key that names none is refused.
        rated (bool): A rated table.
        created_at (str): Opened (RFC 3339).
        updated_at (str): Its status last changed (RFC 3339).
        game_id (None | str | Unset): The game matched, once `matched`.
        clock (ClockDto | None | Unset):
        bots_after_seconds (int | None | Unset): Bots fill the table after this many seconds, or null.
    """

    id: str
    status: TicketDtoStatus
    ruleset: str
    players: PlayerRange
    options: Options
    rated: bool
    created_at: str
    updated_at: str
    game_id: None | str | Unset = UNSET
    clock: ClockDto | None | Unset = UNSET
    bots_after_seconds: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415

        id = self.id

        status = self.status.value

        ruleset = self.ruleset

        players = self.players.to_dict()

        options = self.options.to_dict()

        rated = self.rated

        created_at = self.created_at

        updated_at = self.updated_at

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        clock: dict[str, Any] | None | Unset
        if isinstance(self.clock, Unset):
            clock = UNSET
        elif isinstance(self.clock, ClockDto):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        bots_after_seconds: int | None | Unset
        if isinstance(self.bots_after_seconds, Unset):
            bots_after_seconds = UNSET
        else:
            bots_after_seconds = self.bots_after_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "ruleset": ruleset,
                "players": players,
                "options": options,
                "rated": rated,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if clock is not UNSET:
            field_dict["clock"] = clock
        if bots_after_seconds is not UNSET:
            field_dict["bots_after_seconds"] = bots_after_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415
        from ..models.player_range import PlayerRange  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        status = TicketDtoStatus(d.pop("status"))

        ruleset = d.pop("ruleset")

        players = PlayerRange.from_dict(d.pop("players"))

        options = Options.from_dict(d.pop("options"))

        rated = d.pop("rated")

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

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

        def _parse_bots_after_seconds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bots_after_seconds = _parse_bots_after_seconds(d.pop("bots_after_seconds", UNSET))

        ticket_dto = cls(
            id=id,
            status=status,
            ruleset=ruleset,
            players=players,
            options=options,
            rated=rated,
            created_at=created_at,
            updated_at=updated_at,
            game_id=game_id,
            clock=clock,
            bots_after_seconds=bots_after_seconds,
        )

        ticket_dto.additional_properties = d
        return ticket_dto

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
