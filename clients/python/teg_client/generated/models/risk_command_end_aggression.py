from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_end_aggression_type import RiskCommandEndAggressionType

T = TypeVar("T", bound="RiskCommandEndAggression")


@_attrs_define
class RiskCommandEndAggression:
    """Stop a team-up launched from a shared country, which carries no
    duty to finish (R-PCT-11).

        Attributes:
            type_ (RiskCommandEndAggressionType):
    """

    type_: RiskCommandEndAggressionType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RiskCommandEndAggressionType(d.pop("type"))

        risk_command_end_aggression = cls(
            type_=type_,
        )

        return risk_command_end_aggression
