from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.continent_id import ContinentId
from ..models.position_player_hand_type_1 import PositionPlayerHandType1
from ..models.secret_bool_type_1 import SecretBoolType1
from ..models.secret_vec_objective_type_1 import SecretVecObjectiveType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.position_player_hand_type_0 import PositionPlayerHandType0
    from ..models.secret_bool_type_0 import SecretBoolType0
    from ..models.secret_vec_objective_known import SecretVecObjectiveKnown


T = TypeVar("T", bound="PositionPlayer")


@_attrs_define
class PositionPlayer:
    """A player in a position.

    Attributes:
        color (Color): A player's colour (R-CMP-2).
        objectives (SecretVecObjectiveKnown | SecretVecObjectiveType1): A value only some viewers may see.

            The stored event log holds `Known`; a view turns it
            into `Redacted` for every viewer not entitled to it.
        objective_lapsed (SecretBoolType0 | SecretBoolType1): A value only some viewers may see.

            The stored event log holds `Known`; a view turns it
            into `Redacted` for every viewer not entitled to it.
        hand (PositionPlayerHandType0 | PositionPlayerHandType1): Country cards: `[country, bonus collected]` pairs
            (secret).
        hand_size (int): How many country cards (public).
        used_continent_cards (list[ContinentId]): Continent cards used in exchanges.
        exchanges (int): Exchanges made.
        exchanged_in_round (int): Round of the last exchange.
        eliminated (bool): Out of the game.
        eliminated_by (Color | None | Unset):
        forfeited (bool | Unset): Taken out of play by an operator (SVC-FORFEIT).
        zone_card_ban (bool | Unset): R-PCT-9: the next card earned will not be taken.
        continent_bonuses (list[ContinentId] | Unset): Continents whose once-a-game bonus the player has had (Junior
            R-JNR-9).
    """

    color: Color
    objectives: SecretVecObjectiveKnown | SecretVecObjectiveType1
    objective_lapsed: SecretBoolType0 | SecretBoolType1
    hand: PositionPlayerHandType0 | PositionPlayerHandType1
    hand_size: int
    used_continent_cards: list[ContinentId]
    exchanges: int
    exchanged_in_round: int
    eliminated: bool
    eliminated_by: Color | None | Unset = UNSET
    forfeited: bool | Unset = UNSET
    zone_card_ban: bool | Unset = UNSET
    continent_bonuses: list[ContinentId] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.position_player_hand_type_0 import PositionPlayerHandType0  # noqa: PLC0415
        from ..models.secret_bool_type_0 import SecretBoolType0  # noqa: PLC0415
        from ..models.secret_vec_objective_known import SecretVecObjectiveKnown  # noqa: PLC0415

        color = self.color.value

        objectives: dict[str, Any] | str
        if isinstance(self.objectives, SecretVecObjectiveKnown):
            objectives = self.objectives.to_dict()
        else:
            objectives = self.objectives.value

        objective_lapsed: dict[str, Any] | str
        if isinstance(self.objective_lapsed, SecretBoolType0):
            objective_lapsed = self.objective_lapsed.to_dict()
        else:
            objective_lapsed = self.objective_lapsed.value

        hand: dict[str, Any] | str
        if isinstance(self.hand, PositionPlayerHandType0):
            hand = self.hand.to_dict()
        else:
            hand = self.hand.value

        hand_size = self.hand_size

        used_continent_cards = []
        for used_continent_cards_item_data in self.used_continent_cards:
            used_continent_cards_item = used_continent_cards_item_data.value
            used_continent_cards.append(used_continent_cards_item)

        exchanges = self.exchanges

        exchanged_in_round = self.exchanged_in_round

        eliminated = self.eliminated

        eliminated_by: None | str | Unset
        if isinstance(self.eliminated_by, Unset):
            eliminated_by = UNSET
        elif isinstance(self.eliminated_by, Color):
            eliminated_by = self.eliminated_by.value
        else:
            eliminated_by = self.eliminated_by

        forfeited = self.forfeited

        zone_card_ban = self.zone_card_ban

        continent_bonuses: list[str] | Unset = UNSET
        if not isinstance(self.continent_bonuses, Unset):
            continent_bonuses = []
            for continent_bonuses_item_data in self.continent_bonuses:
                continent_bonuses_item = continent_bonuses_item_data.value
                continent_bonuses.append(continent_bonuses_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "color": color,
                "objectives": objectives,
                "objective_lapsed": objective_lapsed,
                "hand": hand,
                "hand_size": hand_size,
                "used_continent_cards": used_continent_cards,
                "exchanges": exchanges,
                "exchanged_in_round": exchanged_in_round,
                "eliminated": eliminated,
            }
        )
        if eliminated_by is not UNSET:
            field_dict["eliminated_by"] = eliminated_by
        if forfeited is not UNSET:
            field_dict["forfeited"] = forfeited
        if zone_card_ban is not UNSET:
            field_dict["zone_card_ban"] = zone_card_ban
        if continent_bonuses is not UNSET:
            field_dict["continent_bonuses"] = continent_bonuses

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.position_player_hand_type_0 import PositionPlayerHandType0  # noqa: PLC0415
        from ..models.secret_bool_type_0 import SecretBoolType0  # noqa: PLC0415
        from ..models.secret_vec_objective_known import SecretVecObjectiveKnown  # noqa: PLC0415

        d = dict(src_dict)
        color = Color(d.pop("color"))

        def _parse_objectives(data: object) -> SecretVecObjectiveKnown | SecretVecObjectiveType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_vec_objective_type_0 = SecretVecObjectiveKnown.from_dict(data)

                return componentsschemas_secret_vec_objective_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_vec_objective_type_1 = SecretVecObjectiveType1(data)

            return componentsschemas_secret_vec_objective_type_1

        objectives = _parse_objectives(d.pop("objectives"))

        def _parse_objective_lapsed(data: object) -> SecretBoolType0 | SecretBoolType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_bool_type_0 = SecretBoolType0.from_dict(data)

                return componentsschemas_secret_bool_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_bool_type_1 = SecretBoolType1(data)

            return componentsschemas_secret_bool_type_1

        objective_lapsed = _parse_objective_lapsed(d.pop("objective_lapsed"))

        def _parse_hand(data: object) -> PositionPlayerHandType0 | PositionPlayerHandType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                hand_type_0 = PositionPlayerHandType0.from_dict(data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            hand_type_1 = PositionPlayerHandType1(data)

            return hand_type_1

        hand = _parse_hand(d.pop("hand"))

        hand_size = d.pop("hand_size")

        used_continent_cards = []
        _used_continent_cards = d.pop("used_continent_cards")
        for used_continent_cards_item_data in _used_continent_cards:
            used_continent_cards_item = ContinentId(used_continent_cards_item_data)

            used_continent_cards.append(used_continent_cards_item)

        exchanges = d.pop("exchanges")

        exchanged_in_round = d.pop("exchanged_in_round")

        eliminated = d.pop("eliminated")

        def _parse_eliminated_by(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                eliminated_by_type_0 = Color(data)

                return eliminated_by_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        eliminated_by = _parse_eliminated_by(d.pop("eliminated_by", UNSET))

        forfeited = d.pop("forfeited", UNSET)

        zone_card_ban = d.pop("zone_card_ban", UNSET)

        _continent_bonuses = d.pop("continent_bonuses", UNSET)
        continent_bonuses: list[ContinentId] | Unset = UNSET
        if _continent_bonuses is not UNSET:
            continent_bonuses = []
            for continent_bonuses_item_data in _continent_bonuses:
                continent_bonuses_item = ContinentId(continent_bonuses_item_data)

                continent_bonuses.append(continent_bonuses_item)

        position_player = cls(
            color=color,
            objectives=objectives,
            objective_lapsed=objective_lapsed,
            hand=hand,
            hand_size=hand_size,
            used_continent_cards=used_continent_cards,
            exchanges=exchanges,
            exchanged_in_round=exchanged_in_round,
            eliminated=eliminated,
            eliminated_by=eliminated_by,
            forfeited=forfeited,
            zone_card_ban=zone_card_ban,
            continent_bonuses=continent_bonuses,
        )

        position_player.additional_properties = d
        return position_player

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
