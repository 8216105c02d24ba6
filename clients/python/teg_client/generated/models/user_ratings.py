from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rating_dto import RatingDto


T = TypeVar("T", bound="UserRatings")


@_attrs_define
class UserRatings:
    """`GET /v1/users/{id}/ratings`.

    Attributes:
        ratings (list[RatingDto]): One per game played rated, by slug.
        reliability (float | None | Unset): The share of the games they began that they did not abandon to the
            clock, 0 to 1 (SVC-FAIRPLAY); null before a first game.
    """

    ratings: list[RatingDto]
    reliability: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)

        reliability: float | None | Unset
        if isinstance(self.reliability, Unset):
            reliability = UNSET
        else:
            reliability = self.reliability

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ratings": ratings,
            }
        )
        if reliability is not UNSET:
            field_dict["reliability"] = reliability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_dto import RatingDto  # noqa: PLC0415

        d = dict(src_dict)
        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in _ratings:
            ratings_item = RatingDto.from_dict(ratings_item_data)

            ratings.append(ratings_item)

        def _parse_reliability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reliability = _parse_reliability(d.pop("reliability", UNSET))

        user_ratings = cls(
            ratings=ratings,
            reliability=reliability,
        )

        user_ratings.additional_properties = d
        return user_ratings

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
