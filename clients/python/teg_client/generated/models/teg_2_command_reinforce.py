from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_command_reinforce_action import Teg2CommandReinforceAction

if TYPE_CHECKING:
    from ..models.teg_2_move import Teg2Move


T = TypeVar("T", bound="Teg2CommandReinforce")


@_attrs_define
class Teg2CommandReinforce:
    """Bring reinforcements (T2-REI); an empty list brings nothing.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        moves (list[Teg2Move]): One crossing per neighbouring region.
        action (Teg2CommandReinforceAction):
    """

    power: Power
    moves: list[Teg2Move]
    action: Teg2CommandReinforceAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "moves": moves,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_move import Teg2Move  # noqa: PLC0415

        d = dict(src_dict)
        power = Power(d.pop("power"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = Teg2Move.from_dict(moves_item_data)

            moves.append(moves_item)

        action = Teg2CommandReinforceAction(d.pop("action"))

        teg_2_command_reinforce = cls(
            power=power,
            moves=moves,
            action=action,
        )

        teg_2_command_reinforce.additional_properties = d
        return teg_2_command_reinforce

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
