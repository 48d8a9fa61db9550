"""Contains all the data models used in inputs/outputs"""

from .arrangement import Arrangement
from .big_gin import BigGin
from .big_gin_type import BigGinType
from .bot_levels import BotLevels
from .deal_reveal import DealReveal
from .discard import Discard
from .discard_entry import DiscardEntry
from .discard_type import DiscardType
from .draw_discard import DrawDiscard
from .draw_discard_type import DrawDiscardType
from .draw_stock import DrawStock
from .draw_stock_type import DrawStockType
from .event import Event
from .event_data import EventData
from .event_page import EventPage
from .export_player import ExportPlayer
from .finish_layoff import FinishLayoff
from .finish_layoff_type import FinishLayoffType
from .health import Health
from .health_status import HealthStatus
from .health_store import HealthStore
from .knock import Knock
from .knock_type import KnockType
from .lay_off import LayOff
from .lay_off_type import LayOffType
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .legal_action import LegalAction
from .list_matches_status import ListMatchesStatus
from .match import Match
from .match_at_version import MatchAtVersion
from .match_at_version_result_type_0 import MatchAtVersionResultType0
from .match_at_version_status import MatchAtVersionStatus
from .match_create import MatchCreate
from .match_export import MatchExport
from .match_list import MatchList
from .match_result_type_0 import MatchResultType0
from .match_status import MatchStatus
from .match_summary import MatchSummary
from .match_summary_status import MatchSummaryStatus
from .opponent import Opponent
from .opponent_kind import OpponentKind
from .outcome import Outcome
from .pass_upcard import PassUpcard
from .pass_upcard_type import PassUpcardType
from .player import Player
from .player_create import PlayerCreate
from .player_registered import PlayerRegistered
from .player_stats import PlayerStats
from .rating import Rating
from .resign import Resign
from .resign_type import ResignType
from .rules import Rules
from .rules_out import RulesOut
from .rules_stock_exhaustion import RulesStockExhaustion
from .rules_variant import RulesVariant
from .seat_info import SeatInfo
from .seat_view import SeatView
from .take_upcard import TakeUpcard
from .take_upcard_type import TakeUpcardType

__all__ = (
    "Arrangement",
    "BigGin",
    "BigGinType",
    "BotLevels",
    "DealReveal",
    "Discard",
    "DiscardEntry",
    "DiscardType",
    "DrawDiscard",
    "DrawDiscardType",
    "DrawStock",
    "DrawStockType",
    "Event",
    "EventData",
    "EventPage",
    "ExportPlayer",
    "FinishLayoff",
    "FinishLayoffType",
    "Health",
    "HealthStatus",
    "HealthStore",
    "Knock",
    "KnockType",
    "LayOff",
    "LayOffType",
    "Leaderboard",
    "LeaderboardEntry",
    "LegalAction",
    "ListMatchesStatus",
    "Match",
    "MatchAtVersion",
    "MatchAtVersionResultType0",
    "MatchAtVersionStatus",
    "MatchCreate",
    "MatchExport",
    "MatchList",
    "MatchResultType0",
    "MatchStatus",
    "MatchSummary",
    "MatchSummaryStatus",
    "Opponent",
    "OpponentKind",
    "Outcome",
    "PassUpcard",
    "PassUpcardType",
    "Player",
    "PlayerCreate",
    "PlayerRegistered",
    "PlayerStats",
    "Rating",
    "Resign",
    "ResignType",
    "Rules",
    "RulesOut",
    "RulesStockExhaustion",
    "RulesVariant",
    "SeatInfo",
    "SeatView",
    "TakeUpcard",
    "TakeUpcardType",
)
