from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.country_id import CountryId
from ..models.pact_terms_country_kind import PactTermsCountryKind

T = TypeVar("T", bound="PactTermsCountry")


@_attrs_define
class PactTermsCountry:
    """One country of each party, bordering or within missile range (at
    most 3 borders apart): no attack between the two.

        Attributes:
            own (CountryId): A country of the game's board, by slug.
            theirs (CountryId): A country of the game's board, by slug.
            kind (PactTermsCountryKind):
    """

    own: CountryId
    theirs: CountryId
    kind: PactTermsCountryKind

    def to_dict(self) -> dict[str, Any]:
        own = self.own.value

        theirs = self.theirs.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "own": own,
                "theirs": theirs,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        own = CountryId(d.pop("own"))

        theirs = CountryId(d.pop("theirs"))

        kind = PactTermsCountryKind(d.pop("kind"))

        pact_terms_country = cls(
            own=own,
            theirs=theirs,
            kind=kind,
        )

        return pact_terms_country
