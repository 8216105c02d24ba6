from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Whisper")


@_attrs_define
class Whisper:
    """A whisper, as its sender and recipients read it (SVC-WHISPER).

    Attributes:
        id (int): Increasing id; page with `after`.
        from_ (int): The seat that whispered.
        to (list[int]): The seats it is for.
        body (str): The text (empty once an operator deleted it).
        deleted (bool): Removed by an operator.
        at (str): When (RFC 3339).
        pact (int | None | Unset): The pact proposal it is the message of (R-PCT-2), or null.
    """

    id: int
    from_: int
    to: list[int]
    body: str
    deleted: bool
    at: str
    pact: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        from_ = self.from_

        to = self.to

        body = self.body

        deleted = self.deleted

        at = self.at

        pact: int | None | Unset
        if isinstance(self.pact, Unset):
            pact = UNSET
        else:
            pact = self.pact

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "from": from_,
                "to": to,
                "body": body,
                "deleted": deleted,
                "at": at,
            }
        )
        if pact is not UNSET:
            field_dict["pact"] = pact

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        from_ = d.pop("from")

        to = cast(list[int], d.pop("to"))

        body = d.pop("body")

        deleted = d.pop("deleted")

        at = d.pop("at")

        def _parse_pact(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        pact = _parse_pact(d.pop("pact", UNSET))

        whisper = cls(
            id=id,
            from_=from_,
            to=to,
            body=body,
            deleted=deleted,
            at=at,
            pact=pact,
        )

        whisper.additional_properties = d
        return whisper

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
