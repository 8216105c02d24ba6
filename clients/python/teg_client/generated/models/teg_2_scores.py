from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.teg_2_team import Teg2Team


T = TypeVar("T", bound="Teg2Scores")


@_attrs_define
class Teg2Scores:
    """The final score table.

    Attributes:
        seats (list[int]): Points by seat.
        teams (list[Teg2Team]): Teams, best first.
        winners (list[int]): The winning players (several when they share the victory).
    """

    seats: list[int]
    teams: list[Teg2Team]
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        teams = []
        for teams_item_data in self.teams:
            teams_item = teams_item_data.to_dict()
            teams.append(teams_item)

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seats": seats,
                "teams": teams,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_team import Teg2Team  # noqa: PLC0415

        d = dict(src_dict)
        seats = cast(list[int], d.pop("seats"))

        teams = []
        _teams = d.pop("teams")
        for teams_item_data in _teams:
            teams_item = Teg2Team.from_dict(teams_item_data)

            teams.append(teams_item)

        winners = cast(list[int], d.pop("winners"))

        teg_2_scores = cls(
            seats=seats,
            teams=teams,
            winners=winners,
        )

        teg_2_scores.additional_properties = d
        return teg_2_scores

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
