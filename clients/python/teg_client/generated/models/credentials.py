from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Credentials")


@_attrs_define
class Credentials:
    """Username and password.

    Attributes:
        username (str): 3 to 32 lower-case letters, digits, `_` or `-`.
        password (str): 8 to 128 characters.
        device_token (None | str | Unset): Login only: the `device_token` a past sign-in of this account
            answered. With it, only this device's own failures can throttle the
            login. Registration ignores it. At most 200 characters.
    """

    username: str
    password: str
    device_token: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        password = self.password

        device_token: None | str | Unset
        if isinstance(self.device_token, Unset):
            device_token = UNSET
        else:
            device_token = self.device_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "password": password,
            }
        )
        if device_token is not UNSET:
            field_dict["device_token"] = device_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        username = d.pop("username")

        password = d.pop("password")

        def _parse_device_token(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        device_token = _parse_device_token(d.pop("device_token", UNSET))

        credentials = cls(
            username=username,
            password=password,
            device_token=device_token,
        )

        return credentials
