from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AppDto")


@_attrs_define
class AppDto:
    """A registered app.

    Attributes:
        client_id (str): Its client id.
        name (str): Its name.
        redirect_uris (list[str]): Its redirect URIs.
        confidential (bool): Confidential or public.
        owner_id (str): Who registered it (a user id).
        created_at (str): When (RFC 3339).
        client_secret (None | str | Unset): A confidential app's secret: shown once, at registration.
        disabled_at (None | str | Unset): When an operator disabled it (RFC 3339), if one did.
        disabled_reason (None | str | Unset): Why.
    """

    client_id: str
    name: str
    redirect_uris: list[str]
    confidential: bool
    owner_id: str
    created_at: str
    client_secret: None | str | Unset = UNSET
    disabled_at: None | str | Unset = UNSET
    disabled_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        name = self.name

        redirect_uris = self.redirect_uris

        confidential = self.confidential

        owner_id = self.owner_id

        created_at = self.created_at

        client_secret: None | str | Unset
        if isinstance(self.client_secret, Unset):
            client_secret = UNSET
        else:
            client_secret = self.client_secret

        disabled_at: None | str | Unset
        if isinstance(self.disabled_at, Unset):
            disabled_at = UNSET
        else:
            disabled_at = self.disabled_at

        disabled_reason: None | str | Unset
        if isinstance(self.disabled_reason, Unset):
            disabled_reason = UNSET
        else:
            disabled_reason = self.disabled_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "client_id": client_id,
                "name": name,
                "redirect_uris": redirect_uris,
                "confidential": confidential,
                "owner_id": owner_id,
                "created_at": created_at,
            }
        )
        if client_secret is not UNSET:
            field_dict["client_secret"] = client_secret
        if disabled_at is not UNSET:
            field_dict["disabled_at"] = disabled_at
        if disabled_reason is not UNSET:
            field_dict["disabled_reason"] = disabled_reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        name = d.pop("name")

        redirect_uris = cast(list[str], d.pop("redirect_uris"))

        confidential = d.pop("confidential")

        owner_id = d.pop("owner_id")

        created_at = d.pop("created_at")

        def _parse_client_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_secret = _parse_client_secret(d.pop("client_secret", UNSET))

        def _parse_disabled_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_at = _parse_disabled_at(d.pop("disabled_at", UNSET))

        def _parse_disabled_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason", UNSET))

        app_dto = cls(
            client_id=client_id,
            name=name,
            redirect_uris=redirect_uris,
            confidential=confidential,
            owner_id=owner_id,
            created_at=created_at,
            client_secret=client_secret,
            disabled_at=disabled_at,
            disabled_reason=disabled_reason,
        )

        app_dto.additional_properties = d
        return app_dto

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
