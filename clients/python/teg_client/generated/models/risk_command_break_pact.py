from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_break_pact_type import RiskCommandBreakPactType

T = TypeVar("T", bound="RiskCommandBreakPact")


@_attrs_define
class RiskCommandBreakPact:
    """Announce that you break a pact in force (R-PCT-4): it binds until the
    end of the other party's next turn. Any time.

        Attributes:
            pact (int): Its number.
            type_ (RiskCommandBreakPactType):
    """

    pact: int
    type_: RiskCommandBreakPactType

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

        type_ = RiskCommandBreakPactType(d.pop("type"))

        risk_command_break_pact = cls(
            pact=pact,
            type_=type_,
        )

        return risk_command_break_pact
