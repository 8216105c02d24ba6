from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.token_kind import TokenKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenView")


@_attrs_define
class TokenView:
    """One objective token.

    Attributes:
        seat (int): Owner seat.
        region (str): Region slug.
        published (bool): Whether its kind is public.
        state (str): `committed`, `revealed` or `defaulted` (whose kind, not what).
        kind (None | TokenKind | Unset):
    """

    seat: int
    region: str
    published: bool
    state: str
    kind: None | TokenKind | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        region = self.region

        published = self.published

        state = self.state

        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        elif isinstance(self.kind, TokenKind):
            kind = self.kind.value
        else:
            kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "region": region,
                "published": published,
                "state": state,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        region = d.pop("region")

        published = d.pop("published")

        state = d.pop("state")

        def _parse_kind(data: object) -> None | TokenKind | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = TokenKind(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TokenKind | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))

        token_view = cls(
            seat=seat,
            region=region,
            published=published,
            state=state,
            kind=kind,
        )

        token_view.additional_properties = d
        return token_view

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
