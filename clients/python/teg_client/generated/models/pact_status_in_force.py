from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pact_status_in_force_state import PactStatusInForceState

T = TypeVar("T", bound="PactStatusInForce")


@_attrs_define
class PactStatusInForce:
    """Accepted and binding.

    Attributes:
        state (PactStatusInForceState):
    """

    state: PactStatusInForceState

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
        state = PactStatusInForceState(d.pop("state"))

        pact_status_in_force = cls(
            state=state,
        )

        return pact_status_in_force
