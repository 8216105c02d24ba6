from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.risk_event_turn_started_type import RiskEventTurnStartedType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.incorporation import Incorporation


T = TypeVar("T", bound="RiskEventTurnStarted")


@_attrs_define
class RiskEventTurnStarted:
    """A turn begins; from round 2 with its incorporation (R-INC).

    Attributes:
        player (Color): A player's colour (R-CMP-2).
        type_ (RiskEventTurnStartedType):
        incorporation (Incorporation | None | Unset):
    """

    player: Color
    type_: RiskEventTurnStartedType
    incorporation: Incorporation | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.incorporation import Incorporation  # noqa: PLC0415

        player = self.player.value

        type_ = self.type_.value

        incorporation: dict[str, Any] | None | Unset
        if isinstance(self.incorporation, Unset):
            incorporation = UNSET
        elif isinstance(self.incorporation, Incorporation):
            incorporation = self.incorporation.to_dict()
        else:
            incorporation = self.incorporation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "player": player,
                "type": type_,
            }
        )
        if incorporation is not UNSET:
            field_dict["incorporation"] = incorporation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.incorporation import Incorporation  # noqa: PLC0415

        d = dict(src_dict)
        player = Color(d.pop("player"))

        type_ = RiskEventTurnStartedType(d.pop("type"))

        def _parse_incorporation(data: object) -> Incorporation | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                incorporation_type_0 = Incorporation.from_dict(data)

                return incorporation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Incorporation | None | Unset, data)

        incorporation = _parse_incorporation(d.pop("incorporation", UNSET))

        risk_event_turn_started = cls(
            player=player,
            type_=type_,
            incorporation=incorporation,
        )

        risk_event_turn_started.additional_properties = d
        return risk_event_turn_started

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
