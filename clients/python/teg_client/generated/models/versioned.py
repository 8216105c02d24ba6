from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
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


T = TypeVar("T", bound="Versioned")


@_attrs_define
class Versioned:
    """An event with the version it produced.

    Attributes:
        version (int): The game's version after this event.
        event (RiskEventAggressionEnded | RiskEventAggressionLaunched | RiskEventAggressionNext |
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
            Teg2LoggedTeg2ControlChanged | Teg2LoggedTeg2Hidden | Teg2LoggedTeg2Started | Teg2LoggedTeg2TimedOut): An event
            of either family, as stored and as sent to viewers.
    """

    version: int
    event: (
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
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        version = self.version

        event: dict[str, Any]
        if isinstance(self.event, RiskEventGameStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPositionLoaded):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventDiceOff):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCountriesDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventObjectiveDealt):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPlacementStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventArmiesPlaced):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventMissileBought):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventMissileConverted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCardsExchanged):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventRoundStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventSituationRevealed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCrisisRolled):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventReinforcementStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventTurnStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventAttackResolved):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventArmiesMovedIn):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventMissileFired):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventRegrouped):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPlayerEliminated):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCardDrawn):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCardBonus):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventContinentCardEarned):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventContinentCardReturned):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventTurnEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPlayerForfeited):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventTimedOut):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventControlChanged):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventGameWon):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventRoundCapReached):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPactProposed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPactAccepted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPactBreakAnnounced):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventPactEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventZoneDutyFailed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCardWithheld):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventAggressionLaunched):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventAggressionNext):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventCondominiumFormed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventAggressionEnded):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventAllyRegroupStarted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventMissileFiredAt):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventSeedRevealed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventGamePaused):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventGameResumed):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventGameAborted):
            event = self.event.to_dict()
        elif isinstance(self.event, RiskEventRematchOffered):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2LoggedTeg2Started):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2LoggedTeg2):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2LoggedTeg2Hidden):
            event = self.event.to_dict()
        elif isinstance(self.event, Teg2LoggedTeg2TimedOut):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "event": event,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        version = d.pop("version")

        def _parse_event(
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
                componentsschemas_risk_event_risk_event_placement_started = RiskEventPlacementStarted.from_dict(data)

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
                componentsschemas_risk_event_risk_event_missile_converted = RiskEventMissileConverted.from_dict(data)

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
                componentsschemas_risk_event_risk_event_situation_revealed = RiskEventSituationRevealed.from_dict(data)

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
                componentsschemas_risk_event_risk_event_reinforcement_started = RiskEventReinforcementStarted.from_dict(
                    data
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
                componentsschemas_risk_event_risk_event_player_eliminated = RiskEventPlayerEliminated.from_dict(data)

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
                componentsschemas_risk_event_risk_event_continent_card_earned = RiskEventContinentCardEarned.from_dict(
                    data
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
                componentsschemas_risk_event_risk_event_pact_break_announced = RiskEventPactBreakAnnounced.from_dict(
                    data
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
                componentsschemas_risk_event_risk_event_condominium_formed = RiskEventCondominiumFormed.from_dict(data)

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
                componentsschemas_risk_event_risk_event_ally_regroup_started = RiskEventAllyRegroupStarted.from_dict(
                    data
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
            componentsschemas_teg_2_logged_teg_2_logged_teg_2_control_changed = Teg2LoggedTeg2ControlChanged.from_dict(
                data
            )

            return componentsschemas_teg_2_logged_teg_2_logged_teg_2_control_changed

        event = _parse_event(d.pop("event"))

        versioned = cls(
            version=version,
            event=event,
        )

        versioned.additional_properties = d
        return versioned

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
