from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_objectives_revealed_record import RecordObjectivesRevealedRecord

T = TypeVar("T", bound="RecordObjectivesRevealed")


@_attrs_define
class RecordObjectivesRevealed:
    """The objective kinds were published (T2-OBJ-5).

    Attributes:
        table (int): Board.
        record (RecordObjectivesRevealedRecord):
    """

    table: int
    record: RecordObjectivesRevealedRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        record = RecordObjectivesRevealedRecord(d.pop("record"))

        record_objectives_revealed = cls(
            table=table,
            record=record,
        )

        record_objectives_revealed.additional_properties = d
        return record_objectives_revealed

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
