from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.pact_status_breaking_state import PactStatusBreakingState

T = TypeVar("T", bound="PactStatusBreaking")


@_attrs_define
class PactStatusBreaking:
    """A party announced the break (R-PCT-4): still binding until the end
    of the other party's next turn.

        Attributes:
            by (Color): A player's colour (R-CMP-2).
            notice_started (bool): Whether the other party's next turn has begun.
            state (PactStatusBreakingState):
    """

    by: Color
    notice_started: bool
    state: PactStatusBreakingState
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by.value

        notice_started = self.notice_started

        state = self.state.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "notice_started": notice_started,
                "state": state,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = Color(d.pop("by"))

        notice_started = d.pop("notice_started")

        state = PactStatusBreakingState(d.pop("state"))

        pact_status_breaking = cls(
            by=by,
            notice_started=notice_started,
            state=state,
        )

        pact_status_breaking.additional_properties = d
        return pact_status_breaking

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
