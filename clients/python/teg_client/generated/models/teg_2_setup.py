from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.power import Power
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.teg_2_options import Teg2Options


T = TypeVar("T", bound="Teg2Setup")


@_attrs_define
class Teg2Setup:
    """What starts a game.

    Attributes:
        game (str): The game's id, bound into every commitment (T2-SEC-2).
        players (int): How many people play: 2 to 6, 8, 10 or 12 (T2-VAR-5).
        options (Teg2Options): Game options (T2-CMP-3, T2-CMP-7, T2-RND-1, T2-VAR-7).
        powers (list[Power] | Unset): Which power each player represents, by player (3 to 6 players, and
            per board in paired games: players `0..k` on the first board,
            `k..2k` on the second). Empty: in order. Ignored with 2 players,
            whose powers are fixed (T2-VAR-1).
    """

    game: str
    players: int
    options: Teg2Options
    powers: list[Power] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        players = self.players

        options = self.options.to_dict()

        powers: list[str] | Unset = UNSET
        if not isinstance(self.powers, Unset):
            powers = []
            for powers_item_data in self.powers:
                powers_item = powers_item_data.value
                powers.append(powers_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "players": players,
                "options": options,
            }
        )
        if powers is not UNSET:
            field_dict["powers"] = powers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.teg_2_options import Teg2Options  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        players = d.pop("players")

        options = Teg2Options.from_dict(d.pop("options"))

        _powers = d.pop("powers", UNSET)
        powers: list[Power] | Unset = UNSET
        if _powers is not UNSET:
            powers = []
            for powers_item_data in _powers:
                powers_item = Power(powers_item_data)

                powers.append(powers_item)

        teg_2_setup = cls(
            game=game,
            players=players,
            options=options,
            powers=powers,
        )

        teg_2_setup.additional_properties = d
        return teg_2_setup

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
