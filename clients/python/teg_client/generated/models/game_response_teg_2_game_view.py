from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.uncounted import Uncounted
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary
    from ..models.phase_name import PhaseName
    from ..models.rating_change_dto import RatingChangeDto
    from ..models.teg_2_player import Teg2Player
    from ..models.teg_2_view import Teg2View


T = TypeVar("T", bound="GameResponseTeg2GameView")


@_attrs_define
class GameResponseTeg2GameView:
    """
    Attributes:
        ruleset (str): `teg2`.
        version (int): Events applied.
        phase (PhaseName): The name of a hosted TEG II game's phase: always `teg2` (its own steps
            are in the view's `teg2`), so a client reads `phase.name` in every
            family.
        players (list[Teg2Player]): The players, by seat.
        seed_commitment (str): `sha256(seed)`, hex.
        id (str): Game id.
        status (str): The service's status: `lobby`, `playing`, `paused`, `finished` or `aborted`.
        game (GameSummary): A game's public summary (the lobby's view).
        spectators (int): People following the game live who do not sit in it, signed in or
            not, on every instance (SVC-WATCH).
        seating (list[Color] | Unset): The players' colours, by player index, in a game begun before seats
            had numbers (left out since).
        seed (None | str | Unset): The seed, hex, once revealed (operators see it always).
        teg2 (None | Teg2View | Unset):
        deadline (None | str | Unset): When the human who must act now times out (SVC-CLOCK), RFC 3339
            UTC; null without a clock, while a bot acts, while paused, and once
            over.
        seconds_left (int | None | Unset): Whole seconds left until `deadline` when this answer was made
            (rounded up; 0 once passed), or null.
        rating_changes (list[RatingChangeDto] | None | Unset): A rated game's rating changes, once it is rated (SVC-
            RATING);
            absent otherwise.
        rating_uncounted (None | Uncounted | Unset):
    """

    ruleset: str
    version: int
    phase: PhaseName
    players: list[Teg2Player]
    seed_commitment: str
    id: str
    status: str
    game: GameSummary
    spectators: int
    seating: list[Color] | Unset = UNSET
    seed: None | str | Unset = UNSET
    teg2: None | Teg2View | Unset = UNSET
    deadline: None | str | Unset = UNSET
    seconds_left: int | None | Unset = UNSET
    rating_changes: list[RatingChangeDto] | None | Unset = UNSET
    rating_uncounted: None | Uncounted | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.teg_2_view import Teg2View  # noqa: PLC0415

        ruleset = self.ruleset

        version = self.version

        phase = self.phase.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        seed_commitment = self.seed_commitment

        id = self.id

        status = self.status

        game = self.game.to_dict()

        spectators = self.spectators

        seating: list[str] | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = []
            for seating_item_data in self.seating:
                seating_item = seating_item_data.value
                seating.append(seating_item)

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        teg2: dict[str, Any] | None | Unset
        if isinstance(self.teg2, Unset):
            teg2 = UNSET
        elif isinstance(self.teg2, Teg2View):
            teg2 = self.teg2.to_dict()
        else:
            teg2 = self.teg2

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        seconds_left: int | None | Unset
        if isinstance(self.seconds_left, Unset):
            seconds_left = UNSET
        else:
            seconds_left = self.seconds_left

        rating_changes: list[dict[str, Any]] | None | Unset
        if isinstance(self.rating_changes, Unset):
            rating_changes = UNSET
        elif isinstance(self.rating_changes, list):
            rating_changes = []
            for rating_changes_type_0_item_data in self.rating_changes:
                rating_changes_type_0_item = rating_changes_type_0_item_data.to_dict()
                rating_changes.append(rating_changes_type_0_item)

        else:
            rating_changes = self.rating_changes

        rating_uncounted: None | str | Unset
        if isinstance(self.rating_uncounted, Unset):
            rating_uncounted = UNSET
        elif isinstance(self.rating_uncounted, Uncounted):
            rating_uncounted = self.rating_uncounted.value
        else:
            rating_uncounted = self.rating_uncounted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "version": version,
                "phase": phase,
                "players": players,
                "seed_commitment": seed_commitment,
                "id": id,
                "status": status,
                "game": game,
                "spectators": spectators,
            }
        )
        if seating is not UNSET:
            field_dict["seating"] = seating
        if seed is not UNSET:
            field_dict["seed"] = seed
        if teg2 is not UNSET:
            field_dict["teg2"] = teg2
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if seconds_left is not UNSET:
            field_dict["seconds_left"] = seconds_left
        if rating_changes is not UNSET:
            field_dict["rating_changes"] = rating_changes
        if rating_uncounted is not UNSET:
            field_dict["rating_uncounted"] = rating_uncounted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary import GameSummary  # noqa: PLC0415
        from ..models.phase_name import PhaseName  # noqa: PLC0415
        from ..models.rating_change_dto import RatingChangeDto  # noqa: PLC0415
        from ..models.teg_2_player import Teg2Player  # noqa: PLC0415
        from ..models.teg_2_view import Teg2View  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        version = d.pop("version")

        phase = PhaseName.from_dict(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Teg2Player.from_dict(players_item_data)

            players.append(players_item)

        seed_commitment = d.pop("seed_commitment")

        id = d.pop("id")

        status = d.pop("status")

        game = GameSummary.from_dict(d.pop("game"))

        spectators = d.pop("spectators")

        _seating = d.pop("seating", UNSET)
        seating: list[Color] | Unset = UNSET
        if _seating is not UNSET:
            seating = []
            for seating_item_data in _seating:
                seating_item = Color(seating_item_data)

                seating.append(seating_item)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_teg2(data: object) -> None | Teg2View | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                teg2_type_0 = Teg2View.from_dict(data)

                return teg2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2View | Unset, data)

        teg2 = _parse_teg2(d.pop("teg2", UNSET))

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_seconds_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left", UNSET))

        def _parse_rating_changes(data: object) -> list[RatingChangeDto] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_changes_type_0 = []
                _rating_changes_type_0 = data
                for rating_changes_type_0_item_data in _rating_changes_type_0:
                    rating_changes_type_0_item = RatingChangeDto.from_dict(rating_changes_type_0_item_data)

                    rating_changes_type_0.append(rating_changes_type_0_item)

                return rating_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RatingChangeDto] | None | Unset, data)

        rating_changes = _parse_rating_changes(d.pop("rating_changes", UNSET))

        def _parse_rating_uncounted(data: object) -> None | Uncounted | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rating_uncounted_type_0 = Uncounted(data)

                return rating_uncounted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Uncounted | Unset, data)

        rating_uncounted = _parse_rating_uncounted(d.pop("rating_uncounted", UNSET))

        game_response_teg_2_game_view = cls(
            ruleset=ruleset,
            version=version,
            phase=phase,
            players=players,
            seed_commitment=seed_commitment,
            id=id,
            status=status,
            game=game,
            spectators=spectators,
            seating=seating,
            seed=seed,
            teg2=teg2,
            deadline=deadline,
            seconds_left=seconds_left,
            rating_changes=rating_changes,
            rating_uncounted=rating_uncounted,
        )

        game_response_teg_2_game_view.additional_properties = d
        return game_response_teg_2_game_view

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
