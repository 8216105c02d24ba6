from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.country_goal import CountryGoal
    from ..models.map_response import MapResponse
    from ..models.objective_card import ObjectiveCard
    from ..models.options import Options


T = TypeVar("T", bound="RulesetDetail")


@_attrs_define
class RulesetDetail:
    """One ruleset in full: its board, objective deck and tables.

    Attributes:
        id (str): Slug used in `POST /v1/games` and `/v1/maps/{ruleset}`.
        name (str): Display name.
        min_players (int): Fewest players.
        max_players (int): Most players.
        options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
            and, in a TEG II game, `teg2`. A key that names none is refused.
        modules (list[str]): The modules this edition has: a table may turn on only these.
        board (MapResponse): The board of a ruleset.
        objectives (list[ObjectiveCard]): The secret objective deck.
        country_goals (list[CountryGoal]): Countries that win at once, by player count, where the edition fixes
            them (classic with 2-3 players: the whole map; Junior: 20, 14, 12);
            elsewhere the `common_objective` option.
        exchange_values (list[int]): Armies for a player's 1st, 2nd, ... exchange; then `exchange_then_add` more each
            time.
        exchange_then_add (int): See `exchange_values`.
        exchange (str): `sets` (three equal or three different symbols) or `any_two` (Junior).
        card_bonus (int): Armies for holding a drawn card's country (0: none).
        placement (list[int]): Armies per initial placement round (2 players: `placement_two_players`).
        placement_two_players (list[int]): See `placement`.
        placement_one_at_a_time_up_to (int): Up to this many players, armies go down one at a time until each has
            placed half its countries (0: never).
        attacker_dice (int): Most dice an attacker rolls (4 with the `four_dice_exception`).
        defender_dice (int): Most dice a defender rolls.
        four_dice_exception (bool): R-ATK-2's fourth die against 3+ armies with double the armies.
        rotating_rounds (bool): The order of play moves one seat each round.
        hand_limit (int | None | Unset): Cards that force an exchange before another is drawn (absent: no limit).
        extra_move_in (int | None | Unset): Armies that may follow the first into a conquest (absent: any number).
    """

    id: str
    name: str
    min_players: int
    max_players: int
    options: Options
    modules: list[str]
    board: MapResponse
    objectives: list[ObjectiveCard]
    country_goals: list[CountryGoal]
    exchange_values: list[int]
    exchange_then_add: int
    exchange: str
    card_bonus: int
    placement: list[int]
    placement_two_players: list[int]
    placement_one_at_a_time_up_to: int
    attacker_dice: int
    defender_dice: int
    four_dice_exception: bool
    rotating_rounds: bool
    hand_limit: int | None | Unset = UNSET
    extra_move_in: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        min_players = self.min_players

        max_players = self.max_players

        options = self.options.to_dict()

        modules = self.modules

        board = self.board.to_dict()

        objectives = []
        for objectives_item_data in self.objectives:
            objectives_item = objectives_item_data.to_dict()
            objectives.append(objectives_item)

        country_goals = []
        for country_goals_item_data in self.country_goals:
            country_goals_item = country_goals_item_data.to_dict()
            country_goals.append(country_goals_item)

        exchange_values = self.exchange_values

        exchange_then_add = self.exchange_then_add

        exchange = self.exchange

        card_bonus = self.card_bonus

        placement = self.placement

        placement_two_players = self.placement_two_players

        placement_one_at_a_time_up_to = self.placement_one_at_a_time_up_to

        attacker_dice = self.attacker_dice

        defender_dice = self.defender_dice

        four_dice_exception = self.four_dice_exception

        rotating_rounds = self.rotating_rounds

        hand_limit: int | None | Unset
        if isinstance(self.hand_limit, Unset):
            hand_limit = UNSET
        else:
            hand_limit = self.hand_limit

        extra_move_in: int | None | Unset
        if isinstance(self.extra_move_in, Unset):
            extra_move_in = UNSET
        else:
            extra_move_in = self.extra_move_in

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "min_players": min_players,
                "max_players": max_players,
                "options": options,
                "modules": modules,
                "board": board,
                "objectives": objectives,
                "country_goals": country_goals,
                "exchange_values": exchange_values,
                "exchange_then_add": exchange_then_add,
                "exchange": exchange,
                "card_bonus": card_bonus,
                "placement": placement,
                "placement_two_players": placement_two_players,
                "placement_one_at_a_time_up_to": placement_one_at_a_time_up_to,
                "attacker_dice": attacker_dice,
                "defender_dice": defender_dice,
                "four_dice_exception": four_dice_exception,
                "rotating_rounds": rotating_rounds,
            }
        )
        if hand_limit is not UNSET:
            field_dict["hand_limit"] = hand_limit
        if extra_move_in is not UNSET:
            field_dict["extra_move_in"] = extra_move_in

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country_goal import CountryGoal  # noqa: PLC0415
        from ..models.map_response import MapResponse  # noqa: PLC0415
        from ..models.objective_card import ObjectiveCard  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = Options.from_dict(d.pop("options"))

        modules = cast(list[str], d.pop("modules"))

        board = MapResponse.from_dict(d.pop("board"))

        objectives = []
        _objectives = d.pop("objectives")
        for objectives_item_data in _objectives:
            objectives_item = ObjectiveCard.from_dict(objectives_item_data)

            objectives.append(objectives_item)

        country_goals = []
        _country_goals = d.pop("country_goals")
        for country_goals_item_data in _country_goals:
            country_goals_item = CountryGoal.from_dict(country_goals_item_data)

            country_goals.append(country_goals_item)

        exchange_values = cast(list[int], d.pop("exchange_values"))

        exchange_then_add = d.pop("exchange_then_add")

        exchange = d.pop("exchange")

        card_bonus = d.pop("card_bonus")

        placement = cast(list[int], d.pop("placement"))

        placement_two_players = cast(list[int], d.pop("placement_two_players"))

        placement_one_at_a_time_up_to = d.pop("placement_one_at_a_time_up_to")

        attacker_dice = d.pop("attacker_dice")

        defender_dice = d.pop("defender_dice")

        four_dice_exception = d.pop("four_dice_exception")

        rotating_rounds = d.pop("rotating_rounds")

        def _parse_hand_limit(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hand_limit = _parse_hand_limit(d.pop("hand_limit", UNSET))

        def _parse_extra_move_in(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        extra_move_in = _parse_extra_move_in(d.pop("extra_move_in", UNSET))

        ruleset_detail = cls(
            id=id,
            name=name,
            min_players=min_players,
            max_players=max_players,
            options=options,
            modules=modules,
            board=board,
            objectives=objectives,
            country_goals=country_goals,
            exchange_values=exchange_values,
            exchange_then_add=exchange_then_add,
            exchange=exchange,
            card_bonus=card_bonus,
            placement=placement,
            placement_two_players=placement_two_players,
            placement_one_at_a_time_up_to=placement_one_at_a_time_up_to,
            attacker_dice=attacker_dice,
            defender_dice=defender_dice,
            four_dice_exception=four_dice_exception,
            rotating_rounds=rotating_rounds,
            hand_limit=hand_limit,
            extra_move_in=extra_move_in,
        )

        ruleset_detail.additional_properties = d
        return ruleset_detail

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
