from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_countries_dealt_type import RiskEventCountriesDealtType

T = TypeVar("T", bound="RiskEventCountriesDealt")


@_attrs_define
class RiskEventCountriesDealt:
    """R-SET-1: every country's first owner, by country index; 1 army each.

    Attributes:
        owners (list[Color]): Owner per country.
        type_ (RiskEventCountriesDealtType):
    """

    owners: list[Color]
    type_: RiskEventCountriesDealtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owners = []
        for owners_item_data in self.owners:
            owners_item = owners_item_data.value
            owners.append(owners_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owners": owners,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        owners = []
        _owners = d.pop("owners")
        for owners_item_data in _owners:
            owners_item = Color(owners_item_data)

            owners.append(owners_item)

        type_ = RiskEventCountriesDealtType(d.pop("type"))

        risk_event_countries_dealt = cls(
            owners=owners,
            type_=type_,
        )

        risk_event_countries_dealt.additional_properties = d
        return risk_event_countries_dealt

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
