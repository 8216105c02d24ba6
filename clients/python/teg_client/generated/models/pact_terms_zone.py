from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.pact_terms_zone_kind import PactTermsZoneKind

T = TypeVar("T", bound="PactTermsZone")


@_attrs_define
class PactTermsZone:
    """R-PCT-7: an international zone. The country belongs to one party,
    holds one army and no missile, and borders a country of each; each
    party must take it on their own turn and leave it with one army.

        Attributes:
            country (CountryId): A country of the game's board, by slug.
            kind (PactTermsZoneKind):
    """

    country: CountryId
    kind: PactTermsZoneKind

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

        kind = PactTermsZoneKind(d.pop("kind"))

        pact_terms_zone = cls(
            country=country,
            kind=kind,
        )

        return pact_terms_zone
