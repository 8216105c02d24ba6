from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quiet_hours import QuietHours


T = TypeVar("T", bound="PushSettings")


@_attrs_define
class PushSettings:
    """A user's push settings.

    Attributes:
        utc_offset_minutes (int): The user's offset from UTC in minutes (`-180` in Buenos Aires), by
            which the quiet hours are read.
        quiet_hours (None | QuietHours | Unset):
    """

    utc_offset_minutes: int
    quiet_hours: None | QuietHours | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.quiet_hours import QuietHours  # noqa: PLC0415

        utc_offset_minutes = self.utc_offset_minutes

        quiet_hours: dict[str, Any] | None | Unset
        if isinstance(self.quiet_hours, Unset):
            quiet_hours = UNSET
        elif isinstance(self.quiet_hours, QuietHours):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "utc_offset_minutes": utc_offset_minutes,
            }
        )
        if quiet_hours is not UNSET:
            field_dict["quiet_hours"] = quiet_hours

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quiet_hours import QuietHours  # noqa: PLC0415

        d = dict(src_dict)
        utc_offset_minutes = d.pop("utc_offset_minutes")

        def _parse_quiet_hours(data: object) -> None | QuietHours | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_0 = QuietHours.from_dict(data)

                return quiet_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuietHours | Unset, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours", UNSET))

        push_settings = cls(
            utc_offset_minutes=utc_offset_minutes,
            quiet_hours=quiet_hours,
        )

        return push_settings
