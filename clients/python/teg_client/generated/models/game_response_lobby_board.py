from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.uncounted import Uncounted
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary
    from ..models.rating_change_dto import RatingChangeDto


T = TypeVar("T", bound="GameResponseLobbyBoard")


@_attrs_define
class GameResponseLobbyBoard:
    """
    Attributes:
        version (int): Always 0.
        id (str): Game id.
        status (str): The service's status: `lobby`, `playing`, `paused`, `finished` or `aborted`.
        game (GameSummary): A game's public summary (the lobby's view).
        spectators (int): People following the game live who do not sit in it, signed in or
            not, on every instance (SVC-WATCH).
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

    version: int
    id: str
    status: str
    game: GameSummary
    spectators: int
    deadline: None | str | Unset = UNSET
    seconds_left: int | None | Unset = UNSET
    rating_changes: list[RatingChangeDto] | None | Unset = UNSET
    rating_uncounted: None | Uncounted | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        id = self.id

        status = self.status

        game = self.game.to_dict()

        spectators = self.spectators

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
                "version": version,
                "id": id,
                "status": status,
                "game": game,
                "spectators": spectators,
            }
        )
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
        from ..models.rating_change_dto import RatingChangeDto  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        id = d.pop("id")

        status = d.pop("status")

        game = GameSummary.from_dict(d.pop("game"))

        spectators = d.pop("spectators")

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

        game_response_lobby_board = cls(
            version=version,
            id=id,
            status=status,
            game=game,
            spectators=spectators,
            deadline=deadline,
            seconds_left=seconds_left,
            rating_changes=rating_changes,
            rating_uncounted=rating_uncounted,
        )

        game_response_lobby_board.additional_properties = d
        return game_response_lobby_board

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
