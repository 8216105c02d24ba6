from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewInvitation")


@_attrs_define
class NewInvitation:
    """An invitation to send.

    Attributes:
        username (str): Who is invited.
        seat (int | None | Unset): The seat offered (a free one); any free seat when left out.
    """

    username: str
    seat: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        new_invitation = cls(
            username=username,
            seat=seat,
        )

        return new_invitation
