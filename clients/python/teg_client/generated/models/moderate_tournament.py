from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ModerateTournament")


@_attrs_define
class ModerateTournament:
    """An operator's step on a tournament.

    Attributes:
        reason (str): Why, for the audit log.
        user_id (None | str | Unset): The entrant to disqualify (`disqualify` only).
    """

    reason: str
    user_id: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        user_id: None | str | Unset
        if isinstance(self.user_id, Unset):
            user_id = UNSET
        else:
            user_id = self.user_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
            }
        )
        if user_id is not UNSET:
            field_dict["user_id"] = user_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        def _parse_user_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        user_id = _parse_user_id(d.pop("user_id", UNSET))

        moderate_tournament = cls(
            reason=reason,
            user_id=user_id,
        )

        return moderate_tournament
