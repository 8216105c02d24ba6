from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_combat_fought_record import RecordCombatFoughtRecord

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="RecordCombatFought")


@_attrs_define
class RecordCombatFought:
    """A combat was fought (T2-CLK-6).

    Attributes:
        table (int): Board.
        region (str): Region slug.
        sides (list[int]): Attacker and defender seats.
        splits (list[str]): The splits, canonical form.
        defaulted (list[bool]): Which split was the default.
        outcome (Outcome): A combat's result (T2-CLK-6, T2-WIN-2).
        record (RecordCombatFoughtRecord):
    """

    table: int
    region: str
    sides: list[int]
    splits: list[str]
    defaulted: list[bool]
    outcome: Outcome
    record: RecordCombatFoughtRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        table = self.table

        region = self.region

        sides = self.sides

        splits = self.splits

        defaulted = self.defaulted

        outcome = self.outcome.to_dict()

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "region": region,
                "sides": sides,
                "splits": splits,
                "defaulted": defaulted,
                "outcome": outcome,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome  # noqa: PLC0415

        d = dict(src_dict)
        table = d.pop("table")

        region = d.pop("region")

        sides = cast(list[int], d.pop("sides"))

        splits = cast(list[str], d.pop("splits"))

        defaulted = cast(list[bool], d.pop("defaulted"))

        outcome = Outcome.from_dict(d.pop("outcome"))

        record = RecordCombatFoughtRecord(d.pop("record"))

        record_combat_fought = cls(
            table=table,
            region=region,
            sides=sides,
            splits=splits,
            defaulted=defaulted,
            outcome=outcome,
            record=record,
        )

        record_combat_fought.additional_properties = d
        return record_combat_fought

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
