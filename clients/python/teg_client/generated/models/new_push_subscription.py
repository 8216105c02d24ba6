from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.push_keys import PushKeys


T = TypeVar("T", bound="NewPushSubscription")


@_attrs_define
class NewPushSubscription:
    """A subscription to make: `PushSubscription.toJSON()`, and which notices
    to push.

        Attributes:
            endpoint (str): The push service's endpoint: public `https://`, or a host of the
                operator's `TEG_PUSH_ALLOW`.
            keys (PushKeys): A device's keys (RFC 8291), as `PushSubscription.toJSON()` gives them.
            expiration_time (float | None | Unset): As `PushSubscription.toJSON()` gives it; not used.
            notices (list[str] | None | Unset): The notice types to push (default: `your_turn`, `invited`,
                `match_found`, `game_finished`, `game_paused`, `game_aborted`,
                `session_revoked`).
    """

    endpoint: str
    keys: PushKeys
    expiration_time: float | None | Unset = UNSET
    notices: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        keys = self.keys.to_dict()

        expiration_time: float | None | Unset
        if isinstance(self.expiration_time, Unset):
            expiration_time = UNSET
        else:
            expiration_time = self.expiration_time

        notices: list[str] | None | Unset
        if isinstance(self.notices, Unset):
            notices = UNSET
        elif isinstance(self.notices, list):
            notices = self.notices

        else:
            notices = self.notices

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "keys": keys,
            }
        )
        if expiration_time is not UNSET:
            field_dict["expirationTime"] = expiration_time
        if notices is not UNSET:
            field_dict["notices"] = notices

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.push_keys import PushKeys  # noqa: PLC0415

        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        keys = PushKeys.from_dict(d.pop("keys"))

        def _parse_expiration_time(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        expiration_time = _parse_expiration_time(d.pop("expirationTime", UNSET))

        def _parse_notices(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                notices_type_0 = cast(list[str], data)

                return notices_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        notices = _parse_notices(d.pop("notices", UNSET))

        new_push_subscription = cls(
            endpoint=endpoint,
            keys=keys,
            expiration_time=expiration_time,
            notices=notices,
        )

        return new_push_subscription
