from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_command_attack_occupant_type import RiskCommandAttackOccupantType

T = TypeVar("T", bound="RiskCommandAttackOccupant")


@_attrs_define
class RiskCommandAttackOccupant:
    """Roll one battle against one named occupant of a condominium
    (R-PCT-12); `from == to` is a fight inside a condominium once its
    pact is over (R-PCT-11).

        Attributes:
            from_ (CountryId): A country of the game's board, by slug.
            to (CountryId): A country of the game's board, by slug.
            occupant (Color): A player's colour (R-CMP-2).
            type_ (RiskCommandAttackOccupantType):
    """

    from_: CountryId
    to: CountryId
    occupant: Color
    type_: RiskCommandAttackOccupantType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        occupant = self.occupant.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "occupant": occupant,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        occupant = Color(d.pop("occupant"))

        type_ = RiskCommandAttackOccupantType(d.pop("type"))

        risk_command_attack_occupant = cls(
            from_=from_,
            to=to,
            occupant=occupant,
            type_=type_,
        )

        return risk_command_attack_occupant
