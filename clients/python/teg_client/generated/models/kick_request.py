from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.color import Color
from ..types import UNSET, Unset

T = TypeVar("T", bound="KickRequest")


@_attrs_define
class KickRequest:
    """Taking a player out of play: their seat by `seat` or, in the Risk
    editions, by `color` (one of the two).

        Attributes:
            reason (str): Why (required: not blank); no control character but newlines and
                tabs.
            seat (int | None | Unset): The seat to forfeit, by index.
            color (Color | None | Unset):
    """

    reason: str
    seat: int | None | Unset = UNSET
    color: Color | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        elif isinstance(self.color, Color):
            color = self.color.value
        else:
            color = self.color

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_color(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                color_type_0 = Color(data)

                return color_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        kick_request = cls(
            reason=reason,
            seat=seat,
            color=color,
        )

        return kick_request
