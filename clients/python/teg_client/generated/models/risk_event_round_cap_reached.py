from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_round_cap_reached_type import RiskEventRoundCapReachedType

T = TypeVar("T", bound="RiskEventRoundCapReached")


@_attrs_define
class RiskEventRoundCapReached:
    """The round cap of the options was reached; nobody wins.

    Attributes:
        rounds (int): Rounds played.
        type_ (RiskEventRoundCapReachedType):
    """

    rounds: int
    type_: RiskEventRoundCapReachedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rounds = self.rounds

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rounds": rounds,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rounds = d.pop("rounds")

        type_ = RiskEventRoundCapReachedType(d.pop("type"))

        risk_event_round_cap_reached = cls(
            rounds=rounds,
            type_=type_,
        )

        risk_event_round_cap_reached.additional_properties = d
        return risk_event_round_cap_reached

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
