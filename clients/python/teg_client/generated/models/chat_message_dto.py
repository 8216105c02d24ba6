from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChatMessageDto")


@_attrs_define
class ChatMessageDto:
    """A chat message.

    Attributes:
        id (int): Increasing id; page with `after`.
        user_id (str): The author.
        body (str): The text (empty once deleted, except for operators).
        deleted (bool): Removed by an operator.
        at_ms (int): When, ms since the epoch.
    """

    id: int
    user_id: str
    body: str
    deleted: bool
    at_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        user_id = self.user_id

        body = self.body

        deleted = self.deleted

        at_ms = self.at_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "user_id": user_id,
                "body": body,
                "deleted": deleted,
                "at_ms": at_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        user_id = d.pop("user_id")

        body = d.pop("body")

        deleted = d.pop("deleted")

        at_ms = d.pop("at_ms")

        chat_message_dto = cls(
            id=id,
            user_id=user_id,
            body=body,
            deleted=deleted,
            at_ms=at_ms,
        )

        chat_message_dto.additional_properties = d
        return chat_message_dto

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
