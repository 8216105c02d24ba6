from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.notice_game_finished_type import NoticeGameFinishedType
from ..models.uncounted import Uncounted
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rating_change_dto import RatingChangeDto


T = TypeVar("T", bound="NoticeGameFinished")


@_attrs_define
class NoticeGameFinished:
    """A game the caller sat in ended; its view says how.

    Attributes:
        id (int): Its number on the caller's feed: `since` resumes after it.
        at (str): When it was written, RFC 3339 UTC.
        type_ (NoticeGameFinishedType):
        game_id (None | str | Unset): The game it is about, when one.
        rating_changes (list[RatingChangeDto] | Unset): A rated game's rating changes, by seat (SVC-RATING); absent for
            an unrated game.
        uncounted (None | Uncounted | Unset):
    """

    id: int
    at: str
    type_: NoticeGameFinishedType
    game_id: None | str | Unset = UNSET
    rating_changes: list[RatingChangeDto] | Unset = UNSET
    uncounted: None | Uncounted | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        at = self.at

        type_ = self.type_.value

        game_id: None | str | Unset
        if isinstance(self.game_id, Unset):
            game_id = UNSET
        else:
            game_id = self.game_id

        rating_changes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rating_changes, Unset):
            rating_changes = []
            for rating_changes_item_data in self.rating_changes:
                rating_changes_item = rating_changes_item_data.to_dict()
                rating_changes.append(rating_changes_item)

        uncounted: None | str | Unset
        if isinstance(self.uncounted, Unset):
            uncounted = UNSET
        elif isinstance(self.uncounted, Uncounted):
            uncounted = self.uncounted.value
        else:
            uncounted = self.uncounted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "at": at,
                "type": type_,
            }
        )
        if game_id is not UNSET:
            field_dict["game_id"] = game_id
        if rating_changes is not UNSET:
            field_dict["rating_changes"] = rating_changes
        if uncounted is not UNSET:
            field_dict["uncounted"] = uncounted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_change_dto import RatingChangeDto  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        at = d.pop("at")

        type_ = NoticeGameFinishedType(d.pop("type"))

        def _parse_game_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_id = _parse_game_id(d.pop("game_id", UNSET))

        _rating_changes = d.pop("rating_changes", UNSET)
        rating_changes: list[RatingChangeDto] | Unset = UNSET
        if _rating_changes is not UNSET:
            rating_changes = []
            for rating_changes_item_data in _rating_changes:
                rating_changes_item = RatingChangeDto.from_dict(rating_changes_item_data)

                rating_changes.append(rating_changes_item)

        def _parse_uncounted(data: object) -> None | Uncounted | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                uncounted_type_0 = Uncounted(data)

                return uncounted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Uncounted | Unset, data)

        uncounted = _parse_uncounted(d.pop("uncounted", UNSET))

        notice_game_finished = cls(
            id=id,
            at=at,
            type_=type_,
            game_id=game_id,
            rating_changes=rating_changes,
            uncounted=uncounted,
        )

        notice_game_finished.additional_properties = d
        return notice_game_finished

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
