from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.import_seat import ImportSeat
    from ..models.teg_2_position import Teg2Position


T = TypeVar("T", bound="Teg2ImportRequest")


@_attrs_define
class Teg2ImportRequest:
    """A TEG II game to create from its document (T2-SEC-7).

    Attributes:
        position (Teg2Position): A TEG II game as a document (T2-SEC-7 in `docs/rules/teg2.md`): its
            setup and its moves, not a board snapshot, because an open commit–reveal
            window binds choices only their players can open. An export leaves out
            the reveals of windows still open; an import replays every move through
            the rules, so it is valid as a whole or creates nothing.
        seats (list[ImportSeat]): Who plays each colour of its `seating`.
        seed (None | str | Unset): 64 hex digits; overrides the document's seed (the bots' secrets).
    """

    position: Teg2Position
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
        from ..models.teg_2_position import Teg2Position  # noqa: PLC0415

        d = dict(src_dict)
        position = Teg2Position.from_dict(d.pop("position"))

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

        teg_2_import_request = cls(
            position=position,
            seats=seats,
            seed=seed,
        )

        return teg_2_import_request
