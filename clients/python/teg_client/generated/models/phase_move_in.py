from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.phase_move_in_name import PhaseMoveInName

T = TypeVar("T", bound="PhaseMoveIn")


@_attrs_define
class PhaseMoveIn:
    """R-ATK-5: a country was just conquered; choose how many more armies move in.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        max_ (int): Most extra armies allowed.
        name (PhaseMoveInName):
    """

    player: Color
    from_: CountryId
    to: CountryId
    max_: int
    name: PhaseMoveInName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        from_ = self.from_.value

        to = self.to.value

        max_ = self.max_

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "from": from_,
                "to": to,
                "max": max_,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        max_ = d.pop("max")

        name = PhaseMoveInName(d.pop("name"))

        phase_move_in = cls(
            player=player,
            from_=from_,
            to=to,
            max_=max_,
            name=name,
        )

        phase_move_in.additional_properties = d
        return phase_move_in

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
