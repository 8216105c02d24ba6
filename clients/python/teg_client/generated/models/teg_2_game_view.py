from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.phase_name import PhaseName
    from ..models.teg_2_player import Teg2Player
    from ..models.teg_2_view import Teg2View


T = TypeVar("T", bound="Teg2GameView")


@_attrs_define
class Teg2GameView:
    """A TEG II game as one viewer may see it (`ruleset` is `teg2`).

    Attributes:
        ruleset (str): `teg2`.
        version (int): Events applied.
        phase (PhaseName): The name of a hosted TEG II game's phase: always `teg2` (its own steps
            are in the view's `teg2`), so a client reads `phase.name` in every
            family.
        players (list[Teg2Player]): The players, by seat.
        seed_commitment (str): `sha256(seed)`, hex.
        seating (list[Color] | Unset): The players' colours, by player index, in a game begun before seats
            had numbers (left out since).
        seed (None | str | Unset): The seed, hex, once revealed (operators see it always).
        teg2 (None | Teg2View | Unset):
    """

    ruleset: str
    version: int
    phase: PhaseName
    players: list[Teg2Player]
    seed_commitment: str
    seating: list[Color] | Unset = UNSET
    seed: None | str | Unset = UNSET
    teg2: None | Teg2View | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.teg_2_view import Teg2View  # noqa: PLC0415

        ruleset = self.ruleset

        version = self.version

        phase = self.phase.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        seed_commitment = self.seed_commitment

        seating: list[str] | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = []
            for seating_item_data in self.seating:
                seating_item = seating_item_data.value
                seating.append(seating_item)

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        teg2: dict[str, Any] | None | Unset
        if isinstance(self.teg2, Unset):
            teg2 = UNSET
        elif isinstance(self.teg2, Teg2View):
            teg2 = self.teg2.to_dict()
        else:
            teg2 = self.teg2

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "version": version,
                "phase": phase,
                "players": players,
                "seed_commitment": seed_commitment,
            }
        )
        if seating is not UNSET:
            field_dict["seating"] = seating
        if seed is not UNSET:
            field_dict["seed"] = seed
        if teg2 is not UNSET:
            field_dict["teg2"] = teg2

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.phase_name import PhaseName  # noqa: PLC0415
        from ..models.teg_2_player import Teg2Player  # noqa: PLC0415
        from ..models.teg_2_view import Teg2View  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        version = d.pop("version")

        phase = PhaseName.from_dict(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = Teg2Player.from_dict(players_item_data)

            players.append(players_item)

        seed_commitment = d.pop("seed_commitment")

        _seating = d.pop("seating", UNSET)
        seating: list[Color] | Unset = UNSET
        if _seating is not UNSET:
            seating = []
            for seating_item_data in _seating:
                seating_item = Color(seating_item_data)

                seating.append(seating_item)

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_teg2(data: object) -> None | Teg2View | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                teg2_type_0 = Teg2View.from_dict(data)

                return teg2_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Teg2View | Unset, data)

        teg2 = _parse_teg2(d.pop("teg2", UNSET))

        teg_2_game_view = cls(
            ruleset=ruleset,
            version=version,
            phase=phase,
            players=players,
            seed_commitment=seed_commitment,
            seating=seating,
            seed=seed,
            teg2=teg2,
        )

        teg_2_game_view.additional_properties = d
        return teg_2_game_view

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
