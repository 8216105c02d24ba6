from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.risk_event_ally_regroup_started_type import RiskEventAllyRegroupStartedType

T = TypeVar("T", bound="RiskEventAllyRegroupStarted")


@_attrs_define
class RiskEventAllyRegroupStarted:
    """R-PCT-11: the ally's regroup into a condominium formed this turn begins.

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        into (list[CountryId]): The condominiums they may regroup into.
        type_ (RiskEventAllyRegroupStartedType):
    """

    player: Color
    into: list[CountryId]
    type_: RiskEventAllyRegroupStartedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        player = self.player.value

        into = []
        for into_item_data in self.into:
            into_item = into_item_data.value
            into.append(into_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "into": into,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = Color(d.pop("player"))

        into = []
        _into = d.pop("into")
        for into_item_data in _into:
            into_item = CountryId(into_item_data)

            into.append(into_item)

        type_ = RiskEventAllyRegroupStartedType(d.pop("type"))

        risk_event_ally_regroup_started = cls(
            player=player,
            into=into,
            type_=type_,
        )

        risk_event_ally_regroup_started.additional_properties = d
        return risk_event_ally_regroup_started

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
