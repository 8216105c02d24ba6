from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.risk_event_seed_revealed_type import RiskEventSeedRevealedType

T = TypeVar("T", bound="RiskEventSeedRevealed")


@_attrs_define
class RiskEventSeedRevealed:
    """The seed, revealed when the game ends, so every roll can be verified.

    Attributes:
        seed (str): A game's secret 32-byte seed. On the wire (and in stored events) it is
            64 lower-case hex digits, as everywhere else the API shows a seed or a
            digest; an array of 32 bytes (the encoding before) still reads.
        type_ (RiskEventSeedRevealedType):
    """

    seed: str
    type_: RiskEventSeedRevealedType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seed": seed,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        type_ = RiskEventSeedRevealedType(d.pop("type"))

        risk_event_seed_revealed = cls(
            seed=seed,
            type_=type_,
        )

        risk_event_seed_revealed.additional_properties = d
        return risk_event_seed_revealed

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
