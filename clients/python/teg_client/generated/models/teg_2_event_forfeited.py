from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.forfeit_reason import ForfeitReason
from ..models.teg_2_event_forfeited_event import Teg2EventForfeitedEvent
from ..types import UNSET, Unset

T = TypeVar("T", bound="Teg2EventForfeited")


@_attrs_define
class Teg2EventForfeited:
    """A player is out of play (SVC-FORFEIT, T2-SEC-5: kicked, timed out
    or resigned): from now on every step of theirs takes its default at
    once. They stay in the game and score (T2-RND-4).

        Attributes:
            player (int): The player.
            event (Teg2EventForfeitedEvent):
            reason (ForfeitReason | None | Unset):
    """

    player: int
    event: Teg2EventForfeitedEvent
    reason: ForfeitReason | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        event = self.event.value

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        elif isinstance(self.reason, ForfeitReason):
            reason = self.reason.value
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "event": event,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        event = Teg2EventForfeitedEvent(d.pop("event"))

        def _parse_reason(data: object) -> ForfeitReason | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = ForfeitReason(data)

                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ForfeitReason | None | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        teg_2_event_forfeited = cls(
            player=player,
            event=event,
            reason=reason,
        )

        teg_2_event_forfeited.additional_properties = d
        return teg_2_event_forfeited

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
