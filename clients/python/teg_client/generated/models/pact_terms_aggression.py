from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.pact_terms_aggression_kind import PactTermsAggressionKind

T = TypeVar("T", bound="PactTermsAggression")


@_attrs_define
class PactTermsAggression:
    """R-PCT-10: conquer `target`, a third player's country, together in
    the turn of `leader`, attacking alternately from `own` (the
    proposer's) and `theirs` (the addressee's). When both are the same
    country it is a team-up from a shared condominium, with no duty to
    finish (R-PCT-11). Implies a truce between the two (R-PCT-10).

        Attributes:
            target (CountryId): A country of the game's board, by slug.
            own (CountryId): A country of the game's board, by slug.
            theirs (CountryId): A country of the game's board, by slug.
            leader (Color): A player's colour (R-CMP-2).
            kind (PactTermsAggressionKind):
    """

    target: CountryId
    own: CountryId
    theirs: CountryId
    leader: Color
    kind: PactTermsAggressionKind

    def to_dict(self) -> dict[str, Any]:
        target = self.target.value

        own = self.own.value

        theirs = self.theirs.value

        leader = self.leader.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "own": own,
                "theirs": theirs,
                "leader": leader,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = CountryId(d.pop("target"))

        own = CountryId(d.pop("own"))

        theirs = CountryId(d.pop("theirs"))

        leader = Color(d.pop("leader"))

        kind = PactTermsAggressionKind(d.pop("kind"))

        pact_terms_aggression = cls(
            target=target,
            own=own,
            theirs=theirs,
            leader=leader,
            kind=kind,
        )

        return pact_terms_aggression
