from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.controller_human_kind import ControllerHumanKind

T = TypeVar("T", bound="ControllerHuman")


@_attrs_define
class ControllerHuman:
    """The player seated there.

    Attributes:
        kind (ControllerHumanKind):
    """

    kind: ControllerHumanKind

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = ControllerHumanKind(d.pop("kind"))

        controller_human = cls(
            kind=kind,
        )

        return controller_human
