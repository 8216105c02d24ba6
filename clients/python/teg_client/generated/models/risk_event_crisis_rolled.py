from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_crisis_rolled_rolls_item_item_type_0 import RiskEventCrisisRolledRollsItemItemType0
from ..models.risk_event_crisis_rolled_type import RiskEventCrisisRolledType

T = TypeVar("T", bound="RiskEventCrisisRolled")


@_attrs_define
class RiskEventCrisisRolled:
    """R-SIT-5: everyone rolled; the lowest take no card this round.

    Attributes:
        rolls (list[list[int | RiskEventCrisisRolledRollsItemItemType0]]): Each player's roll.
        losers (list[Color]): The lowest.
        type_ (RiskEventCrisisRolledType):
    """

    rolls: list[list[int | RiskEventCrisisRolledRollsItemItemType0]]
    losers: list[Color]
    type_: RiskEventCrisisRolledType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = []
            for rolls_item_item_data in rolls_item_data:
                rolls_item_item: int | str
                if isinstance(rolls_item_item_data, RiskEventCrisisRolledRollsItemItemType0):
                    rolls_item_item = rolls_item_item_data.value
                else:
                    rolls_item_item = rolls_item_item_data
                rolls_item.append(rolls_item_item)

            rolls.append(rolls_item)

        losers = []
        for losers_item_data in self.losers:
            losers_item = losers_item_data.value
            losers.append(losers_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rolls": rolls,
                "losers": losers,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = []
            _rolls_item = rolls_item_data
            for rolls_item_item_data in _rolls_item:

                def _parse_rolls_item_item(data: object) -> int | RiskEventCrisisRolledRollsItemItemType0:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        rolls_item_item_type_0 = RiskEventCrisisRolledRollsItemItemType0(data)

                        return rolls_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | RiskEventCrisisRolledRollsItemItemType0, data)

                rolls_item_item = _parse_rolls_item_item(rolls_item_item_data)

                rolls_item.append(rolls_item_item)

            rolls.append(rolls_item)

        losers = []
        _losers = d.pop("losers")
        for losers_item_data in _losers:
            losers_item = Color(losers_item_data)

            losers.append(losers_item)

        type_ = RiskEventCrisisRolledType(d.pop("type"))

        risk_event_crisis_rolled = cls(
            rolls=rolls,
            losers=losers,
            type_=type_,
        )

        risk_event_crisis_rolled.additional_properties = d
        return risk_event_crisis_rolled

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
