from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.color import Color
from ..models.secret_seed_type_1 import SecretSeedType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.secret_seed_type_0 import SecretSeedType0
    from ..models.teg_2_event_acted import Teg2EventActed
    from ..models.teg_2_event_defaulted import Teg2EventDefaulted
    from ..models.teg_2_event_forfeited import Teg2EventForfeited
    from ..models.teg_2_event_started import Teg2EventStarted
    from ..models.teg_2_setup import Teg2Setup


T = TypeVar("T", bound="Teg2Position")


@_attrs_define
class Teg2Position:
    """A TEG II game as a document (T2-SEC-7 in `docs/rules/teg2.md`): its
    setup and its moves, not a board snapshot, because an open commit–reveal
    window binds choices only their players can open. An export leaves out
    the reveals of windows still open; an import replays every move through
    the rules, so it is valid as a whole or creates nothing.

        Attributes:
            format_ (int): [`FORMAT`].
            ruleset (str): `teg2`.
            setup (Teg2Setup): What starts a game.
            moves (list[Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted]): Every move after the
                start, in order: accepted commands, defaults
                and forfeits.
            seed (SecretSeedType0 | SecretSeedType1): A value only some viewers may see.

                The stored event log holds `Known`; a view turns it
                into `Redacted` for every viewer not entitled to it.
            seating (list[Color] | Unset): The players' colours, by player index, in a game begun before seats
                had numbers; empty (or left out) since: the setup says how many
                players there are.
    """

    format_: int
    ruleset: str
    setup: Teg2Setup
    moves: list[Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted]
    seed: SecretSeedType0 | SecretSeedType1
    seating: list[Color] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415
        from ..models.teg_2_event_acted import Teg2EventActed  # noqa: PLC0415
        from ..models.teg_2_event_defaulted import Teg2EventDefaulted  # noqa: PLC0415
        from ..models.teg_2_event_started import Teg2EventStarted  # noqa: PLC0415

        format_ = self.format_

        ruleset = self.ruleset

        setup = self.setup.to_dict()

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, Teg2EventStarted):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, Teg2EventActed):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, Teg2EventDefaulted):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)

        seed: dict[str, Any] | str
        if isinstance(self.seed, SecretSeedType0):
            seed = self.seed.to_dict()
        else:
            seed = self.seed.value

        seating: list[str] | Unset = UNSET
        if not isinstance(self.seating, Unset):
            seating = []
            for seating_item_data in self.seating:
                seating_item = seating_item_data.value
                seating.append(seating_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "ruleset": ruleset,
                "setup": setup,
                "moves": moves,
                "seed": seed,
            }
        )
        if seating is not UNSET:
            field_dict["seating"] = seating

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415
        from ..models.teg_2_event_acted import Teg2EventActed  # noqa: PLC0415
        from ..models.teg_2_event_defaulted import Teg2EventDefaulted  # noqa: PLC0415
        from ..models.teg_2_event_forfeited import Teg2EventForfeited  # noqa: PLC0415
        from ..models.teg_2_event_started import Teg2EventStarted  # noqa: PLC0415
        from ..models.teg_2_setup import Teg2Setup  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        ruleset = d.pop("ruleset")

        setup = Teg2Setup.from_dict(d.pop("setup"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:

            def _parse_moves_item(
                data: object,
            ) -> Teg2EventActed | Teg2EventDefaulted | Teg2EventForfeited | Teg2EventStarted:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_event_teg_2_event_started = Teg2EventStarted.from_dict(data)

                    return componentsschemas_teg_2_event_teg_2_event_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_event_teg_2_event_acted = Teg2EventActed.from_dict(data)

                    return componentsschemas_teg_2_event_teg_2_event_acted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_event_teg_2_event_defaulted = Teg2EventDefaulted.from_dict(data)

                    return componentsschemas_teg_2_event_teg_2_event_defaulted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_event_teg_2_event_forfeited = Teg2EventForfeited.from_dict(data)

                return componentsschemas_teg_2_event_teg_2_event_forfeited

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)

        def _parse_seed(data: object) -> SecretSeedType0 | SecretSeedType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_seed_type_0 = SecretSeedType0.from_dict(data)

                return componentsschemas_secret_seed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_seed_type_1 = SecretSeedType1(data)

            return componentsschemas_secret_seed_type_1

        seed = _parse_seed(d.pop("seed"))

        _seating = d.pop("seating", UNSET)
        seating: list[Color] | Unset = UNSET
        if _seating is not UNSET:
            seating = []
            for seating_item_data in _seating:
                seating_item = Color(seating_item_data)

                seating.append(seating_item)

        teg_2_position = cls(
            format_=format_,
            ruleset=ruleset,
            setup=setup,
            moves=moves,
            seed=seed,
            seating=seating,
        )

        return teg_2_position
