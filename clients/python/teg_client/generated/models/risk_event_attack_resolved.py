from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_attack_resolved_type import RiskEventAttackResolvedType

T = TypeVar("T", bound="RiskEventAttackResolved")


@_attrs_define
class RiskEventAttackResolved:
    """One battle (R-ATK-2..4); dice sorted high to low. When the defender
    is wiped out the country is conquered in the same event (R-ATK-5):
    one army moves in and the missiles there change hands, so no state
    ever shows an empty country.

        Attributes:
            attacker (Color): A player's colour (R-CMP-2).
            defender (Color): A player's colour (R-CMP-2).
            from_ (CountryId): A country of the game's board, by slug.
            to (CountryId): A country of the game's board, by slug.
            attacker_dice (list[int]): Dice, high to low.
            defender_dice (list[int]): Dice, high to low.
            attacker_losses (int): Armies the attacker lost.
            defender_losses (int): Armies the defender lost.
            conquered (bool): Whether the country fell (R-ATK-5).
            type_ (RiskEventAttackResolvedType):
    """

    attacker: Color
    defender: Color
    from_: CountryId
    to: CountryId
    attacker_dice: list[int]
    defender_dice: list[int]
    attacker_losses: int
    defender_losses: int
    conquered: bool
    type_: RiskEventAttackResolvedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        attacker = self.attacker.value

        defender = self.defender.value

        from_ = self.from_.value

        to = self.to.value

        attacker_dice = self.attacker_dice

        defender_dice = self.defender_dice

        attacker_losses = self.attacker_losses

        defender_losses = self.defender_losses

        conquered = self.conquered

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "attacker": attacker,
                "defender": defender,
                "from": from_,
                "to": to,
                "attacker_dice": attacker_dice,
                "defender_dice": defender_dice,
                "attacker_losses": attacker_losses,
                "defender_losses": defender_losses,
                "conquered": conquered,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attacker = Color(d.pop("attacker"))

        defender = Color(d.pop("defender"))

        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        attacker_dice = cast(list[int], d.pop("attacker_dice"))

        defender_dice = cast(list[int], d.pop("defender_dice"))

        attacker_losses = d.pop("attacker_losses")

        defender_losses = d.pop("defender_losses")

        conquered = d.pop("conquered")

        type_ = RiskEventAttackResolvedType(d.pop("type"))

        risk_event_attack_resolved = cls(
            attacker=attacker,
            defender=defender,
            from_=from_,
            to=to,
            attacker_dice=attacker_dice,
            defender_dice=defender_dice,
            attacker_losses=attacker_losses,
            defender_losses=defender_losses,
            conquered=conquered,
            type_=type_,
        )

        risk_event_attack_resolved.additional_properties = d
        return risk_event_attack_resolved

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
