from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewApp")


@_attrs_define
class NewApp:
    """An app to register.

    Attributes:
        name (str): Its name, shown on the consent page: 1 to 60 characters.
        redirect_uris (list[str]): Where the browser may be sent back: `https://`, a loopback
            `http://` (127.0.0.1, `[::1]` or localhost, any port at request
            time) or a private-use scheme with a dot (`com.example.app:/cb`).
        confidential (bool | Unset): A confidential app (a server that keeps a secret) rather than a
            public one (a mobile or browser app, PKCE alone).
    """

    name: str
    redirect_uris: list[str]
    confidential: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        redirect_uris = self.redirect_uris

        confidential = self.confidential

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "redirect_uris": redirect_uris,
            }
        )
        if confidential is not UNSET:
            field_dict["confidential"] = confidential

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        confidential = d.pop("confidential", UNSET)

        new_app = cls(
            name=name,
            redirect_uris=redirect_uris,
            confidential=confidential,
        )

        return new_app
