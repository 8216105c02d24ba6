from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.region_kind import RegionKind

if TYPE_CHECKING:
    from ..models.names import Names


T = TypeVar("T", bound="Teg2MapRegion")


@_attrs_define
class Teg2MapRegion:
    """A region of a TEG II map.

    Attributes:
        id (str): Slug: the id in every TEG II command, event and view.
        names (Names): A name in the three languages of the board.
        kind (RegionKind): Land or sea (T2-CMP-4).
        x (int): Drawing centre.
        y (int): Drawing centre.
    """

    id: str
    names: Names
    kind: RegionKind
    x: int
    y: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        names = self.names.to_dict()

        kind = self.kind.value

        x = self.x

        y = self.y

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "names": names,
                "kind": kind,
                "x": x,
                "y": y,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.names import Names  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        names = Names.from_dict(d.pop("names"))

        kind = RegionKind(d.pop("kind"))

        x = d.pop("x")

        y = d.pop("y")

        teg_2_map_region = cls(
            id=id,
            names=names,
            kind=kind,
            x=x,
            y=y,
        )

        teg_2_map_region.additional_properties = d
        return teg_2_map_region

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
