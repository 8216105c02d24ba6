from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.on_timeout import OnTimeout
from ..models.teg_2_logged_teg_2_timed_out_type import Teg2LoggedTeg2TimedOutType

T = TypeVar("T", bound="Teg2LoggedTeg2TimedOut")


@_attrs_define
class Teg2LoggedTeg2TimedOut:
    """A player's clock ran out (SVC-CLOCK, T2-SEC-5).

    Attributes:
        player (int): The player: their seat at the service's table.
        in_a_row (int): Steps in a row this player has let time out, this one included.
        then (OnTimeout): What a turn clock does when the actor lets their deadline pass
            (SVC-CLOCK).
        type_ (Teg2LoggedTeg2TimedOutType):
    """

    player: int
    in_a_row: int
    then: OnTimeout
    type_: Teg2LoggedTeg2TimedOutType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        in_a_row = self.in_a_row

        then = self.then.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "in_a_row": in_a_row,
                "then": then,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        in_a_row = d.pop("in_a_row")

        then = OnTimeout(d.pop("then"))

        type_ = Teg2LoggedTeg2TimedOutType(d.pop("type"))

        teg_2_logged_teg_2_timed_out = cls(
            player=player,
            in_a_row=in_a_row,
            then=then,
            type_=type_,
        )

        teg_2_logged_teg_2_timed_out.additional_properties = d
        return teg_2_logged_teg_2_timed_out

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
