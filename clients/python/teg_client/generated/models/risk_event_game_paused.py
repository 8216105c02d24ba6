from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.authority import Authority
from ..models.risk_event_game_paused_type import RiskEventGamePausedType

T = TypeVar("T", bound="RiskEventGamePaused")


@_attrs_define
class RiskEventGamePaused:
    """SVC-LIFE: the game was paused (both families): no seat may act,
    and no clock runs, until it is resumed.

        Attributes:
            by (Authority): Who changed a game's life (SVC-LIFE: a pause, a resumption, an abort).
            type_ (RiskEventGamePausedType):
    """

    by: Authority
    type_: RiskEventGamePausedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by = self.by.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = Authority(d.pop("by"))

        type_ = RiskEventGamePausedType(d.pop("type"))

        risk_event_game_paused = cls(
            by=by,
            type_=type_,
        )

        risk_event_game_paused.additional_properties = d
        return risk_event_game_paused

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
