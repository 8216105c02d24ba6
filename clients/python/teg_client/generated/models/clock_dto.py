from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.on_timeout import OnTimeout
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClockDto")


@_attrs_define
class ClockDto:
    """A turn clock (SVC-CLOCK): each step of the actor who must act may take
    `turn_seconds`; a timeout does `on_timeout`; `max_timeouts` in a row hand
    the seat to its bot for good (`bot`) or forfeit the player (`pass`).

        Attributes:
            turn_seconds (int): Seconds per step, 5 to 604,800 (a week).
            on_timeout (OnTimeout | Unset): What a turn clock does when the actor lets their deadline pass
                (SVC-CLOCK).
            max_timeouts (int | Unset): Timeouts in a row before the takeover or the forfeit, 1 to 100
                (3 when left out). Default: 3.
    """

    turn_seconds: int
    on_timeout: OnTimeout | Unset = UNSET
    max_timeouts: int | Unset = 3

    def to_dict(self) -> dict[str, Any]:
        turn_seconds = self.turn_seconds

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value

        max_timeouts = self.max_timeouts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "turn_seconds": turn_seconds,
            }
        )
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if max_timeouts is not UNSET:
            field_dict["max_timeouts"] = max_timeouts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn_seconds = d.pop("turn_seconds")

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: OnTimeout | Unset
        if isinstance(_on_timeout, Unset):
            on_timeout = UNSET
        else:
            on_timeout = OnTimeout(_on_timeout)

        max_timeouts = d.pop("max_timeouts", UNSET)

        clock_dto = cls(
            turn_seconds=turn_seconds,
            on_timeout=on_timeout,
            max_timeouts=max_timeouts,
        )

        return clock_dto
