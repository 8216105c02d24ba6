from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.losses import Losses


T = TypeVar("T", bound="Battle")


@_attrs_define
class Battle:
    """One battle's result.

    Attributes:
        losses (list[Losses]): What each side lost in it: `[attacker, defender]`.
        winner (int | None | Unset): The side that won it (0 attacker, 1 defender); `None` when drawn.
    """

    losses: list[Losses]
    winner: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
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
                "losses": losses,
            }
        )
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.losses import Losses  # noqa: PLC0415

        d = dict(src_dict)
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

        battle = cls(
            losses=losses,
            winner=winner,
        )

        battle.additional_properties = d
        return battle

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
