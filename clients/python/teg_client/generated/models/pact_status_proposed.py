from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pact_status_proposed_state import PactStatusProposedState

T = TypeVar("T", bound="PactStatusProposed")


@_attrs_define
class PactStatusProposed:
    """Waiting for the addressee's answer.

    Attributes:
        state (PactStatusProposedState):
    """

    state: PactStatusProposedState

    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = PactStatusProposedState(d.pop("state"))

        pact_status_proposed = cls(
            state=state,
        )

        return pact_status_proposed
