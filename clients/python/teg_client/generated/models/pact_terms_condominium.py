from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.pact_terms_condominium_kind import PactTermsCondominiumKind

T = TypeVar("T", bound="PactTermsCondominium")


@_attrs_define
class PactTermsCondominium:
    """R-PCT-11: the two owners of a condominium do not attack each other
    inside it nor, from it, each other's countries. Created by the
    engine when a condominium forms; breakable as R-PCT-4.

        Attributes:
            country (CountryId): A country of the game's board, by slug.
            kind (PactTermsCondominiumKind):
    """

    country: CountryId
    kind: PactTermsCondominiumKind

    def to_dict(self) -> dict[str, Any]:
        country = self.country.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "country": country,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        country = CountryId(d.pop("country"))

        kind = PactTermsCondominiumKind(d.pop("kind"))

        pact_terms_condominium = cls(
            country=country,
            kind=kind,
        )

        return pact_terms_condominium
