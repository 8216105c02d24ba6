from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.signed_in_user_kind import SignedInUserKind

T = TypeVar("T", bound="SignedInUser")


@_attrs_define
class SignedInUser:
    """Who a sign-in is for, as clients show it.

    Attributes:
        id (str): The account's id (a guest keeps it when upgraded).
        username (str): Login name (`guest-…` for a guest).
        display_name (str): Name shown to others.
        kind (SignedInUserKind): `guest`, `user` or `operator`.
    """

    id: str
    username: str
    display_name: str
    kind: SignedInUserKind
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        username = self.username

        display_name = self.display_name

        kind = self.kind.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "username": username,
                "display_name": display_name,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        username = d.pop("username")

        display_name = d.pop("display_name")

        kind = SignedInUserKind(d.pop("kind"))

        signed_in_user = cls(
            id=id,
            username=username,
            display_name=display_name,
            kind=kind,
        )

        signed_in_user.additional_properties = d
        return signed_in_user

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
