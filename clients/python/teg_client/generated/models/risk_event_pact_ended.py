from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pact_end import PactEnd
from ..models.risk_event_pact_ended_type import RiskEventPactEndedType

T = TypeVar("T", bound="RiskEventPactEnded")


@_attrs_define
class RiskEventPactEnded:
    """A pact or proposal is over (refused, withdrawn, expired, broken,
    R-PCT-5, a party out).

        Attributes:
            pact (int): Which.
            reason (PactEnd): Why a pact (or a proposal) left the list.
            type_ (RiskEventPactEndedType):
    """

    pact: int
    reason: PactEnd
    type_: RiskEventPactEndedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pact = self.pact

        reason = self.reason.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pact": pact,
                "reason": reason,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pact = d.pop("pact")

        reason = PactEnd(d.pop("reason"))

        type_ = RiskEventPactEndedType(d.pop("type"))

        risk_event_pact_ended = cls(
            pact=pact,
            reason=reason,
            type_=type_,
        )

        risk_event_pact_ended.additional_properties = d
        return risk_event_pact_ended

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
