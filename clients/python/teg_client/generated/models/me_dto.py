from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.me_dto_kind import MeDtoKind
from ..models.me_dto_locale import MeDtoLocale
from ..types import UNSET, Unset

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
        cooldown_until (int | None | Unset): When the caller's cooldown ends, ms since the epoch: until then
            quick match and rated tables refuse them (403 `COOLDOWN`,
            SVC-FAIRPLAY); null without one.
        reliability (float | None | Unset): The share of the games the caller began that they did not abandon
            to the clock, 0 to 1; null before their first game.
    """

    id: str
    username: str
    display_name: str
    kind: MeDtoKind
    locale: MeDtoLocale
    created_at: str
    cooldown_until: int | None | Unset = UNSET
    reliability: float | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        kind = self.kind.value

        locale = self.locale.value

        created_at = self.created_at

        cooldown_until: int | None | Unset
        if isinstance(self.cooldown_until, Unset):
            cooldown_until = UNSET
        else:
            cooldown_until = self.cooldown_until

        reliability: float | None | Unset
        if isinstance(self.reliability, Unset):
            reliability = UNSET
        else:
            reliability = self.reliability

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
        if cooldown_until is not UNSET:
            field_dict["cooldown_until"] = cooldown_until
        if reliability is not UNSET:
            field_dict["reliability"] = reliability

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

        def _parse_cooldown_until(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        cooldown_until = _parse_cooldown_until(d.pop("cooldown_until", UNSET))

        def _parse_reliability(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        reliability = _parse_reliability(d.pop("reliability", UNSET))

        me_dto = cls(
            id=id,
            username=username,
            display_name=display_name,
            kind=kind,
            locale=locale,
            created_at=created_at,
            cooldown_until=cooldown_until,
            reliability=reliability,
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
