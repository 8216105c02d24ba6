from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="NoteDto")


@_attrs_define
class NoteDto:
    """A note on an account.

    Attributes:
        id (int): Id.
        author_id (str): The operator who wrote it.
        body (str): The text.
        at (datetime.datetime): When (RFC 3339).
    """

    id: int
    author_id: str
    body: str
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        author_id = self.author_id

        body = self.body

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "author_id": author_id,
                "body": body,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        author_id = d.pop("author_id")

        body = d.pop("body")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        note_dto = cls(
            id=id,
            author_id=author_id,
            body=body,
            at=at,
        )

        note_dto.additional_properties = d
        return note_dto

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
