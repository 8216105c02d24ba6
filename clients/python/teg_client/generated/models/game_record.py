from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dice_proof import DiceProof
    from ..models.game_record_player import GameRecordPlayer
    from ..models.options import Options
    from ..models.risk_event_aggression_ended import RiskEventAggressionEnded
    from ..models.risk_event_aggression_launched import RiskEventAggressionLaunched
    from ..models.risk_event_aggression_next import RiskEventAggressionNext
    from ..models.risk_event_ally_regroup_started import RiskEventAllyRegroupStarted
    from ..models.risk_event_armies_moved_in import RiskEventArmiesMovedIn
    from ..models.risk_event_armies_placed import RiskEventArmiesPlaced
    from ..models.risk_event_attack_resolved import RiskEventAttackResolved
    from ..models.risk_event_card_bonus import RiskEventCardBonus
    from ..models.risk_event_card_drawn import RiskEventCardDrawn
    from ..models.risk_event_card_withheld import RiskEventCardWithheld
    from ..models.risk_event_cards_exchanged import RiskEventCardsExchanged
    from ..models.risk_event_condominium_formed import RiskEventCondominiumFormed
    from ..models.risk_event_continent_card_earned import RiskEventContinentCardEarned
    from ..models.risk_event_continent_card_returned import RiskEventContinentCardReturned
    from ..models.risk_event_control_changed import RiskEventControlChanged
    from ..models.risk_event_countries_dealt import RiskEventCountriesDealt
    from ..models.risk_event_crisis_rolled import RiskEventCrisisRolled
    from ..models.risk_event_dice_off import RiskEventDiceOff
    from ..models.risk_event_game_aborted import RiskEventGameAborted
    from ..models.risk_event_game_paused import RiskEventGamePaused
    from ..models.risk_event_game_resumed import RiskEventGameResumed
    from ..models.risk_event_game_started import RiskEventGameStarted
    from ..models.risk_event_game_won import RiskEventGameWon
    from ..models.risk_event_missile_bought import RiskEventMissileBought
    from ..models.risk_event_missile_converted import RiskEventMissileConverted
    from ..models.risk_event_missile_fired import RiskEventMissileFired
    from ..models.risk_event_missile_fired_at import RiskEventMissileFiredAt
    from ..models.risk_event_objective_dealt import RiskEventObjectiveDealt
    from ..models.risk_event_pact_accepted import RiskEventPactAccepted
    from ..models.risk_event_pact_break_announced import RiskEventPactBreakAnnounced
    from ..models.risk_event_pact_ended import RiskEventPactEnded
    from ..models.risk_event_pact_proposed import RiskEventPactProposed
    from ..models.risk_event_placement_started import RiskEventPlacementStarted
    from ..models.risk_event_player_eliminated import RiskEventPlayerEliminated
    from ..models.risk_event_player_forfeited import RiskEventPlayerForfeited
    from ..models.risk_event_position_loaded import RiskEventPositionLoaded
    from ..models.risk_event_regrouped import RiskEventRegrouped
    from ..models.risk_event_reinforcement_started import RiskEventReinforcementStarted
    from ..models.risk_event_rematch_offered import RiskEventRematchOffered
    from ..models.risk_event_round_cap_reached import RiskEventRoundCapReached
    from ..models.risk_event_round_started import RiskEventRoundStarted
    from ..models.risk_event_seed_revealed import RiskEventSeedRevealed
    from ..models.risk_event_situation_revealed import RiskEventSituationRevealed
    from ..models.risk_event_timed_out import RiskEventTimedOut
    from ..models.risk_event_turn_ended import RiskEventTurnEnded
    from ..models.risk_event_turn_started import RiskEventTurnStarted
    from ..models.risk_event_zone_duty_failed import RiskEventZoneDutyFailed
    from ..models.teg_2_logged_teg_2 import Teg2LoggedTeg2
    from ..models.teg_2_logged_teg_2_control_changed import Teg2LoggedTeg2ControlChanged
    from ..models.teg_2_logged_teg_2_hidden import Teg2LoggedTeg2Hidden
    from ..models.teg_2_logged_teg_2_started import Teg2LoggedTeg2Started
    from ..models.teg_2_logged_teg_2_timed_out import Teg2LoggedTeg2TimedOut


T = TypeVar("T", bound="GameRecord")


@_attrs_define
class GameRecord:
    """A finished game, portable (`GET /v1/games/{id}/record`).

    Attributes:
        format_ (str): Always `teg-record`.
        format_version (int): The layout's version: 1.
        game_id (str): Where the game was played: its id on the service that wrote the
            record (an import gets a new one).
        ruleset (str): The edition: `revancha`, `classic`, `junior` or `teg2`.
        options (Options): The options a game was created with: the Risk-like editions' house rules (R-OPT-1, R-OPT-2)
            and, in a TEG II game, `teg2`. A key that names none is refused.
        players (list[GameRecordPlayer]): The seats, in seat order.
        events (list[RiskEventAggressionEnded | RiskEventAggressionLaunched | RiskEventAggressionNext |
            RiskEventAllyRegroupStarted | RiskEventArmiesMovedIn | RiskEventArmiesPlaced | RiskEventAttackResolved |
            RiskEventCardBonus | RiskEventCardDrawn | RiskEventCardsExchanged | RiskEventCardWithheld |
            RiskEventCondominiumFormed | RiskEventContinentCardEarned | RiskEventContinentCardReturned |
            RiskEventControlChanged | RiskEventCountriesDealt | RiskEventCrisisRolled | RiskEventDiceOff |
            RiskEventGameAborted | RiskEventGamePaused | RiskEventGameResumed | RiskEventGameStarted | RiskEventGameWon |
            RiskEventMissileBought | RiskEventMissileConverted | RiskEventMissileFired | RiskEventMissileFiredAt |
            RiskEventObjectiveDealt | RiskEventPactAccepted | RiskEventPactBreakAnnounced | RiskEventPactEnded |
            RiskEventPactProposed | RiskEventPlacementStarted | RiskEventPlayerEliminated | RiskEventPlayerForfeited |
            RiskEventPositionLoaded | RiskEventRegrouped | RiskEventReinforcementStarted | RiskEventRematchOffered |
            RiskEventRoundCapReached | RiskEventRoundStarted | RiskEventSeedRevealed | RiskEventSituationRevealed |
            RiskEventTimedOut | RiskEventTurnEnded | RiskEventTurnStarted | RiskEventZoneDutyFailed | Teg2LoggedTeg2 |
            Teg2LoggedTeg2ControlChanged | Teg2LoggedTeg2Hidden | Teg2LoggedTeg2Started | Teg2LoggedTeg2TimedOut]): Every
            event of the game, first to last; the version of the `n`-th
            (from 1) is `n`.
        dice (DiceProof): The seed of a record's randomness and its public commitment.
    """

    format_: str
    format_version: int
    game_id: str
    ruleset: str
    options: Options
    players: list[GameRecordPlayer]
    events: list[
        RiskEventAggressionEnded
        | RiskEventAggressionLaunched
        | RiskEventAggressionNext
        | RiskEventAllyRegroupStarted
        | RiskEventArmiesMovedIn
        | RiskEventArmiesPlaced
        | RiskEventAttackResolved
        | RiskEventCardBonus
        | RiskEventCardDrawn
        | RiskEventCardsExchanged
        | RiskEventCardWithheld
        | RiskEventCondominiumFormed
        | RiskEventContinentCardEarned
        | RiskEventContinentCardReturned
        | RiskEventControlChanged
        | RiskEventCountriesDealt
        | RiskEventCrisisRolled
        | RiskEventDiceOff
        | RiskEventGameAborted
        | RiskEventGamePaused
        | RiskEventGameResumed
        | RiskEventGameStarted
        | RiskEventGameWon
        | RiskEventMissileBought
        | RiskEventMissileConverted
        | RiskEventMissileFired
        | RiskEventMissileFiredAt
        | RiskEventObjectiveDealt
        | RiskEventPactAccepted
        | RiskEventPactBreakAnnounced
        | RiskEventPactEnded
        | RiskEventPactProposed
        | RiskEventPlacementStarted
        | RiskEventPlayerEliminated
        | RiskEventPlayerForfeited
        | RiskEventPositionLoaded
        | RiskEventRegrouped
        | RiskEventReinforcementStarted
        | RiskEventRematchOffered
        | RiskEventRoundCapReached
        | RiskEventRoundStarted
        | RiskEventSeedRevealed
        | RiskEventSituationRevealed
        | RiskEventTimedOut
        | RiskEventTurnEnded
        | RiskEventTurnStarted
        | RiskEventZoneDutyFailed
        | Teg2LoggedTeg2
        | Teg2LoggedTeg2ControlChanged
        | Teg2LoggedTeg2Hidden
        | Teg2LoggedTeg2Started
        | Teg2LoggedTeg2TimedOut
    ]
    dice: DiceProof

    def to_dict(self) -> dict[str, Any]:
        from ..models.risk_event_aggression_ended import RiskEventAggressionEnded  # noqa: PLC0415
        from ..models.risk_event_aggression_launched import RiskEventAggressionLaunched  # noqa: PLC0415
        from ..models.risk_event_aggression_next import RiskEventAggressionNext  # noqa: PLC0415
        from ..models.risk_event_ally_regroup_started import RiskEventAllyRegroupStarted  # noqa: PLC0415
        from ..models.risk_event_armies_moved_in import RiskEventArmiesMovedIn  # noqa: PLC0415
        from ..models.risk_event_armies_placed import RiskEventArmiesPlaced  # noqa: PLC0415
        from ..models.risk_event_attack_resolved import RiskEventAttackResolved  # noqa: PLC0415
        from ..models.risk_event_card_bonus import RiskEventCardBonus  # noqa: PLC0415
        from ..models.risk_event_card_drawn import RiskEventCardDrawn  # noqa: PLC0415
        from ..models.risk_event_card_withheld import RiskEventCardWithheld  # noqa: PLC0415
        from ..models.risk_event_cards_exchanged import RiskEventCardsExchanged  # noqa: PLC0415
        from ..models.risk_event_condominium_formed import RiskEventCondominiumFormed  # noqa: PLC0415
        from ..models.risk_event_continent_card_earned import RiskEventContinentCardEarned  # noqa: PLC0415
        from ..models.risk_event_continent_card_returned import RiskEventContinentCardReturned  # noqa: PLC0415
        from ..models.risk_event_control_changed import RiskEventControlChanged  # noqa: PLC0415
        from ..models.risk_event_countries_dealt import RiskEventCountriesDealt  # noqa: PLC0415
        from ..models.risk_event_crisis_rolled import RiskEventCrisisRolled  # noqa: PLC0415
        from ..models.risk_event_dice_off import RiskEventDiceOff  # noqa: PLC0415
        from ..models.risk_event_game_aborted import RiskEventGameAborted  # noqa: PLC0415
        from ..models.risk_event_game_paused import RiskEventGamePaused  # noqa: PLC0415
        from ..models.risk_event_game_resumed import RiskEventGameResumed  # noqa: PLC0415
        from ..models.risk_event_game_started import RiskEventGameStarted  # noqa: PLC0415
        from ..models.risk_event_game_won import RiskEventGameWon  # noqa: PLC0415
        from ..models.risk_event_missile_bought import RiskEventMissileBought  # noqa: PLC0415
        from ..models.risk_event_missile_converted import RiskEventMissileConverted  # noqa: PLC0415
        from ..models.risk_event_missile_fired import RiskEventMissileFired  # noqa: PLC0415
        from ..models.risk_event_missile_fired_at import RiskEventMissileFiredAt  # noqa: PLC0415
        from ..models.risk_event_objective_dealt import RiskEventObjectiveDealt  # noqa: PLC0415
        from ..models.risk_event_pact_accepted import RiskEventPactAccepted  # noqa: PLC0415
        from ..models.risk_event_pact_break_announced import RiskEventPactBreakAnnounced  # noqa: PLC0415
        from ..models.risk_event_pact_ended import RiskEventPactEnded  # noqa: PLC0415
        from ..models.risk_event_pact_proposed import RiskEventPactProposed  # noqa: PLC0415
        from ..models.risk_event_placement_started import RiskEventPlacementStarted  # noqa: PLC0415
        from ..models.risk_event_player_eliminated import RiskEventPlayerEliminated  # noqa: PLC0415
        from ..models.risk_event_player_forfeited import RiskEventPlayerForfeited  # noqa: PLC0415
        from ..models.risk_event_position_loaded import RiskEventPositionLoaded  # noqa: PLC0415
        from ..models.risk_event_regrouped import RiskEventRegrouped  # noqa: PLC0415
        from ..models.risk_event_reinforcement_started import RiskEventReinforcementStarted  # noqa: PLC0415
        from ..models.risk_event_rematch_offered import RiskEventRematchOffered  # noqa: PLC0415
        from ..models.risk_event_round_cap_reached import RiskEventRoundCapReached  # noqa: PLC0415
        from ..models.risk_event_round_started import RiskEventRoundStarted  # noqa: PLC0415
        from ..models.risk_event_seed_revealed import RiskEventSeedRevealed  # noqa: PLC0415
        from ..models.risk_event_situation_revealed import RiskEventSituationRevealed  # noqa: PLC0415
        from ..models.risk_event_timed_out import RiskEventTimedOut  # noqa: PLC0415
        from ..models.risk_event_turn_ended import RiskEventTurnEnded  # noqa: PLC0415
        from ..models.risk_event_turn_started import RiskEventTurnStarted  # noqa: PLC0415
        from ..models.risk_event_zone_duty_failed import RiskEventZoneDutyFailed  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2 import Teg2LoggedTeg2  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_hidden import Teg2LoggedTeg2Hidden  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_started import Teg2LoggedTeg2Started  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_timed_out import Teg2LoggedTeg2TimedOut  # noqa: PLC0415

        format_ = self.format_

        format_version = self.format_version

        game_id = self.game_id

        ruleset = self.ruleset

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RiskEventGameStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPositionLoaded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventDiceOff):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCountriesDealt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventObjectiveDealt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPlacementStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventArmiesPlaced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventMissileBought):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventMissileConverted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCardsExchanged):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventRoundStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventSituationRevealed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCrisisRolled):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventReinforcementStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventTurnStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventAttackResolved):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventArmiesMovedIn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventMissileFired):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventRegrouped):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPlayerEliminated):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCardDrawn):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCardBonus):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventContinentCardEarned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventContinentCardReturned):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventTurnEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPlayerForfeited):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventTimedOut):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventControlChanged):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventGameWon):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventRoundCapReached):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPactProposed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPactAccepted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPactBreakAnnounced):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventPactEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventZoneDutyFailed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCardWithheld):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventAggressionLaunched):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventAggressionNext):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventCondominiumFormed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventAggressionEnded):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventAllyRegroupStarted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventMissileFiredAt):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventSeedRevealed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventGamePaused):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventGameResumed):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventGameAborted):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RiskEventRematchOffered):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Teg2LoggedTeg2Started):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Teg2LoggedTeg2):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Teg2LoggedTeg2Hidden):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, Teg2LoggedTeg2TimedOut):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        dice = self.dice.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "format": format_,
                "format_version": format_version,
                "game_id": game_id,
                "ruleset": ruleset,
                "options": options,
                "players": players,
                "events": events,
                "dice": dice,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dice_proof import DiceProof  # noqa: PLC0415
        from ..models.game_record_player import GameRecordPlayer  # noqa: PLC0415
        from ..models.options import Options  # noqa: PLC0415
        from ..models.risk_event_aggression_ended import RiskEventAggressionEnded  # noqa: PLC0415
        from ..models.risk_event_aggression_launched import RiskEventAggressionLaunched  # noqa: PLC0415
        from ..models.risk_event_aggression_next import RiskEventAggressionNext  # noqa: PLC0415
        from ..models.risk_event_ally_regroup_started import RiskEventAllyRegroupStarted  # noqa: PLC0415
        from ..models.risk_event_armies_moved_in import RiskEventArmiesMovedIn  # noqa: PLC0415
        from ..models.risk_event_armies_placed import RiskEventArmiesPlaced  # noqa: PLC0415
        from ..models.risk_event_attack_resolved import RiskEventAttackResolved  # noqa: PLC0415
        from ..models.risk_event_card_bonus import RiskEventCardBonus  # noqa: PLC0415
        from ..models.risk_event_card_drawn import RiskEventCardDrawn  # noqa: PLC0415
        from ..models.risk_event_card_withheld import RiskEventCardWithheld  # noqa: PLC0415
        from ..models.risk_event_cards_exchanged import RiskEventCardsExchanged  # noqa: PLC0415
        from ..models.risk_event_condominium_formed import RiskEventCondominiumFormed  # noqa: PLC0415
        from ..models.risk_event_continent_card_earned import RiskEventContinentCardEarned  # noqa: PLC0415
        from ..models.risk_event_continent_card_returned import RiskEventContinentCardReturned  # noqa: PLC0415
        from ..models.risk_event_control_changed import RiskEventControlChanged  # noqa: PLC0415
        from ..models.risk_event_countries_dealt import RiskEventCountriesDealt  # noqa: PLC0415
        from ..models.risk_event_crisis_rolled import RiskEventCrisisRolled  # noqa: PLC0415
        from ..models.risk_event_dice_off import RiskEventDiceOff  # noqa: PLC0415
        from ..models.risk_event_game_aborted import RiskEventGameAborted  # noqa: PLC0415
        from ..models.risk_event_game_paused import RiskEventGamePaused  # noqa: PLC0415
        from ..models.risk_event_game_resumed import RiskEventGameResumed  # noqa: PLC0415
        from ..models.risk_event_game_started import RiskEventGameStarted  # noqa: PLC0415
        from ..models.risk_event_game_won import RiskEventGameWon  # noqa: PLC0415
        from ..models.risk_event_missile_bought import RiskEventMissileBought  # noqa: PLC0415
        from ..models.risk_event_missile_converted import RiskEventMissileConverted  # noqa: PLC0415
        from ..models.risk_event_missile_fired import RiskEventMissileFired  # noqa: PLC0415
        from ..models.risk_event_missile_fired_at import RiskEventMissileFiredAt  # noqa: PLC0415
        from ..models.risk_event_objective_dealt import RiskEventObjectiveDealt  # noqa: PLC0415
        from ..models.risk_event_pact_accepted import RiskEventPactAccepted  # noqa: PLC0415
        from ..models.risk_event_pact_break_announced import RiskEventPactBreakAnnounced  # noqa: PLC0415
        from ..models.risk_event_pact_ended import RiskEventPactEnded  # noqa: PLC0415
        from ..models.risk_event_pact_proposed import RiskEventPactProposed  # noqa: PLC0415
        from ..models.risk_event_placement_started import RiskEventPlacementStarted  # noqa: PLC0415
        from ..models.risk_event_player_eliminated import RiskEventPlayerEliminated  # noqa: PLC0415
        from ..models.risk_event_player_forfeited import RiskEventPlayerForfeited  # noqa: PLC0415
        from ..models.risk_event_position_loaded import RiskEventPositionLoaded  # noqa: PLC0415
        from ..models.risk_event_regrouped import RiskEventRegrouped  # noqa: PLC0415
        from ..models.risk_event_reinforcement_started import RiskEventReinforcementStarted  # noqa: PLC0415
        from ..models.risk_event_rematch_offered import RiskEventRematchOffered  # noqa: PLC0415
        from ..models.risk_event_round_cap_reached import RiskEventRoundCapReached  # noqa: PLC0415
        from ..models.risk_event_round_started import RiskEventRoundStarted  # noqa: PLC0415
        from ..models.risk_event_seed_revealed import RiskEventSeedRevealed  # noqa: PLC0415
        from ..models.risk_event_situation_revealed import RiskEventSituationRevealed  # noqa: PLC0415
        from ..models.risk_event_timed_out import RiskEventTimedOut  # noqa: PLC0415
        from ..models.risk_event_turn_ended import RiskEventTurnEnded  # noqa: PLC0415
        from ..models.risk_event_turn_started import RiskEventTurnStarted  # noqa: PLC0415
        from ..models.risk_event_zone_duty_failed import RiskEventZoneDutyFailed  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2 import Teg2LoggedTeg2  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_control_changed import Teg2LoggedTeg2ControlChanged  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_hidden import Teg2LoggedTeg2Hidden  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_started import Teg2LoggedTeg2Started  # noqa: PLC0415
        from ..models.teg_2_logged_teg_2_timed_out import Teg2LoggedTeg2TimedOut  # noqa: PLC0415

        d = dict(src_dict)
        format_ = d.pop("format")

        format_version = d.pop("format_version")

        game_id = d.pop("game_id")

        ruleset = d.pop("ruleset")

        options = Options.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = GameRecordPlayer.from_dict(players_item_data)

            players.append(players_item)

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                RiskEventAggressionEnded
                | RiskEventAggressionLaunched
                | RiskEventAggressionNext
                | RiskEventAllyRegroupStarted
                | RiskEventArmiesMovedIn
                | RiskEventArmiesPlaced
                | RiskEventAttackResolved
                | RiskEventCardBonus
                | RiskEventCardDrawn
                | RiskEventCardsExchanged
                | RiskEventCardWithheld
                | RiskEventCondominiumFormed
                | RiskEventContinentCardEarned
                | RiskEventContinentCardReturned
                | RiskEventControlChanged
                | RiskEventCountriesDealt
                | RiskEventCrisisRolled
                | RiskEventDiceOff
                | RiskEventGameAborted
                | RiskEventGamePaused
                | RiskEventGameResumed
                | RiskEventGameStarted
                | RiskEventGameWon
                | RiskEventMissileBought
                | RiskEventMissileConverted
                | RiskEventMissileFired
                | RiskEventMissileFiredAt
                | RiskEventObjectiveDealt
                | RiskEventPactAccepted
                | RiskEventPactBreakAnnounced
                | RiskEventPactEnded
                | RiskEventPactProposed
                | RiskEventPlacementStarted
                | RiskEventPlayerEliminated
                | RiskEventPlayerForfeited
                | RiskEventPositionLoaded
                | RiskEventRegrouped
                | RiskEventReinforcementStarted
                | RiskEventRematchOffered
                | RiskEventRoundCapReached
                | RiskEventRoundStarted
                | RiskEventSeedRevealed
                | RiskEventSituationRevealed
                | RiskEventTimedOut
                | RiskEventTurnEnded
                | RiskEventTurnStarted
                | RiskEventZoneDutyFailed
                | Teg2LoggedTeg2
                | Teg2LoggedTeg2ControlChanged
                | Teg2LoggedTeg2Hidden
                | Teg2LoggedTeg2Started
                | Teg2LoggedTeg2TimedOut
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_type_0 = RiskEventGameStarted.from_dict(data)

                    return componentsschemas_risk_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_position_loaded = RiskEventPositionLoaded.from_dict(data)

                    return componentsschemas_risk_event_risk_event_position_loaded
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_dice_off = RiskEventDiceOff.from_dict(data)

                    return componentsschemas_risk_event_risk_event_dice_off
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_countries_dealt = RiskEventCountriesDealt.from_dict(data)

                    return componentsschemas_risk_event_risk_event_countries_dealt
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_objective_dealt = RiskEventObjectiveDealt.from_dict(data)

                    return componentsschemas_risk_event_risk_event_objective_dealt
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_placement_started = RiskEventPlacementStarted.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_placement_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_armies_placed = RiskEventArmiesPlaced.from_dict(data)

                    return componentsschemas_risk_event_risk_event_armies_placed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_missile_bought = RiskEventMissileBought.from_dict(data)

                    return componentsschemas_risk_event_risk_event_missile_bought
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_missile_converted = RiskEventMissileConverted.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_missile_converted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_cards_exchanged = RiskEventCardsExchanged.from_dict(data)

                    return componentsschemas_risk_event_risk_event_cards_exchanged
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_round_started = RiskEventRoundStarted.from_dict(data)

                    return componentsschemas_risk_event_risk_event_round_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_situation_revealed = RiskEventSituationRevealed.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_situation_revealed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_crisis_rolled = RiskEventCrisisRolled.from_dict(data)

                    return componentsschemas_risk_event_risk_event_crisis_rolled
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_reinforcement_started = (
                        RiskEventReinforcementStarted.from_dict(data)
                    )

                    return componentsschemas_risk_event_risk_event_reinforcement_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_turn_started = RiskEventTurnStarted.from_dict(data)

                    return componentsschemas_risk_event_risk_event_turn_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_attack_resolved = RiskEventAttackResolved.from_dict(data)

                    return componentsschemas_risk_event_risk_event_attack_resolved
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_armies_moved_in = RiskEventArmiesMovedIn.from_dict(data)

                    return componentsschemas_risk_event_risk_event_armies_moved_in
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_missile_fired = RiskEventMissileFired.from_dict(data)

                    return componentsschemas_risk_event_risk_event_missile_fired
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_regrouped = RiskEventRegrouped.from_dict(data)

                    return componentsschemas_risk_event_risk_event_regrouped
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_player_eliminated = RiskEventPlayerEliminated.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_player_eliminated
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_card_drawn = RiskEventCardDrawn.from_dict(data)

                    return componentsschemas_risk_event_risk_event_card_drawn
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_card_bonus = RiskEventCardBonus.from_dict(data)

                    return componentsschemas_risk_event_risk_event_card_bonus
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_continent_card_earned = (
                        RiskEventContinentCardEarned.from_dict(data)
                    )

                    return componentsschemas_risk_event_risk_event_continent_card_earned
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_continent_card_returned = (
                        RiskEventContinentCardReturned.from_dict(data)
                    )

                    return componentsschemas_risk_event_risk_event_continent_card_returned
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_turn_ended = RiskEventTurnEnded.from_dict(data)

                    return componentsschemas_risk_event_risk_event_turn_ended
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_player_forfeited = RiskEventPlayerForfeited.from_dict(data)

                    return componentsschemas_risk_event_risk_event_player_forfeited
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_timed_out = RiskEventTimedOut.from_dict(data)

                    return componentsschemas_risk_event_risk_event_timed_out
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_control_changed = RiskEventControlChanged.from_dict(data)

                    return componentsschemas_risk_event_risk_event_control_changed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_game_won = RiskEventGameWon.from_dict(data)

                    return componentsschemas_risk_event_risk_event_game_won
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_round_cap_reached = RiskEventRoundCapReached.from_dict(data)

                    return componentsschemas_risk_event_risk_event_round_cap_reached
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_pact_proposed = RiskEventPactProposed.from_dict(data)

                    return componentsschemas_risk_event_risk_event_pact_proposed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_pact_accepted = RiskEventPactAccepted.from_dict(data)

                    return componentsschemas_risk_event_risk_event_pact_accepted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_pact_break_announced = (
                        RiskEventPactBreakAnnounced.from_dict(data)
                    )

                    return componentsschemas_risk_event_risk_event_pact_break_announced
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_pact_ended = RiskEventPactEnded.from_dict(data)

                    return componentsschemas_risk_event_risk_event_pact_ended
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_zone_duty_failed = RiskEventZoneDutyFailed.from_dict(data)

                    return componentsschemas_risk_event_risk_event_zone_duty_failed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_card_withheld = RiskEventCardWithheld.from_dict(data)

                    return componentsschemas_risk_event_risk_event_card_withheld
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_aggression_launched = RiskEventAggressionLaunched.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_aggression_launched
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_aggression_next = RiskEventAggressionNext.from_dict(data)

                    return componentsschemas_risk_event_risk_event_aggression_next
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_condominium_formed = RiskEventCondominiumFormed.from_dict(
                        data
                    )

                    return componentsschemas_risk_event_risk_event_condominium_formed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_aggression_ended = RiskEventAggressionEnded.from_dict(data)

                    return componentsschemas_risk_event_risk_event_aggression_ended
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_ally_regroup_started = (
                        RiskEventAllyRegroupStarted.from_dict(data)
                    )

                    return componentsschemas_risk_event_risk_event_ally_regroup_started
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_missile_fired_at = RiskEventMissileFiredAt.from_dict(data)

                    return componentsschemas_risk_event_risk_event_missile_fired_at
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_seed_revealed = RiskEventSeedRevealed.from_dict(data)

                    return componentsschemas_risk_event_risk_event_seed_revealed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_game_paused = RiskEventGamePaused.from_dict(data)

                    return componentsschemas_risk_event_risk_event_game_paused
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_game_resumed = RiskEventGameResumed.from_dict(data)

                    return componentsschemas_risk_event_risk_event_game_resumed
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_game_aborted = RiskEventGameAborted.from_dict(data)

                    return componentsschemas_risk_event_risk_event_game_aborted
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_risk_event_risk_event_rematch_offered = RiskEventRematchOffered.from_dict(data)

                    return componentsschemas_risk_event_risk_event_rematch_offered
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_logged_type_0 = Teg2LoggedTeg2Started.from_dict(data)

                    return componentsschemas_teg_2_logged_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_logged_teg_2_logged_teg_2 = Teg2LoggedTeg2.from_dict(data)

                    return componentsschemas_teg_2_logged_teg_2_logged_teg_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_logged_teg_2_logged_teg_2_hidden = Teg2LoggedTeg2Hidden.from_dict(data)

                    return componentsschemas_teg_2_logged_teg_2_logged_teg_2_hidden
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_teg_2_logged_teg_2_logged_teg_2_timed_out = Teg2LoggedTeg2TimedOut.from_dict(data)

                    return componentsschemas_teg_2_logged_teg_2_logged_teg_2_timed_out
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_teg_2_logged_teg_2_logged_teg_2_control_changed = (
                    Teg2LoggedTeg2ControlChanged.from_dict(data)
                )

                return componentsschemas_teg_2_logged_teg_2_logged_teg_2_control_changed

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        dice = DiceProof.from_dict(d.pop("dice"))

        game_record = cls(
            format_=format_,
            format_version=format_version,
            game_id=game_id,
            ruleset=ruleset,
            options=options,
            players=players,
            events=events,
            dice=dice,
        )

        return game_record
