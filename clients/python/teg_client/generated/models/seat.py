from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="Seat")


@_attrs_define
class Seat:
    """A seated player.

    Attributes:
        seat (int): The seat: its 0-based index, in joining order (the view's
            `players[].seat`).
        user_id (str): The account; `bot:<colour>` (`bot:seat-<index>` in TEG II) for a
            bot seated in the lobby.
        color (Color | None | Unset):
        bot (BotLevel | None | Unset):
        name (None | str | Unset): The name the seat shows, in one game's answer (`GET
            /v1/games/{id}`, its versions, GraphQL's `game`): the account's
            display name, or `Bot (level)` for a bot seated in the lobby; absent
            in lists and in the answers of actions.
    """

    seat: int
    user_id: str
    color: Color | None | Unset = UNSET
    bot: BotLevel | None | Unset = UNSET
    name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        user_id = self.user_id

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
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "user_id": user_id,
            }
        )
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
        seat = d.pop("seat")

        user_id = d.pop("user_id")

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

        seat = cls(
            seat=seat,
            user_id=user_id,
            color=color,
            bot=bot,
            name=name,
        )

        seat.additional_properties = d
        return seat

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
