from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.pact import Pact


T = TypeVar("T", bound="PactList")


@_attrs_define
class PactList:
    """The pacts of a game (R-PCT-1: public).

    Attributes:
        version (int): The version the list is for.
        pacts (list[Pact]): Pacts proposed, in force, or broken but still binding.
    """

    version: int
    pacts: list[Pact]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        pacts = []
        for pacts_item_data in self.pacts:
            pacts_item = pacts_item_data.to_dict()
            pacts.append(pacts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "pacts": pacts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pact import Pact  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        pacts = []
        _pacts = d.pop("pacts")
        for pacts_item_data in _pacts:
            pacts_item = Pact.from_dict(pacts_item_data)

            pacts.append(pacts_item)

        pact_list = cls(
            version=version,
            pacts=pacts,
        )

        pact_list.additional_properties = d
        return pact_list

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
