from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.objective import Objective


T = TypeVar("T", bound="ObjectiveView")


@_attrs_define
class ObjectiveView:
    """An objective with its text.

    Attributes:
        objective (Objective): A dealt secret objective: its card (1..=19, R-OBJ-5) and, for a
            destruction card, the colour it resolved to at the deal (R-OBJ-3).
        text (str): English text of the card.
    """

    objective: Objective
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        objective = self.objective.to_dict()

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "objective": objective,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.objective import Objective  # noqa: PLC0415

        d = dict(src_dict)
        objective = Objective.from_dict(d.pop("objective"))

        text = d.pop("text")

        objective_view = cls(
            objective=objective,
            text=text,
        )

        objective_view.additional_properties = d
        return objective_view

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
