from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="GameRecordPlayer")


@_attrs_define
class GameRecordPlayer:
    """A seat of a record.

    Attributes:
        seat (int): The seat's index, from 0.
        name (str): The display name, or `Player N` in an anonymised record.
        color (Color | None | Unset):
        bot (BotLevel | None | Unset):
    """

    seat: int
    name: str
    color: Color | None | Unset = UNSET
    bot: BotLevel | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotLevel):
            bot = self.bot.value
        else:
            bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

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

        def _parse_bot(data: object) -> BotLevel | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_0 = BotLevel(data)

                return bot_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BotLevel | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        game_record_player = cls(
            seat=seat,
            name=name,
            color=color,
            bot=bot,
        )

        return game_record_player
