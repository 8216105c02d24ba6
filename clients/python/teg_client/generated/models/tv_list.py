from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.tv_game import TvGame


T = TypeVar("T", bound="TvList")


@_attrs_define
class TvList:
    """ "Live now": public games under way, the most watched first, then the
    best rated, then the furthest along; at most 20.

        Attributes:
            games (list[TvGame]): The games.
    """

    games: list[TvGame]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "games": games,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tv_game import TvGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = TvGame.from_dict(games_item_data)

            games.append(games_item)

        tv_list = cls(
            games=games,
        )

        tv_list.additional_properties = d
        return tv_list

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
