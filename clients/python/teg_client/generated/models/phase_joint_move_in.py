from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.phase_joint_move_in_name import PhaseJointMoveInName

if TYPE_CHECKING:
    from ..models.joint_mover import JointMover


T = TypeVar("T", bound="PhaseJointMoveIn")


@_attrs_define
class PhaseJointMoveIn:
    """R-PCT-11: after a conquest by aggression, each ally may move one
    more army into the new condominium, the conqueror first.

        Attributes:
            turn (Color): A player's colour (R-CMP-2).
            to (CountryId): A country of the game's board, by slug.
            movers (list[JointMover]): Who still moves in, in order.
            name (PhaseJointMoveInName):
    """

    turn: Color
    to: CountryId
    movers: list[JointMover]
    name: PhaseJointMoveInName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        turn = self.turn.value

        to = self.to.value

        movers = []
        for movers_item_data in self.movers:
            movers_item = movers_item_data.to_dict()
            movers.append(movers_item)

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "turn": turn,
                "to": to,
                "movers": movers,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.joint_mover import JointMover  # noqa: PLC0415

        d = dict(src_dict)
        turn = Color(d.pop("turn"))

        to = CountryId(d.pop("to"))

        movers = []
        _movers = d.pop("movers")
        for movers_item_data in _movers:
            movers_item = JointMover.from_dict(movers_item_data)

            movers.append(movers_item)

        name = PhaseJointMoveInName(d.pop("name"))

        phase_joint_move_in = cls(
            turn=turn,
            to=to,
            movers=movers,
            name=name,
        )

        phase_joint_move_in.additional_properties = d
        return phase_joint_move_in

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
