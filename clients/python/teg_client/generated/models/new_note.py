from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewNote")


@_attrs_define
class NewNote:
    """An operator's note on an account.

    Attributes:
        body (str): 1 to 2,000 characters once trimmed; no control character but
            newlines and tabs.
    """

    body: str

    def to_dict(self) -> dict[str, Any]:
        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        body = d.pop("body")

        new_note = cls(
            body=body,
        )

        return new_note
