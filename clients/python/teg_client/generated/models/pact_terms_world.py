from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.pact_terms_world_kind import PactTermsWorldKind

T = TypeVar("T", bound="PactTermsWorld")


@_attrs_define
class PactTermsWorld:
    """No attack anywhere.

    Attributes:
        kind (PactTermsWorldKind):
    """

    kind: PactTermsWorldKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = PactTermsWorldKind(d.pop("kind"))

        pact_terms_world = cls(
            kind=kind,
        )

        return pact_terms_world
