from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.import_seat import ImportSeat
    from ..models.position import Position


T = TypeVar("T", bound="ImportRequest")


@_attrs_define
class ImportRequest:
    """A game to create from a position document.

    Attributes:
        position (Position): A game state as a document. Fields may be inconsistent until
            [`Position::validate`] (or [`Game::from_position`](crate::rules::Game::from_position)) checks them.
        seats (list[ImportSeat]): Who plays each colour of the position.
        seed (None | str | Unset): 64 hex digits; overrides the document's seed (puzzles with fixed dice).
    """

    position: Position
    seats: list[ImportSeat]
    seed: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        position = self.position.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
                "seats": seats,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.import_seat import ImportSeat  # noqa: PLC0415
        from ..models.position import Position  # noqa: PLC0415

        d = dict(src_dict)
        position = Position.from_dict(d.pop("position"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = ImportSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        import_request = cls(
            position=position,
            seats=seats,
            seed=seed,
        )

        return import_request
