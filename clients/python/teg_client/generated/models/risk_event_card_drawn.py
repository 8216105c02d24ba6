from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_card_drawn_type import RiskEventCardDrawnType
from ..models.secret_country_id_type_1 import SecretCountryIdType1

if TYPE_CHECKING:
    from ..models.secret_country_id_type_0 import SecretCountryIdType0


T = TypeVar("T", bound="RiskEventCardDrawn")


@_attrs_define
class RiskEventCardDrawn:
    """R-CRD-1: a country card taken from the pile.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        card (SecretCountryIdType0 | SecretCountryIdType1): A value only some viewers may see.

            The stored event log holds `Known`; a view turns it
            into `Redacted` for every viewer not entitled to it.
        type_ (RiskEventCardDrawnType):
    """

    player: Color
    card: SecretCountryIdType0 | SecretCountryIdType1
    type_: RiskEventCardDrawnType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_country_id_type_0 import SecretCountryIdType0  # noqa: PLC0415

        player = self.player.value

        card: dict[str, Any] | str
        if isinstance(self.card, SecretCountryIdType0):
            card = self.card.to_dict()
        else:
            card = self.card.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_country_id_type_0 import SecretCountryIdType0  # noqa: PLC0415

        d = dict(src_dict)
        player = Color(d.pop("player"))

        def _parse_card(data: object) -> SecretCountryIdType0 | SecretCountryIdType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_country_id_type_0 = SecretCountryIdType0.from_dict(data)

                return componentsschemas_secret_country_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_country_id_type_1 = SecretCountryIdType1(data)

            return componentsschemas_secret_country_id_type_1

        card = _parse_card(d.pop("card"))

        type_ = RiskEventCardDrawnType(d.pop("type"))

        risk_event_card_drawn = cls(
            player=player,
            card=card,
            type_=type_,
        )

        risk_event_card_drawn.additional_properties = d
        return risk_event_card_drawn

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
