from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tournament_summary import TournamentSummary


T = TypeVar("T", bound="TournamentList")


@_attrs_define
class TournamentList:
    """A page of tournaments.

    Attributes:
        tournaments (list[TournamentSummary]): The page, the latest start first.
        total (int): Tournaments in all.
        offset (int): The page's offset.
        limit (int): The page's size.
    """

    tournaments: list[TournamentSummary]
    total: int
    offset: int
    limit: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tournaments = []
        for tournaments_item_data in self.tournaments:
            tournaments_item = tournaments_item_data.to_dict()
            tournaments.append(tournaments_item)

        total = self.total

        offset = self.offset

        limit = self.limit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tournaments": tournaments,
                "total": total,
                "offset": offset,
                "limit": limit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tournament_summary import TournamentSummary  # noqa: PLC0415

        d = dict(src_dict)
        tournaments = []
        _tournaments = d.pop("tournaments")
        for tournaments_item_data in _tournaments:
            tournaments_item = TournamentSummary.from_dict(tournaments_item_data)

            tournaments.append(tournaments_item)

        total = d.pop("total")

        offset = d.pop("offset")

        limit = d.pop("limit")

        tournament_list = cls(
            tournaments=tournaments,
            total=total,
            offset=offset,
            limit=limit,
        )

        tournament_list.additional_properties = d
        return tournament_list

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
