from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_retreated_record import RecordRetreatedRecord

T = TypeVar("T", bound="RecordRetreated")


@_attrs_define
class RecordRetreated:
    """A defender retreated (T2-RET-4).

    Attributes:
        table (int): Board.
        region (str): Region slug.
        sides (list[int]): Attacker and defender seats.
        record (RecordRetreatedRecord):
    """

    table: int
    region: str
    sides: list[int]
    record: RecordRetreatedRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        region = self.region

        sides = self.sides

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "region": region,
                "sides": sides,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table = d.pop("table")

        region = d.pop("region")

        sides = cast(list[int], d.pop("sides"))

        record = RecordRetreatedRecord(d.pop("record"))

        record_retreated = cls(
            table=table,
            region=region,
            sides=sides,
            record=record,
        )

        record_retreated.additional_properties = d
        return record_retreated

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
