from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_round_started_record import RecordRoundStartedRecord

T = TypeVar("T", bound="RecordRoundStarted")


@_attrs_define
class RecordRoundStarted:
    """A round began on a board.

    Attributes:
        table (int): Board.
        round_ (int): Round.
        record (RecordRoundStartedRecord):
    """

    table: int
    round_: int
    record: RecordRoundStartedRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        round_ = self.round_

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "round": round_,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        round_ = d.pop("round")

        record = RecordRoundStartedRecord(d.pop("record"))

        record_round_started = cls(
            table=table,
            round_=round_,
            record=record,
        )

        record_round_started.additional_properties = d
        return record_round_started

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
