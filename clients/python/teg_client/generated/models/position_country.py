from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position_stake import PositionStake


T = TypeVar("T", bound="PositionCountry")


@_attrs_define
class PositionCountry:
    """A country in a position: one stake, or two in a condominium (R-PCT-11).

    Attributes:
        owner (Color): A player's colour (R-CMP-2).
        armies (int): Armies (≥ 1).
        missiles (int): Missiles.
        co (None | PositionStake | Unset):
    """

    owner: Color
    armies: int
    missiles: int
    co: None | PositionStake | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.position_stake import PositionStake  # noqa: PLC0415

        owner = self.owner.value

        armies = self.armies

        missiles = self.missiles

        co: dict[str, Any] | None | Unset
        if isinstance(self.co, Unset):
            co = UNSET
        elif isinstance(self.co, PositionStake):
            co = self.co.to_dict()
        else:
            co = self.co

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "owner": owner,
                "armies": armies,
                "missiles": missiles,
            }
        )
        if co is not UNSET:
            field_dict["co"] = co

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position_stake import PositionStake  # noqa: PLC0415

        d = dict(src_dict)
        owner = Color(d.pop("owner"))

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        def _parse_co(data: object) -> None | PositionStake | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                co_type_0 = PositionStake.from_dict(data)

                return co_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PositionStake | Unset, data)

        co = _parse_co(d.pop("co", UNSET))

        position_country = cls(
            owner=owner,
            armies=armies,
            missiles=missiles,
            co=co,
        )

        position_country.additional_properties = d
        return position_country

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
