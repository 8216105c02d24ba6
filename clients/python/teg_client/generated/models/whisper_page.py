from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.whisper import Whisper


T = TypeVar("T", bound="WhisperPage")


@_attrs_define
class WhisperPage:
    """A page of the caller's whispers in a game, oldest first.

    Attributes:
        whispers (list[Whisper]): The whispers.
    """

    whispers: list[Whisper]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        whispers = []
        for whispers_item_data in self.whispers:
            whispers_item = whispers_item_data.to_dict()
            whispers.append(whispers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "whispers": whispers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.whisper import Whisper  # noqa: PLC0415

        d = dict(src_dict)
        whispers = []
        _whispers = d.pop("whispers")
        for whispers_item_data in _whispers:
            whispers_item = Whisper.from_dict(whispers_item_data)

            whispers.append(whispers_item)

        whisper_page = cls(
            whispers=whispers,
        )

        whisper_page.additional_properties = d
        return whisper_page

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
