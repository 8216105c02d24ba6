from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.risk_command_buy_missile_type import RiskCommandBuyMissileType

T = TypeVar("T", bound="RiskCommandBuyMissile")


@_attrs_define
class RiskCommandBuyMissile:
    """Buy a missile with 6 armies of the pool (R-MIS-1).

    Attributes:
        country (CountryId): A country of the game's board, by slug.
        type_ (RiskCommandBuyMissileType):
    """

    country: CountryId
    type_: RiskCommandBuyMissileType

    def to_dict(self) -> dict[str, Any]:
        country = self.country.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "country": country,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = CountryId(d.pop("country"))

        type_ = RiskCommandBuyMissileType(d.pop("type"))

        risk_command_buy_missile = cls(
            country=country,
            type_=type_,
        )

        return risk_command_buy_missile
