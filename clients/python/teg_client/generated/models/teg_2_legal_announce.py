from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_announce_action import Teg2LegalAnnounceAction

T = TypeVar("T", bound="Teg2LegalAnnounce")


@_attrs_define
class Teg2LegalAnnounce:
    """Announce a combat in `region` against `opponent`.

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        region (str): Region slug.
        opponent (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        action (Teg2LegalAnnounceAction):
    """

    power: Power
    region: str
    opponent: Power
    action: Teg2LegalAnnounceAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        region = self.region

        opponent = self.opponent.value

        action = self.action.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "region": region,
                "opponent": opponent,
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        power = Power(d.pop("power"))

        region = d.pop("region")

        opponent = Power(d.pop("opponent"))

        action = Teg2LegalAnnounceAction(d.pop("action"))

        teg_2_legal_announce = cls(
            power=power,
            region=region,
            opponent=opponent,
            action=action,
        )

        teg_2_legal_announce.additional_properties = d
        return teg_2_legal_announce

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
