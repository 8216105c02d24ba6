from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.control_cause import ControlCause
from ..models.teg_2_logged_teg_2_control_changed_type import Teg2LoggedTeg2ControlChangedType

if TYPE_CHECKING:
    from ..models.controller_bot import ControllerBot
    from ..models.controller_human import ControllerHuman


T = TypeVar("T", bound="Teg2LoggedTeg2ControlChanged")


@_attrs_define
class Teg2LoggedTeg2ControlChanged:
    """Who plays a player's seats changed (SVC-BOTS): a bot took them, or
    their person took them back.

        Attributes:
            player (int): The player: their seat at the service's table.
            controller (ControllerBot | ControllerHuman): Who plays a seat (SVC-BOTS): its human, or a bot of a level.
            cause (ControlCause): Why a seat changed hands (SVC-BOTS).
            type_ (Teg2LoggedTeg2ControlChangedType):
    """

    player: int
    controller: ControllerBot | ControllerHuman
    cause: ControlCause
    type_: Teg2LoggedTeg2ControlChangedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        player = self.player

        controller: dict[str, Any]
        if isinstance(self.controller, ControllerHuman):
            controller = self.controller.to_dict()
        else:
            controller = self.controller.to_dict()

        cause = self.cause.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "controller": controller,
                "cause": cause,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.controller_bot import ControllerBot  # noqa: PLC0415
        from ..models.controller_human import ControllerHuman  # noqa: PLC0415

        d = dict(src_dict)
        player = d.pop("player")

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

        cause = ControlCause(d.pop("cause"))

        type_ = Teg2LoggedTeg2ControlChangedType(d.pop("type"))

        teg_2_logged_teg_2_control_changed = cls(
            player=player,
            controller=controller,
            cause=cause,
            type_=type_,
        )

        teg_2_logged_teg_2_control_changed.additional_properties = d
        return teg_2_logged_teg_2_control_changed

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
