from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_pact_accepted_type import RiskEventPactAcceptedType

T = TypeVar("T", bound="RiskEventPactAccepted")


@_attrs_define
class RiskEventPactAccepted:
    """R-PCT-1: the addressee accepted; the pact binds (R-PCT-3).

    Attributes:
        pact (int): Which.
        type_ (RiskEventPactAcceptedType):
    """

    pact: int
    type_: RiskEventPactAcceptedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pact = self.pact

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        type_ = RiskEventPactAcceptedType(d.pop("type"))

        risk_event_pact_accepted = cls(
            pact=pact,
            type_=type_,
        )

        risk_event_pact_accepted.additional_properties = d
        return risk_event_pact_accepted

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
