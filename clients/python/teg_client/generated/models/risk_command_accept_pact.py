from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_accept_pact_type import RiskCommandAcceptPactType

T = TypeVar("T", bound="RiskCommandAcceptPact")


@_attrs_define
class RiskCommandAcceptPact:
    """Accept a pact proposed to you (R-PCT-1); any time.

    Attributes:
        pact (int): Its number.
        type_ (RiskCommandAcceptPactType):
    """

    pact: int
    type_: RiskCommandAcceptPactType

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

        type_ = RiskCommandAcceptPactType(d.pop("type"))

        risk_command_accept_pact = cls(
            pact=pact,
            type_=type_,
        )

        return risk_command_accept_pact
