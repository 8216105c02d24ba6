from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_dismiss_zone_type import RiskCommandDismissZoneType

T = TypeVar("T", bound="RiskCommandDismissZone")


@_attrs_define
class RiskCommandDismissZone:
    """As the player harmed by a failed zone duty, end that international
    zone at once (R-PCT-9); until the end of your next turn. Any time.

        Attributes:
            pact (int): Its number.
            type_ (RiskCommandDismissZoneType):
    """

    pact: int
    type_: RiskCommandDismissZoneType

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

        type_ = RiskCommandDismissZoneType(d.pop("type"))

        risk_command_dismiss_zone = cls(
            pact=pact,
            type_=type_,
        )

        return risk_command_dismiss_zone
