from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_end_turn_type import RiskCommandEndTurnType

T = TypeVar("T", bound="RiskCommandEndTurn")


@_attrs_define
class RiskCommandEndTurn:
    """Finish the turn; cards earned are taken automatically (R-CRD).

    Attributes:
        type_ (RiskCommandEndTurnType):
    """

    type_: RiskCommandEndTurnType

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
        type_ = RiskCommandEndTurnType(d.pop("type"))

        risk_command_end_turn = cls(
            type_=type_,
        )

        return risk_command_end_turn
