from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.risk_command_regroup_type import RiskCommandRegroupType

T = TypeVar("T", bound="RiskCommandRegroup")


@_attrs_define
class RiskCommandRegroup:
    """Move armies and missiles to a bordering own country (R-REG).

    Attributes:
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        armies (int): Armies moved.
        missiles (int): Missiles moved.
        type_ (RiskCommandRegroupType):
    """

    from_: CountryId
    to: CountryId
    armies: int
    missiles: int
    type_: RiskCommandRegroupType

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        armies = self.armies

        missiles = self.missiles

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "armies": armies,
                "missiles": missiles,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        type_ = RiskCommandRegroupType(d.pop("type"))

        risk_command_regroup = cls(
            from_=from_,
            to=to,
            armies=armies,
            missiles=missiles,
            type_=type_,
        )

        return risk_command_regroup
