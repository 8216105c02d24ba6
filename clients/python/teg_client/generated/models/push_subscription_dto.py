from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PushSubscriptionDto")


@_attrs_define
class PushSubscriptionDto:
    """A push subscription and how its pushes fare.

    Attributes:
        id (str): Its id.
        endpoint (str): The push service's endpoint.
        notices (list[str]): The notice types it is pushed.
        created_at (str): When it was made (RFC 3339).
        sent (int): Pushes the push service accepted.
        attempts (int): Failed attempts in a row at the notice now being pushed (retried
            after 1 s, 5 s, 30 s, 2 min and 10 min, then given up).
        last_status (int | None | Unset): The push service's last HTTP status.
        last_error (None | str | Unset): The last failure, in words.
    """

    id: str
    endpoint: str
    notices: list[str]
    created_at: str
    sent: int
    attempts: int
    last_status: int | None | Unset = UNSET
    last_error: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        endpoint = self.endpoint

        notices = self.notices

        created_at = self.created_at

        sent = self.sent

        attempts = self.attempts

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

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "endpoint": endpoint,
                "notices": notices,
                "created_at": created_at,
                "sent": sent,
                "attempts": attempts,
            }
        )
        if last_status is not UNSET:
            field_dict["last_status"] = last_status
        if last_error is not UNSET:
            field_dict["last_error"] = last_error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        endpoint = d.pop("endpoint")

        notices = cast(list[str], d.pop("notices"))

        created_at = d.pop("created_at")

        sent = d.pop("sent")

        attempts = d.pop("attempts")

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

        push_subscription_dto = cls(
            id=id,
            endpoint=endpoint,
            notices=notices,
            created_at=created_at,
            sent=sent,
            attempts=attempts,
            last_status=last_status,
            last_error=last_error,
        )

        push_subscription_dto.additional_properties = d
        return push_subscription_dto

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
