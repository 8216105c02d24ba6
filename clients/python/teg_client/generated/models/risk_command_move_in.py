from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.risk_command_move_in_type import RiskCommandMoveInType

T = TypeVar("T", bound="RiskCommandMoveIn")


@_attrs_define
class RiskCommandMoveIn:
    """After a conquest, move armies beyond the one that entered (R-ATK-5): 0..=2.

    Attributes:
        armies (int): Extra armies.
        type_ (RiskCommandMoveInType):
    """

    armies: int
    type_: RiskCommandMoveInType

    def to_dict(self) -> dict[str, Any]:
        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "armies": armies,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        armies = d.pop("armies")

        type_ = RiskCommandMoveInType(d.pop("type"))

        risk_command_move_in = cls(
            armies=armies,
            type_=type_,
        )

        return risk_command_move_in
