from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.report_reason_dto import ReportReasonDto
from ..types import UNSET, Unset

T = TypeVar("T", bound="NewReportDto")


@_attrs_define
class NewReportDto:
    """A player's report (SVC-REPORT).

    Attributes:
        reason (ReportReasonDto): Why a player reports a game (SVC-REPORT).
        body (str): In your words: 1 to 2,000 characters once trimmed; no control
            character but newlines and tabs.
        seat (int | None | Unset): The seat reported (not your own), by index; left out with `color`,
            the game as a whole.
        color (Color | None | Unset):
        whispers (list[int] | Unset): Whispers your seat sent or received in the game, cited as evidence
            (SVC-WHISPER): an operator reads their text in the report, and no
            other way.
    """

    reason: ReportReasonDto
    body: str
    seat: int | None | Unset = UNSET
    color: Color | None | Unset = UNSET
    whispers: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        body = self.body

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

        whispers: list[int] | Unset = UNSET
        if not isinstance(self.whispers, Unset):
            whispers = self.whispers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "body": body,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color
        if whispers is not UNSET:
            field_dict["whispers"] = whispers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = ReportReasonDto(d.pop("reason"))

        body = d.pop("body")

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

        whispers = cast(list[int], d.pop("whispers", UNSET))

        new_report_dto = cls(
            reason=reason,
            body=body,
            seat=seat,
            color=color,
            whispers=whispers,
        )

        return new_report_dto
