from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.problem_title import ProblemTitle


T = TypeVar("T", bound="ProblemEntry")


@_attrs_define
class ProblemEntry:
    """One code of the JSON catalogue.

    Attributes:
        code (str): The stable code.
        status (int): The HTTP status it comes with (its most common one).
        type_ (str): Its `type`: this page's path.
        title (ProblemTitle): A title in each language the API speaks.
    """

    code: str
    status: int
    type_: str
    title: ProblemTitle
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        status = self.status

        type_ = self.type_

        title = self.title.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "status": status,
                "type": type_,
                "title": title,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_title import ProblemTitle  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        status = d.pop("status")

        type_ = d.pop("type")

        title = ProblemTitle.from_dict(d.pop("title"))

        problem_entry = cls(
            code=code,
            status=status,
            type_=type_,
            title=title,
        )

        problem_entry.additional_properties = d
        return problem_entry

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
