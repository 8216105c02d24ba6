from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.color import Color
from ..models.country_id import CountryId
from ..models.situation_type_0 import SituationType0
from ..models.situation_type_1 import SituationType1
from ..models.situation_type_2 import SituationType2
from ..models.situation_type_3 import SituationType3
from ..models.situation_type_4 import SituationType4
from ..models.situation_type_5 import SituationType5
from ..models.situation_type_6 import SituationType6
from ..models.uncounted import Uncounted
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.country_view import CountryView
    from ..models.game_summary import GameSummary
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
    from ..models.player_view import PlayerView
    from ..models.private_view import PrivateView
    from ..models.rating_change_dto import RatingChangeDto
    from ..models.situation_type_7 import SituationType7


T = TypeVar("T", bound="GameResponseRiskView")


@_attrs_define
class GameResponseRiskView:
    """
    Attributes:
        ruleset (str): Ruleset slug.
        version (int): Events applied.
        round_ (int): Round of hostilities (0 in the initial placement).
        phase (PhaseAggression | PhaseAllyRegroup | PhaseAttack | PhaseExtraReinforcement | PhaseFinished |
            PhaseIncorporation | PhaseInitialPlacement | PhaseJointMoveIn | PhaseMoveIn | PhaseNotStarted | PhaseRegroup):
            Where the game is.
        seating (list[Color]): Seating order.
        round_order (list[Color]): Turn order of this round.
        options (HouseRules): House-rule switches chosen at game creation (R-OPT-1, R-OPT-2). A key
            that names none is refused.
        players (list[PlayerView]): Public facts per player, in seating order.
        countries (list[CountryView]): Every country.
        deck_size (int): Cards in the draw pile.
        pacts (list[Pact]): Pacts proposed or in force, and breaking ones within notice (R-PCT-1:
            public).
        seed_commitment (str): `sha256(seed)`, hex.
        id (str): Game id.
        status (str): The service's status: `lobby`, `playing`, `paused`, `finished` or `aborted`.
        game (GameSummary): A game's public summary (the lobby's view).
        spectators (int): People following the game live who do not sit in it, signed in or
            not, on every instance (SVC-WATCH).
        current_player (Color | None | Unset):
        situation (None | SituationType0 | SituationType1 | SituationType2 | SituationType3 | SituationType4 |
            SituationType5 | SituationType6 | SituationType7 | Unset):
        you (None | PrivateView | Unset):
        secrets (list[PrivateView] | None | Unset): Every player's secrets and the pile (operators).
        pile (list[CountryId] | None | Unset): The draw pile's contents (operators).
        winner (Color | None | Unset):
        end_reason (None | str | Unset): How it ended.
        seed (None | str | Unset): The seed, hex, once revealed (operators see it always).
        deadline (None | str | Unset): When the human who must act now times out (SVC-CLOCK), RFC 3339
            UTC; null without a clock, while a bot acts, while paused, and once
            over.
        seconds_left (int | None | Unset): Whole seconds left until `deadline` when this answer was made
            (rounded up; 0 once passed), or null.
        rating_changes (list[RatingChangeDto] | None | Unset): A rated game's rating changes, once it is rated (SVC-
            RATING);
            absent otherwise.
        rating_uncounted (None | Uncounted | Unset):
    """

    ruleset: str
    version: int
    round_: int
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
    seating: list[Color]
    round_order: list[Color]
    options: HouseRules
    players: list[PlayerView]
    countries: list[CountryView]
    deck_size: int
    pacts: list[Pact]
    seed_commitment: str
    id: str
    status: str
    game: GameSummary
    spectators: int
    current_player: Color | None | Unset = UNSET
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
    you: None | PrivateView | Unset = UNSET
    secrets: list[PrivateView] | None | Unset = UNSET
    pile: list[CountryId] | None | Unset = UNSET
    winner: Color | None | Unset = UNSET
    end_reason: None | str | Unset = UNSET
    seed: None | str | Unset = UNSET
    deadline: None | str | Unset = UNSET
    seconds_left: int | None | Unset = UNSET
    rating_changes: list[RatingChangeDto] | None | Unset = UNSET
    rating_uncounted: None | Uncounted | Unset = UNSET
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
        from ..models.private_view import PrivateView  # noqa: PLC0415
        from ..models.situation_type_7 import SituationType7  # noqa: PLC0415

        ruleset = self.ruleset

        version = self.version

        round_ = self.round_

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

        seating = []
        for seating_item_data in self.seating:
            seating_item = seating_item_data.value
            seating.append(seating_item)

        round_order = []
        for round_order_item_data in self.round_order:
            round_order_item = round_order_item_data.value
            round_order.append(round_order_item)

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        countries = []
        for countries_item_data in self.countries:
            countries_item = countries_item_data.to_dict()
            countries.append(countries_item)

        deck_size = self.deck_size

        pacts = []
        for pacts_item_data in self.pacts:
            pacts_item = pacts_item_data.to_dict()
            pacts.append(pacts_item)

        seed_commitment = self.seed_commitment

        id = self.id

        status = self.status

        game = self.game.to_dict()

        spectators = self.spectators

        current_player: None | str | Unset
        if isinstance(self.current_player, Unset):
            current_player = UNSET
        elif isinstance(self.current_player, Color):
            current_player = self.current_player.value
        else:
            current_player = self.current_player

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

        you: dict[str, Any] | None | Unset
        if isinstance(self.you, Unset):
            you = UNSET
        elif isinstance(self.you, PrivateView):
            you = self.you.to_dict()
        else:
            you = self.you

        secrets: list[dict[str, Any]] | None | Unset
        if isinstance(self.secrets, Unset):
            secrets = UNSET
        elif isinstance(self.secrets, list):
            secrets = []
            for secrets_type_0_item_data in self.secrets:
                secrets_type_0_item = secrets_type_0_item_data.to_dict()
                secrets.append(secrets_type_0_item)

        else:
            secrets = self.secrets

        pile: list[str] | None | Unset
        if isinstance(self.pile, Unset):
            pile = UNSET
        elif isinstance(self.pile, list):
            pile = []
            for pile_type_0_item_data in self.pile:
                pile_type_0_item = pile_type_0_item_data.value
                pile.append(pile_type_0_item)

        else:
            pile = self.pile

        winner: None | str | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        elif isinstance(self.winner, Color):
            winner = self.winner.value
        else:
            winner = self.winner

        end_reason: None | str | Unset
        if isinstance(self.end_reason, Unset):
            end_reason = UNSET
        else:
            end_reason = self.end_reason

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        deadline: None | str | Unset
        if isinstance(self.deadline, Unset):
            deadline = UNSET
        else:
            deadline = self.deadline

        seconds_left: int | None | Unset
        if isinstance(self.seconds_left, Unset):
            seconds_left = UNSET
        else:
            seconds_left = self.seconds_left

        rating_changes: list[dict[str, Any]] | None | Unset
        if isinstance(self.rating_changes, Unset):
            rating_changes = UNSET
        elif isinstance(self.rating_changes, list):
            rating_changes = []
            for rating_changes_type_0_item_data in self.rating_changes:
                rating_changes_type_0_item = rating_changes_type_0_item_data.to_dict()
                rating_changes.append(rating_changes_type_0_item)

        else:
            rating_changes = self.rating_changes

        rating_uncounted: None | str | Unset
        if isinstance(self.rating_uncounted, Unset):
            rating_uncounted = UNSET
        elif isinstance(self.rating_uncounted, Uncounted):
            rating_uncounted = self.rating_uncounted.value
        else:
            rating_uncounted = self.rating_uncounted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ruleset": ruleset,
                "version": version,
                "round": round_,
                "phase": phase,
                "seating": seating,
                "round_order": round_order,
                "options": options,
                "players": players,
                "countries": countries,
                "deck_size": deck_size,
                "pacts": pacts,
                "seed_commitment": seed_commitment,
                "id": id,
                "status": status,
                "game": game,
                "spectators": spectators,
            }
        )
        if current_player is not UNSET:
            field_dict["current_player"] = current_player
        if situation is not UNSET:
            field_dict["situation"] = situation
        if you is not UNSET:
            field_dict["you"] = you
        if secrets is not UNSET:
            field_dict["secrets"] = secrets
        if pile is not UNSET:
            field_dict["pile"] = pile
        if winner is not UNSET:
            field_dict["winner"] = winner
        if end_reason is not UNSET:
            field_dict["end_reason"] = end_reason
        if seed is not UNSET:
            field_dict["seed"] = seed
        if deadline is not UNSET:
            field_dict["deadline"] = deadline
        if seconds_left is not UNSET:
            field_dict["seconds_left"] = seconds_left
        if rating_changes is not UNSET:
            field_dict["rating_changes"] = rating_changes
        if rating_uncounted is not UNSET:
            field_dict["rating_uncounted"] = rating_uncounted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country_view import CountryView  # noqa: PLC0415
        from ..models.game_summary import GameSummary  # noqa: PLC0415
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
        from ..models.player_view import PlayerView  # noqa: PLC0415
        from ..models.private_view import PrivateView  # noqa: PLC0415
        from ..models.rating_change_dto import RatingChangeDto  # noqa: PLC0415
        from ..models.situation_type_7 import SituationType7  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = d.pop("ruleset")

        version = d.pop("version")

        round_ = d.pop("round")

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

        seating = []
        _seating = d.pop("seating")
        for seating_item_data in _seating:
            seating_item = Color(seating_item_data)

            seating.append(seating_item)

        round_order = []
        _round_order = d.pop("round_order")
        for round_order_item_data in _round_order:
            round_order_item = Color(round_order_item_data)

            round_order.append(round_order_item)

        options = HouseRules.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PlayerView.from_dict(players_item_data)

            players.append(players_item)

        countries = []
        _countries = d.pop("countries")
        for countries_item_data in _countries:
            countries_item = CountryView.from_dict(countries_item_data)

            countries.append(countries_item)

        deck_size = d.pop("deck_size")

        pacts = []
        _pacts = d.pop("pacts")
        for pacts_item_data in _pacts:
            pacts_item = Pact.from_dict(pacts_item_data)

            pacts.append(pacts_item)

        seed_commitment = d.pop("seed_commitment")

        id = d.pop("id")

        status = d.pop("status")

        game = GameSummary.from_dict(d.pop("game"))

        spectators = d.pop("spectators")

        def _parse_current_player(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                current_player_type_0 = Color(data)

                return current_player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        current_player = _parse_current_player(d.pop("current_player", UNSET))

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

        def _parse_you(data: object) -> None | PrivateView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_0 = PrivateView.from_dict(data)

                return you_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PrivateView | Unset, data)

        you = _parse_you(d.pop("you", UNSET))

        def _parse_secrets(data: object) -> list[PrivateView] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                secrets_type_0 = []
                _secrets_type_0 = data
                for secrets_type_0_item_data in _secrets_type_0:
                    secrets_type_0_item = PrivateView.from_dict(secrets_type_0_item_data)

                    secrets_type_0.append(secrets_type_0_item)

                return secrets_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PrivateView] | None | Unset, data)

        secrets = _parse_secrets(d.pop("secrets", UNSET))

        def _parse_pile(data: object) -> list[CountryId] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                pile_type_0 = []
                _pile_type_0 = data
                for pile_type_0_item_data in _pile_type_0:
                    pile_type_0_item = CountryId(pile_type_0_item_data)

                    pile_type_0.append(pile_type_0_item)

                return pile_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CountryId] | None | Unset, data)

        pile = _parse_pile(d.pop("pile", UNSET))

        def _parse_winner(data: object) -> Color | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = Color(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Color | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        def _parse_end_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_reason = _parse_end_reason(d.pop("end_reason", UNSET))

        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_deadline(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        deadline = _parse_deadline(d.pop("deadline", UNSET))

        def _parse_seconds_left(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seconds_left = _parse_seconds_left(d.pop("seconds_left", UNSET))

        def _parse_rating_changes(data: object) -> list[RatingChangeDto] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_changes_type_0 = []
                _rating_changes_type_0 = data
                for rating_changes_type_0_item_data in _rating_changes_type_0:
                    rating_changes_type_0_item = RatingChangeDto.from_dict(rating_changes_type_0_item_data)

                    rating_changes_type_0.append(rating_changes_type_0_item)

                return rating_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RatingChangeDto] | None | Unset, data)

        rating_changes = _parse_rating_changes(d.pop("rating_changes", UNSET))

        def _parse_rating_uncounted(data: object) -> None | Uncounted | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rating_uncounted_type_0 = Uncounted(data)

                return rating_uncounted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Uncounted | Unset, data)

        rating_uncounted = _parse_rating_uncounted(d.pop("rating_uncounted", UNSET))

        game_response_risk_view = cls(
            ruleset=ruleset,
            version=version,
            round_=round_,
            phase=phase,
            seating=seating,
            round_order=round_order,
            options=options,
            players=players,
            countries=countries,
            deck_size=deck_size,
            pacts=pacts,
            seed_commitment=seed_commitment,
            id=id,
            status=status,
            game=game,
            spectators=spectators,
            current_player=current_player,
            situation=situation,
            you=you,
            secrets=secrets,
            pile=pile,
            winner=winner,
            end_reason=end_reason,
            seed=seed,
            deadline=deadline,
            seconds_left=seconds_left,
            rating_changes=rating_changes,
            rating_uncounted=rating_uncounted,
        )

        game_response_risk_view.additional_properties = d
        return game_response_risk_view

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
