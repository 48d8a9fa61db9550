"""Request and response bodies (msgspec Structs). Requests reject unknown fields."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from ginrummy.service.players import NAME_PATTERN, NAME_RULE
from ginrummy.service.projections import PlayerStats

Card = Annotated[str, Meta(pattern=r"^[A2-9TJQK][cdhs]$", examples=["7h"])]
# Versions, positions and every other count fit in 53 bits (exact in any JSON parser).
MAX_SAFE_INTEGER = 2**53 - 1
Seat = Annotated[int, Meta(ge=0, le=1)]
Version = Annotated[
    int,
    Meta(
        ge=0,
        le=MAX_SAFE_INTEGER,
        description="the match version the client saw: required unless the If-Match header "
        "names it (neither: 428)",
    ),
]
Cards = list[Card]


class Request(Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of request bodies: unknown fields are an error."""


# -- rules ------------------------------------------------------------------------------------


class Rules(Request, kw_only=True):
    """Every rule option of RULES.md; omitted options take their defaults."""

    knock_limit: Annotated[int, Meta(ge=0, le=10)] = 10
    variant: Literal["classic", "oklahoma", "straight", "hollywood"] = "classic"
    oklahoma_spades_double: bool = True
    gin_bonus: Annotated[int, Meta(ge=0, le=1000)] = 25
    undercut_bonus: Annotated[int, Meta(ge=0, le=1000)] = 25
    big_gin_bonus: Annotated[int, Meta(ge=0, le=1000)] = 31
    big_gin: bool = True
    stock_exhaustion: Literal["draw", "reshuffle"] = "draw"
    target_score: Annotated[int, Meta(ge=10, le=1000)] = 100
    game_bonus: Annotated[int, Meta(ge=0, le=1000)] = 100
    line_bonus: Annotated[int, Meta(ge=0, le=1000)] = 25
    shutout: bool = True


class RulesOut(Struct, kw_only=True):
    knock_limit: int
    variant: str
    oklahoma_spades_double: bool
    gin_bonus: int
    undercut_bonus: int
    big_gin_bonus: int
    big_gin: bool
    stock_exhaustion: str
    target_score: int
    game_bonus: int
    line_bonus: int
    shutout: bool


# -- players ----------------------------------------------------------------------------------


class PlayerCreate(Request, kw_only=True):
    name: Annotated[str, Meta(pattern=NAME_PATTERN, description=NAME_RULE, examples=["alice"])]


class PlayerRegistered(Struct, kw_only=True):
    """The new player; ``token`` is the bearer token, shown this once (stored hashed)."""

    id: str
    name: str
    created_at: str
    token: str


class Rating(Struct, kw_only=True):
    rating: float
    deviation: float
    volatility: float


class Player(Struct, kw_only=True):
    id: str
    name: str
    created_at: str
    stats: PlayerStats
    rating: Rating


# -- actions ----------------------------------------------------------------------------------


class ActionBase(Request, tag_field="type"):
    version: Version | None = None


class TakeUpcard(ActionBase, tag="take_upcard", kw_only=True):
    """Take the upcard (first turn of a deal)."""


class PassUpcard(ActionBase, tag="pass_upcard", kw_only=True):
    """Pass the upcard (first turn of a deal)."""


class DrawStock(ActionBase, tag="draw_stock", kw_only=True):
    """Draw the top card of the stock."""


class DrawDiscard(ActionBase, tag="draw_discard", kw_only=True):
    """Draw the top card of the discard pile."""


class Discard(ActionBase, tag="discard", kw_only=True):
    card: Card


class Knock(ActionBase, tag="knock", kw_only=True):
    """Knock, discarding ``discard`` face down; ``melds`` default to the best arrangement."""

    discard: Card
    melds: list[Cards] | None = None


class BigGin(ActionBase, tag="big_gin", kw_only=True):
    """All 11 cards meld: the deal ends without a discard."""


class LayOff(ActionBase, tag="lay_off", kw_only=True):
    card: Card
    meld: Annotated[int, Meta(ge=0, le=10, description="index of the knocker's meld")]


class FinishLayoff(ActionBase, tag="finish_layoff", kw_only=True):
    """Stop laying off: the deal is scored."""


class Resign(ActionBase, tag="resign", kw_only=True):
    """Resign the match: the opponent wins."""


ActionRequest = (
    TakeUpcard
    | PassUpcard
    | DrawStock
    | DrawDiscard
    | Discard
    | Knock
    | BigGin
    | LayOff
    | FinishLayoff
    | Resign
)


class LegalAction(Struct, kw_only=True, omit_defaults=True):
    """An action the seat may take now, as it is sent to ``POST .../actions``."""

    type: str
    card: str | None = None
    discard: str | None = None
    melds: list[list[str]] | None = None
    meld: int | None = None


# -- matches ----------------------------------------------------------------------------------


class Opponent(Request, kw_only=True):
    """``open`` waits for a person or an HTTP bot to join; ``bot`` plays a built-in bot."""

    kind: Literal["open", "bot"] = "open"
    level: str | None = None


class MatchCreate(Request, kw_only=True):
    rules: Rules = msgspec.field(default_factory=Rules)
    opponent: Opponent = msgspec.field(default_factory=Opponent)
    seat: (
        Annotated[int, Meta(ge=0, le=1, description="your seat: 0 deals first; omitted: random")]
        | None
    ) = None


class SeatInfo(Struct, kw_only=True):
    seat: int
    player_id: str | None
    name: str | None
    bot: str | None


class DiscardEntry(Struct, kw_only=True):
    card: str
    by: int | None
    taken_by: int | None


class KnockInfo(Struct, kw_only=True):
    knocker: int
    discard: str | None = None
    melds: list[list[str]]
    deadwood_cards: list[str]
    deadwood: int
    layoffs: list[Any]


class Outcome(Struct, kw_only=True):
    kind: str
    knocker: int | None
    winner: int | None
    points: int
    knocker_deadwood: int | None
    defender_deadwood: int | None
    doubled: bool


class Arrangement(Struct, kw_only=True):
    melds: list[list[str]]
    deadwood_cards: list[str]
    deadwood: int
    discard: str | None


class SeatView(Struct, kw_only=True):
    """What the seat sees of the current deal."""

    seat: int
    dealer: int
    phase: str
    to_act: int | None
    hand: list[str]
    arrangement: Arrangement | None
    discards: list[DiscardEntry]
    upcard_passed_by: list[int]
    opponent_known: list[str]
    opponent_card_count: int
    stock_size: int
    knock_limit: int
    taken_card: str | None
    knock: KnockInfo | None
    outcome: Outcome | None
    opponent_hand: list[str] | None
    scores: list[int]
    game_scores: list[list[int]]
    legal_actions: list[LegalAction]


class Match(Struct, kw_only=True):
    id: str
    status: Literal["open", "active", "finished"]
    version: int
    rules: RulesOut
    seats: list[SeatInfo]
    created_by: str
    created_at: str
    updated_at: str
    your_seat: int | None
    deal: int | None
    dealer: int | None
    to_act: int | None
    scores: list[int]
    moves: int
    seed_commitment: str | None
    deal_commitments: list[str]
    winner: int | None
    resigned_by: int | None
    result: dict[str, Any] | None
    view: SeatView | None


class MatchAtVersion(Match, kw_only=True):
    """The match as it stood at a version; ``hands`` once that deal's cards are public."""

    hands: list[list[str]] | None = None


class MatchSummary(Struct, kw_only=True):
    id: str
    status: Literal["open", "active", "finished"]
    version: int
    rules: RulesOut
    seats: list[SeatInfo]
    created_at: str
    scores: list[int]
    winner: int | None


class MatchList(Struct, kw_only=True):
    matches: list[MatchSummary]


# -- events, replay, audit --------------------------------------------------------------------


class Event(Struct, kw_only=True):
    version: int
    type: str
    at: str
    deal: int | None
    data: dict[str, Any]


class EventPage(Struct, kw_only=True):
    match_id: str
    status: str
    version: int
    complete: bool
    events: list[Event]


class DealReveal(Struct, kw_only=True):
    deal: int
    commitment: str
    order: list[str]
    salt: str
    recomputed: str
    valid: bool


class ExportPlayer(Struct, kw_only=True):
    seat: int
    player_id: str | None
    name: str | None
    bot: str | None


class MatchExport(Struct, kw_only=True):
    format: str
    match_id: str
    players: list[ExportPlayer]
    rules: RulesOut
    version: int
    events: list[Event]


# -- misc -------------------------------------------------------------------------------------


class Health(Struct, kw_only=True):
    status: Literal["ok"]
    store: Annotated[
        Literal["sqlite", "postgresql"], Meta(description="the kind of event store (no address)")
    ]
    version: str


class BotLevels(Struct, kw_only=True):
    levels: list[str]


class LeaderboardEntry(Struct, kw_only=True):
    rank: int
    player_id: str
    name: str
    rating: float
    deviation: float
    volatility: float
    matches: int


class Leaderboard(Struct, kw_only=True):
    entries: list[LeaderboardEntry]


class Problem(Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem details."""

    type: str
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[Any] | None = None
    legal_actions: list[LegalAction] | None = None
    current_version: int | None = None
    player_id: str | None = None
