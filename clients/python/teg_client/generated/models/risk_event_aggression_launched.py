from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_aggression_launched_type import RiskEventAggressionLaunchedType

T = TypeVar("T", bound="RiskEventAggressionLaunched")


@_attrs_define
class RiskEventAggressionLaunched:
    """R-PCT-10: the leader launched an aggression pact; `first` rolls first.

    Attributes:
        pact (int): The aggression pact.
        first (Color): A player's colour (R-CMP-2).
        type_ (RiskEventAggressionLaunchedType):
    """

    pact: int
    first: Color
    type_: RiskEventAggressionLaunchedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pact = self.pact

        first = self.first.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pact": pact,
                "first": first,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pact = d.pop("pact")

        first = Color(d.pop("first"))

        type_ = RiskEventAggressionLaunchedType(d.pop("type"))

        risk_event_aggression_launched = cls(
            pact=pact,
            first=first,
            type_=type_,
        )

        risk_event_aggression_launched.additional_properties = d
        return risk_event_aggression_launched

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
