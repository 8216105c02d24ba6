from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="Teg2BotSeat")


@_attrs_define
class Teg2BotSeat:
    """A bot seated when a TEG II table is opened (no colour).

    Attributes:
        bot (BotLevel): How well a bot plays.
        seat (int | None | Unset): The bot's seat: its index in `seats` (checked when sent).
    """

    bot: BotLevel
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = BotLevel(d.pop("bot"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        teg_2_bot_seat = cls(
            bot=bot,
            seat=seat,
        )

        return teg_2_bot_seat
