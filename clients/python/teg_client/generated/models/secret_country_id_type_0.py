from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.secret_country_id_type_0_known import SecretCountryIdType0Known

T = TypeVar("T", bound="SecretCountryIdType0")


@_attrs_define
class SecretCountryIdType0:
    """The value.

    Attributes:
        known (SecretCountryIdType0Known): A country of the game's board, by slug.
    """

    known: SecretCountryIdType0Known

    def to_dict(self) -> dict[str, Any]:
        known = self.known.value

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
        known = SecretCountryIdType0Known(d.pop("known"))

        secret_country_id_type_0 = cls(
            known=known,
        )

        return secret_country_id_type_0
