from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="AddBot")


@_attrs_define
class AddBot:
    """A bot for a lobby's next seat.

    Attributes:
        level (BotLevel): How well a bot plays.
        seat (int | None | Unset): The seat, by index: the next one (checked when sent).
        color (Color | None | Unset):
    """

    level: BotLevel
    seat: int | None | Unset = UNSET
    color: Color | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = BotLevel(d.pop("level"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_color(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_0 = Color(data)

                return color_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        add_bot = cls(
            level=level,
            seat=seat,
            color=color,
        )

        return add_bot
