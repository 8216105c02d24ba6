from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.me_dto_kind import MeDtoKind
from ..models.me_dto_locale import MeDtoLocale

T = TypeVar("T", bound="MeDto")


@_attrs_define
class MeDto:
    """The caller's account.

    Attributes:
        id (str): Id.
        username (str): Login name.
        display_name (str): Name shown to others.
        kind (MeDtoKind): `guest`, `user` or `operator`.
        locale (MeDtoLocale): The language the user reads: `es`, `en` or `it` (`es`, the game's
            own, until they choose one).
        created_at (str): Created (RFC 3339).
    """

    id: str
    username: str
    display_name: str
    kind: MeDtoKind
    locale: MeDtoLocale
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        kind = self.kind.value

        locale = self.locale.value

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "display_name": display_name,
                "kind": kind,
                "locale": locale,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        kind = MeDtoKind(d.pop("kind"))

        locale = MeDtoLocale(d.pop("locale"))

        created_at = d.pop("created_at")

        me_dto = cls(
            id=id,
            username=username,
            display_name=display_name,
            kind=kind,
            locale=locale,
            created_at=created_at,
        )

        me_dto.additional_properties = d
        return me_dto

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
