from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SecretSeedType0")


@_attrs_define
class SecretSeedType0:
    """The value.

    Attributes:
        known (str): A game's secret 32-byte seed. On the wire (and in stored events) it is
            64 lower-case hex digits, as everywhere else the API shows a seed or a
            digest; an array of 32 bytes (the encoding before) still reads.
    """

    known: str

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

        secret_seed_type_0 = cls(
            known=known,
        )

        return secret_seed_type_0
