from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.pact_status_breaking import PactStatusBreaking
    from ..models.pact_status_in_force import PactStatusInForce
    from ..models.pact_status_proposed import PactStatusProposed
    from ..models.pact_status_truce import PactStatusTruce
    from ..models.pact_terms_aggression import PactTermsAggression
    from ..models.pact_terms_condominium import PactTermsCondominium
    from ..models.pact_terms_continent import PactTermsContinent
    from ..models.pact_terms_continent_border import PactTermsContinentBorder
    from ..models.pact_terms_country import PactTermsCountry
    from ..models.pact_terms_world import PactTermsWorld
    from ..models.pact_terms_zone import PactTermsZone


T = TypeVar("T", bound="Pact")


@_attrs_define
class Pact:
    """A pact, proposed or binding. Ended pacts leave the list (their events
    stay in the log).

        Attributes:
            id (int): Game-wide number, from 1.
            by (Color): A player's colour (R-CMP-2).
            to (Color): A player's colour (R-CMP-2).
            terms (PactTermsAggression | PactTermsCondominium | PactTermsContinent | PactTermsContinentBorder |
                PactTermsCountry | PactTermsWorld | PactTermsZone): What a pact protects (R-PCT-2). Each kind forbids attacks
                and missile
                strikes between its two parties across the borders it covers.
            status (PactStatusBreaking | PactStatusInForce | PactStatusProposed | PactStatusTruce): Where a pact stands.
            round_ (int): The round it was proposed in (a proposal lapses when the next round ends).
            dismissable_by (Color | None | Unset):
    """

    id: int
    by: Color
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
    status: PactStatusBreaking | PactStatusInForce | PactStatusProposed | PactStatusTruce
    round_: int
    dismissable_by: Color | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.pact_status_breaking import PactStatusBreaking  # noqa: PLC0415
        from ..models.pact_status_in_force import PactStatusInForce  # noqa: PLC0415
        from ..models.pact_status_proposed import PactStatusProposed  # noqa: PLC0415
        from ..models.pact_terms_aggression import PactTermsAggression  # noqa: PLC0415
        from ..models.pact_terms_continent import PactTermsContinent  # noqa: PLC0415
        from ..models.pact_terms_continent_border import PactTermsContinentBorder  # noqa: PLC0415
        from ..models.pact_terms_country import PactTermsCountry  # noqa: PLC0415
        from ..models.pact_terms_world import PactTermsWorld  # noqa: PLC0415
        from ..models.pact_terms_zone import PactTermsZone  # noqa: PLC0415

        id = self.id

        by = self.by.value

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

        status: dict[str, Any]
        if isinstance(self.status, PactStatusProposed):
            status = self.status.to_dict()
        elif isinstance(self.status, PactStatusInForce):
            status = self.status.to_dict()
        elif isinstance(self.status, PactStatusBreaking):
            status = self.status.to_dict()
        else:
            status = self.status.to_dict()

        round_ = self.round_

        dismissable_by: None | str | Unset
        if isinstance(self.dismissable_by, Unset):
            dismissable_by = UNSET
        elif isinstance(self.dismissable_by, Color):
            dismissable_by = self.dismissable_by.value
        else:
            dismissable_by = self.dismissable_by

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "by": by,
                "to": to,
                "terms": terms,
                "status": status,
                "round": round_,
            }
        )
        if dismissable_by is not UNSET:
            field_dict["dismissable_by"] = dismissable_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pact_status_breaking import PactStatusBreaking  # noqa: PLC0415
        from ..models.pact_status_in_force import PactStatusInForce  # noqa: PLC0415
        from ..models.pact_status_proposed import PactStatusProposed  # noqa: PLC0415
        from ..models.pact_status_truce import PactStatusTruce  # noqa: PLC0415
        from ..models.pact_terms_aggression import PactTermsAggression  # noqa: PLC0415
        from ..models.pact_terms_condominium import PactTermsCondominium  # noqa: PLC0415
        from ..models.pact_terms_continent import PactTermsContinent  # noqa: PLC0415
        from ..models.pact_terms_continent_border import PactTermsContinentBorder  # noqa: PLC0415
        from ..models.pact_terms_country import PactTermsCountry  # noqa: PLC0415
        from ..models.pact_terms_world import PactTermsWorld  # noqa: PLC0415
        from ..models.pact_terms_zone import PactTermsZone  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        by = Color(d.pop("by"))

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

        def _parse_status(
            data: object,
        ) -> PactStatusBreaking | PactStatusInForce | PactStatusProposed | PactStatusTruce:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_status_pact_status_proposed = PactStatusProposed.from_dict(data)

                return componentsschemas_pact_status_pact_status_proposed
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_status_pact_status_in_force = PactStatusInForce.from_dict(data)

                return componentsschemas_pact_status_pact_status_in_force
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_pact_status_pact_status_breaking = PactStatusBreaking.from_dict(data)

                return componentsschemas_pact_status_pact_status_breaking
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_pact_status_pact_status_truce = PactStatusTruce.from_dict(data)

            return componentsschemas_pact_status_pact_status_truce

        status = _parse_status(d.pop("status"))

        round_ = d.pop("round")

        def _parse_dismissable_by(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dismissable_by_type_0 = Color(data)

                return dismissable_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        dismissable_by = _parse_dismissable_by(d.pop("dismissable_by", UNSET))

        pact = cls(
            id=id,
            by=by,
            to=to,
            terms=terms,
            status=status,
            round_=round_,
            dismissable_by=dismissable_by,
        )

        pact.additional_properties = d
        return pact

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
