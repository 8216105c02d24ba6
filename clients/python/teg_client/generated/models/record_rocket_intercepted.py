from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.record_rocket_intercepted_record import RecordRocketInterceptedRecord

T = TypeVar("T", bound="RecordRocketIntercepted")


@_attrs_define
class RecordRocketIntercepted:
    """A rocket was intercepted in the air (T2-RKT-8).

    Attributes:
        launcher (int): The launcher.
        interceptor (int): The interceptor.
        record (RecordRocketInterceptedRecord):
    """

    launcher: int
    interceptor: int
    record: RecordRocketInterceptedRecord
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        launcher = self.launcher

        interceptor = self.interceptor

        record = self.record.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "launcher": launcher,
                "interceptor": interceptor,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        launcher = d.pop("launcher")

        interceptor = d.pop("interceptor")

        record = RecordRocketInterceptedRecord(d.pop("record"))

        record_rocket_intercepted = cls(
            launcher=launcher,
            interceptor=interceptor,
            record=record,
        )

        record_rocket_intercepted.additional_properties = d
        return record_rocket_intercepted

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
