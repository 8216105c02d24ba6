from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.whisper import Whisper


T = TypeVar("T", bound="AdminReportDto")


@_attrs_define
class AdminReportDto:
    """A report as operators see it: who filed it, about whom, and how it was
    closed.

        Attributes:
            id (int): Id.
            game_id (str): The game.
            reason (str): `abusive_chat`, `cheating`, `stalling`, `collusion` or `other`.
            body (str): The reporter's words.
            version (int): The game's version when it was filed.
            status (str): `open`, `resolved` or `dismissed`.
            created_at (datetime.datetime): When it was filed (RFC 3339).
            whispers (list[int]): The whispers it cites, by id.
            reporter_id (str): The reporter's account id.
            resolution (str): Their reason.
            seat (int | None | Unset): The seat reported, by index, or null for the game as a whole
                (reports filed before seats had numbers name only a colour).
            color (None | str | Unset): The colour of the seat reported (the Risk editions), or null.
            handled_at (datetime.datetime | None | Unset): When an operator closed it (RFC 3339), or null.
            reported_id (None | str | Unset): The account that played the reported colour when it was filed.
            handled_by (None | str | Unset): The operator who closed it.
            cited (list[Whisper] | None | Unset): The cited whispers' text, when one report is opened (`GET
                /v1/admin/reports/{id}`; the reading is audited as
                `read_whispers`); never in the queue's list.
    """

    id: int
    game_id: str
    reason: str
    body: str
    version: int
    status: str
    created_at: datetime.datetime
    whispers: list[int]
    reporter_id: str
    resolution: str
    seat: int | None | Unset = UNSET
    color: None | str | Unset = UNSET
    handled_at: datetime.datetime | None | Unset = UNSET
    reported_id: None | str | Unset = UNSET
    handled_by: None | str | Unset = UNSET
    cited: list[Whisper] | None | Unset = UNSET
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

        reporter_id = self.reporter_id

        resolution = self.resolution

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

        reported_id: None | str | Unset
        if isinstance(self.reported_id, Unset):
            reported_id = UNSET
        else:
            reported_id = self.reported_id

        handled_by: None | str | Unset
        if isinstance(self.handled_by, Unset):
            handled_by = UNSET
        else:
            handled_by = self.handled_by

        cited: list[dict[str, Any]] | None | Unset
        if isinstance(self.cited, Unset):
            cited = UNSET
        elif isinstance(self.cited, list):
            cited = []
            for cited_type_0_item_data in self.cited:
                cited_type_0_item = cited_type_0_item_data.to_dict()
                cited.append(cited_type_0_item)

        else:
            cited = self.cited

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
                "reporter_id": reporter_id,
                "resolution": resolution,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if color is not UNSET:
            field_dict["color"] = color
        if handled_at is not UNSET:
            field_dict["handled_at"] = handled_at
        if reported_id is not UNSET:
            field_dict["reported_id"] = reported_id
        if handled_by is not UNSET:
            field_dict["handled_by"] = handled_by
        if cited is not UNSET:
            field_dict["cited"] = cited

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.whisper import Whisper  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        reason = d.pop("reason")

        body = d.pop("body")

        version = d.pop("version")

        status = d.pop("status")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        whispers = cast(list[int], d.pop("whispers"))

        reporter_id = d.pop("reporter_id")

        resolution = d.pop("resolution")

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

        def _parse_reported_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reported_id = _parse_reported_id(d.pop("reported_id", UNSET))

        def _parse_handled_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        handled_by = _parse_handled_by(d.pop("handled_by", UNSET))

        def _parse_cited(data: object) -> list[Whisper] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cited_type_0 = []
                _cited_type_0 = data
                for cited_type_0_item_data in _cited_type_0:
                    cited_type_0_item = Whisper.from_dict(cited_type_0_item_data)

                    cited_type_0.append(cited_type_0_item)

                return cited_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[Whisper] | None | Unset, data)

        cited = _parse_cited(d.pop("cited", UNSET))

        admin_report_dto = cls(
            id=id,
            game_id=game_id,
            reason=reason,
            body=body,
            version=version,
            status=status,
            created_at=created_at,
            whispers=whispers,
            reporter_id=reporter_id,
            resolution=resolution,
            seat=seat,
            color=color,
            handled_at=handled_at,
            reported_id=reported_id,
            handled_by=handled_by,
            cited=cited,
        )

        admin_report_dto.additional_properties = d
        return admin_report_dto

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
