from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ProblemTitle")


@_attrs_define
class ProblemTitle:
    """A title in each language the API speaks.

    Attributes:
        en (str): English.
        es (str): Español.
        it (str): Italiano.
    """

    en: str
    es: str
    it: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        en = self.en

        es = self.es

        it = self.it

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "en": en,
                "es": es,
                "it": it,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        en = d.pop("en")

        es = d.pop("es")

        it = d.pop("it")

        problem_title = cls(
            en=en,
            es=es,
            it=it,
        )

        problem_title.additional_properties = d
        return problem_title

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
