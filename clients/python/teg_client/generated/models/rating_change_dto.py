from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.rating_value import RatingValue


T = TypeVar("T", bound="RatingChangeDto")


@_attrs_define
class RatingChangeDto:
    """One seat's rating change in a rated game.

    Attributes:
        seat (int): The seat.
        user_id (str): Its person.
        before (RatingValue): A rating: the Weng-Lin mean and uncertainty, and the value shown to
            people, `mu - 3 sigma` (SVC-RATING).
        after (RatingValue): A rating: the Weng-Lin mean and uncertainty, and the value shown to
            people, `mu - 3 sigma` (SVC-RATING).
    """

    seat: int
    user_id: str
    before: RatingValue
    after: RatingValue
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        user_id = self.user_id

        before = self.before.to_dict()

        after = self.after.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "user_id": user_id,
                "before": before,
                "after": after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_value import RatingValue  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        user_id = d.pop("user_id")

        before = RatingValue.from_dict(d.pop("before"))

        after = RatingValue.from_dict(d.pop("after"))

        rating_change_dto = cls(
            seat=seat,
            user_id=user_id,
            before=before,
            after=after,
        )

        rating_change_dto.additional_properties = d
        return rating_change_dto

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
