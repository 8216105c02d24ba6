from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.teg_2_event_started_event import Teg2EventStartedEvent

if TYPE_CHECKING:
    from ..models.teg_2_setup import Teg2Setup


T = TypeVar("T", bound="Teg2EventStarted")


@_attrs_define
class Teg2EventStarted:
    """The game started.

    Attributes:
        setup (Teg2Setup): What starts a game.
        event (Teg2EventStartedEvent):
    """

    setup: Teg2Setup
    event: Teg2EventStartedEvent
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        setup = self.setup.to_dict()

        event = self.event.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "setup": setup,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_setup import Teg2Setup  # noqa: PLC0415

        d = dict(src_dict)
        setup = Teg2Setup.from_dict(d.pop("setup"))

        event = Teg2EventStartedEvent(d.pop("event"))

        teg_2_event_started = cls(
            setup=setup,
            event=event,
        )

        teg_2_event_started.additional_properties = d
        return teg_2_event_started

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
