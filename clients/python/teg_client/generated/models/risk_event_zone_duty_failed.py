from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_zone_duty_failed_type import RiskEventZoneDutyFailedType
from ..models.secret_country_id_type_1 import SecretCountryIdType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.secret_country_id_type_0 import SecretCountryIdType0


T = TypeVar("T", bound="RiskEventZoneDutyFailed")


@_attrs_define
class RiskEventZoneDutyFailed:
    """R-PCT-9: a party left the attack step while it could still have
    taken its international zone. It loses a random country card back to
    the pile (only it sees which), or, holding none, will not take the
    next card it earns; the other party may now dismiss the zone.

        Attributes:
            pact (int): The zone pact.
            player (Color): A player's colour (R-CMP-2).
            type_ (RiskEventZoneDutyFailedType):
            card (None | SecretCountryIdType0 | SecretCountryIdType1 | Unset):
    """

    pact: int
    player: Color
    type_: RiskEventZoneDutyFailedType
    card: None | SecretCountryIdType0 | SecretCountryIdType1 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_country_id_type_0 import SecretCountryIdType0  # noqa: PLC0415

        pact = self.pact

        player = self.player.value

        type_ = self.type_.value

        card: dict[str, Any] | None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        elif isinstance(self.card, SecretCountryIdType0):
            card = self.card.to_dict()
        elif isinstance(self.card, SecretCountryIdType1):
            card = self.card.value
        else:
            card = self.card

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pact": pact,
                "player": player,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_country_id_type_0 import SecretCountryIdType0  # noqa: PLC0415

        d = dict(src_dict)
        pact = d.pop("pact")

        player = Color(d.pop("player"))

        type_ = RiskEventZoneDutyFailedType(d.pop("type"))

        def _parse_card(data: object) -> None | SecretCountryIdType0 | SecretCountryIdType1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_country_id_type_0 = SecretCountryIdType0.from_dict(data)

                return componentsschemas_secret_country_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_secret_country_id_type_1 = SecretCountryIdType1(data)

                return componentsschemas_secret_country_id_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SecretCountryIdType0 | SecretCountryIdType1 | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        risk_event_zone_duty_failed = cls(
            pact=pact,
            player=player,
            type_=type_,
            card=card,
        )

        risk_event_zone_duty_failed.additional_properties = d
        return risk_event_zone_duty_failed

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
