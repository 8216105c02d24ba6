from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingDto")


@_attrs_define
class RatingDto:
    """One of a person's ratings (SVC-RATING).

    Attributes:
        ruleset (str): The game: an edition's slug or `teg2`.
        mu (float): Weng-Lin mean.
        sigma (float): Its uncertainty.
        rating (float): The value shown to people, `mu - 3 sigma`.
        games (int): Counted rated games played (SVC-RATING: a rated game its people did
            not play, or one past the daily cap for a pair, does not count).
        provisional (bool): Fewer than 10 counted games: the rating is still settling, and the
            person is left out of this game's leaderboard.
    """

    ruleset: str
    mu: float
    sigma: float
    rating: float
    games: int
    provisional: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset

        mu = self.mu

        sigma = self.sigma

        rating = self.rating

        games = self.games

        provisional = self.provisional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "mu": mu,
                "sigma": sigma,
                "rating": rating,
                "games": games,
                "provisional": provisional,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        rating = d.pop("rating")

        games = d.pop("games")

        provisional = d.pop("provisional")

        rating_dto = cls(
            ruleset=ruleset,
            mu=mu,
            sigma=sigma,
            rating=rating,
            games=games,
            provisional=provisional,
        )

        rating_dto.additional_properties = d
        return rating_dto

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
