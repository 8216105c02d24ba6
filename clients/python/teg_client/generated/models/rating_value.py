from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RatingValue")


@_attrs_define
class RatingValue:
    """A rating: the Weng-Lin mean and uncertainty, and the value shown to
    people, `mu - 3 sigma` (SVC-RATING).

        Attributes:
            mu (float): Mean skill.
            sigma (float): Its uncertainty.
            rating (float): `mu - 3 sigma`: what leaderboards rank by.
    """

    mu: float
    sigma: float
    rating: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mu = self.mu

        sigma = self.sigma

        rating = self.rating

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mu": mu,
                "sigma": sigma,
                "rating": rating,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mu = d.pop("mu")

        sigma = d.pop("sigma")

        rating = d.pop("rating")

        rating_value = cls(
            mu=mu,
            sigma=sigma,
            rating=rating,
        )

        rating_value.additional_properties = d
        return rating_value

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
