from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.teg_2_event_defaulted_event import Teg2EventDefaultedEvent

T = TypeVar("T", bound="Teg2EventDefaulted")


@_attrs_define
class Teg2EventDefaulted:
    """A seat's pending step took the rules' default (T2-SEC-4, T2-INC-4,
    T2-ANN-1, T2-RKT-4, T2-REI-1, T2-RET-1).

        Attributes:
            seat (int): The seat.
            event (Teg2EventDefaultedEvent):
    """

    seat: int
    event: Teg2EventDefaultedEvent
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        event = self.event.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        event = Teg2EventDefaultedEvent(d.pop("event"))

        teg_2_event_defaulted = cls(
            seat=seat,
            event=event,
        )

        teg_2_event_defaulted.additional_properties = d
        return teg_2_event_defaulted

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
