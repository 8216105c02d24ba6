from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.bot_level import BotLevel
from ..models.controller_bot_kind import ControllerBotKind

T = TypeVar("T", bound="ControllerBot")


@_attrs_define
class ControllerBot:
    """A bot.

    Attributes:
        level (BotLevel): How well a bot plays.
        kind (ControllerBotKind):
    """

    level: BotLevel
    kind: ControllerBotKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "level": level,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = BotLevel(d.pop("level"))

        kind = ControllerBotKind(d.pop("kind"))

        controller_bot = cls(
            level=level,
            kind=kind,
        )

        controller_bot.additional_properties = d
        return controller_bot

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
