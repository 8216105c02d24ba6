from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_round_started_type import RiskEventRoundStartedType

T = TypeVar("T", bound="RiskEventRoundStarted")


@_attrs_define
class RiskEventRoundStarted:
    """A round of hostilities begins, in this order (R-ORD-3).

    Attributes:
        round_ (int): 1-based.
        order (list[Color]): Turn order of the round.
        type_ (RiskEventRoundStartedType):
    """

    round_: int
    order: list[Color]
    type_: RiskEventRoundStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        order = []
        for order_item_data in self.order:
            order_item = order_item_data.value
            order.append(order_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "order": order,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = Color(order_item_data)

            order.append(order_item)

        type_ = RiskEventRoundStartedType(d.pop("type"))

        risk_event_round_started = cls(
            round_=round_,
            order=order,
            type_=type_,
        )

        risk_event_round_started.additional_properties = d
        return risk_event_round_started

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
