from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ReportDto")


@_attrs_define
class ReportDto:
    """A report as its reporter sees it: what they filed and where it stands.

    Attributes:
        id (int): Id.
        game_id (str): The game.
        reason (str): `abusive_chat`, `cheating`, `stalling`, `collusion` or `other`.
        body (str): The reporter's words.
        version (int): The game's version when it was filed.
        status (str): `open`, `resolved` or `dismissed`.
        created_at (datetime.datetime): When it was filed (RFC 3339).
        whispers (list[int]): The whispers it cites, by id.
        seat (int | None | Unset): The seat reported, by index, or null for the game as a whole
            (reports filed before seats had numbers name only a colour).
        color (None | str | Unset): The colour of the seat reported (the Risk editions), or null.
        handled_at (datetime.datetime | None | Unset): When an operator closed it (RFC 3339), or null.
    """

    id: int
    game_id: str
    reason: str
    body: str
    version: int
    status: str
    created_at: datetime.datetime
    whispers: list[int]
    seat: int | None | Unset = UNSET
    color: None | str | Unset = UNSET
    handled_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game_id = self.game_id

        reason = self.reason

        body = self.body

        version = self.version

        status = self.status

        created_at = self.created_at.isoformat()

        whispers = self.whispers

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        color: None | str | Unset
        if isinstance(self.color, Unset):
            color = UNSET
        else:
            color = self.color

        handled_at: None | str | Unset
        if isinstance(self.handled_at, Unset):
            handled_at = UNSET
        elif isinstance(self.handled_at, datetime.datetime):
            handled_at = self.handled_at.isoformat()
        else:
            handled_at = self.handled_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_id": game_id,
                "reason": reason,
                "body": body,
                "version": version,
                "status": status,
                "created_at": created_at,
                "whispers": whispers,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color
        if handled_at is not UNSET:
            field_dict["handled_at"] = handled_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        reason = d.pop("reason")

        body = d.pop("body")

        version = d.pop("version")

        status = d.pop("status")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        whispers = cast(list[int], d.pop("whispers"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_color(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        color = _parse_color(d.pop("color", UNSET))

        def _parse_handled_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                handled_at_type_0 = datetime.datetime.fromisoformat(data)

                return handled_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        handled_at = _parse_handled_at(d.pop("handled_at", UNSET))

        report_dto = cls(
            id=id,
            game_id=game_id,
            reason=reason,
            body=body,
            version=version,
            status=status,
            created_at=created_at,
            whispers=whispers,
            seat=seat,
            color=color,
            handled_at=handled_at,
        )

        report_dto.additional_properties = d
        return report_dto

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
