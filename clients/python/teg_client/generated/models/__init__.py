"""Contains all the data models used in inputs/outputs"""

from .account_export import AccountExport
from .act_request import ActRequest
from .add_bot import AddBot
from .admin_report_dto import AdminReportDto
from .admin_report_page import AdminReportPage
from .admin_user import AdminUser
from .admin_user_list import AdminUserList
from .answer_pact_answer import AnswerPactAnswer
from .app_dto import AppDto
from .app_list import AppList
from .audit_entry_dto import AuditEntryDto
from .audit_page import AuditPage
from .authority import Authority
from .battle import Battle
from .block_list import BlockList
from .blocked_user import BlockedUser
from .bot_level import BotLevel
from .bot_seat import BotSeat
from .card_symbol_type_0 import CardSymbolType0
from .card_symbol_type_1 import CardSymbolType1
from .card_symbol_type_2 import CardSymbolType2
from .card_view import CardView
from .challenge_sent import ChallengeSent
from .chat_message_dto import ChatMessageDto
from .chat_page import ChatPage
from .clock_dto import ClockDto
from .close_report_outcome import CloseReportOutcome
from .color import Color
from .combat_stage import CombatStage
from .combat_view import CombatView
from .communication import Communication
from .continent_id import ContinentId
from .control_cause import ControlCause
from .controller_bot import ControllerBot
from .controller_bot_kind import ControllerBotKind
from .controller_human import ControllerHuman
from .controller_human_kind import ControllerHumanKind
from .country_goal import CountryGoal
from .country_id import CountryId
from .country_view import CountryView
from .create_risk_game import CreateRiskGame
from .create_risk_game_ruleset import CreateRiskGameRuleset
from .create_teg_2_game import CreateTeg2Game
from .create_teg_2_game_max_players_type_0 import CreateTeg2GameMaxPlayersType0
from .create_teg_2_game_ruleset import CreateTeg2GameRuleset
from .credentials import Credentials
from .delete_account import DeleteAccount
from .deliveries import Deliveries
from .delivery_dto import DeliveryDto
from .dice_off_purpose import DiceOffPurpose
from .dice_proof import DiceProof
from .entrant_dto import EntrantDto
from .event_batch import EventBatch
from .exported_game import ExportedGame
from .fair_play_dto import FairPlayDto
from .force_view import ForceView
from .forfeit_reason import ForfeitReason
from .format_ import Format
from .friend import Friend
from .friend_list import FriendList
from .game_list import GameList
from .game_record import GameRecord
from .game_record_player import GameRecordPlayer
from .game_response_lobby_board import GameResponseLobbyBoard
from .game_response_risk_view import GameResponseRiskView
from .game_response_teg_2_game_view import GameResponseTeg2GameView
from .game_start import GameStart
from .game_summary import GameSummary
from .get_board_drawing_lang import GetBoardDrawingLang
from .get_leaderboard_ruleset import GetLeaderboardRuleset
from .get_teg_2_board_drawing_lang import GetTeg2BoardDrawingLang
from .grant_dto import GrantDto
from .grant_list import GrantList
from .guest_request import GuestRequest
from .health import Health
from .house_rules import HouseRules
from .import_request import ImportRequest
from .import_seat import ImportSeat
from .incorporation import Incorporation
from .incorporation_for_continents_item_item_type_0 import IncorporationForContinentsItemItemType0
from .invitation_dto import InvitationDto
from .invitation_list import InvitationList
from .join_game import JoinGame
from .joint_mover import JointMover
from .kick_request import KickRequest
from .launch_view import LaunchView
from .leader_entry import LeaderEntry
from .leader_user import LeaderUser
from .leaderboard import Leaderboard
from .legal_actions import LegalActions
from .level_view import LevelView
from .list_games_as_operator_ruleset import ListGamesAsOperatorRuleset
from .list_games_as_operator_status import ListGamesAsOperatorStatus
from .list_games_ruleset import ListGamesRuleset
from .list_games_status import ListGamesStatus
from .list_my_games_status import ListMyGamesStatus
from .list_problems_lang import ListProblemsLang
from .list_reports_status import ListReportsStatus
from .lobby_board import LobbyBoard
from .losses import Losses
from .map_continent import MapContinent
from .map_country import MapCountry
from .map_id import MapId
from .map_response import MapResponse
from .me_dto import MeDto
from .me_dto_kind import MeDtoKind
from .me_dto_locale import MeDtoLocale
from .moderate_game_action import ModerateGameAction
from .moderate_tournament import ModerateTournament
from .moderate_tournament_action import ModerateTournamentAction
from .moderate_user_action import ModerateUserAction
from .my_game import MyGame
from .my_games import MyGames
from .my_player import MyPlayer
from .names import Names
from .new_app import NewApp
from .new_challenge import NewChallenge
from .new_challenge_ruleset import NewChallengeRuleset
from .new_invitation import NewInvitation
from .new_note import NewNote
from .new_personal_token import NewPersonalToken
from .new_push_subscription import NewPushSubscription
from .new_report_dto import NewReportDto
from .new_ticket import NewTicket
from .new_ticket_ruleset import NewTicketRuleset
from .new_tournament_dto import NewTournamentDto
from .new_tournament_dto_ruleset import NewTournamentDtoRuleset
from .note_dto import NoteDto
from .note_list import NoteList
from .notice_followed import NoticeFollowed
from .notice_followed_type import NoticeFollowedType
from .notice_game_aborted import NoticeGameAborted
from .notice_game_aborted_type import NoticeGameAbortedType
from .notice_game_finished import NoticeGameFinished
from .notice_game_finished_type import NoticeGameFinishedType
from .notice_game_paused import NoticeGamePaused
from .notice_game_paused_type import NoticeGamePausedType
from .notice_game_resumed import NoticeGameResumed
from .notice_game_resumed_type import NoticeGameResumedType
from .notice_game_started import NoticeGameStarted
from .notice_game_started_type import NoticeGameStartedType
from .notice_invitation_answered import NoticeInvitationAnswered
from .notice_invitation_answered_type import NoticeInvitationAnsweredType
from .notice_invited import NoticeInvited
from .notice_invited_type import NoticeInvitedType
from .notice_list import NoticeList
from .notice_match_found import NoticeMatchFound
from .notice_match_found_type import NoticeMatchFoundType
from .notice_rematch_offered import NoticeRematchOffered
from .notice_rematch_offered_type import NoticeRematchOfferedType
from .notice_session_revoked import NoticeSessionRevoked
from .notice_session_revoked_type import NoticeSessionRevokedType
from .notice_tournament_round import NoticeTournamentRound
from .notice_tournament_round_type import NoticeTournamentRoundType
from .notice_whisper import NoticeWhisper
from .notice_whisper_type import NoticeWhisperType
from .notice_your_turn import NoticeYourTurn
from .notice_your_turn_type import NoticeYourTurnType
from .objective import Objective
from .objective_card import ObjectiveCard
from .objective_view import ObjectiveView
from .on_timeout import OnTimeout
from .options import Options
from .outcome import Outcome
from .pact import Pact
from .pact_answer import PactAnswer
from .pact_end import PactEnd
from .pact_list import PactList
from .pact_status_breaking import PactStatusBreaking
from .pact_status_breaking_state import PactStatusBreakingState
from .pact_status_in_force import PactStatusInForce
from .pact_status_in_force_state import PactStatusInForceState
from .pact_status_proposed import PactStatusProposed
from .pact_status_proposed_state import PactStatusProposedState
from .pact_status_truce import PactStatusTruce
from .pact_status_truce_state import PactStatusTruceState
from .pact_terms_aggression import PactTermsAggression
from .pact_terms_aggression_kind import PactTermsAggressionKind
from .pact_terms_condominium import PactTermsCondominium
from .pact_terms_condominium_kind import PactTermsCondominiumKind
from .pact_terms_continent import PactTermsContinent
from .pact_terms_continent_border import PactTermsContinentBorder
from .pact_terms_continent_border_kind import PactTermsContinentBorderKind
from .pact_terms_continent_kind import PactTermsContinentKind
from .pact_terms_country import PactTermsCountry
from .pact_terms_country_kind import PactTermsCountryKind
from .pact_terms_world import PactTermsWorld
from .pact_terms_world_kind import PactTermsWorldKind
from .pact_terms_zone import PactTermsZone
from .pact_terms_zone_kind import PactTermsZoneKind
from .participant import Participant
from .patch_me import PatchMe
from .patch_me_locale_type_1 import PatchMeLocaleType1
from .patch_me_locale_type_2_type_1 import PatchMeLocaleType2Type1
from .patch_me_locale_type_3_type_1 import PatchMeLocaleType3Type1
from .personal_token_dto import PersonalTokenDto
from .personal_token_list import PersonalTokenList
from .phase_aggression import PhaseAggression
from .phase_aggression_name import PhaseAggressionName
from .phase_ally_regroup import PhaseAllyRegroup
from .phase_ally_regroup_name import PhaseAllyRegroupName
from .phase_attack import PhaseAttack
from .phase_attack_name import PhaseAttackName
from .phase_extra_reinforcement import PhaseExtraReinforcement
from .phase_extra_reinforcement_name import PhaseExtraReinforcementName
from .phase_finished import PhaseFinished
from .phase_finished_name import PhaseFinishedName
from .phase_incorporation import PhaseIncorporation
from .phase_incorporation_name import PhaseIncorporationName
from .phase_initial_placement import PhaseInitialPlacement
from .phase_initial_placement_name import PhaseInitialPlacementName
from .phase_joint_move_in import PhaseJointMoveIn
from .phase_joint_move_in_name import PhaseJointMoveInName
from .phase_move_in import PhaseMoveIn
from .phase_move_in_name import PhaseMoveInName
from .phase_name import PhaseName
from .phase_not_started import PhaseNotStarted
from .phase_not_started_name import PhaseNotStartedName
from .phase_regroup import PhaseRegroup
from .phase_regroup_name import PhaseRegroupName
from .play_level import PlayLevel
from .player_range import PlayerRange
from .player_view import PlayerView
from .position import Position
from .position_ally_regroups_item_item_type_0 import PositionAllyRegroupsItemItemType0
from .position_ally_regroups_item_item_type_1 import PositionAllyRegroupsItemItemType1
from .position_arrived_item_item_type_0 import PositionArrivedItemItemType0
from .position_country import PositionCountry
from .position_joint_conquests_item_item_type_0 import PositionJointConquestsItemItemType0
from .position_player import PositionPlayer
from .position_player_hand_type_0 import PositionPlayerHandType0
from .position_player_hand_type_1 import PositionPlayerHandType1
from .position_ruleset import PositionRuleset
from .position_stake import PositionStake
from .post_chat import PostChat
from .post_whisper import PostWhisper
from .power import Power
from .private_view import PrivateView
from .problem import Problem
from .problem_code import ProblemCode
from .problem_entry import ProblemEntry
from .problem_title import ProblemTitle
from .propose_pact import ProposePact
from .push_key import PushKey
from .push_keys import PushKeys
from .push_settings import PushSettings
from .push_subscription_dto import PushSubscriptionDto
from .push_subscription_list import PushSubscriptionList
from .put_webhook import PutWebhook
from .quiet_hours import QuietHours
from .rating_change_dto import RatingChangeDto
from .rating_dto import RatingDto
from .rating_value import RatingValue
from .reason import Reason
from .record_aircraft_lost import RecordAircraftLost
from .record_aircraft_lost_record import RecordAircraftLostRecord
from .record_attrition import RecordAttrition
from .record_attrition_record import RecordAttritionRecord
from .record_combat_fought import RecordCombatFought
from .record_combat_fought_record import RecordCombatFoughtRecord
from .record_imported import RecordImported
from .record_level_moved import RecordLevelMoved
from .record_level_moved_record import RecordLevelMovedRecord
from .record_objectives_revealed import RecordObjectivesRevealed
from .record_objectives_revealed_record import RecordObjectivesRevealedRecord
from .record_retreated import RecordRetreated
from .record_retreated_record import RecordRetreatedRecord
from .record_rocket_captured import RecordRocketCaptured
from .record_rocket_captured_record import RecordRocketCapturedRecord
from .record_rocket_dismantled import RecordRocketDismantled
from .record_rocket_dismantled_record import RecordRocketDismantledRecord
from .record_rocket_exploded import RecordRocketExploded
from .record_rocket_exploded_record import RecordRocketExplodedRecord
from .record_rocket_intercepted import RecordRocketIntercepted
from .record_rocket_intercepted_record import RecordRocketInterceptedRecord
from .record_round_started import RecordRoundStarted
from .record_round_started_record import RecordRoundStartedRecord
from .record_scored import RecordScored
from .record_scored_record import RecordScoredRecord
from .refresh_request import RefreshRequest
from .region_kind import RegionKind
from .report_dto import ReportDto
from .report_page import ReportPage
from .report_reason_dto import ReportReasonDto
from .retreat_plan import RetreatPlan
from .reveal import Reveal
from .reveal_command import RevealCommand
from .risk_command_accept_pact import RiskCommandAcceptPact
from .risk_command_accept_pact_type import RiskCommandAcceptPactType
from .risk_command_attack import RiskCommandAttack
from .risk_command_attack_occupant import RiskCommandAttackOccupant
from .risk_command_attack_occupant_type import RiskCommandAttackOccupantType
from .risk_command_attack_type import RiskCommandAttackType
from .risk_command_break_pact import RiskCommandBreakPact
from .risk_command_break_pact_type import RiskCommandBreakPactType
from .risk_command_buy_missile import RiskCommandBuyMissile
from .risk_command_buy_missile_type import RiskCommandBuyMissileType
from .risk_command_convert_missile import RiskCommandConvertMissile
from .risk_command_convert_missile_type import RiskCommandConvertMissileType
from .risk_command_dismiss_zone import RiskCommandDismissZone
from .risk_command_dismiss_zone_type import RiskCommandDismissZoneType
from .risk_command_end_aggression import RiskCommandEndAggression
from .risk_command_end_aggression_type import RiskCommandEndAggressionType
from .risk_command_end_turn import RiskCommandEndTurn
from .risk_command_end_turn_type import RiskCommandEndTurnType
from .risk_command_exchange import RiskCommandExchange
from .risk_command_exchange_type import RiskCommandExchangeType
from .risk_command_fire_missile import RiskCommandFireMissile
from .risk_command_fire_missile_at import RiskCommandFireMissileAt
from .risk_command_fire_missile_at_type import RiskCommandFireMissileAtType
from .risk_command_fire_missile_type import RiskCommandFireMissileType
from .risk_command_launch_aggression import RiskCommandLaunchAggression
from .risk_command_launch_aggression_type import RiskCommandLaunchAggressionType
from .risk_command_move_in import RiskCommandMoveIn
from .risk_command_move_in_type import RiskCommandMoveInType
from .risk_command_place import RiskCommandPlace
from .risk_command_place_type import RiskCommandPlaceType
from .risk_command_propose_pact import RiskCommandProposePact
from .risk_command_propose_pact_type import RiskCommandProposePactType
from .risk_command_refuse_pact import RiskCommandRefusePact
from .risk_command_refuse_pact_type import RiskCommandRefusePactType
from .risk_command_regroup import RiskCommandRegroup
from .risk_command_regroup_type import RiskCommandRegroupType
from .risk_command_withdraw_pact import RiskCommandWithdrawPact
from .risk_command_withdraw_pact_type import RiskCommandWithdrawPactType
from .risk_event_aggression_ended import RiskEventAggressionEnded
from .risk_event_aggression_ended_type import RiskEventAggressionEndedType
from .risk_event_aggression_launched import RiskEventAggressionLaunched
from .risk_event_aggression_launched_type import RiskEventAggressionLaunchedType
from .risk_event_aggression_next import RiskEventAggressionNext
from .risk_event_aggression_next_type import RiskEventAggressionNextType
from .risk_event_ally_regroup_started import RiskEventAllyRegroupStarted
from .risk_event_ally_regroup_started_type import RiskEventAllyRegroupStartedType
from .risk_event_armies_moved_in import RiskEventArmiesMovedIn
from .risk_event_armies_moved_in_type import RiskEventArmiesMovedInType
from .risk_event_armies_placed import RiskEventArmiesPlaced
from .risk_event_armies_placed_type import RiskEventArmiesPlacedType
from .risk_event_attack_resolved import RiskEventAttackResolved
from .risk_event_attack_resolved_type import RiskEventAttackResolvedType
from .risk_event_card_bonus import RiskEventCardBonus
from .risk_event_card_bonus_type import RiskEventCardBonusType
from .risk_event_card_drawn import RiskEventCardDrawn
from .risk_event_card_drawn_type import RiskEventCardDrawnType
from .risk_event_card_withheld import RiskEventCardWithheld
from .risk_event_card_withheld_type import RiskEventCardWithheldType
from .risk_event_cards_exchanged import RiskEventCardsExchanged
from .risk_event_cards_exchanged_type import RiskEventCardsExchangedType
from .risk_event_condominium_formed import RiskEventCondominiumFormed
from .risk_event_condominium_formed_type import RiskEventCondominiumFormedType
from .risk_event_continent_card_earned import RiskEventContinentCardEarned
from .risk_event_continent_card_earned_type import RiskEventContinentCardEarnedType
from .risk_event_continent_card_returned import RiskEventContinentCardReturned
from .risk_event_continent_card_returned_type import RiskEventContinentCardReturnedType
from .risk_event_control_changed import RiskEventControlChanged
from .risk_event_control_changed_type import RiskEventControlChangedType
from .risk_event_countries_dealt import RiskEventCountriesDealt
from .risk_event_countries_dealt_type import RiskEventCountriesDealtType
from .risk_event_crisis_rolled import RiskEventCrisisRolled
from .risk_event_crisis_rolled_rolls_item_item_type_0 import RiskEventCrisisRolledRollsItemItemType0
from .risk_event_crisis_rolled_type import RiskEventCrisisRolledType
from .risk_event_dice_off import RiskEventDiceOff
from .risk_event_dice_off_rolls_item_item_item_type_0 import RiskEventDiceOffRollsItemItemItemType0
from .risk_event_dice_off_type import RiskEventDiceOffType
from .risk_event_game_aborted import RiskEventGameAborted
from .risk_event_game_aborted_type import RiskEventGameAbortedType
from .risk_event_game_paused import RiskEventGamePaused
from .risk_event_game_paused_type import RiskEventGamePausedType
from .risk_event_game_resumed import RiskEventGameResumed
from .risk_event_game_resumed_type import RiskEventGameResumedType
from .risk_event_game_started import RiskEventGameStarted
from .risk_event_game_started_type import RiskEventGameStartedType
from .risk_event_game_won import RiskEventGameWon
from .risk_event_game_won_type import RiskEventGameWonType
from .risk_event_missile_bought import RiskEventMissileBought
from .risk_event_missile_bought_type import RiskEventMissileBoughtType
from .risk_event_missile_converted import RiskEventMissileConverted
from .risk_event_missile_converted_type import RiskEventMissileConvertedType
from .risk_event_missile_fired import RiskEventMissileFired
from .risk_event_missile_fired_at import RiskEventMissileFiredAt
from .risk_event_missile_fired_at_type import RiskEventMissileFiredAtType
from .risk_event_missile_fired_type import RiskEventMissileFiredType
from .risk_event_objective_dealt import RiskEventObjectiveDealt
from .risk_event_objective_dealt_type import RiskEventObjectiveDealtType
from .risk_event_pact_accepted import RiskEventPactAccepted
from .risk_event_pact_accepted_type import RiskEventPactAcceptedType
from .risk_event_pact_break_announced import RiskEventPactBreakAnnounced
from .risk_event_pact_break_announced_type import RiskEventPactBreakAnnouncedType
from .risk_event_pact_ended import RiskEventPactEnded
from .risk_event_pact_ended_type import RiskEventPactEndedType
from .risk_event_pact_proposed import RiskEventPactProposed
from .risk_event_pact_proposed_type import RiskEventPactProposedType
from .risk_event_placement_started import RiskEventPlacementStarted
from .risk_event_placement_started_type import RiskEventPlacementStartedType
from .risk_event_player_eliminated import RiskEventPlayerEliminated
from .risk_event_player_eliminated_type import RiskEventPlayerEliminatedType
from .risk_event_player_forfeited import RiskEventPlayerForfeited
from .risk_event_player_forfeited_type import RiskEventPlayerForfeitedType
from .risk_event_position_loaded import RiskEventPositionLoaded
from .risk_event_position_loaded_type import RiskEventPositionLoadedType
from .risk_event_regrouped import RiskEventRegrouped
from .risk_event_regrouped_type import RiskEventRegroupedType
from .risk_event_reinforcement_started import RiskEventReinforcementStarted
from .risk_event_reinforcement_started_type import RiskEventReinforcementStartedType
from .risk_event_rematch_offered import RiskEventRematchOffered
from .risk_event_rematch_offered_type import RiskEventRematchOfferedType
from .risk_event_round_cap_reached import RiskEventRoundCapReached
from .risk_event_round_cap_reached_type import RiskEventRoundCapReachedType
from .risk_event_round_started import RiskEventRoundStarted
from .risk_event_round_started_type import RiskEventRoundStartedType
from .risk_event_seed_revealed import RiskEventSeedRevealed
from .risk_event_seed_revealed_type import RiskEventSeedRevealedType
from .risk_event_situation_revealed import RiskEventSituationRevealed
from .risk_event_situation_revealed_type import RiskEventSituationRevealedType
from .risk_event_timed_out import RiskEventTimedOut
from .risk_event_timed_out_type import RiskEventTimedOutType
from .risk_event_turn_ended import RiskEventTurnEnded
from .risk_event_turn_ended_type import RiskEventTurnEndedType
from .risk_event_turn_started import RiskEventTurnStarted
from .risk_event_turn_started_type import RiskEventTurnStartedType
from .risk_event_zone_duty_failed import RiskEventZoneDutyFailed
from .risk_event_zone_duty_failed_type import RiskEventZoneDutyFailedType
from .risk_table_options import RiskTableOptions
from .risk_view import RiskView
from .rocket_view import RocketView
from .ruleset import Ruleset
from .ruleset_detail import RulesetDetail
from .rulesets import Rulesets
from .scope_name import ScopeName
from .seat import Seat
from .seat_bot import SeatBot
from .secret_bool_type_0 import SecretBoolType0
from .secret_bool_type_1 import SecretBoolType1
from .secret_country_id_type_0 import SecretCountryIdType0
from .secret_country_id_type_0_known import SecretCountryIdType0Known
from .secret_country_id_type_1 import SecretCountryIdType1
from .secret_seed_type_0 import SecretSeedType0
from .secret_seed_type_1 import SecretSeedType1
from .secret_vec_country_id_type_0 import SecretVecCountryIdType0
from .secret_vec_country_id_type_0_known_item import SecretVecCountryIdType0KnownItem
from .secret_vec_country_id_type_1 import SecretVecCountryIdType1
from .secret_vec_objective_known import SecretVecObjectiveKnown
from .secret_vec_objective_known_known_item import SecretVecObjectiveKnownKnownItem
from .secret_vec_objective_type_1 import SecretVecObjectiveType1
from .session_dto import SessionDto
from .session_list import SessionList
from .signed_in_user import SignedInUser
from .signed_in_user_kind import SignedInUserKind
from .situation_type_0 import SituationType0
from .situation_type_1 import SituationType1
from .situation_type_2 import SituationType2
from .situation_type_3 import SituationType3
from .situation_type_4 import SituationType4
from .situation_type_5 import SituationType5
from .situation_type_6 import SituationType6
from .situation_type_7 import SituationType7
from .sse_frame import SseFrame
from .standing_dto import StandingDto
from .symbol import Symbol
from .table_view import TableView
from .teg_2_action_teg_2 import Teg2ActionTeg2
from .teg_2_action_teg_2_type import Teg2ActionTeg2Type
from .teg_2_board_summary import Teg2BoardSummary
from .teg_2_bot import Teg2Bot
from .teg_2_bot_seat import Teg2BotSeat
from .teg_2_command_announce import Teg2CommandAnnounce
from .teg_2_command_announce_action import Teg2CommandAnnounceAction
from .teg_2_command_commit_intercept import Teg2CommandCommitIntercept
from .teg_2_command_commit_intercept_action import Teg2CommandCommitInterceptAction
from .teg_2_command_commit_split import Teg2CommandCommitSplit
from .teg_2_command_commit_split_action import Teg2CommandCommitSplitAction
from .teg_2_command_end_turn import Teg2CommandEndTurn
from .teg_2_command_end_turn_action import Teg2CommandEndTurnAction
from .teg_2_command_incorporate import Teg2CommandIncorporate
from .teg_2_command_incorporate_action import Teg2CommandIncorporateAction
from .teg_2_command_launch import Teg2CommandLaunch
from .teg_2_command_launch_action import Teg2CommandLaunchAction
from .teg_2_command_place_objective import Teg2CommandPlaceObjective
from .teg_2_command_place_objective_action import Teg2CommandPlaceObjectiveAction
from .teg_2_command_reinforce import Teg2CommandReinforce
from .teg_2_command_reinforce_action import Teg2CommandReinforceAction
from .teg_2_command_retreat import Teg2CommandRetreat
from .teg_2_command_retreat_action import Teg2CommandRetreatAction
from .teg_2_command_reveal_intercept import Teg2CommandRevealIntercept
from .teg_2_command_reveal_intercept_action import Teg2CommandRevealInterceptAction
from .teg_2_command_reveal_objective import Teg2CommandRevealObjective
from .teg_2_command_reveal_objective_action import Teg2CommandRevealObjectiveAction
from .teg_2_command_reveal_split import Teg2CommandRevealSplit
from .teg_2_command_reveal_split_action import Teg2CommandRevealSplitAction
from .teg_2_duty import Teg2Duty
from .teg_2_event_acted import Teg2EventActed
from .teg_2_event_acted_event import Teg2EventActedEvent
from .teg_2_event_defaulted import Teg2EventDefaulted
from .teg_2_event_defaulted_event import Teg2EventDefaultedEvent
from .teg_2_event_forfeited import Teg2EventForfeited
from .teg_2_event_forfeited_event import Teg2EventForfeitedEvent
from .teg_2_event_started import Teg2EventStarted
from .teg_2_event_started_event import Teg2EventStartedEvent
from .teg_2_game_view import Teg2GameView
from .teg_2_grant import Teg2Grant
from .teg_2_import_request import Teg2ImportRequest
from .teg_2_ladder import Teg2Ladder
from .teg_2_legal_announce import Teg2LegalAnnounce
from .teg_2_legal_announce_action import Teg2LegalAnnounceAction
from .teg_2_legal_commit_intercept import Teg2LegalCommitIntercept
from .teg_2_legal_commit_intercept_action import Teg2LegalCommitInterceptAction
from .teg_2_legal_commit_split import Teg2LegalCommitSplit
from .teg_2_legal_commit_split_action import Teg2LegalCommitSplitAction
from .teg_2_legal_end_turn import Teg2LegalEndTurn
from .teg_2_legal_end_turn_action import Teg2LegalEndTurnAction
from .teg_2_legal_incorporate import Teg2LegalIncorporate
from .teg_2_legal_incorporate_action import Teg2LegalIncorporateAction
from .teg_2_legal_launch import Teg2LegalLaunch
from .teg_2_legal_launch_action import Teg2LegalLaunchAction
from .teg_2_legal_place_objective import Teg2LegalPlaceObjective
from .teg_2_legal_place_objective_action import Teg2LegalPlaceObjectiveAction
from .teg_2_legal_reinforce import Teg2LegalReinforce
from .teg_2_legal_reinforce_action import Teg2LegalReinforceAction
from .teg_2_legal_retreat import Teg2LegalRetreat
from .teg_2_legal_retreat_action import Teg2LegalRetreatAction
from .teg_2_legal_reveal_intercept import Teg2LegalRevealIntercept
from .teg_2_legal_reveal_intercept_action import Teg2LegalRevealInterceptAction
from .teg_2_legal_reveal_objective import Teg2LegalRevealObjective
from .teg_2_legal_reveal_objective_action import Teg2LegalRevealObjectiveAction
from .teg_2_legal_reveal_split import Teg2LegalRevealSplit
from .teg_2_legal_reveal_split_action import Teg2LegalRevealSplitAction
from .teg_2_logged_teg_2 import Teg2LoggedTeg2
from .teg_2_logged_teg_2_control_changed import Teg2LoggedTeg2ControlChanged
from .teg_2_logged_teg_2_control_changed_type import Teg2LoggedTeg2ControlChangedType
from .teg_2_logged_teg_2_hidden import Teg2LoggedTeg2Hidden
from .teg_2_logged_teg_2_hidden_type import Teg2LoggedTeg2HiddenType
from .teg_2_logged_teg_2_started import Teg2LoggedTeg2Started
from .teg_2_logged_teg_2_started_type import Teg2LoggedTeg2StartedType
from .teg_2_logged_teg_2_timed_out import Teg2LoggedTeg2TimedOut
from .teg_2_logged_teg_2_timed_out_type import Teg2LoggedTeg2TimedOutType
from .teg_2_logged_teg_2_type import Teg2LoggedTeg2Type
from .teg_2_map_region import Teg2MapRegion
from .teg_2_map_response import Teg2MapResponse
from .teg_2_move import Teg2Move
from .teg_2_options import Teg2Options
from .teg_2_options_rounds_type_0 import Teg2OptionsRoundsType0
from .teg_2_placement import Teg2Placement
from .teg_2_player import Teg2Player
from .teg_2_position import Teg2Position
from .teg_2_rounds import Teg2Rounds
from .teg_2_ruleset_detail import Teg2RulesetDetail
from .teg_2_scores import Teg2Scores
from .teg_2_seat import Teg2Seat
from .teg_2_setup import Teg2Setup
from .teg_2_source import Teg2Source
from .teg_2_start import Teg2Start
from .teg_2_table_options import Teg2TableOptions
from .teg_2_team import Teg2Team
from .teg_2_token_points import Teg2TokenPoints
from .teg_2_view import Teg2View
from .ticket_dto import TicketDto
from .ticket_dto_status import TicketDtoStatus
from .token_kind import TokenKind
from .token_response import TokenResponse
from .token_view import TokenView
from .tournament_detail import TournamentDetail
from .tournament_list import TournamentList
from .tournament_round_dto import TournamentRoundDto
from .tournament_summary import TournamentSummary
from .tournament_summary_status import TournamentSummaryStatus
from .tournament_table_dto import TournamentTableDto
from .tv_game import TvGame
from .tv_list import TvList
from .uncounted import Uncounted
from .unit_kind import UnitKind
from .user_ratings import UserRatings
from .user_sanction import UserSanction
from .user_summary import UserSummary
from .versioned import Versioned
from .visibility import Visibility
from .waiting import Waiting
from .webhook_dto import WebhookDto
from .whisper import Whisper
from .whisper_page import WhisperPage
from .win_reason import WinReason
from .window_view import WindowView

__all__ = (
    "AccountExport",
    "ActRequest",
    "AddBot",
    "AdminReportDto",
    "AdminReportPage",
    "AdminUser",
    "AdminUserList",
    "AnswerPactAnswer",
    "AppDto",
    "AppList",
    "AuditEntryDto",
    "AuditPage",
    "Authority",
    "Battle",
    "BlockedUser",
    "BlockList",
    "BotLevel",
    "BotSeat",
    "CardSymbolType0",
    "CardSymbolType1",
    "CardSymbolType2",
    "CardView",
    "ChallengeSent",
    "ChatMessageDto",
    "ChatPage",
    "ClockDto",
    "CloseReportOutcome",
    "Color",
    "CombatStage",
    "CombatView",
    "Communication",
    "ContinentId",
    "ControlCause",
    "ControllerBot",
    "ControllerBotKind",
    "ControllerHuman",
    "ControllerHumanKind",
    "CountryGoal",
    "CountryId",
    "CountryView",
    "CreateRiskGame",
    "CreateRiskGameRuleset",
    "CreateTeg2Game",
    "CreateTeg2GameMaxPlayersType0",
    "CreateTeg2GameRuleset",
    "Credentials",
    "DeleteAccount",
    "Deliveries",
    "DeliveryDto",
    "DiceOffPurpose",
    "DiceProof",
    "EntrantDto",
    "EventBatch",
    "ExportedGame",
    "FairPlayDto",
    "ForceView",
    "ForfeitReason",
    "Format",
    "Friend",
    "FriendList",
    "GameList",
    "GameRecord",
    "GameRecordPlayer",
    "GameResponseLobbyBoard",
    "GameResponseRiskView",
    "GameResponseTeg2GameView",
    "GameStart",
    "GameSummary",
    "GetBoardDrawingLang",
    "GetLeaderboardRuleset",
    "GetTeg2BoardDrawingLang",
    "GrantDto",
    "GrantList",
    "GuestRequest",
    "Health",
    "HouseRules",
    "ImportRequest",
    "ImportSeat",
    "Incorporation",
    "IncorporationForContinentsItemItemType0",
    "InvitationDto",
    "InvitationList",
    "JoinGame",
    "JointMover",
    "KickRequest",
    "LaunchView",
    "Leaderboard",
    "LeaderEntry",
    "LeaderUser",
    "LegalActions",
    "LevelView",
    "ListGamesAsOperatorRuleset",
    "ListGamesAsOperatorStatus",
    "ListGamesRuleset",
    "ListGamesStatus",
    "ListMyGamesStatus",
    "ListProblemsLang",
    "ListReportsStatus",
    "LobbyBoard",
    "Losses",
    "MapContinent",
    "MapCountry",
    "MapId",
    "MapResponse",
    "MeDto",
    "MeDtoKind",
    "MeDtoLocale",
    "ModerateGameAction",
    "ModerateTournament",
    "ModerateTournamentAction",
    "ModerateUserAction",
    "MyGame",
    "MyGames",
    "MyPlayer",
    "Names",
    "NewApp",
    "NewChallenge",
    "NewChallengeRuleset",
    "NewInvitation",
    "NewNote",
    "NewPersonalToken",
    "NewPushSubscription",
    "NewReportDto",
    "NewTicket",
    "NewTicketRuleset",
    "NewTournamentDto",
    "NewTournamentDtoRuleset",
    "NoteDto",
    "NoteList",
    "NoticeFollowed",
    "NoticeFollowedType",
    "NoticeGameAborted",
    "NoticeGameAbortedType",
    "NoticeGameFinished",
    "NoticeGameFinishedType",
    "NoticeGamePaused",
    "NoticeGamePausedType",
    "NoticeGameResumed",
    "NoticeGameResumedType",
    "NoticeGameStarted",
    "NoticeGameStartedType",
    "NoticeInvitationAnswered",
    "NoticeInvitationAnsweredType",
    "NoticeInvited",
    "NoticeInvitedType",
    "NoticeList",
    "NoticeMatchFound",
    "NoticeMatchFoundType",
    "NoticeRematchOffered",
    "NoticeRematchOfferedType",
    "NoticeSessionRevoked",
    "NoticeSessionRevokedType",
    "NoticeTournamentRound",
    "NoticeTournamentRoundType",
    "NoticeWhisper",
    "NoticeWhisperType",
    "NoticeYourTurn",
    "NoticeYourTurnType",
    "Objective",
    "ObjectiveCard",
    "ObjectiveView",
    "OnTimeout",
    "Options",
    "Outcome",
    "Pact",
    "PactAnswer",
    "PactEnd",
    "PactList",
    "PactStatusBreaking",
    "PactStatusBreakingState",
    "PactStatusInForce",
    "PactStatusInForceState",
    "PactStatusProposed",
    "PactStatusProposedState",
    "PactStatusTruce",
    "PactStatusTruceState",
    "PactTermsAggression",
    "PactTermsAggressionKind",
    "PactTermsCondominium",
    "PactTermsCondominiumKind",
    "PactTermsContinent",
    "PactTermsContinentBorder",
    "PactTermsContinentBorderKind",
    "PactTermsContinentKind",
    "PactTermsCountry",
    "PactTermsCountryKind",
    "PactTermsWorld",
    "PactTermsWorldKind",
    "PactTermsZone",
    "PactTermsZoneKind",
    "Participant",
    "PatchMe",
    "PatchMeLocaleType1",
    "PatchMeLocaleType2Type1",
    "PatchMeLocaleType3Type1",
    "PersonalTokenDto",
    "PersonalTokenList",
    "PhaseAggression",
    "PhaseAggressionName",
    "PhaseAllyRegroup",
    "PhaseAllyRegroupName",
    "PhaseAttack",
    "PhaseAttackName",
    "PhaseExtraReinforcement",
    "PhaseExtraReinforcementName",
    "PhaseFinished",
    "PhaseFinishedName",
    "PhaseIncorporation",
    "PhaseIncorporationName",
    "PhaseInitialPlacement",
    "PhaseInitialPlacementName",
    "PhaseJointMoveIn",
    "PhaseJointMoveInName",
    "PhaseMoveIn",
    "PhaseMoveInName",
    "PhaseName",
    "PhaseNotStarted",
    "PhaseNotStartedName",
    "PhaseRegroup",
    "PhaseRegroupName",
    "PlayerRange",
    "PlayerView",
    "PlayLevel",
    "Position",
    "PositionAllyRegroupsItemItemType0",
    "PositionAllyRegroupsItemItemType1",
    "PositionArrivedItemItemType0",
    "PositionCountry",
    "PositionJointConquestsItemItemType0",
    "PositionPlayer",
    "PositionPlayerHandType0",
    "PositionPlayerHandType1",
    "PositionRuleset",
    "PositionStake",
    "PostChat",
    "PostWhisper",
    "Power",
    "PrivateView",
    "Problem",
    "ProblemCode",
    "ProblemEntry",
    "ProblemTitle",
    "ProposePact",
    "PushKey",
    "PushKeys",
    "PushSettings",
    "PushSubscriptionDto",
    "PushSubscriptionList",
    "PutWebhook",
    "QuietHours",
    "RatingChangeDto",
    "RatingDto",
    "RatingValue",
    "Reason",
    "RecordAircraftLost",
    "RecordAircraftLostRecord",
    "RecordAttrition",
    "RecordAttritionRecord",
    "RecordCombatFought",
    "RecordCombatFoughtRecord",
    "RecordImported",
    "RecordLevelMoved",
    "RecordLevelMovedRecord",
    "RecordObjectivesRevealed",
    "RecordObjectivesRevealedRecord",
    "RecordRetreated",
    "RecordRetreatedRecord",
    "RecordRocketCaptured",
    "RecordRocketCapturedRecord",
    "RecordRocketDismantled",
    "RecordRocketDismantledRecord",
    "RecordRocketExploded",
    "RecordRocketExplodedRecord",
    "RecordRocketIntercepted",
    "RecordRocketInterceptedRecord",
    "RecordRoundStarted",
    "RecordRoundStartedRecord",
    "RecordScored",
    "RecordScoredRecord",
    "RefreshRequest",
    "RegionKind",
    "ReportDto",
    "ReportPage",
    "ReportReasonDto",
    "RetreatPlan",
    "Reveal",
    "RevealCommand",
    "RiskCommandAcceptPact",
    "RiskCommandAcceptPactType",
    "RiskCommandAttack",
    "RiskCommandAttackOccupant",
    "RiskCommandAttackOccupantType",
    "RiskCommandAttackType",
    "RiskCommandBreakPact",
    "RiskCommandBreakPactType",
    "RiskCommandBuyMissile",
    "RiskCommandBuyMissileType",
    "RiskCommandConvertMissile",
    "RiskCommandConvertMissileType",
    "RiskCommandDismissZone",
    "RiskCommandDismissZoneType",
    "RiskCommandEndAggression",
    "RiskCommandEndAggressionType",
    "RiskCommandEndTurn",
    "RiskCommandEndTurnType",
    "RiskCommandExchange",
    "RiskCommandExchangeType",
    "RiskCommandFireMissile",
    "RiskCommandFireMissileAt",
    "RiskCommandFireMissileAtType",
    "RiskCommandFireMissileType",
    "RiskCommandLaunchAggression",
    "RiskCommandLaunchAggressionType",
    "RiskCommandMoveIn",
    "RiskCommandMoveInType",
    "RiskCommandPlace",
    "RiskCommandPlaceType",
    "RiskCommandProposePact",
    "RiskCommandProposePactType",
    "RiskCommandRefusePact",
    "RiskCommandRefusePactType",
    "RiskCommandRegroup",
    "RiskCommandRegroupType",
    "RiskCommandWithdrawPact",
    "RiskCommandWithdrawPactType",
    "RiskEventAggressionEnded",
    "RiskEventAggressionEndedType",
    "RiskEventAggressionLaunched",
    "RiskEventAggressionLaunchedType",
    "RiskEventAggressionNext",
    "RiskEventAggressionNextType",
    "RiskEventAllyRegroupStarted",
    "RiskEventAllyRegroupStartedType",
    "RiskEventArmiesMovedIn",
    "RiskEventArmiesMovedInType",
    "RiskEventArmiesPlaced",
    "RiskEventArmiesPlacedType",
    "RiskEventAttackResolved",
    "RiskEventAttackResolvedType",
    "RiskEventCardBonus",
    "RiskEventCardBonusType",
    "RiskEventCardDrawn",
    "RiskEventCardDrawnType",
    "RiskEventCardsExchanged",
    "RiskEventCardsExchangedType",
    "RiskEventCardWithheld",
    "RiskEventCardWithheldType",
    "RiskEventCondominiumFormed",
    "RiskEventCondominiumFormedType",
    "RiskEventContinentCardEarned",
    "RiskEventContinentCardEarnedType",
    "RiskEventContinentCardReturned",
    "RiskEventContinentCardReturnedType",
    "RiskEventControlChanged",
    "RiskEventControlChangedType",
    "RiskEventCountriesDealt",
    "RiskEventCountriesDealtType",
    "RiskEventCrisisRolled",
    "RiskEventCrisisRolledRollsItemItemType0",
    "RiskEventCrisisRolledType",
    "RiskEventDiceOff",
    "RiskEventDiceOffRollsItemItemItemType0",
    "RiskEventDiceOffType",
    "RiskEventGameAborted",
    "RiskEventGameAbortedType",
    "RiskEventGamePaused",
    "RiskEventGamePausedType",
    "RiskEventGameResumed",
    "RiskEventGameResumedType",
    "RiskEventGameStarted",
    "RiskEventGameStartedType",
    "RiskEventGameWon",
    "RiskEventGameWonType",
    "RiskEventMissileBought",
    "RiskEventMissileBoughtType",
    "RiskEventMissileConverted",
    "RiskEventMissileConvertedType",
    "RiskEventMissileFired",
    "RiskEventMissileFiredAt",
    "RiskEventMissileFiredAtType",
    "RiskEventMissileFiredType",
    "RiskEventObjectiveDealt",
    "RiskEventObjectiveDealtType",
    "RiskEventPactAccepted",
    "RiskEventPactAcceptedType",
    "RiskEventPactBreakAnnounced",
    "RiskEventPactBreakAnnouncedType",
    "RiskEventPactEnded",
    "RiskEventPactEndedType",
    "RiskEventPactProposed",
    "RiskEventPactProposedType",
    "RiskEventPlacementStarted",
    "RiskEventPlacementStartedType",
    "RiskEventPlayerEliminated",
    "RiskEventPlayerEliminatedType",
    "RiskEventPlayerForfeited",
    "RiskEventPlayerForfeitedType",
    "RiskEventPositionLoaded",
    "RiskEventPositionLoadedType",
    "RiskEventRegrouped",
    "RiskEventRegroupedType",
    "RiskEventReinforcementStarted",
    "RiskEventReinforcementStartedType",
    "RiskEventRematchOffered",
    "RiskEventRematchOfferedType",
    "RiskEventRoundCapReached",
    "RiskEventRoundCapReachedType",
    "RiskEventRoundStarted",
    "RiskEventRoundStartedType",
    "RiskEventSeedRevealed",
    "RiskEventSeedRevealedType",
    "RiskEventSituationRevealed",
    "RiskEventSituationRevealedType",
    "RiskEventTimedOut",
    "RiskEventTimedOutType",
    "RiskEventTurnEnded",
    "RiskEventTurnEndedType",
    "RiskEventTurnStarted",
    "RiskEventTurnStartedType",
    "RiskEventZoneDutyFailed",
    "RiskEventZoneDutyFailedType",
    "RiskTableOptions",
    "RiskView",
    "RocketView",
    "Ruleset",
    "RulesetDetail",
    "Rulesets",
    "ScopeName",
    "Seat",
    "SeatBot",
    "SecretBoolType0",
    "SecretBoolType1",
    "SecretCountryIdType0",
    "SecretCountryIdType0Known",
    "SecretCountryIdType1",
    "SecretSeedType0",
    "SecretSeedType1",
    "SecretVecCountryIdType0",
    "SecretVecCountryIdType0KnownItem",
    "SecretVecCountryIdType1",
    "SecretVecObjectiveKnown",
    "SecretVecObjectiveKnownKnownItem",
    "SecretVecObjectiveType1",
    "SessionDto",
    "SessionList",
    "SignedInUser",
    "SignedInUserKind",
    "SituationType0",
    "SituationType1",
    "SituationType2",
    "SituationType3",
    "SituationType4",
    "SituationType5",
    "SituationType6",
    "SituationType7",
    "SseFrame",
    "StandingDto",
    "Symbol",
    "TableView",
    "Teg2ActionTeg2",
    "Teg2ActionTeg2Type",
    "Teg2BoardSummary",
    "Teg2Bot",
    "Teg2BotSeat",
    "Teg2CommandAnnounce",
    "Teg2CommandAnnounceAction",
    "Teg2CommandCommitIntercept",
    "Teg2CommandCommitInterceptAction",
    "Teg2CommandCommitSplit",
    "Teg2CommandCommitSplitAction",
    "Teg2CommandEndTurn",
    "Teg2CommandEndTurnAction",
    "Teg2CommandIncorporate",
    "Teg2CommandIncorporateAction",
    "Teg2CommandLaunch",
    "Teg2CommandLaunchAction",
    "Teg2CommandPlaceObjective",
    "Teg2CommandPlaceObjectiveAction",
    "Teg2CommandReinforce",
    "Teg2CommandReinforceAction",
    "Teg2CommandRetreat",
    "Teg2CommandRetreatAction",
    "Teg2CommandRevealIntercept",
    "Teg2CommandRevealInterceptAction",
    "Teg2CommandRevealObjective",
    "Teg2CommandRevealObjectiveAction",
    "Teg2CommandRevealSplit",
    "Teg2CommandRevealSplitAction",
    "Teg2Duty",
    "Teg2EventActed",
    "Teg2EventActedEvent",
    "Teg2EventDefaulted",
    "Teg2EventDefaultedEvent",
    "Teg2EventForfeited",
    "Teg2EventForfeitedEvent",
    "Teg2EventStarted",
    "Teg2EventStartedEvent",
    "Teg2GameView",
    "Teg2Grant",
    "Teg2ImportRequest",
    "Teg2Ladder",
    "Teg2LegalAnnounce",
    "Teg2LegalAnnounceAction",
    "Teg2LegalCommitIntercept",
    "Teg2LegalCommitInterceptAction",
    "Teg2LegalCommitSplit",
    "Teg2LegalCommitSplitAction",
    "Teg2LegalEndTurn",
    "Teg2LegalEndTurnAction",
    "Teg2LegalIncorporate",
    "Teg2LegalIncorporateAction",
    "Teg2LegalLaunch",
    "Teg2LegalLaunchAction",
    "Teg2LegalPlaceObjective",
    "Teg2LegalPlaceObjectiveAction",
    "Teg2LegalReinforce",
    "Teg2LegalReinforceAction",
    "Teg2LegalRetreat",
    "Teg2LegalRetreatAction",
    "Teg2LegalRevealIntercept",
    "Teg2LegalRevealInterceptAction",
    "Teg2LegalRevealObjective",
    "Teg2LegalRevealObjectiveAction",
    "Teg2LegalRevealSplit",
    "Teg2LegalRevealSplitAction",
    "Teg2LoggedTeg2",
    "Teg2LoggedTeg2ControlChanged",
    "Teg2LoggedTeg2ControlChangedType",
    "Teg2LoggedTeg2Hidden",
    "Teg2LoggedTeg2HiddenType",
    "Teg2LoggedTeg2Started",
    "Teg2LoggedTeg2StartedType",
    "Teg2LoggedTeg2TimedOut",
    "Teg2LoggedTeg2TimedOutType",
    "Teg2LoggedTeg2Type",
    "Teg2MapRegion",
    "Teg2MapResponse",
    "Teg2Move",
    "Teg2Options",
    "Teg2OptionsRoundsType0",
    "Teg2Placement",
    "Teg2Player",
    "Teg2Position",
    "Teg2Rounds",
    "Teg2RulesetDetail",
    "Teg2Scores",
    "Teg2Seat",
    "Teg2Setup",
    "Teg2Source",
    "Teg2Start",
    "Teg2TableOptions",
    "Teg2Team",
    "Teg2TokenPoints",
    "Teg2View",
    "TicketDto",
    "TicketDtoStatus",
    "TokenKind",
    "TokenResponse",
    "TokenView",
    "TournamentDetail",
    "TournamentList",
    "TournamentRoundDto",
    "TournamentSummary",
    "TournamentSummaryStatus",
    "TournamentTableDto",
    "TvGame",
    "TvList",
    "Uncounted",
    "UnitKind",
    "UserRatings",
    "UserSanction",
    "UserSummary",
    "Versioned",
    "Visibility",
    "Waiting",
    "WebhookDto",
    "Whisper",
    "WhisperPage",
    "WindowView",
    "WinReason",
)
