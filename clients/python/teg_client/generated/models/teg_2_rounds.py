from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Teg2Rounds")


@_attrs_define
class Teg2Rounds:
    """The rounds a TEG II board plays with so many powers (T2-RND-1).

    Attributes:
        powers (int): Powers on the board (4 with two players, T2-VAR-1).
        rounds (list[int]): The rounds that may be chosen, the default first.
    """

    powers: int
    rounds: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        powers = self.powers

        rounds = self.rounds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "powers": powers,
                "rounds": rounds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        powers = d.pop("powers")

        rounds = cast(list[int], d.pop("rounds"))

        teg_2_rounds = cls(
            powers=powers,
            rounds=rounds,
        )

        teg_2_rounds.additional_properties = d
        return teg_2_rounds

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
