from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="Objective")


@_attrs_define
class Objective:
    """A dealt secret objective: its card (1..=19, R-OBJ-5) and, for a
    destruction card, the colour it resolved to at the deal (R-OBJ-3).

        Attributes:
            card (int): Card number in R-OBJ-5.
            target (Color | None | Unset):
    """

    card: int
    target: Color | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        target: None | str | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        elif isinstance(self.target, Color):
            target = self.target.value
        else:
            target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_target(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                target_type_0 = Color(data)

                return target_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        objective = cls(
            card=card,
            target=target,
        )

        objective.additional_properties = d
        return objective

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
