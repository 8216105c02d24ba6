from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.new_challenge_ruleset import NewChallengeRuleset
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.clock_dto import ClockDto
    from ..models.options import Options


T = TypeVar("T", bound="NewChallenge")


@_attrs_define
class NewChallenge:
    """A direct challenge to another person (SVC-FRIENDS): a private lobby
    opens with the challenger seated and the other invited.

        Attributes:
            to (str): Whom (a user id).
            ruleset (NewChallengeRuleset | Unset): The edition, as for `POST /v1/games`. Default:
                NewChallengeRuleset.REVANCHA.
            max_players (int | None | Unset): Seats: 2 (a duel) when left out; within the edition's player
                counts, so the two may seat bots or invite others before starting.
            options (None | Options | Unset):
            color (Color | None | Unset):
            clock (ClockDto | None | Unset):
            rated (bool | None | Unset): Rated (SVC-RATING); no guest may sit at a rated table. Default: False.
    """

    to: str
    ruleset: NewChallengeRuleset | Unset = NewChallengeRuleset.REVANCHA
    max_players: int | None | Unset = UNSET
    options: None | Options | Unset = UNSET
    color: Color | None | Unset = UNSET
    clock: ClockDto | None | Unset = UNSET
    rated: bool | None | Unset = False

    def to_dict(self) -> dict[str, Any]:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        to = self.to

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
        elif isinstance(self.options, Options):
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

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
            }
        )
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
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.clock_dto import ClockDto  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        to = d.pop("to")

        _ruleset = d.pop("ruleset", UNSET)
        ruleset: NewChallengeRuleset | Unset
        if isinstance(_ruleset, Unset):
            ruleset = UNSET
        else:
            ruleset = NewChallengeRuleset(_ruleset)

        def _parse_max_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_players = _parse_max_players(d.pop("max_players", UNSET))

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

        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))

        new_challenge = cls(
            to=to,
            ruleset=ruleset,
            max_players=max_players,
            options=options,
            color=color,
            clock=clock,
            rated=rated,
        )

        return new_challenge
