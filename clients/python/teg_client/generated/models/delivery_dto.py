from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeliveryDto")


@_attrs_define
class DeliveryDto:
    """One notification and what became of it.

    Attributes:
        id (int): Its id, sent as `X-TEG-Delivery`.
        game_id (str): The game whose turn it announced.
        version (int): The game's version then.
        url (str): Where it was (or will be) posted.
        status (str): `pending`, `delivered` or `failed` (after 6 attempts: at once, then
            1 s, 5 s, 30 s, 2 min and 10 min later).
        attempts (int): Attempts made.
        created_at (str): When it was queued (RFC 3339).
        last_status (int | None | Unset): The last answer's HTTP status.
        last_error (None | str | Unset): The last failure, in words.
        next_attempt_at (None | str | Unset): The next attempt (RFC 3339), while pending.
        done_at (None | str | Unset): When it was delivered or given up (RFC 3339).
    """

    id: int
    game_id: str
    version: int
    url: str
    status: str
    attempts: int
    created_at: str
    last_status: int | None | Unset = UNSET
    last_error: None | str | Unset = UNSET
    next_attempt_at: None | str | Unset = UNSET
    done_at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game_id = self.game_id

        version = self.version

        url = self.url

        status = self.status

        attempts = self.attempts

        created_at = self.created_at

        last_status: int | None | Unset
        if isinstance(self.last_status, Unset):
            last_status = UNSET
        else:
            last_status = self.last_status

        last_error: None | str | Unset
        if isinstance(self.last_error, Unset):
            last_error = UNSET
        else:
            last_error = self.last_error

        next_attempt_at: None | str | Unset
        if isinstance(self.next_attempt_at, Unset):
            next_attempt_at = UNSET
        else:
            next_attempt_at = self.next_attempt_at

        done_at: None | str | Unset
        if isinstance(self.done_at, Unset):
            done_at = UNSET
        else:
            done_at = self.done_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game_id": game_id,
                "version": version,
                "url": url,
                "status": status,
                "attempts": attempts,
                "created_at": created_at,
            }
        )
        if last_status is not UNSET:
            field_dict["last_status"] = last_status
        if last_error is not UNSET:
            field_dict["last_error"] = last_error
        if next_attempt_at is not UNSET:
            field_dict["next_attempt_at"] = next_attempt_at
        if done_at is not UNSET:
            field_dict["done_at"] = done_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game_id = d.pop("game_id")

        version = d.pop("version")

        url = d.pop("url")

        status = d.pop("status")

        attempts = d.pop("attempts")

        created_at = d.pop("created_at")

        def _parse_last_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_status = _parse_last_status(d.pop("last_status", UNSET))

        def _parse_last_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_error = _parse_last_error(d.pop("last_error", UNSET))

        def _parse_next_attempt_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at", UNSET))

        def _parse_done_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        done_at = _parse_done_at(d.pop("done_at", UNSET))

        delivery_dto = cls(
            id=id,
            game_id=game_id,
            version=version,
            url=url,
            status=status,
            attempts=attempts,
            created_at=created_at,
            last_status=last_status,
            last_error=last_error,
            next_attempt_at=next_attempt_at,
            done_at=done_at,
        )

        delivery_dto.additional_properties = d
        return delivery_dto

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
