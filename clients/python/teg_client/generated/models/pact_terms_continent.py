from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.continent_id import ContinentId
from ..models.pact_terms_continent_kind import PactTermsContinentKind

T = TypeVar("T", bound="PactTermsContinent")


@_attrs_define
class PactTermsContinent:
    """No attack between the parties inside the continent, including
    countries either conquers there later.

        Attributes:
            continent (ContinentId): A continent of the game's board, by slug.
            kind (PactTermsContinentKind):
    """

    continent: ContinentId
    kind: PactTermsContinentKind

    def to_dict(self) -> dict[str, Any]:
        continent = self.continent.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "continent": continent,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        continent = ContinentId(d.pop("continent"))

        kind = PactTermsContinentKind(d.pop("kind"))

        pact_terms_continent = cls(
            continent=continent,
            kind=kind,
        )

        return pact_terms_continent
