from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuietHours")


@_attrs_define
class QuietHours:
    """Quiet hours: pushes due between `from` and `to` (local time) wait for
    `to`; the notices stay on the feed meanwhile.

        Attributes:
            from_ (str): From, `HH:MM` (24 h). Example: 22:00.
            to (str): To, `HH:MM`; before `from` means the next day. Example: 07:00.
    """

    from_: str
    to: str

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        quiet_hours = cls(
            from_=from_,
            to=to,
        )

        return quiet_hours
