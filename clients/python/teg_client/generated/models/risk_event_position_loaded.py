from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_position_loaded_type import RiskEventPositionLoadedType

if TYPE_CHECKING:
    from ..models.position import Position


T = TypeVar("T", bound="RiskEventPositionLoaded")


@_attrs_define
class RiskEventPositionLoaded:
    """A game started from an imported position (operators, tests).

    Attributes:
        position (Position): A game state as a document. Fields may be inconsistent until
            [`Position::validate`] (or [`Game::from_position`](crate::rules::Game::from_position)) checks them.
        type_ (RiskEventPositionLoadedType):
    """

    position: Position
    type_: RiskEventPositionLoadedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "position": position,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        position = Position.from_dict(d.pop("position"))

        type_ = RiskEventPositionLoadedType(d.pop("type"))

        risk_event_position_loaded = cls(
            position=position,
            type_=type_,
        )

        risk_event_position_loaded.additional_properties = d
        return risk_event_position_loaded

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
