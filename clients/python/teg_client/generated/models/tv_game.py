from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.game_summary import GameSummary


T = TypeVar("T", bound="TvGame")


@_attrs_define
class TvGame:
    """A game on "live now" (SVC-WATCH).

    Attributes:
        game (GameSummary): A game's public summary (the lobby's view).
        spectators (int): People following it live who do not sit in it, on every instance.
        rating (float | None | Unset): The mean shown rating of its rated people in its game, if any.
    """

    game: GameSummary
    spectators: int
    rating: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game.to_dict()

        spectators = self.spectators

        rating: float | None | Unset
        if isinstance(self.rating, Unset):
            rating = UNSET
        else:
            rating = self.rating

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "spectators": spectators,
            }
        )
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_summary import GameSummary  # noqa: PLC0415

        d = dict(src_dict)
        game = GameSummary.from_dict(d.pop("game"))

        spectators = d.pop("spectators")

        def _parse_rating(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rating = _parse_rating(d.pop("rating", UNSET))

        tv_game = cls(
            game=game,
            spectators=spectators,
            rating=rating,
        )

        tv_game.additional_properties = d
        return tv_game

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
