from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChallengeSent")


@_attrs_define
class ChallengeSent:
    """A challenge sent: its lobby and the invitation the other person
    answers.

        Attributes:
            game_id (str): The private lobby, with the challenger seated.
            invitation_id (str): The invitation sent to the challenged person.
    """

    game_id: str
    invitation_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        invitation_id = self.invitation_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game_id": game_id,
                "invitation_id": invitation_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        invitation_id = d.pop("invitation_id")

        challenge_sent = cls(
            game_id=game_id,
            invitation_id=invitation_id,
        )

        challenge_sent.additional_properties = d
        return challenge_sent

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
