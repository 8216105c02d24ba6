from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.risk_command_attack_type import RiskCommandAttackType

T = TypeVar("T", bound="RiskCommandAttack")


@_attrs_define
class RiskCommandAttack:
    """Roll one battle (R-ATK).

    Attributes:
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        type_ (RiskCommandAttackType):
    """

    from_: CountryId
    to: CountryId
    type_: RiskCommandAttackType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        type_ = RiskCommandAttackType(d.pop("type"))

        risk_command_attack = cls(
            from_=from_,
            to=to,
            type_=type_,
        )

        return risk_command_attack
