from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.phase_finished_name import PhaseFinishedName

T = TypeVar("T", bound="PhaseFinished")


@_attrs_define
class PhaseFinished:
    """The game is over.

    Attributes:
        name (PhaseFinishedName):
    """

    name: PhaseFinishedName

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
        name = PhaseFinishedName(d.pop("name"))

        phase_finished = cls(
            name=name,
        )

        return phase_finished
