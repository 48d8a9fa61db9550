"""Contains all the data models used in inputs/outputs"""

from .account_info import AccountInfo
from .account_info_authenticated_by import AccountInfoAuthenticatedBy
from .account_info_scopes_item import AccountInfoScopesItem
from .action_value import ActionValue
from .analysis_decision import AnalysisDecision
from .analysis_decision_label import AnalysisDecisionLabel
from .analysis_decision_phase import AnalysisDecisionPhase
from .analysis_pending import AnalysisPending
from .analysis_pending_status import AnalysisPendingStatus
from .arrangement import Arrangement
from .big_gin import BigGin
from .big_gin_data import BigGinData
from .big_gin_declared_event import BigGinDeclaredEvent
from .big_gin_declared_event_type import BigGinDeclaredEventType
from .big_gin_type import BigGinType
from .bot_levels import BotLevels
from .bot_levels_levels_item import BotLevelsLevelsItem
from .bot_opponent import BotOpponent
from .bot_opponent_kind import BotOpponentKind
from .bot_opponent_level import BotOpponentLevel
from .bot_profile import BotProfile
from .bot_profile_level import BotProfileLevel
from .card_data import CardData
from .challenge_create import ChallengeCreate
from .challenge_decline import ChallengeDecline
from .challenge_list import ChallengeList
from .challenge_out import ChallengeOut
from .challenge_out_rules import ChallengeOutRules
from .challenge_out_status import ChallengeOutStatus
from .chat_line import ChatLine
from .chat_line_create import ChatLineCreate
from .chat_line_room import ChatLineRoom
from .chat_lines import ChatLines
from .chat_lines_rooms_item import ChatLinesRoomsItem
from .claim import Claim
from .contacts import Contacts
from .conversation_export import ConversationExport
from .conversation_list import ConversationList
from .conversation_summary import ConversationSummary
from .deadline_forfeit import DeadlineForfeit
from .deadline_forfeit_reason import DeadlineForfeitReason
from .deadline_missed_data import DeadlineMissedData
from .deadline_missed_event import DeadlineMissedEvent
from .deadline_missed_event_type import DeadlineMissedEventType
from .deal_end import DealEnd
from .deal_record import DealRecord
from .deal_reveal import DealReveal
from .deal_scored_data import DealScoredData
from .deal_scored_event import DealScoredEvent
from .deal_scored_event_type import DealScoredEventType
from .deal_started_data import DealStartedData
from .deal_started_event import DealStartedEvent
from .deal_started_event_type import DealStartedEventType
from .deals_played import DealsPlayed
from .deals_played_reason import DealsPlayedReason
from .discard import Discard
from .discard_entry import DiscardEntry
from .discard_type import DiscardType
from .discarded_event import DiscardedEvent
from .discarded_event_type import DiscardedEventType
from .draw_discard import DrawDiscard
from .draw_discard_type import DrawDiscardType
from .draw_stock import DrawStock
from .draw_stock_type import DrawStockType
from .drew_discard_event import DrewDiscardEvent
from .drew_discard_event_type import DrewDiscardEventType
from .drew_stock_event import DrewStockEvent
from .drew_stock_event_type import DrewStockEventType
from .elo_figures import EloFigures
from .entrant_add import EntrantAdd
from .entrant_add_kind import EntrantAddKind
from .event_page import EventPage
from .event_page_status import EventPageStatus
from .export_player import ExportPlayer
from .export_player_bot_type_0 import ExportPlayerBotType0
from .finish_layoff import FinishLayoff
from .finish_layoff_type import FinishLayoffType
from .friend import Friend
from .friend_playing_games import FriendPlayingGames
from .friend_request_create import FriendRequestCreate
from .friend_status import FriendStatus
from .friend_status_friendship import FriendStatusFriendship
from .game_in_play import GameInPlay
from .game_info import GameInfo
from .game_info_bot_levels_item import GameInfoBotLevelsItem
from .game_info_features_item import GameInfoFeaturesItem
from .game_info_tournament_formats_item import GameInfoTournamentFormatsItem
from .game_list import GameList
from .game_pair import GamePair
from .game_pair_list import GamePairList
from .game_pair_unit import GamePairUnit
from .game_records import GameRecords
from .game_result import GameResult
from .game_rule_option import GameRuleOption
from .game_rule_option_kind import GameRuleOptionKind
from .get_leaderboard_game import GetLeaderboardGame
from .gin_record import GinRecord
from .health import Health
from .health_status import HealthStatus
from .health_store import HealthStore
from .hidden_card_data import HiddenCardData
from .hint import Hint
from .hint_objective import HintObjective
from .hint_phase import HintPhase
from .knock import Knock
from .knock_arrangements import KnockArrangements
from .knock_info import KnockInfo
from .knock_type import KnockType
from .knocked_data import KnockedData
from .knocked_event import KnockedEvent
from .knocked_event_type import KnockedEventType
from .label_thresholds import LabelThresholds
from .laid_off_data import LaidOffData
from .laid_off_event import LaidOffEvent
from .laid_off_event_type import LaidOffEventType
from .lay_off import LayOff
from .lay_off_type import LayOffType
from .layoff import Layoff
from .layoff_finished_event import LayoffFinishedEvent
from .layoff_finished_event_type import LayoffFinishedEventType
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .leaderboard_rating_system import LeaderboardRatingSystem
from .list_matches_status import ListMatchesStatus
from .list_rummy_matches_status import ListRummyMatchesStatus
from .list_tournaments_status import ListTournamentsStatus
from .lobby_changed import LobbyChanged
from .lobby_changed_open_by_game_type_0 import LobbyChangedOpenByGameType0
from .lobby_changed_type import LobbyChangedType
from .match import Match
from .match_analysis import MatchAnalysis
from .match_analysis_objective import MatchAnalysisObjective
from .match_analysis_status import MatchAnalysisStatus
from .match_at_version import MatchAtVersion
from .match_at_version_status import MatchAtVersionStatus
from .match_cancelled_data import MatchCancelledData
from .match_cancelled_event import MatchCancelledEvent
from .match_cancelled_event_type import MatchCancelledEventType
from .match_create import MatchCreate
from .match_created_data import MatchCreatedData
from .match_created_data_bots_item_type_0 import MatchCreatedDataBotsItemType0
from .match_created_event import MatchCreatedEvent
from .match_created_event_type import MatchCreatedEventType
from .match_export import MatchExport
from .match_export_format import MatchExportFormat
from .match_finished_data import MatchFinishedData
from .match_finished_event import MatchFinishedEvent
from .match_finished_event_type import MatchFinishedEventType
from .match_list import MatchList
from .match_started_data import MatchStartedData
from .match_started_event import MatchStartedEvent
from .match_started_event_type import MatchStartedEventType
from .match_status import MatchStatus
from .match_summary import MatchSummary
from .match_summary_status import MatchSummaryStatus
from .meld_arrangement import MeldArrangement
from .message import Message
from .message_create import MessageCreate
from .message_export import MessageExport
from .message_page import MessagePage
from .message_report_create import MessageReportCreate
from .message_reported import MessageReported
from .message_sent import MessageSent
from .open_opponent import OpenOpponent
from .open_opponent_kind import OpenOpponentKind
from .outcome import Outcome
from .outcome_kind import OutcomeKind
from .pass_upcard import PassUpcard
from .pass_upcard_type import PassUpcardType
from .passkey_credential import PasskeyCredential
from .passkey_credential_credential import PasskeyCredentialCredential
from .passkey_registration_options_response_200 import PasskeyRegistrationOptionsResponse200
from .passkey_sign_in_options_response_200 import PasskeySignInOptionsResponse200
from .player import Player
from .player_create import PlayerCreate
from .player_joined_data import PlayerJoinedData
from .player_joined_event import PlayerJoinedEvent
from .player_joined_event_type import PlayerJoinedEventType
from .player_registered import PlayerRegistered
from .player_stats import PlayerStats
from .player_stream_event import PlayerStreamEvent
from .player_stream_event_data import PlayerStreamEventData
from .problem import Problem
from .problem_error import ProblemError
from .problem_error_source_type_0 import ProblemErrorSourceType0
from .problem_refusal_type_0 import ProblemRefusalType0
from .problem_type import ProblemType
from .public_hand import PublicHand
from .public_knock import PublicKnock
from .rating import Rating
from .read_mark import ReadMark
from .read_marked import ReadMarked
from .ready import Ready
from .ready_store import ReadyStore
from .record import Record
from .rematch_out import RematchOut
from .rematch_out_status import RematchOutStatus
from .replayed_game import ReplayedGame
from .replayed_move import ReplayedMove
from .resign import Resign
from .resign_type import ResignType
from .resignation import Resignation
from .resignation_reason import ResignationReason
from .resigned_event import ResignedEvent
from .resigned_event_type import ResignedEventType
from .reveals_released_data import RevealsReleasedData
from .reveals_released_event import RevealsReleasedEvent
from .reveals_released_event_type import RevealsReleasedEventType
from .room import Room
from .room_chat_line import RoomChatLine
from .room_chat_line_create import RoomChatLineCreate
from .room_chat_lines import RoomChatLines
from .room_create import RoomCreate
from .room_list import RoomList
from .room_match import RoomMatch
from .room_match_rules import RoomMatchRules
from .room_member import RoomMember
from .room_summary import RoomSummary
from .rules import Rules
from .rules_out import RulesOut
from .rules_out_stock_exhaustion import RulesOutStockExhaustion
from .rules_out_variant import RulesOutVariant
from .rules_stock_exhaustion import RulesStockExhaustion
from .rules_variant import RulesVariant
from .rummy_action_request import RummyActionRequest
from .rummy_deadline_missed import RummyDeadlineMissed
from .rummy_deadline_missed_type import RummyDeadlineMissedType
from .rummy_discard import RummyDiscard
from .rummy_discard_entry import RummyDiscardEntry
from .rummy_discard_type import RummyDiscardType
from .rummy_discarded import RummyDiscarded
from .rummy_discarded_type import RummyDiscardedType
from .rummy_draw_discard import RummyDrawDiscard
from .rummy_draw_discard_type import RummyDrawDiscardType
from .rummy_draw_stock import RummyDrawStock
from .rummy_draw_stock_type import RummyDrawStockType
from .rummy_drew_discard import RummyDrewDiscard
from .rummy_drew_discard_type import RummyDrewDiscardType
from .rummy_drew_stock import RummyDrewStock
from .rummy_drew_stock_type import RummyDrewStockType
from .rummy_event_list import RummyEventList
from .rummy_export import RummyExport
from .rummy_export_format import RummyExportFormat
from .rummy_game_result import RummyGameResult
from .rummy_hand_dealt import RummyHandDealt
from .rummy_hand_dealt_type import RummyHandDealtType
from .rummy_hand_end import RummyHandEnd
from .rummy_hand_end_stalemate_type_0 import RummyHandEndStalemateType0
from .rummy_hand_record import RummyHandRecord
from .rummy_hand_scored import RummyHandScored
from .rummy_hand_scored_type import RummyHandScoredType
from .rummy_joker_swapped import RummyJokerSwapped
from .rummy_joker_swapped_joker import RummyJokerSwappedJoker
from .rummy_joker_swapped_type import RummyJokerSwappedType
from .rummy_laid_off import RummyLaidOff
from .rummy_laid_off_type import RummyLaidOffType
from .rummy_last_move import RummyLastMove
from .rummy_lay_off import RummyLayOff
from .rummy_lay_off_type import RummyLayOffType
from .rummy_match import RummyMatch
from .rummy_match_at_version import RummyMatchAtVersion
from .rummy_match_at_version_game import RummyMatchAtVersionGame
from .rummy_match_at_version_status import RummyMatchAtVersionStatus
from .rummy_match_cancelled import RummyMatchCancelled
from .rummy_match_cancelled_type import RummyMatchCancelledType
from .rummy_match_create import RummyMatchCreate
from .rummy_match_created import RummyMatchCreated
from .rummy_match_created_bots_item_type_0 import RummyMatchCreatedBotsItemType0
from .rummy_match_created_type import RummyMatchCreatedType
from .rummy_match_finished import RummyMatchFinished
from .rummy_match_finished_type import RummyMatchFinishedType
from .rummy_match_game import RummyMatchGame
from .rummy_match_list import RummyMatchList
from .rummy_match_started import RummyMatchStarted
from .rummy_match_started_type import RummyMatchStartedType
from .rummy_match_status import RummyMatchStatus
from .rummy_match_summary import RummyMatchSummary
from .rummy_match_summary_game import RummyMatchSummaryGame
from .rummy_match_summary_status import RummyMatchSummaryStatus
from .rummy_meld import RummyMeld
from .rummy_meld_jokers_type_0 import RummyMeldJokersType0
from .rummy_meld_type import RummyMeldType
from .rummy_melded import RummyMelded
from .rummy_melded_jokers import RummyMeldedJokers
from .rummy_melded_type import RummyMeldedType
from .rummy_options import RummyOptions
from .rummy_options_aces_type_0 import RummyOptionsAcesType0
from .rummy_options_jokers_type_0 import RummyOptionsJokersType0
from .rummy_options_out import RummyOptionsOut
from .rummy_options_out_aces import RummyOptionsOutAces
from .rummy_options_out_jokers import RummyOptionsOutJokers
from .rummy_options_out_reshuffle_mode import RummyOptionsOutReshuffleMode
from .rummy_options_out_scoring import RummyOptionsOutScoring
from .rummy_options_reshuffle_mode_type_0 import RummyOptionsReshuffleModeType0
from .rummy_options_scoring_type_0 import RummyOptionsScoringType0
from .rummy_player_joined import RummyPlayerJoined
from .rummy_player_joined_type import RummyPlayerJoinedType
from .rummy_player_stream_event import RummyPlayerStreamEvent
from .rummy_player_stream_event_game import RummyPlayerStreamEventGame
from .rummy_rebuild import RummyRebuild
from .rummy_rebuild_reveal import RummyRebuildReveal
from .rummy_record import RummyRecord
from .rummy_replayed_game import RummyReplayedGame
from .rummy_replayed_game_options import RummyReplayedGameOptions
from .rummy_replayed_game_unit import RummyReplayedGameUnit
from .rummy_replayed_move import RummyReplayedMove
from .rummy_reveals_released import RummyRevealsReleased
from .rummy_reveals_released_type import RummyRevealsReleasedType
from .rummy_seat_bot import RummySeatBot
from .rummy_seat_bot_kind import RummySeatBotKind
from .rummy_seat_bot_level import RummySeatBotLevel
from .rummy_seat_info import RummySeatInfo
from .rummy_seat_info_bot_type_0 import RummySeatInfoBotType0
from .rummy_seat_me import RummySeatMe
from .rummy_seat_me_kind import RummySeatMeKind
from .rummy_seat_open import RummySeatOpen
from .rummy_seat_open_kind import RummySeatOpenKind
from .rummy_seat_view import RummySeatView
from .rummy_seat_view_phase import RummySeatViewPhase
from .rummy_standings import RummyStandings
from .rummy_stats import RummyStats
from .rummy_stock_rebuilt import RummyStockRebuilt
from .rummy_stock_rebuilt_type import RummyStockRebuiltType
from .rummy_swap_joker import RummySwapJoker
from .rummy_swap_joker_joker import RummySwapJokerJoker
from .rummy_swap_joker_type import RummySwapJokerType
from .rummy_table_meld import RummyTableMeld
from .rummy_table_meld_jokers import RummyTableMeldJokers
from .rummy_table_meld_kind import RummyTableMeldKind
from .rummy_table_view import RummyTableView
from .rummy_table_view_phase import RummyTableViewPhase
from .seat_data import SeatData
from .seat_info import SeatInfo
from .seat_info_bot_type_0 import SeatInfoBotType0
from .seat_totals import SeatTotals
from .seat_view import SeatView
from .seat_view_phase import SeatViewPhase
from .session_info import SessionInfo
from .session_list import SessionList
from .sessions_closed import SessionsClosed
from .shown_hand import ShownHand
from .sign_in import SignIn
from .sign_up import SignUp
from .signed_in import SignedIn
from .skill_leaderboard_entry import SkillLeaderboardEntry
from .skill_rating import SkillRating
from .social_settings_change import SocialSettingsChange
from .social_settings_change_who_may_challenge_type_0 import (
    SocialSettingsChangeWhoMayChallengeType0,
)
from .social_settings_change_who_may_write_type_0 import SocialSettingsChangeWhoMayWriteType0
from .social_settings_out import SocialSettingsOut
from .social_settings_out_who_may_challenge import SocialSettingsOutWhoMayChallenge
from .social_settings_out_who_may_write import SocialSettingsOutWhoMayWrite
from .spectator_view import SpectatorView
from .spectator_view_phase import SpectatorViewPhase
from .sprt_params import SprtParams
from .sprt_state import SprtState
from .sprt_state_decision import SprtStateDecision
from .sprt_state_model import SprtStateModel
from .standing import Standing
from .swiss_round import SwissRound
from .table_rating import TableRating
from .table_report import TableReport
from .table_standing import TableStanding
from .take_upcard import TakeUpcard
from .take_upcard_type import TakeUpcardType
from .target_reached import TargetReached
from .target_reached_reason import TargetReachedReason
from .token_create import TokenCreate
from .token_create_scopes_item import TokenCreateScopesItem
from .token_info import TokenInfo
from .token_info_scopes_item import TokenInfoScopesItem
from .token_issued import TokenIssued
from .token_issued_scopes_item import TokenIssuedScopesItem
from .token_list import TokenList
from .tournament import Tournament
from .tournament_create import TournamentCreate
from .tournament_create_format import TournamentCreateFormat
from .tournament_create_game import TournamentCreateGame
from .tournament_create_pair import TournamentCreatePair
from .tournament_create_sprt_model_type_0 import TournamentCreateSprtModelType0
from .tournament_crosstable import TournamentCrosstable
from .tournament_crosstable_additional_property import TournamentCrosstableAdditionalProperty
from .tournament_format import TournamentFormat
from .tournament_game import TournamentGame
from .tournament_http_entrants import TournamentHttpEntrants
from .tournament_list import TournamentList
from .tournament_options_type_0 import TournamentOptionsType0
from .tournament_outcome import TournamentOutcome
from .tournament_outcome_decision_type_0 import TournamentOutcomeDecisionType0
from .tournament_outcome_reason import TournamentOutcomeReason
from .tournament_pair import TournamentPair
from .tournament_points_measure import TournamentPointsMeasure
from .tournament_progress import TournamentProgress
from .tournament_status import TournamentStatus
from .tournament_summary import TournamentSummary
from .tournament_summary_format import TournamentSummaryFormat
from .tournament_summary_status import TournamentSummaryStatus
from .upcard_passed_event import UpcardPassedEvent
from .upcard_passed_event_type import UpcardPassedEventType
from .upcard_taken_event import UpcardTakenEvent
from .upcard_taken_event_type import UpcardTakenEventType
from .your_turn import YourTurn
from .your_turn_type import YourTurnType

__all__ = (
    "AccountInfo",
    "AccountInfoAuthenticatedBy",
    "AccountInfoScopesItem",
    "ActionValue",
    "AnalysisDecision",
    "AnalysisDecisionLabel",
    "AnalysisDecisionPhase",
    "AnalysisPending",
    "AnalysisPendingStatus",
    "Arrangement",
    "BigGin",
    "BigGinData",
    "BigGinDeclaredEvent",
    "BigGinDeclaredEventType",
    "BigGinType",
    "BotLevels",
    "BotLevelsLevelsItem",
    "BotOpponent",
    "BotOpponentKind",
    "BotOpponentLevel",
    "BotProfile",
    "BotProfileLevel",
    "CardData",
    "ChallengeCreate",
    "ChallengeDecline",
    "ChallengeList",
    "ChallengeOut",
    "ChallengeOutRules",
    "ChallengeOutStatus",
    "ChatLine",
    "ChatLineCreate",
    "ChatLineRoom",
    "ChatLines",
    "ChatLinesRoomsItem",
    "Claim",
    "Contacts",
    "ConversationExport",
    "ConversationList",
    "ConversationSummary",
    "DeadlineForfeit",
    "DeadlineForfeitReason",
    "DeadlineMissedData",
    "DeadlineMissedEvent",
    "DeadlineMissedEventType",
    "DealEnd",
    "DealRecord",
    "DealReveal",
    "DealScoredData",
    "DealScoredEvent",
    "DealScoredEventType",
    "DealStartedData",
    "DealStartedEvent",
    "DealStartedEventType",
    "DealsPlayed",
    "DealsPlayedReason",
    "Discard",
    "DiscardEntry",
    "DiscardType",
    "DiscardedEvent",
    "DiscardedEventType",
    "DrawDiscard",
    "DrawDiscardType",
    "DrawStock",
    "DrawStockType",
    "DrewDiscardEvent",
    "DrewDiscardEventType",
    "DrewStockEvent",
    "DrewStockEventType",
    "EloFigures",
    "EntrantAdd",
    "EntrantAddKind",
    "EventPage",
    "EventPageStatus",
    "ExportPlayer",
    "ExportPlayerBotType0",
    "FinishLayoff",
    "FinishLayoffType",
    "Friend",
    "FriendPlayingGames",
    "FriendRequestCreate",
    "FriendStatus",
    "FriendStatusFriendship",
    "GameInPlay",
    "GameInfo",
    "GameInfoBotLevelsItem",
    "GameInfoFeaturesItem",
    "GameInfoTournamentFormatsItem",
    "GameList",
    "GamePair",
    "GamePairList",
    "GamePairUnit",
    "GameRecords",
    "GameResult",
    "GameRuleOption",
    "GameRuleOptionKind",
    "GetLeaderboardGame",
    "GinRecord",
    "Health",
    "HealthStatus",
    "HealthStore",
    "HiddenCardData",
    "Hint",
    "HintObjective",
    "HintPhase",
    "Knock",
    "KnockArrangements",
    "KnockInfo",
    "KnockType",
    "KnockedData",
    "KnockedEvent",
    "KnockedEventType",
    "LabelThresholds",
    "LaidOffData",
    "LaidOffEvent",
    "LaidOffEventType",
    "LayOff",
    "LayOffType",
    "Layoff",
    "LayoffFinishedEvent",
    "LayoffFinishedEventType",
    "Leaderboard",
    "LeaderboardEntry",
    "LeaderboardRatingSystem",
    "ListMatchesStatus",
    "ListRummyMatchesStatus",
    "ListTournamentsStatus",
    "LobbyChanged",
    "LobbyChangedOpenByGameType0",
    "LobbyChangedType",
    "Match",
    "MatchAnalysis",
    "MatchAnalysisObjective",
    "MatchAnalysisStatus",
    "MatchAtVersion",
    "MatchAtVersionStatus",
    "MatchCancelledData",
    "MatchCancelledEvent",
    "MatchCancelledEventType",
    "MatchCreate",
    "MatchCreatedData",
    "MatchCreatedDataBotsItemType0",
    "MatchCreatedEvent",
    "MatchCreatedEventType",
    "MatchExport",
    "MatchExportFormat",
    "MatchFinishedData",
    "MatchFinishedEvent",
    "MatchFinishedEventType",
    "MatchList",
    "MatchStartedData",
    "MatchStartedEvent",
    "MatchStartedEventType",
    "MatchStatus",
    "MatchSummary",
    "MatchSummaryStatus",
    "MeldArrangement",
    "Message",
    "MessageCreate",
    "MessageExport",
    "MessagePage",
    "MessageReportCreate",
    "MessageReported",
    "MessageSent",
    "OpenOpponent",
    "OpenOpponentKind",
    "Outcome",
    "OutcomeKind",
    "PassUpcard",
    "PassUpcardType",
    "PasskeyCredential",
    "PasskeyCredentialCredential",
    "PasskeyRegistrationOptionsResponse200",
    "PasskeySignInOptionsResponse200",
    "Player",
    "PlayerCreate",
    "PlayerJoinedData",
    "PlayerJoinedEvent",
    "PlayerJoinedEventType",
    "PlayerRegistered",
    "PlayerStats",
    "PlayerStreamEvent",
    "PlayerStreamEventData",
    "Problem",
    "ProblemError",
    "ProblemErrorSourceType0",
    "ProblemRefusalType0",
    "ProblemType",
    "PublicHand",
    "PublicKnock",
    "Rating",
    "ReadMark",
    "ReadMarked",
    "Ready",
    "ReadyStore",
    "Record",
    "RematchOut",
    "RematchOutStatus",
    "ReplayedGame",
    "ReplayedMove",
    "Resign",
    "ResignType",
    "Resignation",
    "ResignationReason",
    "ResignedEvent",
    "ResignedEventType",
    "RevealsReleasedData",
    "RevealsReleasedEvent",
    "RevealsReleasedEventType",
    "Room",
    "RoomChatLine",
    "RoomChatLineCreate",
    "RoomChatLines",
    "RoomCreate",
    "RoomList",
    "RoomMatch",
    "RoomMatchRules",
    "RoomMember",
    "RoomSummary",
    "Rules",
    "RulesOut",
    "RulesOutStockExhaustion",
    "RulesOutVariant",
    "RulesStockExhaustion",
    "RulesVariant",
    "RummyActionRequest",
    "RummyDeadlineMissed",
    "RummyDeadlineMissedType",
    "RummyDiscard",
    "RummyDiscardEntry",
    "RummyDiscardType",
    "RummyDiscarded",
    "RummyDiscardedType",
    "RummyDrawDiscard",
    "RummyDrawDiscardType",
    "RummyDrawStock",
    "RummyDrawStockType",
    "RummyDrewDiscard",
    "RummyDrewDiscardType",
    "RummyDrewStock",
    "RummyDrewStockType",
    "RummyEventList",
    "RummyExport",
    "RummyExportFormat",
    "RummyGameResult",
    "RummyHandDealt",
    "RummyHandDealtType",
    "RummyHandEnd",
    "RummyHandEndStalemateType0",
    "RummyHandRecord",
    "RummyHandScored",
    "RummyHandScoredType",
    "RummyJokerSwapped",
    "RummyJokerSwappedJoker",
    "RummyJokerSwappedType",
    "RummyLaidOff",
    "RummyLaidOffType",
    "RummyLastMove",
    "RummyLayOff",
    "RummyLayOffType",
    "RummyMatch",
    "RummyMatchAtVersion",
    "RummyMatchAtVersionGame",
    "RummyMatchAtVersionStatus",
    "RummyMatchCancelled",
    "RummyMatchCancelledType",
    "RummyMatchCreate",
    "RummyMatchCreated",
    "RummyMatchCreatedBotsItemType0",
    "RummyMatchCreatedType",
    "RummyMatchFinished",
    "RummyMatchFinishedType",
    "RummyMatchGame",
    "RummyMatchList",
    "RummyMatchStarted",
    "RummyMatchStartedType",
    "RummyMatchStatus",
    "RummyMatchSummary",
    "RummyMatchSummaryGame",
    "RummyMatchSummaryStatus",
    "RummyMeld",
    "RummyMeldJokersType0",
    "RummyMeldType",
    "RummyMelded",
    "RummyMeldedJokers",
    "RummyMeldedType",
    "RummyOptions",
    "RummyOptionsAcesType0",
    "RummyOptionsJokersType0",
    "RummyOptionsOut",
    "RummyOptionsOutAces",
    "RummyOptionsOutJokers",
    "RummyOptionsOutReshuffleMode",
    "RummyOptionsOutScoring",
    "RummyOptionsReshuffleModeType0",
    "RummyOptionsScoringType0",
    "RummyPlayerJoined",
    "RummyPlayerJoinedType",
    "RummyPlayerStreamEvent",
    "RummyPlayerStreamEventGame",
    "RummyRebuild",
    "RummyRebuildReveal",
    "RummyRecord",
    "RummyReplayedGame",
    "RummyReplayedGameOptions",
    "RummyReplayedGameUnit",
    "RummyReplayedMove",
    "RummyRevealsReleased",
    "RummyRevealsReleasedType",
    "RummySeatBot",
    "RummySeatBotKind",
    "RummySeatBotLevel",
    "RummySeatInfo",
    "RummySeatInfoBotType0",
    "RummySeatMe",
    "RummySeatMeKind",
    "RummySeatOpen",
    "RummySeatOpenKind",
    "RummySeatView",
    "RummySeatViewPhase",
    "RummyStandings",
    "RummyStats",
    "RummyStockRebuilt",
    "RummyStockRebuiltType",
    "RummySwapJoker",
    "RummySwapJokerJoker",
    "RummySwapJokerType",
    "RummyTableMeld",
    "RummyTableMeldJokers",
    "RummyTableMeldKind",
    "RummyTableView",
    "RummyTableViewPhase",
    "SeatData",
    "SeatInfo",
    "SeatInfoBotType0",
    "SeatTotals",
    "SeatView",
    "SeatViewPhase",
    "SessionInfo",
    "SessionList",
    "SessionsClosed",
    "ShownHand",
    "SignIn",
    "SignUp",
    "SignedIn",
    "SkillLeaderboardEntry",
    "SkillRating",
    "SocialSettingsChange",
    "SocialSettingsChangeWhoMayChallengeType0",
    "SocialSettingsChangeWhoMayWriteType0",
    "SocialSettingsOut",
    "SocialSettingsOutWhoMayChallenge",
    "SocialSettingsOutWhoMayWrite",
    "SpectatorView",
    "SpectatorViewPhase",
    "SprtParams",
    "SprtState",
    "SprtStateDecision",
    "SprtStateModel",
    "Standing",
    "SwissRound",
    "TableRating",
    "TableReport",
    "TableStanding",
    "TakeUpcard",
    "TakeUpcardType",
    "TargetReached",
    "TargetReachedReason",
    "TokenCreate",
    "TokenCreateScopesItem",
    "TokenInfo",
    "TokenInfoScopesItem",
    "TokenIssued",
    "TokenIssuedScopesItem",
    "TokenList",
    "Tournament",
    "TournamentCreate",
    "TournamentCreateFormat",
    "TournamentCreateGame",
    "TournamentCreatePair",
    "TournamentCreateSprtModelType0",
    "TournamentCrosstable",
    "TournamentCrosstableAdditionalProperty",
    "TournamentFormat",
    "TournamentGame",
    "TournamentHttpEntrants",
    "TournamentList",
    "TournamentOptionsType0",
    "TournamentOutcome",
    "TournamentOutcomeDecisionType0",
    "TournamentOutcomeReason",
    "TournamentPair",
    "TournamentPointsMeasure",
    "TournamentProgress",
    "TournamentStatus",
    "TournamentSummary",
    "TournamentSummaryFormat",
    "TournamentSummaryStatus",
    "UpcardPassedEvent",
    "UpcardPassedEventType",
    "UpcardTakenEvent",
    "UpcardTakenEventType",
    "YourTurn",
    "YourTurnType",
)
