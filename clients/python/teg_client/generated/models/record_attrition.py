from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_attrition_record import RecordAttritionRecord

T = TypeVar("T", bound="RecordAttrition")


@_attrs_define
class RecordAttrition:
    """Units were lost to attrition (T2-ATT-1).

    Attributes:
        seat (int): Seat.
        lost (int): Units lost.
        record (RecordAttritionRecord):
    """

    seat: int
    lost: int
    record: RecordAttritionRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        lost = self.lost

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "lost": lost,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        lost = d.pop("lost")

        record = RecordAttritionRecord(d.pop("record"))

        record_attrition = cls(
            seat=seat,
            lost=lost,
            record=record,
        )

        record_attrition.additional_properties = d
        return record_attrition

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
