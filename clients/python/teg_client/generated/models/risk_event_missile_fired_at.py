from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_missile_fired_at_type import RiskEventMissileFiredAtType

T = TypeVar("T", bound="RiskEventMissileFiredAt")


@_attrs_define
class RiskEventMissileFiredAt:
    """R-PCT-12 (R-MIS-3..6): a missile hit one named occupant of a condominium.

    Attributes:
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        occupant (Color): A player's colour (R-CMP-2).
        damage (int): Armies destroyed.
        type_ (RiskEventMissileFiredAtType):
    """

    from_: CountryId
    to: CountryId
    occupant: Color
    damage: int
    type_: RiskEventMissileFiredAtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        occupant = self.occupant.value

        damage = self.damage

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "occupant": occupant,
                "damage": damage,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        occupant = Color(d.pop("occupant"))

        damage = d.pop("damage")

        type_ = RiskEventMissileFiredAtType(d.pop("type"))

        risk_event_missile_fired_at = cls(
            from_=from_,
            to=to,
            occupant=occupant,
            damage=damage,
            type_=type_,
        )

        risk_event_missile_fired_at.additional_properties = d
        return risk_event_missile_fired_at

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
