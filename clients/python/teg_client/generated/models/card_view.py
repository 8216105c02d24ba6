from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.country_id import CountryId

T = TypeVar("T", bound="CardView")


@_attrs_define
class CardView:
    """A held country card.

    Attributes:
        country (CountryId): A country of the game's board, by slug.
        bonus_used (bool): Whether its bonus was collected.
    """

    country: CountryId
    bonus_used: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country.value

        bonus_used = self.bonus_used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "bonus_used": bonus_used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = CountryId(d.pop("country"))

        bonus_used = d.pop("bonus_used")

        card_view = cls(
            country=country,
            bonus_used=bonus_used,
        )

        card_view.additional_properties = d
        return card_view

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
