from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..types import UNSET, Unset

T = TypeVar("T", bound="CountryView")


@_attrs_define
class CountryView:
    """One country as seen on the board.

    Attributes:
        id (CountryId): A country of the game's board, by slug.
        owner (Color): A player's colour (R-CMP-2).
        armies (int): Armies.
        missiles (int): Missiles.
        blockaded (bool): R-BLK-1.
        co_owner (Color | None | Unset):
        co_armies (int | None | Unset): Their armies.
    """

    id: CountryId
    owner: Color
    armies: int
    missiles: int
    blockaded: bool
    co_owner: Color | None | Unset = UNSET
    co_armies: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        owner = self.owner.value

        armies = self.armies

        missiles = self.missiles

        blockaded = self.blockaded

        co_owner: None | str | Unset
        if isinstance(self.co_owner, Unset):
            co_owner = UNSET
        elif isinstance(self.co_owner, Color):
            co_owner = self.co_owner.value
        else:
            co_owner = self.co_owner

        co_armies: int | None | Unset
        if isinstance(self.co_armies, Unset):
            co_armies = UNSET
        else:
            co_armies = self.co_armies

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "owner": owner,
                "armies": armies,
                "missiles": missiles,
                "blockaded": blockaded,
            }
        )
        if co_owner is not UNSET:
            field_dict["co_owner"] = co_owner
        if co_armies is not UNSET:
            field_dict["co_armies"] = co_armies

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = CountryId(d.pop("id"))

        owner = Color(d.pop("owner"))

        armies = d.pop("armies")

        missiles = d.pop("missiles")

        blockaded = d.pop("blockaded")

        def _parse_co_owner(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                co_owner_type_0 = Color(data)

                return co_owner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        co_owner = _parse_co_owner(d.pop("co_owner", UNSET))

        def _parse_co_armies(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        co_armies = _parse_co_armies(d.pop("co_armies", UNSET))

        country_view = cls(
            id=id,
            owner=owner,
            armies=armies,
            missiles=missiles,
            blockaded=blockaded,
            co_owner=co_owner,
            co_armies=co_armies,
        )

        country_view.additional_properties = d
        return country_view

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
