from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.battle import Battle
    from ..models.losses import Losses


T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """A combat's result (T2-CLK-6, T2-WIN-2).

    Attributes:
        battles (list[Battle]): Battles 1 to 3.
        losses (list[Losses]): Each side's total losses.
        winner (int | None | Unset): The side that won more battles; `None` when they won as many.
    """

    battles: list[Battle]
    losses: list[Losses]
    winner: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        battles = []
        for battles_item_data in self.battles:
            battles_item = battles_item_data.to_dict()
            battles.append(battles_item)

        losses = []
        for losses_item_data in self.losses:
            losses_item = losses_item_data.to_dict()
            losses.append(losses_item)

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "battles": battles,
                "losses": losses,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battle import Battle  # noqa: PLC0415
        from ..models.losses import Losses  # noqa: PLC0415

        d = dict(src_dict)
        battles = []
        _battles = d.pop("battles")
        for battles_item_data in _battles:
            battles_item = Battle.from_dict(battles_item_data)

            battles.append(battles_item)

        losses = []
        _losses = d.pop("losses")
        for losses_item_data in _losses:
            losses_item = Losses.from_dict(losses_item_data)

            losses.append(losses_item)

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        outcome = cls(
            battles=battles,
            losses=losses,
            winner=winner,
        )

        outcome.additional_properties = d
        return outcome

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
