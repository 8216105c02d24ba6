from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PostWhisper")


@_attrs_define
class PostWhisper:
    """A whisper to send: its recipients by seat, and its text.

    Attributes:
        to (list[int]): The seats it is for (each a person's, not the sender's, named once).
        body (str): 1 to 500 characters once trimmed; no control character but newlines.
    """

    to: list[int]
    body: str

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = cast(list[int], d.pop("to"))

        body = d.pop("body")

        post_whisper = cls(
            to=to,
            body=body,
        )

        return post_whisper
