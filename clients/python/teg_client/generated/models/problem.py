from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.problem_code import ProblemCode
from ..types import UNSET, Unset

T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """An RFC 9457 problem document: the body of every error response.

    Example:
        {'type': '/problems/NOT_ADJACENT', 'title': 'Not adjacent', 'status': 422, 'detail': 'argentina does not border
            mexico', 'code': 'NOT_ADJACENT', 'rule': 'R-CMP-1'}

    Attributes:
        type_ (str): The kind of problem: `/problems/{code}`, a page on this server that
            says what the code means and what to do.
        title (str): A short title of the problem, in the reader's language
            (`Content-Language`).
        status (int): The HTTP status.
        detail (str): What went wrong, for people: in English, this occurrence's words; in
            Spanish or Italian, what the code means.
        code (ProblemCode): Stable machine code (`docs/problems.md`).
        rule (None | str | Unset): The rule book id (`docs/rules/`) a rule violation breaks.
        version (int | None | Unset): `RECORD_INVALID`: the version of the record's first bad event (its
            place in `events`, from 1); absent when the record as a whole is
            refused.
    """

    type_: str
    title: str
    status: int
    detail: str
    code: ProblemCode
    rule: None | str | Unset = UNSET
    version: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code.value

        rule: None | str | Unset
        if isinstance(self.rule, Unset):
            rule = UNSET
        else:
            rule = self.rule

        version: int | None | Unset
        if isinstance(self.version, Unset):
            version = UNSET
        else:
            version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if rule is not UNSET:
            field_dict["rule"] = rule
        if version is not UNSET:
            field_dict["version"] = version

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = ProblemCode(d.pop("code"))

        def _parse_rule(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rule = _parse_rule(d.pop("rule", UNSET))

        def _parse_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        version = _parse_version(d.pop("version", UNSET))

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            rule=rule,
            version=version,
        )

        problem.additional_properties = d
        return problem

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
