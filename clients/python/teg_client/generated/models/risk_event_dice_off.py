from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.dice_off_purpose import DiceOffPurpose
from ..models.risk_event_dice_off_rolls_item_item_item_type_0 import RiskEventDiceOffRollsItemItemItemType0
from ..models.risk_event_dice_off_type import RiskEventDiceOffType

T = TypeVar("T", bound="RiskEventDiceOff")


@_attrs_define
class RiskEventDiceOff:
    """A dice-off; each inner list is one roll of those still tied.

    Attributes:
        purpose (DiceOffPurpose): Why a dice-off was rolled.
        rolls (list[list[list[int | RiskEventDiceOffRollsItemItemItemType0]]]): The rolls, round by round.
        winners (list[Color]): Who won, best first.
        type_ (RiskEventDiceOffType):
    """

    purpose: DiceOffPurpose
    rolls: list[list[list[int | RiskEventDiceOffRollsItemItemItemType0]]]
    winners: list[Color]
    type_: RiskEventDiceOffType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        purpose = self.purpose.value

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = []
            for rolls_item_item_data in rolls_item_data:
                rolls_item_item = []
                for rolls_item_item_item_data in rolls_item_item_data:
                    rolls_item_item_item: int | str
                    if isinstance(rolls_item_item_item_data, RiskEventDiceOffRollsItemItemItemType0):
                        rolls_item_item_item = rolls_item_item_item_data.value
                    else:
                        rolls_item_item_item = rolls_item_item_item_data
                    rolls_item_item.append(rolls_item_item_item)

                rolls_item.append(rolls_item_item)

            rolls.append(rolls_item)

        winners = []
        for winners_item_data in self.winners:
            winners_item = winners_item_data.value
            winners.append(winners_item)

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "purpose": purpose,
                "rolls": rolls,
                "winners": winners,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        purpose = DiceOffPurpose(d.pop("purpose"))

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in _rolls:
            rolls_item = []
            _rolls_item = rolls_item_data
            for rolls_item_item_data in _rolls_item:
                rolls_item_item = []
                _rolls_item_item = rolls_item_item_data
                for rolls_item_item_item_data in _rolls_item_item:

                    def _parse_rolls_item_item_item(data: object) -> int | RiskEventDiceOffRollsItemItemItemType0:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            rolls_item_item_item_type_0 = RiskEventDiceOffRollsItemItemItemType0(data)

                            return rolls_item_item_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | RiskEventDiceOffRollsItemItemItemType0, data)

                    rolls_item_item_item = _parse_rolls_item_item_item(rolls_item_item_item_data)

                    rolls_item_item.append(rolls_item_item_item)

                rolls_item.append(rolls_item_item)

            rolls.append(rolls_item)

        winners = []
        _winners = d.pop("winners")
        for winners_item_data in _winners:
            winners_item = Color(winners_item_data)

            winners.append(winners_item)

        type_ = RiskEventDiceOffType(d.pop("type"))

        risk_event_dice_off = cls(
            purpose=purpose,
            rolls=rolls,
            winners=winners,
            type_=type_,
        )

        risk_event_dice_off.additional_properties = d
        return risk_event_dice_off

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
