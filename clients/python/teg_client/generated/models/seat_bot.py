from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatBot")


@_attrs_define
class SeatBot:
    """An operator's bot for a running game's seat.

    Attributes:
        reason (str): Why (required: not blank); no control character but newlines and
            tabs.
        level (BotLevel | Unset): How well a bot plays.
    """

    reason: str
    level: BotLevel | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
            }
        )
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        _level = d.pop("level", UNSET)
        level: BotLevel | Unset
        if isinstance(_level, Unset):
            level = UNSET
        else:
            level = BotLevel(_level)

        seat_bot = cls(
            reason=reason,
            level=level,
        )

        return seat_bot
