from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..models.teg_2_legal_reinforce_action import Teg2LegalReinforceAction
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.teg_2_source import Teg2Source


T = TypeVar("T", bound="Teg2LegalReinforce")


@_attrs_define
class Teg2LegalReinforce:
    """Bring reinforcements (an empty list brings none).

    Attributes:
        power (Power): The six powers, in the fixed order that governs objectives and play
            (T2-CMP-1).
        sources (list[Teg2Source]): Where from.
        aircraft_room (int): How many aircraft in all may arrive (T2-AIR-1).
        action (Teg2LegalReinforceAction):
        per_crossing (int | None | Unset): Most holding units per crossing (2 at the basic level, T2-REI-2).
    """

    power: Power
    sources: list[Teg2Source]
    aircraft_room: int
    action: Teg2LegalReinforceAction
    per_crossing: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        power = self.power.value

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)

        aircraft_room = self.aircraft_room

        action = self.action.value

        per_crossing: int | None | Unset
        if isinstance(self.per_crossing, Unset):
            per_crossing = UNSET
        else:
            per_crossing = self.per_crossing

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "power": power,
                "sources": sources,
                "aircraft_room": aircraft_room,
                "action": action,
            }
        )
        if per_crossing is not UNSET:
            field_dict["per_crossing"] = per_crossing

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_source import Teg2Source  # noqa: PLC0415

        d = dict(src_dict)
        power = Power(d.pop("power"))

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in _sources:
            sources_item = Teg2Source.from_dict(sources_item_data)

            sources.append(sources_item)

        aircraft_room = d.pop("aircraft_room")

        action = Teg2LegalReinforceAction(d.pop("action"))

        def _parse_per_crossing(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        per_crossing = _parse_per_crossing(d.pop("per_crossing", UNSET))

        teg_2_legal_reinforce = cls(
            power=power,
            sources=sources,
            aircraft_room=aircraft_room,
            action=action,
            per_crossing=per_crossing,
        )

        teg_2_legal_reinforce.additional_properties = d
        return teg_2_legal_reinforce

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
