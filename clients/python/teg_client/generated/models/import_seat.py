from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bot_level import BotLevel
from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="ImportSeat")


@_attrs_define
class ImportSeat:
    """A seat of an imported game.

    Attributes:
        user_id (str): The account (ignored for a bot's seat, which is `bot:<colour>`, or
            `bot:seat-<index>` with no colour).
        seat (int | None | Unset): The seat's index, as a game summary lists it: when sent, its place
            in this list (a summary's seats are taken as they are).
        color (Color | None | Unset):
        bot (BotLevel | None | Unset):
        name (None | str | Unset): The name the seat shows, as one game's answer gives it: read and
            ignored, so a summary's seats are taken as they are (a name is its
            account's, never the document's).
    """

    user_id: str
    seat: int | None | Unset = UNSET
    color: Color | None | Unset = UNSET
    bot: BotLevel | None | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        user_id = self.user_id

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

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, BotLevel):
            bot = self.bot.value
        else:
            bot = self.bot

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "user_id": user_id,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color
        if bot is not UNSET:
            field_dict["bot"] = bot
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        user_id = d.pop("user_id")

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

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        import_seat = cls(
            user_id=user_id,
            seat=seat,
            color=color,
            bot=bot,
            name=name,
        )

        return import_seat
