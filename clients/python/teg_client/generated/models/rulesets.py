from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ruleset import Ruleset


T = TypeVar("T", bound="Rulesets")


@_attrs_define
class Rulesets:
    """The rulesets.

    Attributes:
        rulesets (list[Ruleset]): Every ruleset.
    """

    rulesets: list[Ruleset]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rulesets = []
        for rulesets_item_data in self.rulesets:
            rulesets_item = rulesets_item_data.to_dict()
            rulesets.append(rulesets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rulesets": rulesets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ruleset import Ruleset  # noqa: PLC0415

        d = dict(src_dict)
        rulesets = []
        _rulesets = d.pop("rulesets")
        for rulesets_item_data in _rulesets:
            rulesets_item = Ruleset.from_dict(rulesets_item_data)

            rulesets.append(rulesets_item)

        rulesets = cls(
            rulesets=rulesets,
        )

        rulesets.additional_properties = d
        return rulesets

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
