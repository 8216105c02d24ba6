from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.phase_incorporation_name import PhaseIncorporationName

T = TypeVar("T", bound="PhaseIncorporation")


@_attrs_define
class PhaseIncorporation:
    """R-INC: the start of a turn from round 2 on.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        free (int): Armies that go anywhere (countries, exchanges).
        continent (list[int]): Armies that must go to a continent (R-INC-2), by continent index.
        name (PhaseIncorporationName):
    """

    player: Color
    free: int
    continent: list[int]
    name: PhaseIncorporationName
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        free = self.free

        continent = self.continent

        name = self.name.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "free": free,
                "continent": continent,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        free = d.pop("free")

        continent = cast(list[int], d.pop("continent"))

        name = PhaseIncorporationName(d.pop("name"))

        phase_incorporation = cls(
            player=player,
            free=free,
            continent=continent,
            name=name,
        )

        phase_incorporation.additional_properties = d
        return phase_incorporation

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
