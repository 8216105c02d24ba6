from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.notice_list_notices_item import NoticeListNoticesItem


T = TypeVar("T", bound="NoticeList")


@_attrs_define
class NoticeList:
    """The caller's notices after `since`, oldest first.

    Attributes:
        notices (list[NoticeListNoticesItem]): Each `{id, type, game_id?, at, ...}`: `type` one of `your_turn`,
            `game_started`, `game_finished`, `invited`, `invitation_answered`,
            `rematch_offered`, `match_found`, `session_revoked`.
        last_id (int): The last id in this answer (`since` when none): the next `since`.
    """

    notices: list[NoticeListNoticesItem]
    last_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        notices = []
        for notices_item_data in self.notices:
            notices_item = notices_item_data.to_dict()
            notices.append(notices_item)

        last_id = self.last_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "notices": notices,
                "last_id": last_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notice_list_notices_item import NoticeListNoticesItem  # noqa: PLC0415

        d = dict(src_dict)
        notices = []
        _notices = d.pop("notices")
        for notices_item_data in _notices:
            notices_item = NoticeListNoticesItem.from_dict(notices_item_data)

            notices.append(notices_item)

        last_id = d.pop("last_id")

        notice_list = cls(
            notices=notices,
            last_id=last_id,
        )

        notice_list.additional_properties = d
        return notice_list

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
