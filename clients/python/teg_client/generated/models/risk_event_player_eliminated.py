from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_player_eliminated_type import RiskEventPlayerEliminatedType
from ..models.secret_vec_country_id_type_1 import SecretVecCountryIdType1

if TYPE_CHECKING:
    from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0


T = TypeVar("T", bound="RiskEventPlayerEliminated")


@_attrs_define
class RiskEventPlayerEliminated:
    """R-ELM-1: a player lost their last country; the conqueror inherits
    their country cards.

        Attributes:
            player (Color): A player's colour (R-CMP-2).
            by (Color): A player's colour (R-CMP-2).
            cards (SecretVecCountryIdType0 | SecretVecCountryIdType1): A value only some viewers may see.

                The stored event log holds `Known`; a view turns it
                into `Redacted` for every viewer not entitled to it.
            type_ (RiskEventPlayerEliminatedType):
    """

    player: Color
    by: Color
    cards: SecretVecCountryIdType0 | SecretVecCountryIdType1
    type_: RiskEventPlayerEliminatedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0  # noqa: PLC0415

        player = self.player.value

        by = self.by.value

        cards: dict[str, Any] | str
        if isinstance(self.cards, SecretVecCountryIdType0):
            cards = self.cards.to_dict()
        else:
            cards = self.cards.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "by": by,
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0  # noqa: PLC0415

        d = dict(src_dict)
        player = Color(d.pop("player"))

        by = Color(d.pop("by"))

        def _parse_cards(data: object) -> SecretVecCountryIdType0 | SecretVecCountryIdType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_vec_country_id_type_0 = SecretVecCountryIdType0.from_dict(data)

                return componentsschemas_secret_vec_country_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_vec_country_id_type_1 = SecretVecCountryIdType1(data)

            return componentsschemas_secret_vec_country_id_type_1

        cards = _parse_cards(d.pop("cards"))

        type_ = RiskEventPlayerEliminatedType(d.pop("type"))

        risk_event_player_eliminated = cls(
            player=player,
            by=by,
            cards=cards,
            type_=type_,
        )

        risk_event_player_eliminated.additional_properties = d
        return risk_event_player_eliminated

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
