from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.continent_id import ContinentId
from ..models.country_id import CountryId
from ..models.position_ally_regroups_item_item_type_0 import PositionAllyRegroupsItemItemType0
from ..models.position_ally_regroups_item_item_type_1 import PositionAllyRegroupsItemItemType1
from ..models.position_arrived_item_item_type_0 import PositionArrivedItemItemType0
from ..models.position_joint_conquests_item_item_type_0 import PositionJointConquestsItemItemType0
from ..models.position_ruleset import PositionRuleset
from ..models.secret_seed_type_1 import SecretSeedType1
from ..models.secret_vec_country_id_type_1 import SecretVecCountryIdType1
from ..models.situation_type_0 import SituationType0
from ..models.situation_type_1 import SituationType1
from ..models.situation_type_2 import SituationType2
from ..models.situation_type_3 import SituationType3
from ..models.situation_type_4 import SituationType4
from ..models.situation_type_5 import SituationType5
from ..models.situation_type_6 import SituationType6
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.house_rules import HouseRules
    from ..models.pact import Pact
    from ..models.phase_aggression import PhaseAggression
    from ..models.phase_ally_regroup import PhaseAllyRegroup
    from ..models.phase_attack import PhaseAttack
    from ..models.phase_extra_reinforcement import PhaseExtraReinforcement
    from ..models.phase_finished import PhaseFinished
    from ..models.phase_incorporation import PhaseIncorporation
    from ..models.phase_initial_placement import PhaseInitialPlacement
    from ..models.phase_joint_move_in import PhaseJointMoveIn
    from ..models.phase_move_in import PhaseMoveIn
    from ..models.phase_not_started import PhaseNotStarted
    from ..models.phase_regroup import PhaseRegroup
    from ..models.position_country import PositionCountry
    from ..models.position_player import PositionPlayer
    from ..models.secret_seed_type_0 import SecretSeedType0
    from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0
    from ..models.situation_type_7 import SituationType7


T = TypeVar("T", bound="Position")


@_attrs_define
class Position:
    """A game state as a document. Fields may be inconsistent until
    [`Position::validate`] (or [`Game::from_position`](crate::rules::Game::from_position)) checks them.

        Attributes:
            format_ (int): [`POSITION_FORMAT`].
            ruleset (PositionRuleset): Ruleset slug: an edition's.
            options (HouseRules): House-rule switches chosen at game creation (R-OPT-1, R-OPT-2). A key
                that names none is refused.
            seating (list[Color]): Seating order.
            players (list[PositionPlayer]): Players, in seating order.
            countries (list[PositionCountry]): Every country, by index.
            pile (SecretVecCountryIdType0 | SecretVecCountryIdType1): A value only some viewers may see.

                The stored event log holds `Known`; a view turns it
                into `Redacted` for every viewer not entitled to it.
            pile_bottom (list[CountryId]): Exchanged cards under the pile, in order (public: they were shown).
            situations (list[SituationType0 | SituationType1 | SituationType2 | SituationType3 | SituationType4 |
                SituationType5 | SituationType6 | SituationType7]): Situation cards not yet revealed since the last reshuffle.
            continent_cards (list[Color | None]): Who holds each continent card (by continent index).
            phase (PhaseAggression | PhaseAllyRegroup | PhaseAttack | PhaseExtraReinforcement | PhaseFinished |
                PhaseIncorporation | PhaseInitialPlacement | PhaseJointMoveIn | PhaseMoveIn | PhaseNotStarted | PhaseRegroup):
                Where the game is.
            round_ (int): Round of hostilities.
            round_order (list[Color]): Order of this round.
            crisis_losers (list[Color]): Players barred from cards this round by a crisis (R-SIT-5).
            conquests (int): Conquests this turn.
            conquered_in (list[ContinentId]): Continents with a conquest this turn.
            arrived (list[list[int | PositionArrivedItemItemType0]]): (country, armies, missiles) that arrived in this
                regroup.
            seed (SecretSeedType0 | SecretSeedType1): A value only some viewers may see.

                The stored event log holds `Known`; a view turns it
                into `Redacted` for every viewer not entitled to it.
            situation (None | SituationType0 | SituationType1 | SituationType2 | SituationType3 | SituationType4 |
                SituationType5 | SituationType6 | SituationType7 | Unset):
            first_player (Color | None | Unset):
            pacts (list[Pact] | Unset): Pacts proposed or binding (R-PCT-1: public).
            last_pact (int | Unset): The highest pact number given so far.
            pact_condominiums (list[CountryId] | Unset): Condominiums born of an aggression pact, whose owners fight each
                other only inside them (R-PCT-11).
            joint_conquests (list[list[int | PositionJointConquestsItemItemType0]] | Unset): Conquests through aggression
                pacts this turn, per ally (R-PCT-10).
            ally_regroups (list[list[PositionAllyRegroupsItemItemType0 | PositionAllyRegroupsItemItemType1]] | Unset):
                Condominiums formed this turn and the ally who regroups into each
                after the leader (R-PCT-11).
    """

    format_: int
    ruleset: PositionRuleset
    options: HouseRules
    seating: list[Color]
    players: list[PositionPlayer]
    countries: list[PositionCountry]
    pile: SecretVecCountryIdType0 | SecretVecCountryIdType1
    pile_bottom: list[CountryId]
    situations: list[
        SituationType0
        | SituationType1
        | SituationType2
        | SituationType3
        | SituationType4
        | SituationType5
        | SituationType6
        | SituationType7
    ]
    continent_cards: list[Color | None]
    phase: (
        PhaseAggression
        | PhaseAllyRegroup
        | PhaseAttack
        | PhaseExtraReinforcement
        | PhaseFinished
        | PhaseIncorporation
        | PhaseInitialPlacement
        | PhaseJointMoveIn
        | PhaseMoveIn
        | PhaseNotStarted
        | PhaseRegroup
    )
    round_: int
    round_order: list[Color]
    crisis_losers: list[Color]
    conquests: int
    conquered_in: list[ContinentId]
    arrived: list[list[int | PositionArrivedItemItemType0]]
    seed: SecretSeedType0 | SecretSeedType1
    situation: (
        None
        | SituationType0
        | SituationType1
        | SituationType2
        | SituationType3
        | SituationType4
        | SituationType5
        | SituationType6
        | SituationType7
        | Unset
    ) = UNSET
    first_player: Color | None | Unset = UNSET
    pacts: list[Pact] | Unset = UNSET
    last_pact: int | Unset = UNSET
    pact_condominiums: list[CountryId] | Unset = UNSET
    joint_conquests: list[list[int | PositionJointConquestsItemItemType0]] | Unset = UNSET
    ally_regroups: list[list[PositionAllyRegroupsItemItemType0 | PositionAllyRegroupsItemItemType1]] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.phase_aggression import PhaseAggression  # noqa: PLC0415
        from ..models.phase_ally_regroup import PhaseAllyRegroup  # noqa: PLC0415
        from ..models.phase_attack import PhaseAttack  # noqa: PLC0415
        from ..models.phase_extra_reinforcement import PhaseExtraReinforcement  # noqa: PLC0415
        from ..models.phase_incorporation import PhaseIncorporation  # noqa: PLC0415
        from ..models.phase_initial_placement import PhaseInitialPlacement  # noqa: PLC0415
        from ..models.phase_joint_move_in import PhaseJointMoveIn  # noqa: PLC0415
        from ..models.phase_move_in import PhaseMoveIn  # noqa: PLC0415
        from ..models.phase_not_started import PhaseNotStarted  # noqa: PLC0415
        from ..models.phase_regroup import PhaseRegroup  # noqa: PLC0415
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415
        from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0  # noqa: PLC0415
        from ..models.situation_type_7 import SituationType7  # noqa: PLC0415

        format_ = self.format_

        ruleset = self.ruleset.value

        options = self.options.to_dict()

        seating = []
        for seating_item_data in self.seating:
            seating_item = seating_item_data.value
            seating.append(seating_item)

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        countries = []
        for countries_item_data in self.countries:
            countries_item = countries_item_data.to_dict()
            countries.append(countries_item)

        pile: dict[str, Any] | str
        if isinstance(self.pile, SecretVecCountryIdType0):
            pile = self.pile.to_dict()
        else:
            pile = self.pile.value

        pile_bottom = []
        for pile_bottom_item_data in self.pile_bottom:
            pile_bottom_item = pile_bottom_item_data.value
            pile_bottom.append(pile_bottom_item)

        situations = []
        for situations_item_data in self.situations:
            situations_item: dict[str, Any] | str
            if isinstance(situations_item_data, SituationType0):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType1):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType2):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType3):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType4):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType5):
                situations_item = situations_item_data.value
            elif isinstance(situations_item_data, SituationType6):
                situations_item = situations_item_data.value
            else:
                situations_item = situations_item_data.to_dict()

            situations.append(situations_item)

        continent_cards = []
        for continent_cards_item_data in self.continent_cards:
            continent_cards_item: None | str
            if isinstance(continent_cards_item_data, Color):
                continent_cards_item = continent_cards_item_data.value
            else:
                continent_cards_item = continent_cards_item_data
            continent_cards.append(continent_cards_item)

        phase: dict[str, Any]
        if isinstance(self.phase, PhaseNotStarted):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseInitialPlacement):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseExtraReinforcement):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseIncorporation):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseAttack):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseMoveIn):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseRegroup):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseAggression):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseJointMoveIn):
            phase = self.phase.to_dict()
        elif isinstance(self.phase, PhaseAllyRegroup):
            phase = self.phase.to_dict()
        else:
            phase = self.phase.to_dict()

        round_ = self.round_

        round_order = []
        for round_order_item_data in self.round_order:
            round_order_item = round_order_item_data.value
            round_order.append(round_order_item)

        crisis_losers = []
        for crisis_losers_item_data in self.crisis_losers:
            crisis_losers_item = crisis_losers_item_data.value
            crisis_losers.append(crisis_losers_item)

        conquests = self.conquests

        conquered_in = []
        for conquered_in_item_data in self.conquered_in:
            conquered_in_item = conquered_in_item_data.value
            conquered_in.append(conquered_in_item)

        arrived = []
        for arrived_item_data in self.arrived:
            arrived_item = []
            for arrived_item_item_data in arrived_item_data:
                arrived_item_item: int | str
                if isinstance(arrived_item_item_data, PositionArrivedItemItemType0):
                    arrived_item_item = arrived_item_item_data.value
                else:
                    arrived_item_item = arrived_item_item_data
                arrived_item.append(arrived_item_item)

            arrived.append(arrived_item)

        seed: dict[str, Any] | str
        if isinstance(self.seed, SecretSeedType0):
            seed = self.seed.to_dict()
        else:
            seed = self.seed.value

        situation: dict[str, Any] | None | str | Unset
        if isinstance(self.situation, Unset):
            situation = UNSET
        elif isinstance(self.situation, SituationType0):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType1):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType2):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType3):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType4):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType5):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType6):
            situation = self.situation.value
        elif isinstance(self.situation, SituationType7):
            situation = self.situation.to_dict()
        else:
            situation = self.situation

        first_player: None | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        elif isinstance(self.first_player, Color):
            first_player = self.first_player.value
        else:
            first_player = self.first_player

        pacts: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.pacts, Unset):
            pacts = []
            for pacts_item_data in self.pacts:
                pacts_item = pacts_item_data.to_dict()
                pacts.append(pacts_item)

        last_pact = self.last_pact

        pact_condominiums: list[str] | Unset = UNSET
        if not isinstance(self.pact_condominiums, Unset):
            pact_condominiums = []
            for pact_condominiums_item_data in self.pact_condominiums:
                pact_condominiums_item = pact_condominiums_item_data.value
                pact_condominiums.append(pact_condominiums_item)

        joint_conquests: list[list[int | str]] | Unset = UNSET
        if not isinstance(self.joint_conquests, Unset):
            joint_conquests = []
            for joint_conquests_item_data in self.joint_conquests:
                joint_conquests_item = []
                for joint_conquests_item_item_data in joint_conquests_item_data:
                    joint_conquests_item_item: int | str
                    if isinstance(joint_conquests_item_item_data, PositionJointConquestsItemItemType0):
                        joint_conquests_item_item = joint_conquests_item_item_data.value
                    else:
                        joint_conquests_item_item = joint_conquests_item_item_data
                    joint_conquests_item.append(joint_conquests_item_item)

                joint_conquests.append(joint_conquests_item)

        ally_regroups: list[list[str]] | Unset = UNSET
        if not isinstance(self.ally_regroups, Unset):
            ally_regroups = []
            for ally_regroups_item_data in self.ally_regroups:
                ally_regroups_item = []
                for ally_regroups_item_item_data in ally_regroups_item_data:
                    ally_regroups_item_item: str
                    if isinstance(ally_regroups_item_item_data, PositionAllyRegroupsItemItemType0):
                        ally_regroups_item_item = ally_regroups_item_item_data.value
                    else:
                        ally_regroups_item_item = ally_regroups_item_item_data.value

                    ally_regroups_item.append(ally_regroups_item_item)

                ally_regroups.append(ally_regroups_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "ruleset": ruleset,
                "options": options,
                "seating": seating,
                "players": players,
                "countries": countries,
                "pile": pile,
                "pile_bottom": pile_bottom,
                "situations": situations,
                "continent_cards": continent_cards,
                "phase": phase,
                "round": round_,
                "round_order": round_order,
                "crisis_losers": crisis_losers,
                "conquests": conquests,
                "conquered_in": conquered_in,
                "arrived": arrived,
                "seed": seed,
            }
        )
        if situation is not UNSET:
            field_dict["situation"] = situation
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if pacts is not UNSET:
            field_dict["pacts"] = pacts
        if last_pact is not UNSET:
            field_dict["last_pact"] = last_pact
        if pact_condominiums is not UNSET:
            field_dict["pact_condominiums"] = pact_condominiums
        if joint_conquests is not UNSET:
            field_dict["joint_conquests"] = joint_conquests
        if ally_regroups is not UNSET:
            field_dict["ally_regroups"] = ally_regroups

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_rules import HouseRules  # noqa: PLC0415
        from ..models.pact import Pact  # noqa: PLC0415
        from ..models.phase_aggression import PhaseAggression  # noqa: PLC0415
        from ..models.phase_ally_regroup import PhaseAllyRegroup  # noqa: PLC0415
        from ..models.phase_attack import PhaseAttack  # noqa: PLC0415
        from ..models.phase_extra_reinforcement import PhaseExtraReinforcement  # noqa: PLC0415
        from ..models.phase_finished import PhaseFinished  # noqa: PLC0415
        from ..models.phase_incorporation import PhaseIncorporation  # noqa: PLC0415
        from ..models.phase_initial_placement import PhaseInitialPlacement  # noqa: PLC0415
        from ..models.phase_joint_move_in import PhaseJointMoveIn  # noqa: PLC0415
        from ..models.phase_move_in import PhaseMoveIn  # noqa: PLC0415
        from ..models.phase_not_started import PhaseNotStarted  # noqa: PLC0415
        from ..models.phase_regroup import PhaseRegroup  # noqa: PLC0415
        from ..models.position_country import PositionCountry  # noqa: PLC0415
        from ..models.position_player import PositionPlayer  # noqa: PLC0415
        from ..models.secret_seed_type_0 import SecretSeedType0  # noqa: PLC0415
        from ..models.secret_vec_country_id_type_0 import SecretVecCountryIdType0  # noqa: PLC0415
        from ..models.situation_type_7 import SituationType7  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        ruleset = PositionRuleset(d.pop("ruleset"))

        options = HouseRules.from_dict(d.pop("options"))

        seating = []
        _seating = d.pop("seating")
        for seating_item_data in _seating:
            seating_item = Color(seating_item_data)

            seating.append(seating_item)

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PositionPlayer.from_dict(players_item_data)

            players.append(players_item)

        countries = []
        _countries = d.pop("countries")
        for countries_item_data in _countries:
            countries_item = PositionCountry.from_dict(countries_item_data)

            countries.append(countries_item)

        def _parse_pile(data: object) -> SecretVecCountryIdType0 | SecretVecCountryIdType1:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_secret_vec_country_id_type_0 = SecretVecCountryIdType0.from_dict(data)

                return componentsschemas_secret_vec_country_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            componentsschemas_secret_vec_country_id_type_1 = SecretVecCountryIdType1(data)

            return componentsschemas_secret_vec_country_id_type_1

        pile = _parse_pile(d.pop("pile"))

        pile_bottom = []
        _pile_bottom = d.pop("pile_bottom")
        for pile_bottom_item_data in _pile_bottom:
            pile_bottom_item = CountryId(pile_bottom_item_data)

            pile_bottom.append(pile_bottom_item)

        situations = []
        _situations = d.pop("situations")
        for situations_item_data in _situations:

            def _parse_situations_item(
                data: object,
            ) -> (
                SituationType0
                | SituationType1
                | SituationType2
                | SituationType3
                | SituationType4
                | SituationType5
                | SituationType6
                | SituationType7
            ):
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_0 = SituationType0(data)

                    return componentsschemas_situation_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_1 = SituationType1(data)

                    return componentsschemas_situation_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_2 = SituationType2(data)

                    return componentsschemas_situation_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_3 = SituationType3(data)

                    return componentsschemas_situation_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_4 = SituationType4(data)

                    return componentsschemas_situation_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_5 = SituationType5(data)

                    return componentsschemas_situation_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    componentsschemas_situation_type_6 = SituationType6(data)

                    return componentsschemas_situation_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_situation_type_7 = SituationType7.from_dict(data)

                return componentsschemas_situation_type_7

            situations_item = _parse_situations_item(situations_item_data)

            situations.append(situations_item)

        continent_cards = []
        _continent_cards = d.pop("continent_cards")
        for continent_cards_item_data in _continent_cards:

            def _parse_continent_cards_item(data: object) -> Color | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    continent_cards_item_type_0 = Color(data)

                    return continent_cards_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(Color | None, data)

            continent_cards_item = _parse_continent_cards_item(continent_cards_item_data)

            continent_cards.append(continent_cards_item)

        def _parse_phase(
            data: object,
        ) -> (
            PhaseAggression
            | PhaseAllyRegroup
            | PhaseAttack
            | PhaseExtraReinforcement
            | PhaseFinished
            | PhaseIncorporation
            | PhaseInitialPlacement
            | PhaseJointMoveIn
            | PhaseMoveIn
            | PhaseNotStarted
            | PhaseRegroup
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_not_started = PhaseNotStarted.from_dict(data)

                return componentsschemas_phase_phase_not_started
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_initial_placement = PhaseInitialPlacement.from_dict(data)

                return componentsschemas_phase_phase_initial_placement
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_extra_reinforcement = PhaseExtraReinforcement.from_dict(data)

                return componentsschemas_phase_phase_extra_reinforcement
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_incorporation = PhaseIncorporation.from_dict(data)

                return componentsschemas_phase_phase_incorporation
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_attack = PhaseAttack.from_dict(data)

                return componentsschemas_phase_phase_attack
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_move_in = PhaseMoveIn.from_dict(data)

                return componentsschemas_phase_phase_move_in
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_regroup = PhaseRegroup.from_dict(data)

                return componentsschemas_phase_phase_regroup
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_aggression = PhaseAggression.from_dict(data)

                return componentsschemas_phase_phase_aggression
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_joint_move_in = PhaseJointMoveIn.from_dict(data)

                return componentsschemas_phase_phase_joint_move_in
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_phase_phase_ally_regroup = PhaseAllyRegroup.from_dict(data)

                return componentsschemas_phase_phase_ally_regroup
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_phase_phase_finished = PhaseFinished.from_dict(data)

            return componentsschemas_phase_phase_finished

        phase = _parse_phase(d.pop("phase"))

        round_ = d.pop("round")

        round_order = []
        _round_order = d.pop("round_order")
        for round_order_item_data in _round_order:
            round_order_item = Color(round_order_item_data)

            round_order.append(round_order_item)

        crisis_losers = []
        _crisis_losers = d.pop("crisis_losers")
        for crisis_losers_item_data in _crisis_losers:
            crisis_losers_item = Color(crisis_losers_item_data)

            crisis_losers.append(crisis_losers_item)

        conquests = d.pop("conquests")

        conquered_in = []
        _conquered_in = d.pop("conquered_in")
        for conquered_in_item_data in _conquered_in:
            conquered_in_item = ContinentId(conquered_in_item_data)

            conquered_in.append(conquered_in_item)

        arrived = []
        _arrived = d.pop("arrived")
        for arrived_item_data in _arrived:
            arrived_item = []
            _arrived_item = arrived_item_data
            for arrived_item_item_data in _arrived_item:

                def _parse_arrived_item_item(data: object) -> int | PositionArrivedItemItemType0:
                    try:
                        if not isinstance(data, str):
                            raise TypeError()
                        arrived_item_item_type_0 = PositionArrivedItemItemType0(data)

                        return arrived_item_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(int | PositionArrivedItemItemType0, data)

                arrived_item_item = _parse_arrived_item_item(arrived_item_item_data)

                arrived_item.append(arrived_item_item)

            arrived.append(arrived_item)

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

        def _parse_situation(
            data: object,
        ) -> (
            None
            | SituationType0
            | SituationType1
            | SituationType2
            | SituationType3
            | SituationType4
            | SituationType5
            | SituationType6
            | SituationType7
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_0 = SituationType0(data)

                return componentsschemas_situation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_1 = SituationType1(data)

                return componentsschemas_situation_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_2 = SituationType2(data)

                return componentsschemas_situation_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_3 = SituationType3(data)

                return componentsschemas_situation_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_4 = SituationType4(data)

                return componentsschemas_situation_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_5 = SituationType5(data)

                return componentsschemas_situation_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                componentsschemas_situation_type_6 = SituationType6(data)

                return componentsschemas_situation_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_situation_type_7 = SituationType7.from_dict(data)

                return componentsschemas_situation_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | SituationType0
                | SituationType1
                | SituationType2
                | SituationType3
                | SituationType4
                | SituationType5
                | SituationType6
                | SituationType7
                | Unset,
                data,
            )

        situation = _parse_situation(d.pop("situation", UNSET))

        def _parse_first_player(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_player_type_0 = Color(data)

                return first_player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        _pacts = d.pop("pacts", UNSET)
        pacts: list[Pact] | Unset = UNSET
        if _pacts is not UNSET:
            pacts = []
            for pacts_item_data in _pacts:
                pacts_item = Pact.from_dict(pacts_item_data)

                pacts.append(pacts_item)

        last_pact = d.pop("last_pact", UNSET)

        _pact_condominiums = d.pop("pact_condominiums", UNSET)
        pact_condominiums: list[CountryId] | Unset = UNSET
        if _pact_condominiums is not UNSET:
            pact_condominiums = []
            for pact_condominiums_item_data in _pact_condominiums:
                pact_condominiums_item = CountryId(pact_condominiums_item_data)

                pact_condominiums.append(pact_condominiums_item)

        _joint_conquests = d.pop("joint_conquests", UNSET)
        joint_conquests: list[list[int | PositionJointConquestsItemItemType0]] | Unset = UNSET
        if _joint_conquests is not UNSET:
            joint_conquests = []
            for joint_conquests_item_data in _joint_conquests:
                joint_conquests_item = []
                _joint_conquests_item = joint_conquests_item_data
                for joint_conquests_item_item_data in _joint_conquests_item:

                    def _parse_joint_conquests_item_item(data: object) -> int | PositionJointConquestsItemItemType0:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            joint_conquests_item_item_type_0 = PositionJointConquestsItemItemType0(data)

                            return joint_conquests_item_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | PositionJointConquestsItemItemType0, data)

                    joint_conquests_item_item = _parse_joint_conquests_item_item(joint_conquests_item_item_data)

                    joint_conquests_item.append(joint_conquests_item_item)

                joint_conquests.append(joint_conquests_item)

        _ally_regroups = d.pop("ally_regroups", UNSET)
        ally_regroups: list[list[PositionAllyRegroupsItemItemType0 | PositionAllyRegroupsItemItemType1]] | Unset = UNSET
        if _ally_regroups is not UNSET:
            ally_regroups = []
            for ally_regroups_item_data in _ally_regroups:
                ally_regroups_item = []
                _ally_regroups_item = ally_regroups_item_data
                for ally_regroups_item_item_data in _ally_regroups_item:

                    def _parse_ally_regroups_item_item(
                        data: object,
                    ) -> PositionAllyRegroupsItemItemType0 | PositionAllyRegroupsItemItemType1:
                        try:
                            if not isinstance(data, str):
                                raise TypeError()
                            ally_regroups_item_item_type_0 = PositionAllyRegroupsItemItemType0(data)

                            return ally_regroups_item_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, str):
                            raise TypeError()
                        ally_regroups_item_item_type_1 = PositionAllyRegroupsItemItemType1(data)

                        return ally_regroups_item_item_type_1

                    ally_regroups_item_item = _parse_ally_regroups_item_item(ally_regroups_item_item_data)

                    ally_regroups_item.append(ally_regroups_item_item)

                ally_regroups.append(ally_regroups_item)

        position = cls(
            format_=format_,
            ruleset=ruleset,
            options=options,
            seating=seating,
            players=players,
            countries=countries,
            pile=pile,
            pile_bottom=pile_bottom,
            situations=situations,
            continent_cards=continent_cards,
            phase=phase,
            round_=round_,
            round_order=round_order,
            crisis_losers=crisis_losers,
            conquests=conquests,
            conquered_in=conquered_in,
            arrived=arrived,
            seed=seed,
            situation=situation,
            first_player=first_player,
            pacts=pacts,
            last_pact=last_pact,
            pact_condominiums=pact_condominiums,
            joint_conquests=joint_conquests,
            ally_regroups=ally_regroups,
        )

        position.additional_properties = d
        return position

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
