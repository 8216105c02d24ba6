from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.symbol import Symbol

T = TypeVar("T", bound="CardSymbolType0")


@_attrs_define
class CardSymbolType0:
    """One symbol.

    Attributes:
        single (Symbol): A symbol on a country card or continent card: Revancha's plane, ship
            and tank (R-CMP-3, R-EXC-2), classic TEG's galleon, balloon and cannon
            (R-CLS-7). A set is three equal or three different symbols, so one
            enumeration serves every edition: a board only uses its own three.
    """

    single: Symbol

    def to_dict(self) -> dict[str, Any]:
        single = self.single.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "single": single,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        single = Symbol(d.pop("single"))

        card_symbol_type_0 = cls(
            single=single,
        )

        return card_symbol_type_0
