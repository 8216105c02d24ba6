from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.country_id import CountryId
from ..models.risk_event_armies_moved_in_type import RiskEventArmiesMovedInType

T = TypeVar("T", bound="RiskEventArmiesMovedIn")


@_attrs_define
class RiskEventArmiesMovedIn:
    """R-ATK-5: extra armies moved into the conquered country.

    Attributes:
        from_ (CountryId): A country of the game's board, by slug.
        to (CountryId): A country of the game's board, by slug.
        armies (int): How many extra.
        type_ (RiskEventArmiesMovedInType):
    """

    from_: CountryId
    to: CountryId
    armies: int
    type_: RiskEventArmiesMovedInType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        armies = self.armies

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "armies": armies,
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

        type_ = RiskEventArmiesMovedInType(d.pop("type"))

        risk_event_armies_moved_in = cls(
            from_=from_,
            to=to,
            armies=armies,
            type_=type_,
        )

        risk_event_armies_moved_in.additional_properties = d
        return risk_event_armies_moved_in

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
