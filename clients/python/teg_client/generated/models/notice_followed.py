from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notice_followed_type import NoticeFollowedType
from ..types import UNSET, Unset

T = TypeVar("T", bound="NoticeFollowed")


@_attrs_define
class NoticeFollowed:
    """Someone began to follow the caller (SVC-FRIENDS); told once.

    Attributes:
        id (int): Its number on the caller's feed: `since` resumes after it.
        at (str): When it was written, RFC 3339 UTC.
        by (str): Who follows now (a user id).
        type_ (NoticeFollowedType):
        game_id (None | str | Unset): The game it is about, when one.
    """

    id: int
    at: str
    by: str
    type_: NoticeFollowedType
    game_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        at = self.at

        by = self.by

        type_ = self.type_.value

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "at": at,
                "by": by,
                "type": type_,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        at = d.pop("at")

        by = d.pop("by")

        type_ = NoticeFollowedType(d.pop("type"))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        notice_followed = cls(
            id=id,
            at=at,
            by=by,
            type_=type_,
            game_id=game_id,
        )

        notice_followed.additional_properties = d
        return notice_followed

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
