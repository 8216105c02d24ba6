from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_aircraft_lost_record import RecordAircraftLostRecord

T = TypeVar("T", bound="RecordAircraftLost")


@_attrs_define
class RecordAircraftLost:
    """Aircraft in excess were lost (T2-AIR-6).

    Attributes:
        seat (int): Seat.
        count (int): How many.
        record (RecordAircraftLostRecord):
    """

    seat: int
    count: int
    record: RecordAircraftLostRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        count = self.count

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "count": count,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        count = d.pop("count")

        record = RecordAircraftLostRecord(d.pop("record"))

        record_aircraft_lost = cls(
            seat=seat,
            count=count,
            record=record,
        )

        record_aircraft_lost.additional_properties = d
        return record_aircraft_lost

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
