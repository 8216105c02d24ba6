from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tournament_table_dto import TournamentTableDto


T = TypeVar("T", bound="TournamentRoundDto")


@_attrs_define
class TournamentRoundDto:
    """One round's tables.

    Attributes:
        round_ (int): The round, from 1.
        tables (list[TournamentTableDto]): Its tables.
    """

    round_: int
    tables: list[TournamentTableDto]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "round": round_,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_table_dto import TournamentTableDto  # noqa: PLC0415

        d = dict(src_dict)
        round_ = d.pop("round")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = TournamentTableDto.from_dict(tables_item_data)

            tables.append(tables_item)

        tournament_round_dto = cls(
            round_=round_,
            tables=tables,
        )

        tournament_round_dto.additional_properties = d
        return tournament_round_dto

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
