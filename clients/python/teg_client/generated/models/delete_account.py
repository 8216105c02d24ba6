from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteAccount")


@_attrs_define
class DeleteAccount:
    """What deleting an account takes: its password, proof that its owner
    asks (a guest, who has none, sends no body).

        Attributes:
            password (None | str | Unset): The account's password.
    """

    password: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        password: None | str | Unset
        if isinstance(self.password, Unset):
            password = UNSET
        else:
            password = self.password

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if password is not UNSET:
            field_dict["password"] = password

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_password(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password = _parse_password(d.pop("password", UNSET))

        delete_account = cls(
            password=password,
        )

        return delete_account
