from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.controller_bot import ControllerBot
    from ..models.controller_human import ControllerHuman


T = TypeVar("T", bound="MyPlayer")


@_attrs_define
class MyPlayer:
    """A player of one of the caller's games.

    Attributes:
        seat (int): The seat's index.
        name (str): The display name (a bot's seat: its level).
        controller (ControllerBot | ControllerHuman): Who plays a seat (SVC-BOTS): its human, or a bot of a level.
        color (Color | None | Unset):
    """

    seat: int
    name: str
    controller: ControllerBot | ControllerHuman
    color: Color | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        seat = self.seat

        name = self.name

        controller: dict[str, Any]
        if isinstance(self.controller, ControllerHuman):
            controller = self.controller.to_dict()
        else:
            controller = self.controller.to_dict()

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "controller": controller,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.controller_bot import ControllerBot  # noqa: PLC0415
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        def _parse_controller(data: object) -> ControllerBot | ControllerHuman:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_controller_controller_human = ControllerHuman.from_dict(data)

                return componentsschemas_controller_controller_human
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_controller_controller_bot = ControllerBot.from_dict(data)

            return componentsschemas_controller_controller_bot

        controller = _parse_controller(d.pop("controller"))

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

        my_player = cls(
            seat=seat,
            name=name,
            controller=controller,
            color=color,
        )

        my_player.additional_properties = d
        return my_player

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
