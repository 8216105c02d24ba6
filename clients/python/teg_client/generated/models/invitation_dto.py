from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="InvitationDto")


@_attrs_define
class InvitationDto:
    """An invitation to a table (SVC-INVITE).

    Attributes:
        id (str): Its id.
        game_id (str): The lobby.
        from_ (str): Who invited (user id).
        to (str): Who is invited (user id).
        status (str): `pending`, `accepted` or `declined`.
        created_at (str): Sent (RFC 3339).
        seat (int | None | Unset): The seat offered, if one.
    """

    id: str
    game_id: str
    from_: str
    to: str
    status: str
    created_at: str
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game_id = self.game_id

        from_ = self.from_

        to = self.to

        status = self.status

        created_at = self.created_at

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_id": game_id,
                "from": from_,
                "to": to,
                "status": status,
                "created_at": created_at,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        from_ = d.pop("from")

        to = d.pop("to")

        status = d.pop("status")

        created_at = d.pop("created_at")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        invitation_dto = cls(
            id=id,
            game_id=game_id,
            from_=from_,
            to=to,
            status=status,
            created_at=created_at,
            seat=seat,
        )

        invitation_dto.additional_properties = d
        return invitation_dto

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
