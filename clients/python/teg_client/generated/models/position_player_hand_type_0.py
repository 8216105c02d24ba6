from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.country_id import CountryId

T = TypeVar("T", bound="PositionPlayerHandType0")


@_attrs_define
class PositionPlayerHandType0:
    """
    Attributes:
        known (list[list[bool | CountryId]]):
    """

    known: list[list[bool | CountryId]]

    def to_dict(self) -> dict[str, Any]:
        known = []
        for known_item_data in self.known:
            known_item = []
            for known_item_item_data in known_item_data:
                known_item_item: bool | str
                if isinstance(known_item_item_data, CountryId):
                    known_item_item = known_item_item_data.value
                else:
                    known_item_item = known_item_item_data
                known_item.append(known_item_item)

            known.append(known_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "known": known,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        known = []
        _known = d.pop("known")
        for known_item_data in _known:
            known_item = []
            _known_item = known_item_data
            for known_item_item_data in _known_item:

                def _parse_known_item_item(data: object) -> bool | CountryId:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        known_item_item_type_0 = CountryId(data)

                        return known_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(bool | CountryId, data)

                known_item_item = _parse_known_item_item(known_item_item_data)

                known_item.append(known_item_item)

            known.append(known_item)

        position_player_hand_type_0 = cls(
            known=known,
        )

        return position_player_hand_type_0
