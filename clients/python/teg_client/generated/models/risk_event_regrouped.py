from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.country_id import CountryId
from ..models.risk_event_regrouped_type import RiskEventRegroupedType

T = TypeVar("T", bound="RiskEventRegrouped")


@_attrs_define
class RiskEventRegrouped:
    """R-REG.

    Attributes:
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        armies (int): Armies moved.
        missiles (int): Missiles moved.
        type_ (RiskEventRegroupedType):
    """

    from_: CountryId
    to: CountryId
    armies: int
    missiles: int
    type_: RiskEventRegroupedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        armies = self.armies

        missiles = self.missiles

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "armies": armies,
                "missiles": missiles,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = CountryId(d.pop("from"))

        to = CountryId(d.pop("to"))

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        type_ = RiskEventRegroupedType(d.pop("type"))

        risk_event_regrouped = cls(
            from_=from_,
            to=to,
            armies=armies,
            missiles=missiles,
            type_=type_,
        )

        risk_event_regrouped.additional_properties = d
        return risk_event_regrouped

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
