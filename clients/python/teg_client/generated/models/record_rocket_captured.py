from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_rocket_captured_record import RecordRocketCapturedRecord

T = TypeVar("T", bound="RecordRocketCaptured")


@_attrs_define
class RecordRocketCaptured:
    """A rocket changed hands (T2-RKT-9).

    Attributes:
        from_ (int): From seat.
        to (int): To seat.
        record (RecordRocketCapturedRecord):
    """

    from_: int
    to: int
    record: RecordRocketCapturedRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        record = RecordRocketCapturedRecord(d.pop("record"))

        record_rocket_captured = cls(
            from_=from_,
            to=to,
            record=record,
        )

        record_rocket_captured.additional_properties = d
        return record_rocket_captured

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
