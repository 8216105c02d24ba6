from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.phase_not_started_name import PhaseNotStartedName

T = TypeVar("T", bound="PhaseNotStarted")


@_attrs_define
class PhaseNotStarted:
    """Before the first event.

    Attributes:
        name (PhaseNotStartedName):
    """

    name: PhaseNotStartedName

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = PhaseNotStartedName(d.pop("name"))

        phase_not_started = cls(
            name=name,
        )

        return phase_not_started
