from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.teg_2_logged_teg_2_hidden_type import Teg2LoggedTeg2HiddenType

T = TypeVar("T", bound="Teg2LoggedTeg2Hidden")


@_attrs_define
class Teg2LoggedTeg2Hidden:
    """A TEG II reveal as another viewer sees it while the game is on: who
    revealed, never what (T2-SEC-3). Never stored.

        Attributes:
            seat (int): The seat that revealed.
            action (str): `reveal_objective`, `reveal_split` or `reveal_intercept`.
            type_ (Teg2LoggedTeg2HiddenType):
    """

    seat: int
    action: str
    type_: Teg2LoggedTeg2HiddenType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        action = self.action

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "action": action,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        action = d.pop("action")

        type_ = Teg2LoggedTeg2HiddenType(d.pop("type"))

        teg_2_logged_teg_2_hidden = cls(
            seat=seat,
            action=action,
            type_=type_,
        )

        teg_2_logged_teg_2_hidden.additional_properties = d
        return teg_2_logged_teg_2_hidden

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
