from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """A probe's answer.

    Attributes:
        status (str): `ok` or `ready`.
        bus (None | str | Unset): Readiness only: the event bus, `in_process`, `redis`, or `degraded`
            (Redis configured and unreachable: actions still commit and live
            channels read the database once a second).
        limits (None | str | Unset): Readiness only: request budgets and login throttles, `shared`
            (through Redis, across instances), `local` (no Redis configured) or
            `local_fallback` (Redis configured and unreachable: each instance
            keeps its own until it answers).
        replica (None | str | Unset): Readiness only, with a read replica configured
            (`TEG_DATABASE_READ_URL`): `up`, `lagging` (it answers, too far
            behind to serve) or `down`. Readiness does not depend on it: reads
            that may lag then go to the primary.
    """

    status: str
    bus: None | str | Unset = UNSET
    limits: None | str | Unset = UNSET
    replica: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        bus: None | str | Unset
        if isinstance(self.bus, Unset):
            bus = UNSET
        else:
            bus = self.bus

        limits: None | str | Unset
        if isinstance(self.limits, Unset):
            limits = UNSET
        else:
            limits = self.limits

        replica: None | str | Unset
        if isinstance(self.replica, Unset):
            replica = UNSET
        else:
            replica = self.replica

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if bus is not UNSET:
            field_dict["bus"] = bus
        if limits is not UNSET:
            field_dict["limits"] = limits
        if replica is not UNSET:
            field_dict["replica"] = replica

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        def _parse_bus(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bus = _parse_bus(d.pop("bus", UNSET))

        def _parse_limits(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        limits = _parse_limits(d.pop("limits", UNSET))

        def _parse_replica(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        replica = _parse_replica(d.pop("replica", UNSET))

        health = cls(
            status=status,
            bus=bus,
            limits=limits,
            replica=replica,
        )

        health.additional_properties = d
        return health

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
