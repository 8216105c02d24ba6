from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.color import Color

T = TypeVar("T", bound="SituationType7")


@_attrs_define
class SituationType7:
    """R-SIT-7: that colour only incorporates.

    Attributes:
        rest (Color): A player's colour (R-CMP-2).
    """

    rest: Color

    def to_dict(self) -> dict[str, Any]:
        rest = self.rest.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rest": rest,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rest = Color(d.pop("rest"))

        situation_type_7 = cls(
            rest=rest,
        )

        return situation_type_7
