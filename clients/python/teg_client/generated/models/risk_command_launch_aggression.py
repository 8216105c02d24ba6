from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_launch_aggression_type import RiskCommandLaunchAggressionType

T = TypeVar("T", bound="RiskCommandLaunchAggression")


@_attrs_define
class RiskCommandLaunchAggression:
    """As the leader of an accepted aggression pact, start the alternating
    attacks on its target in your attack step (R-PCT-10).

        Attributes:
            pact (int): The aggression pact.
            type_ (RiskCommandLaunchAggressionType):
    """

    pact: int
    type_: RiskCommandLaunchAggressionType

    def to_dict(self) -> dict[str, Any]:
        pact = self.pact

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pact": pact,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pact = d.pop("pact")

        type_ = RiskCommandLaunchAggressionType(d.pop("type"))

        risk_command_launch_aggression = cls(
            pact=pact,
            type_=type_,
        )

        return risk_command_launch_aggression
