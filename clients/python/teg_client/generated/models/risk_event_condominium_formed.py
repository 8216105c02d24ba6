from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_condominium_formed_type import RiskEventCondominiumFormedType

T = TypeVar("T", bound="RiskEventCondominiumFormed")


@_attrs_define
class RiskEventCondominiumFormed:
    """R-PCT-11: an ally entered the country conquered by aggression with
    one army: it is a condominium of the two. `pact` is the non-aggression
    pact of its owners inside it.

        Attributes:
            country (CountryId): A country of the game's board, by slug.
            player (Color): A player's colour (R-CMP-2).
            from_ (CountryId): A country of the game's board, by slug.
            pact (int): The condominium pact created.
            type_ (RiskEventCondominiumFormedType):
    """

    country: CountryId
    player: Color
    from_: CountryId
    pact: int
    type_: RiskEventCondominiumFormedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country.value

        player = self.player.value

        from_ = self.from_.value

        pact = self.pact

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "player": player,
                "from": from_,
                "pact": pact,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = CountryId(d.pop("country"))

        player = Color(d.pop("player"))

        from_ = CountryId(d.pop("from"))

        pact = d.pop("pact")

        type_ = RiskEventCondominiumFormedType(d.pop("type"))

        risk_event_condominium_formed = cls(
            country=country,
            player=player,
            from_=from_,
            pact=pact,
            type_=type_,
        )

        risk_event_condominium_formed.additional_properties = d
        return risk_event_condominium_formed

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
