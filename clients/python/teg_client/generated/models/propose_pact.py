from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pact_terms_aggression import PactTermsAggression
    from ..models.pact_terms_condominium import PactTermsCondominium
    from ..models.pact_terms_continent import PactTermsContinent
    from ..models.pact_terms_continent_border import PactTermsContinentBorder
    from ..models.pact_terms_country import PactTermsCountry
    from ..models.pact_terms_world import PactTermsWorld
    from ..models.pact_terms_zone import PactTermsZone


T = TypeVar("T", bound="ProposePact")


@_attrs_define
class ProposePact:
    """A pact proposal (R-PCT-2).

    Attributes:
        to (Color): A player's colour (R-CMP-2).
        terms (PactTermsAggression | PactTermsCondominium | PactTermsContinent | PactTermsContinentBorder |
            PactTermsCountry | PactTermsWorld | PactTermsZone): What a pact protects (R-PCT-2). Each kind forbids attacks
            and missile
            strikes between its two parties across the borders it covers.
        message (str | Unset): 1 to 500 characters once trimmed; no control character but newlines.
        expected_version (int | None | Unset): Refuse with 409 unless the game is at this version.
    """

    to: Color
    terms: (
        PactTermsAggression
        | PactTermsCondominium
        | PactTermsContinent
        | PactTermsContinentBorder
        | PactTermsCountry
        | PactTermsWorld
        | PactTermsZone
    )
    message: str | Unset = UNSET
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.pact_terms_aggression import PactTermsAggression  # noqa: PLC0415
        from ..models.pact_terms_continent import PactTermsContinent  # noqa: PLC0415
        from ..models.pact_terms_continent_border import PactTermsContinentBorder  # noqa: PLC0415
        from ..models.pact_terms_country import PactTermsCountry  # noqa: PLC0415
        from ..models.pact_terms_world import PactTermsWorld  # noqa: PLC0415
        from ..models.pact_terms_zone import PactTermsZone  # noqa: PLC0415

        to = self.to.value

        terms: dict[str, Any]
        if isinstance(self.terms, PactTermsCountry):
            terms = self.terms.to_dict()
        elif isinstance(self.terms, PactTermsContinent):
            terms = self.terms.to_dict()
        elif isinstance(self.terms, PactTermsContinentBorder):
            terms = self.terms.to_dict()
        elif isinstance(self.terms, PactTermsWorld):
            terms = self.terms.to_dict()
        elif isinstance(self.terms, PactTermsZone):
            terms = self.terms.to_dict()
        elif isinstance(self.terms, PactTermsAggression):
            terms = self.terms.to_dict()
        else:
            terms = self.terms.to_dict()

        message = self.message

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "terms": terms,
            }
        )
        if message is not UNSET:
            field_dict["message"] = message
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pact_terms_aggression import PactTermsAggression  # noqa: PLC0415
        from ..models.pact_terms_condominium import PactTermsCondominium  # noqa: PLC0415
        from ..models.pact_terms_continent import PactTermsContinent  # noqa: PLC0415
        from ..models.pact_terms_continent_border import PactTermsContinentBorder  # noqa: PLC0415
        from ..models.pact_terms_country import PactTermsCountry  # noqa: PLC0415
        from ..models.pact_terms_world import PactTermsWorld  # noqa: PLC0415
        from ..models.pact_terms_zone import PactTermsZone  # noqa: PLC0415

        d = dict(src_dict)
        to = Color(d.pop("to"))

        def _parse_terms(
            data: object,
        ) -> (
            PactTermsAggression
            | PactTermsCondominium
            | PactTermsContinent
            | PactTermsContinentBorder
            | PactTermsCountry
            | PactTermsWorld
            | PactTermsZone
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_country = PactTermsCountry.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_country
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_continent = PactTermsContinent.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_continent
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_continent_border = PactTermsContinentBorder.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_continent_border
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_world = PactTermsWorld.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_world
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_zone = PactTermsZone.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_zone
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_terms_pact_terms_aggression = PactTermsAggression.from_dict(data)

                return componentsschemas_pact_terms_pact_terms_aggression
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_pact_terms_pact_terms_condominium = PactTermsCondominium.from_dict(data)

            return componentsschemas_pact_terms_pact_terms_condominium

        terms = _parse_terms(d.pop("terms"))

        message = d.pop("message", UNSET)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        propose_pact = cls(
            to=to,
            terms=terms,
            message=message,
            expected_version=expected_version,
        )

        return propose_pact
