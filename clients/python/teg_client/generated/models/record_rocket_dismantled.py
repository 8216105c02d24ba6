from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_rocket_dismantled_record import RecordRocketDismantledRecord

T = TypeVar("T", bound="RecordRocketDismantled")


@_attrs_define
class RecordRocketDismantled:
    """A rocket left the game unlaunched (T2-RKT-4).

    Attributes:
        seat (int): Its holder.
        record (RecordRocketDismantledRecord):
    """

    seat: int
    record: RecordRocketDismantledRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        record = RecordRocketDismantledRecord(d.pop("record"))

        record_rocket_dismantled = cls(
            seat=seat,
            record=record,
        )

        record_rocket_dismantled.additional_properties = d
        return record_rocket_dismantled

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
