from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.leader_user import LeaderUser


T = TypeVar("T", bound="LeaderEntry")


@_attrs_define
class LeaderEntry:
    """One line of a leaderboard.

    Attributes:
        rank (int): 1 for the best.
        user (LeaderUser): A leaderboard's person.
        rating (float): The shown rating, `mu - 3 sigma`, which the board ranks by.
        mu (float): Weng-Lin mean.
        sigma (float): Its uncertainty.
        games (int): Counted rated games played, 10 or more.
        provisional (bool): Always false: a leaderboard lists no provisional person (fewer than
            10 counted games). Kept so that clients reading it still work.
    """

    rank: int
    user: LeaderUser
    rating: float
    mu: float
    sigma: float
    games: int
    provisional: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        user = self.user.to_dict()

        rating = self.rating

        mu = self.mu

        sigma = self.sigma

        games = self.games

        provisional = self.provisional

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rank": rank,
                "user": user,
                "rating": rating,
                "mu": mu,
                "sigma": sigma,
                "games": games,
                "provisional": provisional,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leader_user import LeaderUser  # noqa: PLC0415

        d = dict(src_dict)
        rank = d.pop("rank")

        user = LeaderUser.from_dict(d.pop("user"))

        rating = d.pop("rating")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        games = d.pop("games")

        provisional = d.pop("provisional")

        leader_entry = cls(
            rank=rank,
            user=user,
            rating=rating,
            mu=mu,
            sigma=sigma,
            games=games,
            provisional=provisional,
        )

        leader_entry.additional_properties = d
        return leader_entry

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
