from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.risk_command_place_type import RiskCommandPlaceType

T = TypeVar("T", bound="RiskCommandPlace")


@_attrs_define
class RiskCommandPlace:
    """Put armies from the pool to place on an own country (R-SET-3, R-INC, R-SIT-6).

    Attributes:
        country (CountryId): A country of the game's board, by slug.
        armies (int): How many, at least 1.
        type_ (RiskCommandPlaceType):
    """

    country: CountryId
    armies: int
    type_: RiskCommandPlaceType

    def to_dict(self) -> dict[str, Any]:
        country = self.country.value

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "country": country,
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = CountryId(d.pop("country"))

        armies = d.pop("armies")

        type_ = RiskCommandPlaceType(d.pop("type"))

        risk_command_place = cls(
            country=country,
            armies=armies,
            type_=type_,
        )

        return risk_command_place
