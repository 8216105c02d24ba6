from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notice_your_turn_type import NoticeYourTurnType
from ..types import UNSET, Unset

T = TypeVar("T", bound="NoticeYourTurn")


@_attrs_define
class NoticeYourTurn:
    """A step of the caller's began (SVC-NOTIFY).

    Attributes:
        id (int): Its number on the caller's feed: `since` resumes after it.
        at (str): When it was written, RFC 3339 UTC.
        version (int): The game's version when it began.
        seat (int): The seat that must act.
        type_ (NoticeYourTurnType):
        game_id (None | str | Unset): The game it is about, when one.
        deadline_ms (int | None | Unset): Its deadline under the game's clock, ms since the epoch; null
            without a clock.
    """

    id: int
    at: str
    version: int
    seat: int
    type_: NoticeYourTurnType
    game_id: None | str | Unset = UNSET
    deadline_ms: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        at = self.at

        version = self.version

        seat = self.seat

        type_ = self.type_.value

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        deadline_ms: int | None | Unset
        if isinstance(self.deadline_ms, Unset):
            deadline_ms = UNSET
        else:
            deadline_ms = self.deadline_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "at": at,
                "version": version,
                "seat": seat,
                "type": type_,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if deadline_ms is not UNSET:
            field_dict["deadline_ms"] = deadline_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        at = d.pop("at")

        version = d.pop("version")

        seat = d.pop("seat")

        type_ = NoticeYourTurnType(d.pop("type"))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        def _parse_deadline_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deadline_ms = _parse_deadline_ms(d.pop("deadline_ms", UNSET))

        notice_your_turn = cls(
            id=id,
            at=at,
            version=version,
            seat=seat,
            type_=type_,
            game_id=game_id,
            deadline_ms=deadline_ms,
        )

        notice_your_turn.additional_properties = d
        return notice_your_turn

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
