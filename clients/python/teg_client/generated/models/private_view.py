from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.card_view import CardView
    from ..models.objective_view import ObjectiveView


T = TypeVar("T", bound="PrivateView")


@_attrs_define
class PrivateView:
    """A player's secrets.

    Attributes:
        color (Color): A player's colour (R-CMP-2).
        objectives (list[ObjectiveView]): Objective(s) with their text (two in some small tables).
        objective_lapsed (bool): Whether a destruction objective lapsed to the common one (R-OBJ-4).
        cards (list[CardView]): Country cards held.
        objective (None | ObjectiveView | Unset):
    """

    color: Color
    objectives: list[ObjectiveView]
    objective_lapsed: bool
    cards: list[CardView]
    objective: None | ObjectiveView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.objective_view import ObjectiveView  # noqa: PLC0415

        color = self.color.value

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)

        objective_lapsed = self.objective_lapsed

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        objective: dict[str, Any] | None | Unset
        if isinstance(self.objective, Unset):
            objective = UNSET
        elif isinstance(self.objective, ObjectiveView):
            objective = self.objective.to_dict()
        else:
            objective = self.objective

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "objectives": objectives,
                "objective_lapsed": objective_lapsed,
                "cards": cards,
            }
        )
        if objective is not UNSET:
            field_dict["objective"] = objective

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.card_view import CardView  # noqa: PLC0415
        from ..models.objective_view import ObjectiveView  # noqa: PLC0415

        d = dict(src_dict)
        color = Color(d.pop("color"))

        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in _objectives:
            objectives_item = ObjectiveView.from_dict(objectives_item_data)

            objectives.append(objectives_item)

        objective_lapsed = d.pop("objective_lapsed")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = CardView.from_dict(cards_item_data)

            cards.append(cards_item)

        def _parse_objective(data: object) -> None | ObjectiveView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                objective_type_0 = ObjectiveView.from_dict(data)

                return objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | ObjectiveView | Unset, data)

        objective = _parse_objective(d.pop("objective", UNSET))

        private_view = cls(
            color=color,
            objectives=objectives,
            objective_lapsed=objective_lapsed,
            cards=cards,
            objective=objective,
        )

        private_view.additional_properties = d
        return private_view

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
