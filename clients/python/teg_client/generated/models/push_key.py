from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="PushKey")


@_attrs_define
class PushKey:
    """The key browsers subscribe with.

    Attributes:
        key (str): The VAPID public key (RFC 8292): the uncompressed P-256 point in
            base64url, as `PushManager.subscribe`'s `applicationServerKey`. Example: BETss2u9ClJDUNWK0vfKyvbNN29i0cHzD-
            Rj7IsvmHEuuiTAm0Ki1xRvsYxBsCPag0VxCQ1KKRdzSFQ-AHyBdao.
    """

    key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        push_key = cls(
            key=key,
        )

        push_key.additional_properties = d
        return push_key

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
