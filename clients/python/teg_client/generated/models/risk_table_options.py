from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.communication import Communication
from ..types import UNSET, Unset

T = TypeVar("T", bound="RiskTableOptions")


@_attrs_define
class RiskTableOptions:
    """A new table's options: the game's (`HouseRules`) and `spectator_delay`.

    Attributes:
        missiles (bool | Unset): Missiles (R-MIS). Default: True.
        situation_cards (bool | Unset): Situation cards (R-SIT). Default: True.
        blockades (bool | Unset): Blockades (R-BLK). Default: True.
        pacts (bool | Unset): Pacts (R-PCT); reserved for the pacts module. Default: False.
        common_objective (int | Unset): Countries that win at once (R-OBJ-1): a country count of the
            edition's board (0 in an edition without a common objective). Default: 45.
        max_rounds (int | None | Unset): When set, the game ends without a winner once this many rounds of
            hostilities have been played: 1 to [`MAX_ROUNDS`].
        communication (Communication | Unset): R-OPT-1.
        spectator_delay (int | Unset): How many versions behind the head spectators watch the game while it is played
            (SVC-WATCH); at most the service's `TEG_MAX_SPECTATOR_DELAY` (`SPECTATOR_DELAY_TOO_LONG`). Default: 0.
    """

    missiles: bool | Unset = True
    situation_cards: bool | Unset = True
    blockades: bool | Unset = True
    pacts: bool | Unset = False
    common_objective: int | Unset = 45
    max_rounds: int | None | Unset = UNSET
    communication: Communication | Unset = UNSET
    spectator_delay: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        missiles = self.missiles

        situation_cards = self.situation_cards

        blockades = self.blockades

        pacts = self.pacts

        common_objective = self.common_objective

        max_rounds: int | None | Unset
        if isinstance(self.max_rounds, Unset):
            max_rounds = UNSET
        else:
            max_rounds = self.max_rounds

        communication: str | Unset = UNSET
        if not isinstance(self.communication, Unset):
            communication = self.communication.value

        spectator_delay = self.spectator_delay

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if missiles is not UNSET:
            field_dict["missiles"] = missiles
        if situation_cards is not UNSET:
            field_dict["situation_cards"] = situation_cards
        if blockades is not UNSET:
            field_dict["blockades"] = blockades
        if pacts is not UNSET:
            field_dict["pacts"] = pacts
        if common_objective is not UNSET:
            field_dict["common_objective"] = common_objective
        if max_rounds is not UNSET:
            field_dict["max_rounds"] = max_rounds
        if communication is not UNSET:
            field_dict["communication"] = communication
        if spectator_delay is not UNSET:
            field_dict["spectator_delay"] = spectator_delay

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        missiles = d.pop("missiles", UNSET)

        situation_cards = d.pop("situation_cards", UNSET)

        blockades = d.pop("blockades", UNSET)

        pacts = d.pop("pacts", UNSET)

        common_objective = d.pop("common_objective", UNSET)

        def _parse_max_rounds(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_rounds = _parse_max_rounds(d.pop("max_rounds", UNSET))

        _communication = d.pop("communication", UNSET)
        communication: Communication | Unset
        if isinstance(_communication, Unset):
            communication = UNSET
        else:
            communication = Communication(_communication)

        spectator_delay = d.pop("spectator_delay", UNSET)

        risk_table_options = cls(
            missiles=missiles,
            situation_cards=situation_cards,
            blockades=blockades,
            pacts=pacts,
            common_objective=common_objective,
            max_rounds=max_rounds,
            communication=communication,
            spectator_delay=spectator_delay,
        )

        return risk_table_options
