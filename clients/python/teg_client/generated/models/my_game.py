from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.my_player import MyPlayer


T = TypeVar("T", bound="MyGame")


@_attrs_define
class MyGame:
    """One of the caller's games, as a home screen lists it.

    Attributes:
        id (str): Game id.
        ruleset (str): Ruleset slug.
        status (str): `lobby`, `playing`, `paused`, `finished` or `aborted`.
        seat (int): The caller's seat.
        to_act (bool): The game waits on the caller now.
        players (list[MyPlayer]): Everyone seated.
        version (int): The game's version.
        last_action_at (str): The last commit (or the creation), RFC 3339.
        color (Color | None | Unset):
        deadline (None | str | Unset): The acting person's deadline (SVC-CLOCK), RFC 3339, or null.
        seconds_left (int | None | Unset): Whole seconds left until `deadline`, or null.
    """

    id: str
    ruleset: str
    status: str
    seat: int
    to_act: bool
    players: list[MyPlayer]
    version: int
    last_action_at: str
    color: Color | None | Unset = UNSET
    deadline: None | str | Unset = UNSET
    seconds_left: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        ruleset = self.ruleset

        status = self.status

        seat = self.seat

        to_act = self.to_act

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        version = self.version

        last_action_at = self.last_action_at

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        seconds_left: int | None | Unset
        if isinstance(self.seconds_left, Unset):
            seconds_left = UNSET
        else:
            seconds_left = self.seconds_left

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "ruleset": ruleset,
                "status": status,
                "seat": seat,
                "to_act": to_act,
                "players": players,
                "version": version,
                "last_action_at": last_action_at,
            }
        )
        if color is not UNSET:
            field_dict["color"] = color
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if seconds_left is not UNSET:
            field_dict["seconds_left"] = seconds_left

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_player import MyPlayer  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        ruleset = d.pop("ruleset")

        status = d.pop("status")

        seat = d.pop("seat")

        to_act = d.pop("to_act")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = MyPlayer.from_dict(players_item_data)

            players.append(players_item)

        version = d.pop("version")

        last_action_at = d.pop("last_action_at")

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

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_seconds_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left", UNSET))

        my_game = cls(
            id=id,
            ruleset=ruleset,
            status=status,
            seat=seat,
            to_act=to_act,
            players=players,
            version=version,
            last_action_at=last_action_at,
            color=color,
            deadline=deadline,
            seconds_left=seconds_left,
        )

        my_game.additional_properties = d
        return my_game

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
