from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.secret_vec_objective_known_known_item import SecretVecObjectiveKnownKnownItem


T = TypeVar("T", bound="SecretVecObjectiveKnown")


@_attrs_define
class SecretVecObjectiveKnown:
    """The value.

    Attributes:
        known (list[SecretVecObjectiveKnownKnownItem]):
    """

    known: list[SecretVecObjectiveKnownKnownItem]

    def to_dict(self) -> dict[str, Any]:
        known = []
        for known_item_data in self.known:
            known_item = known_item_data.to_dict()
            known.append(known_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "known": known,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_vec_objective_known_known_item import SecretVecObjectiveKnownKnownItem  # noqa: PLC0415

        d = dict(src_dict)
        known = []
        _known = d.pop("known")
        for known_item_data in _known:
            known_item = SecretVecObjectiveKnownKnownItem.from_dict(known_item_data)

            known.append(known_item)

        secret_vec_objective_known = cls(
            known=known,
        )

        return secret_vec_objective_known
