from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.pact_status_truce_state import PactStatusTruceState

T = TypeVar("T", bound="PactStatusTruce")


@_attrs_define
class PactStatusTruce:
    """R-PCT-10: an aggression pact carried out; its truce binds until the
    end of this round.

        Attributes:
            until_round (int): The last round of the truce.
            state (PactStatusTruceState):
    """

    until_round: int
    state: PactStatusTruceState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        until_round = self.until_round

        state = self.state.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "until_round": until_round,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        until_round = d.pop("until_round")

        state = PactStatusTruceState(d.pop("state"))

        pact_status_truce = cls(
            until_round=until_round,
            state=state,
        )

        pact_status_truce.additional_properties = d
        return pact_status_truce

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
