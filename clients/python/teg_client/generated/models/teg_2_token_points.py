from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_kind import TokenKind

T = TypeVar("T", bound="Teg2TokenPoints")


@_attrs_define
class Teg2TokenPoints:
    """An objective token and its points (T2-OBJ-2).

    Attributes:
        kind (TokenKind): The five objective tokens, in ascending order of points, the order the
            defaults use (T2-OBJ-2, T2-SEC-4).
        points (int): Points when met.
    """

    kind: TokenKind
    points: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        points = self.points

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = TokenKind(d.pop("kind"))

        points = d.pop("points")

        teg_2_token_points = cls(
            kind=kind,
            points=points,
        )

        teg_2_token_points.additional_properties = d
        return teg_2_token_points

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
