from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_objective_dealt_type import RiskEventObjectiveDealtType
from ..models.secret_vec_objective_type_1 import SecretVecObjectiveType1

if TYPE_CHECKING:
    from ..models.secret_vec_objective_known import SecretVecObjectiveKnown


T = TypeVar("T", bound="RiskEventObjectiveDealt")


@_attrs_define
class RiskEventObjectiveDealt:
    """R-SET-2: a player's secret objective(s).

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        objectives (SecretVecObjectiveKnown | SecretVecObjectiveType1): A value only some viewers may see.

            The stored event log holds `Known`; a view turns it
            into `Redacted` for every viewer not entitled to it.
        type_ (RiskEventObjectiveDealtType):
    """

    player: Color
    objectives: SecretVecObjectiveKnown | SecretVecObjectiveType1
    type_: RiskEventObjectiveDealtType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_vec_objective_known import SecretVecObjectiveKnown  # noqa: PLC0415

        player = self.player.value

        objectives: dict[str, Any] | str
        if isinstance(self.objectives, SecretVecObjectiveKnown):
            objectives = self.objectives.to_dict()
        else:
            objectives = self.objectives.value

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "objectives": objectives,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_vec_objective_known import SecretVecObjectiveKnown  # noqa: PLC0415

        d = dict(src_dict)
        player = Color(d.pop("player"))

        def _parse_objectives(data: object) -> SecretVecObjectiveKnown | SecretVecObjectiveType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_vec_objective_type_0 = SecretVecObjectiveKnown.from_dict(data)

                return componentsschemas_secret_vec_objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_vec_objective_type_1 = SecretVecObjectiveType1(data)

            return componentsschemas_secret_vec_objective_type_1

        objectives = _parse_objectives(d.pop("objectives"))

        type_ = RiskEventObjectiveDealtType(d.pop("type"))

        risk_event_objective_dealt = cls(
            player=player,
            objectives=objectives,
            type_=type_,
        )

        risk_event_objective_dealt.additional_properties = d
        return risk_event_objective_dealt

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
