from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Friend")


@_attrs_define
class Friend:
    """A person on a friends list (SVC-FRIENDS): one the caller follows, or
    one who follows the caller.

        Attributes:
            id (str): The account's id.
            display_name (str): Its name shown to others ("deleted player" once deleted).
            online (bool): Whether they hold an open stream, subscription or long-poll, or
                made a request in the last 30 s, on any instance (never, to a
                person they block).
            since (str): When the follow was made (RFC 3339).
    """

    id: str
    display_name: str
    online: bool
    since: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        display_name = self.display_name

        online = self.online

        since = self.since

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "display_name": display_name,
                "online": online,
                "since": since,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        display_name = d.pop("display_name")

        online = d.pop("online")

        since = d.pop("since")

        friend = cls(
            id=id,
            display_name=display_name,
            online=online,
            since=since,
        )

        friend.additional_properties = d
        return friend

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
