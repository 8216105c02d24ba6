from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AuditEntryDto")


@_attrs_define
class AuditEntryDto:
    """One audit log entry.

    Attributes:
        id (int): Increasing id.
        actor (str): The operator.
        action (str): `pause`, `resume`, `abort`, `kick`, `ban`, `unban`, `mute`, `unmute`,
            `delete_message`.
        target_kind (str): `game`, `seat`, `user` or `message`.
        target_id (str): The target.
        reason (str): Why.
        at_ms (int): When, ms since the epoch.
    """

    id: int
    actor: str
    action: str
    target_kind: str
    target_id: str
    reason: str
    at_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        actor = self.actor

        action = self.action

        target_kind = self.target_kind

        target_id = self.target_id

        reason = self.reason

        at_ms = self.at_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "actor": actor,
                "action": action,
                "target_kind": target_kind,
                "target_id": target_id,
                "reason": reason,
                "at_ms": at_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        actor = d.pop("actor")

        action = d.pop("action")

        target_kind = d.pop("target_kind")

        target_id = d.pop("target_id")

        reason = d.pop("reason")

        at_ms = d.pop("at_ms")

        audit_entry_dto = cls(
            id=id,
            actor=actor,
            action=action,
            target_kind=target_kind,
            target_id=target_id,
            reason=reason,
            at_ms=at_ms,
        )

        audit_entry_dto.additional_properties = d
        return audit_entry_dto

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
