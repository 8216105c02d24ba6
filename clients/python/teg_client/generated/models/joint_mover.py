from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId

T = TypeVar("T", bound="JointMover")


@_attrs_define
class JointMover:
    """An ally who may still move armies into a new condominium (R-PCT-11).

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        from_ (CountryId): A country of the game's board, by slug.
        max_ (int): Most extra armies (0..=1 after the first, R-PCT-11 "1 or 2").
    """

    player: Color
    from_: CountryId
    max_: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        from_ = self.from_.value

        max_ = self.max_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "from": from_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        from_ = CountryId(d.pop("from"))

        max_ = d.pop("max")

        joint_mover = cls(
            player=player,
            from_=from_,
            max_=max_,
        )

        joint_mover.additional_properties = d
        return joint_mover

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
