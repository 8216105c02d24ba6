from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.record_scored_record import RecordScoredRecord

T = TypeVar("T", bound="RecordScored")


@_attrs_define
class RecordScored:
    """The game is over and scored (T2-END).

    Attributes:
        record (RecordScoredRecord):
    """

    record: RecordScoredRecord

    def to_dict(self) -> dict[str, Any]:
        record = self.record.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record = RecordScoredRecord(d.pop("record"))

        record_scored = cls(
            record=record,
        )

        return record_scored
