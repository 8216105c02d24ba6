from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Reason")


@_attrs_define
class Reason:
    """Why an operator acts; goes to the audit log. Every moderation action
    needs one (a blank reason is 400 `REASON_REQUIRED`).

        Attributes:
            reason (str): Why (required: not blank); no control character but newlines and
                tabs.
    """

    reason: str

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        reason = cls(
            reason=reason,
        )

        return reason
