from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.participant import Participant


T = TypeVar("T", bound="WindowView")


@_attrs_define
class WindowView:
    """An open commit–reveal window.

    Attributes:
        id (str): The window id.
        participants (list[Participant]): Each participant's state.
        yours (None | str | Unset): The viewer's own revealed choice, canonical form.
    """

    id: str
    participants: list[Participant]
    yours: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        participants = []
        for participants_item_data in self.participants:
            participants_item = participants_item_data.to_dict()
            participants.append(participants_item)

        yours: None | str | Unset
        if isinstance(self.yours, Unset):
            yours = UNSET
        else:
            yours = self.yours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "participants": participants,
            }
        )
        if yours is not UNSET:
            field_dict["yours"] = yours

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.participant import Participant  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        participants = []
        _participants = d.pop("participants")
        for participants_item_data in _participants:
            participants_item = Participant.from_dict(participants_item_data)

            participants.append(participants_item)

        def _parse_yours(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        yours = _parse_yours(d.pop("yours", UNSET))

        window_view = cls(
            id=id,
            participants=participants,
            yours=yours,
        )

        window_view.additional_properties = d
        return window_view

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
