from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Names")


@_attrs_define
class Names:
    """A name in the three languages of the board.

    Attributes:
        es (str): Spanish (the original).
        en (str): English.
        it (str): Italian.
    """

    es: str
    en: str
    it: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        es = self.es

        en = self.en

        it = self.it

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "es": es,
                "en": en,
                "it": it,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        es = d.pop("es")

        en = d.pop("en")

        it = d.pop("it")

        names = cls(
            es=es,
            en=en,
            it=it,
        )

        names.additional_properties = d
        return names

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
