from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_situation_revealed_type import RiskEventSituationRevealedType
from ..models.situation_type_0 import SituationType0
from ..models.situation_type_1 import SituationType1
from ..models.situation_type_2 import SituationType2
from ..models.situation_type_3 import SituationType3
from ..models.situation_type_4 import SituationType4
from ..models.situation_type_5 import SituationType5
from ..models.situation_type_6 import SituationType6

if TYPE_CHECKING:
    from ..models.situation_type_7 import SituationType7


T = TypeVar("T", bound="RiskEventSituationRevealed")


@_attrs_define
class RiskEventSituationRevealed:
    """R-RND-1: the round's situation card.

    Attributes:
        card (SituationType0 | SituationType1 | SituationType2 | SituationType3 | SituationType4 | SituationType5 |
            SituationType6 | SituationType7): A situation card (R-SIT-1).
        type_ (RiskEventSituationRevealedType):
    """

    card: (
        SituationType0
        | SituationType1
        | SituationType2
        | SituationType3
        | SituationType4
        | SituationType5
        | SituationType6
        | SituationType7
    )
    type_: RiskEventSituationRevealedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: dict[str, Any] | str
        if isinstance(self.card, SituationType0):
            card = self.card.value
        elif isinstance(self.card, SituationType1):
            card = self.card.value
        elif isinstance(self.card, SituationType2):
            card = self.card.value
        elif isinstance(self.card, SituationType3):
            card = self.card.value
        elif isinstance(self.card, SituationType4):
            card = self.card.value
        elif isinstance(self.card, SituationType5):
            card = self.card.value
        elif isinstance(self.card, SituationType6):
            card = self.card.value
        else:
            card = self.card.to_dict()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.situation_type_7 import SituationType7  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(
            data: object,
        ) -> (
            SituationType0
            | SituationType1
            | SituationType2
            | SituationType3
            | SituationType4
            | SituationType5
            | SituationType6
            | SituationType7
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_0 = SituationType0(data)

                return componentsschemas_situation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_1 = SituationType1(data)

                return componentsschemas_situation_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_2 = SituationType2(data)

                return componentsschemas_situation_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_3 = SituationType3(data)

                return componentsschemas_situation_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_4 = SituationType4(data)

                return componentsschemas_situation_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_5 = SituationType5(data)

                return componentsschemas_situation_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_6 = SituationType6(data)

                return componentsschemas_situation_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_situation_type_7 = SituationType7.from_dict(data)

            return componentsschemas_situation_type_7

        card = _parse_card(d.pop("card"))

        type_ = RiskEventSituationRevealedType(d.pop("type"))

        risk_event_situation_revealed = cls(
            card=card,
            type_=type_,
        )

        risk_event_situation_revealed.additional_properties = d
        return risk_event_situation_revealed

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
