from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRange")


@_attrs_define
class PlayerRange:
    """Least and most players a quick-match ticket accepts at its table.

    Attributes:
        min_ (int): At least this many (2 or more).
        max_ (int): At most this many (the game's seats bound it: 6 in Revancha and
            classic, 4 in Junior, 12 in TEG II).
    """

    min_: int
    max_: int

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min": min_,
                "max": max_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_ = d.pop("min")

        max_ = d.pop("max")

        player_range = cls(
            min_=min_,
            max_=max_,
        )

        return player_range
