from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_rematch_offered_type import RiskEventRematchOfferedType

T = TypeVar("T", bound="RiskEventRematchOffered")


@_attrs_define
class RiskEventRematchOffered:
    """SVC-REMATCH: a person of the finished game opened its rematch, a
    new lobby, from their seat.

        Attributes:
            lobby (str): The new lobby's id.
            seat (int): The seat of the person who opened it.
            type_ (RiskEventRematchOfferedType):
    """

    lobby: str
    seat: int
    type_: RiskEventRematchOfferedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lobby = self.lobby

        seat = self.seat

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lobby": lobby,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        lobby = d.pop("lobby")

        seat = d.pop("seat")

        type_ = RiskEventRematchOfferedType(d.pop("type"))

        risk_event_rematch_offered = cls(
            lobby=lobby,
            seat=seat,
            type_=type_,
        )

        risk_event_rematch_offered.additional_properties = d
        return risk_event_rematch_offered

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
