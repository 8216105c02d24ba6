from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SecretBoolType0")


@_attrs_define
class SecretBoolType0:
    """The value.

    Attributes:
        known (bool):
    """

    known: bool

    def to_dict(self) -> dict[str, Any]:
        known = self.known

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "known": known,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        known = d.pop("known")

        secret_bool_type_0 = cls(
            known=known,
        )

        return secret_bool_type_0
