from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.continent_id import ContinentId
from ..models.pact_terms_continent_border_kind import PactTermsContinentBorderKind

T = TypeVar("T", bound="PactTermsContinentBorder")


@_attrs_define
class PactTermsContinentBorder:
    """No attack between the parties across the border of two continents.

    Attributes:
        continents (list[ContinentId]): The two continents, which must border each other.
        kind (PactTermsContinentBorderKind):
    """

    continents: list[ContinentId]
    kind: PactTermsContinentBorderKind

    def to_dict(self) -> dict[str, Any]:
        continents = []
        for continents_item_data in self.continents:
            continents_item = continents_item_data.value
            continents.append(continents_item)

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "continents": continents,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        continents = []
        _continents = d.pop("continents")
        for continents_item_data in _continents:
            continents_item = ContinentId(continents_item_data)

            continents.append(continents_item)

        kind = PactTermsContinentBorderKind(d.pop("kind"))

        pact_terms_continent_border = cls(
            continents=continents,
            kind=kind,
        )

        return pact_terms_continent_border
