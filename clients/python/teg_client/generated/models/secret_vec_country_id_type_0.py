from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.secret_vec_country_id_type_0_known_item import SecretVecCountryIdType0KnownItem

T = TypeVar("T", bound="SecretVecCountryIdType0")


@_attrs_define
class SecretVecCountryIdType0:
    """The value.

    Attributes:
        known (list[SecretVecCountryIdType0KnownItem]):
    """

    known: list[SecretVecCountryIdType0KnownItem]

    def to_dict(self) -> dict[str, Any]:
        known = []
        for known_item_data in self.known:
            known_item = known_item_data.value
            known.append(known_item)

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
        known = []
        _known = d.pop("known")
        for known_item_data in _known:
            known_item = SecretVecCountryIdType0KnownItem(known_item_data)

            known.append(known_item)

        secret_vec_country_id_type_0 = cls(
            known=known,
        )

        return secret_vec_country_id_type_0
