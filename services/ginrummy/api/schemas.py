"""Request and response bodies (msgspec Structs). Requests reject unknown fields."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from ginrummy import core
from ginrummy.service import bots, errors
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
SeatIndex = Annotated[int, Meta(ge=0, le=1)]
Phase = Literal["upcard_offer", "draw", "discard", "layoff", "ended"]
OutcomeKind = Literal["knock", "undercut", "gin", "big_gin", "draw", "void"]
BotLevel = bots.Level
MatchStatus = Literal["open", "active", "finished", "cancelled"]


class Request(Struct, forbid_unknown_fields=True, kw_only=True):
    """Base of request bodies: unknown fields are an error."""


# -- rules ------------------------------------------------------------------------------------


def _rules_struct(name: str, doc: str, *, with_defaults: bool) -> type[Struct]:
    """A struct of every rule option, built from the core's table (``core.Rules.options()``:
    names, kinds, ranges, choices, defaults, descriptions): the schema restates no rule."""
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
    for option in core.Rules.options():
        meta = Meta(description=option["description"])
        kind: Any
        if option["kind"] == "int":
            meta = Meta(
                ge=option["minimum"], le=option["maximum"], description=option["description"]
            )
            kind = int
        elif option["kind"] == "bool":
            kind = bool
        else:
            kind = Literal[tuple(option["choices"])]
        typed = Annotated[kind, meta]
        fields.append(
            (option["name"], typed, option["default"]) if with_defaults else (option["name"], typed)
        )
    made = msgspec.defstruct(
        name,
        fields,
        bases=(Request,) if with_defaults else (),
        kw_only=True,
        module=__name__,
    )
    made.__doc__ = doc
    return made


if TYPE_CHECKING:

    class Rules(Request, kw_only=True):
        """Every rule option; omitted options take their defaults."""

    class RulesOut(Struct, kw_only=True):
        """The rules of a table, every option given."""

else:
    Rules = _rules_struct(
        "Rules",
        "Every rule option of RULES.md (ranges and defaults from the rules core); omitted "
        "options take their defaults.",
        with_defaults=True,
    )
    RulesOut = _rules_struct(
        "RulesOut", "The rules of a table, every option given.", with_defaults=False
    )


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


class ActionBase(Request, tag_field="type", omit_defaults=True):
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
    """Discard a card."""

    card: Card


class Knock(ActionBase, tag="knock", kw_only=True):
    """Knock, discarding ``discard`` face down; ``melds`` default to the best arrangement."""

    discard: Card
    melds: list[Cards] | None = None


class BigGin(ActionBase, tag="big_gin", kw_only=True):
    """All 11 cards meld: the deal ends without a discard."""


class LayOff(ActionBase, tag="lay_off", kw_only=True):
    """Lay a card off on one of the knocker's melds."""

    card: Card
    meld: Annotated[int, Meta(ge=0, le=10, description="index of the knocker's meld")]


class FinishLayoff(ActionBase, tag="finish_layoff", kw_only=True):
    """Stop laying off: the deal is scored."""


class Resign(ActionBase, tag="resign", kw_only=True):
    """Resign the match: the opponent wins."""


# An action the rules may allow; ``legal_actions`` lists them in this form, so a client sends
# one back unchanged (plus the version).
Action = (
    TakeUpcard
    | PassUpcard
    | DrawStock
    | DrawDiscard
    | Discard
    | Knock
    | BigGin
    | LayOff
    | FinishLayoff
)
ActionRequest = Action | Resign
ACTION_TYPES = (
    "take_upcard",
    "pass_upcard",
    "draw_stock",
    "draw_discard",
    "discard",
    "knock",
    "big_gin",
    "lay_off",
    "finish_layoff",
    "resign",
)


# -- matches ----------------------------------------------------------------------------------


class OpenOpponent(Request, tag_field="kind", tag="open", kw_only=True):
    """Wait for a person or an HTTP bot to join (``POST /matches/{id}/join``)."""


class BotOpponent(Request, tag_field="kind", tag="bot", kw_only=True):
    """Play a built-in bot of ``level`` (the match starts at once)."""

    level: BotLevel


Opponent = OpenOpponent | BotOpponent


class MatchCreate(Request, kw_only=True):
    rules: Rules = msgspec.field(default_factory=Rules)
    opponent: Opponent = msgspec.field(default_factory=OpenOpponent)
    seat: (
        Annotated[int, Meta(ge=0, le=1, description="your seat: 0 deals first; omitted: random")]
        | None
    ) = None
    hints: Annotated[
        bool,
        Meta(
            description="the seat to act may ask the expert for a hint "
            "(GET /matches/{match_id}/hint); only in an unrated match"
        ),
    ] = False
    rated: (
        Annotated[
            bool,
            Meta(
                description="the match counts for the ratings; omitted: rated unless hints "
                "are allowed (rated with hints is 422 hints-in-rated-match)"
            ),
        ]
        | None
    ) = None


class SeatInfo(Struct, kw_only=True):
    seat: SeatIndex
    player_id: str | None
    name: str | None
    bot: BotLevel | None


class DiscardEntry(Struct, kw_only=True):
    """A card put on the discard pile: who discarded it (``null``: the first upcard) and who
    took it back, if anyone."""

    card: Card
    by: SeatIndex | None
    taken_by: SeatIndex | None


class Layoff(Struct, kw_only=True):
    """A card the defender laid off, and the index of the knocker's meld it went on."""

    card: Card
    meld: Annotated[int, Meta(ge=0)]


class KnockInfo(Struct, kw_only=True):
    """The knocker's side of the showdown; ``discard`` is ``null`` for a big gin and, for the
    defender, while the deal is live."""

    knocker: SeatIndex
    discard: Card | None
    melds: list[Cards]
    deadwood_cards: Cards
    deadwood: int
    layoffs: list[Layoff]


class Outcome(Struct, kw_only=True):
    kind: OutcomeKind
    knocker: SeatIndex | None
    winner: SeatIndex | None
    points: int
    knocker_deadwood: int | None
    defender_deadwood: int | None
    doubled: bool


class Arrangement(Struct, kw_only=True):
    """The best arrangement of a hand: melds, deadwood, and (11 cards) the best discard."""

    melds: list[Cards]
    deadwood_cards: Cards
    deadwood: int
    discard: Card | None


class SeatView(Struct, kw_only=True):
    """What the seat sees of the current deal."""

    seat: SeatIndex
    dealer: SeatIndex
    phase: Phase
    to_act: SeatIndex | None
    hand: Cards
    arrangement: Arrangement | None
    discards: list[DiscardEntry]
    upcard_passed_by: list[SeatIndex]
    opponent_known: Cards
    opponent_card_count: int
    stock_size: int
    rules: RulesOut
    knock_limit: int
    taken_card: Card | None
    knock: KnockInfo | None
    outcome: Outcome | None
    opponent_hand: Cards | None
    scores: list[int]
    game_scores: list[list[int]]
    legal_actions: list[Action]


class GameResult(Struct, kw_only=True):
    """One game's standings (three games in Hollywood)."""

    hand_points: list[int]
    hands_won: list[int]
    closed: bool
    winner: SeatIndex | None
    shutout: bool
    game_bonus: list[int]
    line_bonus: list[int]
    totals: list[int]


class TargetReached(Struct, tag_field="reason", tag="target_reached", kw_only=True):
    """The match ended by its scores: the standings of every game and the match totals."""

    over: bool
    hands: int
    draws: int
    hands_won: list[int]
    hand_points: list[int]
    games: list[GameResult]
    totals: list[int]
    winner: SeatIndex | None


class Resignation(Struct, tag_field="reason", tag="resignation", kw_only=True):
    """The match ended by a resignation: the other seat won."""

    resigned: SeatIndex
    winner: SeatIndex
    scores: list[int]


class DeadlineForfeit(Struct, tag_field="reason", tag="deadline", kw_only=True):
    """The match ended because a seat missed its per-move deadline (a tournament's time
    control): the other seat won."""

    forfeited: SeatIndex
    winner: SeatIndex
    scores: list[int]


class DealsPlayed(Struct, tag_field="reason", tag="deals_played", kw_only=True):
    """A deal-limited match (a game of a tournament's deal pair) played its deals: the seat
    with more hand points won (``null``: equal)."""

    deals: int
    winner: SeatIndex | None
    scores: list[int]


MatchResult = TargetReached | Resignation | DeadlineForfeit | DealsPlayed


class Match(Struct, kw_only=True):
    id: str
    status: MatchStatus
    version: int
    rules: RulesOut
    seats: list[SeatInfo]
    created_by: str
    hints: Annotated[bool, Meta(description="created with hints allowed (never rated)")]
    rated: Annotated[bool, Meta(description="counts for the ratings")]
    created_at: str
    updated_at: str
    your_seat: SeatIndex | None
    deal: int | None
    dealer: SeatIndex | None
    to_act: SeatIndex | None
    scores: list[int]
    moves: int
    seed_commitment: str | None
    deal_commitments: list[str]
    winner: SeatIndex | None
    resigned_by: SeatIndex | None
    result: MatchResult | None
    view: SeatView | None
    tournament_id: Annotated[str | None, Meta(description="the tournament this match is a game of")]
    move_deadline_ms: Annotated[
        int | None, Meta(description="the per-move deadline of a player's seat (time control)")
    ]
    deadline_at: Annotated[
        str | None,
        Meta(description="when the deadline of the seat to act runs out (a player's seat)"),
    ]


class MatchAtVersion(Match, kw_only=True, omit_defaults=True):
    """The match as it stood at a version; ``hands`` once that deal's cards are public;
    ``game_scores``: each game's hand points per seat then (one game, or Hollywood's three)."""

    hands: list[Cards] | None = None
    game_scores: list[list[int]] | None = None


class MatchSummary(Struct, kw_only=True):
    id: str
    status: MatchStatus
    version: int
    rules: RulesOut
    seats: list[SeatInfo]
    created_at: str
    scores: list[int]
    winner: SeatIndex | None


class MatchList(Struct, kw_only=True):
    matches: list[MatchSummary]


# -- events, replay, audit --------------------------------------------------------------------


class EventBase(Struct, tag_field="type", kw_only=True):
    """One recorded event: its version (the match's version after it), when, and the deal it
    belongs to (``null`` before the first deal). Fields hidden from the viewer are absent."""

    version: int
    at: str
    deal: int | None


class MatchCreatedData(Struct, kw_only=True, omit_defaults=True):
    """A tournament's game also names its tournament, its time control and the expert seats'
    playout caps."""

    rules: RulesOut
    players: list[str | None]
    bots: list[BotLevel | None]
    created_by: str
    hints: bool
    rated: bool
    tournament_id: str | None = None
    move_deadline_ms: int | None = None
    bot_playouts: list[int | None] | None = None
    deal_limit: Annotated[
        int | None, Meta(description="a tournament deal pair's game: it ends after these deals")
    ] = None
    reveals_held: Annotated[
        bool | None,
        Meta(
            description="a tournament pair's game: its reveals (seed, deck orders, salts) are "
            "withheld until both games of the pair have ended (a `reveals_released` event)"
        ),
    ] = None


class PlayerJoinedData(Struct, kw_only=True):
    seat: SeatIndex
    player_id: str


class MatchStartedData(Struct, kw_only=True, omit_defaults=True):
    """``seed`` and ``seed_salt`` are revealed once the match is over."""

    seed_commitment: str
    seed: int | None = None
    seed_salt: str | None = None


class DealStartedData(Struct, kw_only=True, omit_defaults=True):
    """``salt`` is revealed once the deal is over."""

    deal: int
    dealer: SeatIndex
    commitment: str
    salt: str | None = None


class SeatData(Struct, kw_only=True):
    seat: SeatIndex


class CardData(Struct, kw_only=True):
    seat: SeatIndex
    card: Card


class HiddenCardData(Struct, kw_only=True, omit_defaults=True):
    """``card`` is shown to the seat that drew it, and to everyone once the deal is over."""

    seat: SeatIndex
    card: Card | None = None


class KnockedData(Struct, kw_only=True, omit_defaults=True):
    """``discard`` (face down) is shown to the knocker, and to everyone once the deal is
    over."""

    seat: SeatIndex
    melds: list[Cards]
    discard: Card | None = None


class BigGinData(Struct, kw_only=True):
    seat: SeatIndex
    melds: list[Cards]


class LaidOffData(Struct, kw_only=True):
    seat: SeatIndex
    card: Card
    meld: int


class DealRecord(Struct, kw_only=True):
    number: int
    dealer: SeatIndex
    outcome: Outcome


class DealScoredData(Struct, kw_only=True, omit_defaults=True):
    """The deal's outcome and the running scores, with the reveal of its deck (``order``,
    ``salt``; absent while a tournament pair game's reveals are held)."""

    deal: int
    record: DealRecord
    scores: list[int]
    order: Cards | None = None
    salt: str | None = None


class MatchFinishedData(Struct, kw_only=True, omit_defaults=True):
    """The result; the match seed and its salt are revealed (absent while a tournament pair
    game's reveals are held)."""

    result: MatchResult
    winner: SeatIndex | None
    seed: int | None = None
    seed_salt: str | None = None


class MatchCancelledData(Struct, kw_only=True):
    by: str


class MatchCreatedEvent(EventBase, tag="match_created", kw_only=True):
    data: MatchCreatedData


class PlayerJoinedEvent(EventBase, tag="player_joined", kw_only=True):
    data: PlayerJoinedData


class MatchStartedEvent(EventBase, tag="match_started", kw_only=True):
    data: MatchStartedData


class DealStartedEvent(EventBase, tag="deal_started", kw_only=True):
    data: DealStartedData


class UpcardTakenEvent(EventBase, tag="upcard_taken", kw_only=True):
    data: CardData


class UpcardPassedEvent(EventBase, tag="upcard_passed", kw_only=True):
    data: SeatData


class DrewStockEvent(EventBase, tag="drew_stock", kw_only=True):
    data: HiddenCardData


class DrewDiscardEvent(EventBase, tag="drew_discard", kw_only=True):
    data: CardData


class DiscardedEvent(EventBase, tag="discarded", kw_only=True):
    data: CardData


class KnockedEvent(EventBase, tag="knocked", kw_only=True):
    data: KnockedData


class BigGinDeclaredEvent(EventBase, tag="big_gin_declared", kw_only=True):
    data: BigGinData


class LaidOffEvent(EventBase, tag="laid_off", kw_only=True):
    data: LaidOffData


class LayoffFinishedEvent(EventBase, tag="layoff_finished", kw_only=True):
    data: SeatData


class DealScoredEvent(EventBase, tag="deal_scored", kw_only=True):
    data: DealScoredData


class ResignedEvent(EventBase, tag="resigned", kw_only=True):
    data: SeatData


class DeadlineMissedData(Struct, kw_only=True):
    seat: SeatIndex
    deadline_ms: int


class DeadlineMissedEvent(EventBase, tag="deadline_missed", kw_only=True):
    data: DeadlineMissedData


class MatchFinishedEvent(EventBase, tag="match_finished", kw_only=True):
    data: MatchFinishedData


class MatchCancelledEvent(EventBase, tag="match_cancelled", kw_only=True):
    data: MatchCancelledData


class RevealsReleasedData(Struct, kw_only=True):
    pass


class RevealsReleasedEvent(EventBase, tag="reveals_released", kw_only=True):
    """A tournament pair game's reveals are public: both games of its pair have ended."""

    data: RevealsReleasedData


Event = (
    MatchCreatedEvent
    | PlayerJoinedEvent
    | MatchStartedEvent
    | DealStartedEvent
    | UpcardTakenEvent
    | UpcardPassedEvent
    | DrewStockEvent
    | DrewDiscardEvent
    | DiscardedEvent
    | KnockedEvent
    | BigGinDeclaredEvent
    | LaidOffEvent
    | LayoffFinishedEvent
    | DealScoredEvent
    | ResignedEvent
    | DeadlineMissedEvent
    | MatchFinishedEvent
    | MatchCancelledEvent
    | RevealsReleasedEvent
)


class YourTurn(Struct, kw_only=True, omit_defaults=True):
    """A live stream's ``your_turn`` message (SSE event ``your_turn``): the stream's seat is to
    act in the match at this version."""

    type: Literal["your_turn"]
    version: int
    match_id: str
    deadline_ms: Annotated[
        int | None, Meta(description="under a time control: the per-move deadline")
    ] = None
    deadline_at: Annotated[
        str | None, Meta(description="under a time control: when this turn's deadline runs out")
    ] = None


class LobbyChanged(Struct, kw_only=True):
    """The message of ``GET /lobby/stream`` (SSE event ``lobby_changed``): the open matches
    changed (``open`` of them now); read ``GET /matches`` for the list."""

    type: Literal["lobby_changed"]
    open: int


class PlayerStreamEvent(Struct, kw_only=True):
    """A message of ``GET /players/me/events/stream``: an ``Event`` (as the player's seat may
    see it) plus the ``match_id`` it belongs to; the SSE id is the store's global position.
    The stream also sends ``YourTurn`` messages."""

    match_id: str
    type: str
    version: int
    at: str
    deal: int | None
    data: Annotated[
        dict[str, Any], Meta(description="the event's data, as in the ``Event`` of that type")
    ]


class EventPage(Struct, kw_only=True):
    """A page of the match's events. ``has_more``: more events are recorded after this page;
    ask again with ``after=next_after``. ``complete``: the match is over and this page reaches
    its last event."""

    match_id: str
    status: MatchStatus
    version: int
    complete: bool
    has_more: bool
    next_after: int
    events: list[Event]


class DealReveal(Struct, kw_only=True):
    deal: int
    commitment: str
    order: list[str]
    salt: str
    recomputed: str
    valid: bool


class ExportPlayer(Struct, kw_only=True):
    seat: SeatIndex
    player_id: str | None
    name: str | None
    bot: BotLevel | None


class MatchExport(Struct, kw_only=True):
    format: Literal["ginrummy-match-export/1"]
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
    levels: list[BotLevel]


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


PROBLEM_TYPE = "urn:ginrummy:problem:"
# Reasons the HTTP layer gives itself (validation, media type, size, rate limit, ...).
HTTP_REASONS = (
    "validation-failed",
    "unsupported-media-type",
    "too-large",
    "method-not-allowed",
    "precondition-required",
    "rate-limited",
    "internal-error",
    "unavailable",
    "store-unavailable",
    "shutting-down",
)
PROBLEM_TYPES = tuple(PROBLEM_TYPE + r for r in sorted({*errors.REASONS, *HTTP_REASONS}))
if TYPE_CHECKING:
    ProblemType = str
else:
    ProblemType = Annotated[
        Literal[PROBLEM_TYPES],
        Meta(
            description="urn:ginrummy:problem:<reason>; new reasons may be added in later "
            "versions (regenerate your client)"
        ),
    ]


class ProblemError(Struct, kw_only=True):
    """One reason a request was invalid: ``key`` names the field (``version``,
    ``rules.knock_limit``, ``If-Match``, a query parameter), ``source`` where it was."""

    message: str
    key: str
    source: Literal["body", "query", "path", "header", "cookie"] | None = None


class Problem(Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem details; ``type`` is ``urn:ginrummy:problem:<reason>``."""

    type: ProblemType
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[ProblemError] | None = None
    legal_actions: list[Action] | None = None
    refusal: (
        Annotated[
            Literal[core.ILLEGAL_ACTION_REASONS],  # type: ignore[valid-type]
            Meta(description="the rule that refused an illegal action (the core's reason)"),
        ]
        | None
    ) = None
    current_version: int | None = None
    player_id: str | None = None


# -- tournaments ------------------------------------------------------------------------------

TournamentFormat = Literal["round-robin", "gauntlet", "sprt", "swiss"]
TournamentStatus = Literal["created", "running", "finished", "cancelled", "failed"]
Entrant = Annotated[
    str,
    Meta(
        pattern=r"^(beginner|easy|medium|expert(:[0-9]{1,6})?)$",
        description="a built-in level; the expert with its playout cap as expert:64 (default 32)",
    ),
]


class SprtParams(Request, kw_only=True):
    """H0: Elo = elo0 against H1: Elo = elo1, error rates alpha and beta."""

    elo0: float = 0.0
    elo1: float = 10.0
    alpha: Annotated[float, Meta(gt=0, lt=1)] = 0.05
    beta: Annotated[float, Meta(gt=0, lt=1)] = 0.05


class TournamentCreate(Request, kw_only=True):
    format: TournamentFormat = "round-robin"
    entrants: Annotated[list[Entrant], Meta(max_length=64)] = msgspec.field(default_factory=list)
    rules: Rules = msgspec.field(default_factory=Rules)
    pairs: Annotated[
        int, Meta(ge=1, le=100_000, description="game pairs per pairing (SPRT: the cap)")
    ] = 100
    seed: Annotated[int, Meta(ge=0, le=MAX_SAFE_INTEGER)] = 0
    sprt: SprtParams | None = None
    sprt_model: Annotated[
        Literal["exact", "approximate"] | None,
        Meta(
            description="sprt: the log-likelihood ratio, the exact pentanomial GSPRT (the "
            "default, as today's fastchess) or the older approximation, by name"
        ),
    ] = None
    pair: Annotated[
        Literal["matches", "deals"],
        Meta(
            description="the unit of a pair: two matches (the default) or two deals, the same "
            "cards with the seats swapped; Elo and the SPRT count pairs"
        ),
    ] = "matches"
    rated: Annotated[
        bool,
        Meta(description="the HTTP bots' games count for the players' ratings (default not)"),
    ] = False
    move_deadline_ms: Annotated[
        int,
        Meta(
            ge=100,
            le=600_000,
            description="the HTTP bots' per-move deadline; a missed one forfeits the game",
        ),
    ] = 10_000
    rounds: (
        Annotated[
            int,
            Meta(
                ge=1,
                le=63,
                description="swiss: the rounds (at most n - 1 for n entrants, n when n is odd)",
            ),
        ]
        | None
    ) = None


class EntrantAdd(Request, kw_only=True):
    """``builtin``: a built-in level (the creator's). ``http``: the caller's own bot, which
    plays its games over HTTP under the caller's name (``@name``); send no ``name``."""

    kind: Literal["builtin", "http"] = "builtin"
    name: Entrant | None = None


class SprtState(Struct, kw_only=True):
    elo0: float
    elo1: float
    alpha: float
    beta: float
    model: Annotated[
        Literal["exact", "approximate"],
        Meta(
            description="the log-likelihood ratio (tournaments before the exact one: approximate)"
        ),
    ]
    llr: float
    lower: float
    upper: float
    decision: Literal["H0", "H1", "continue"]


class TournamentOutcome(Struct, kw_only=True, omit_defaults=True):
    """Why it ended: ``complete`` (every pair), ``sprt`` (a decision), ``cap`` (the SPRT's cap
    of pairs without a decision), ``error`` (the runner failed: ``detail``)."""

    reason: Literal["complete", "sprt", "cap", "error"]
    decision: Literal["H0", "H1", "continue"] | None = None
    llr: float | None = None
    detail: str | None = None


class TournamentProgress(Struct, kw_only=True):
    pairs_played: int
    pairs_planned: int
    games_played: int


class EloFigures(Struct, kw_only=True):
    """Pentanomial Elo over game pairs (null where infinite), its 95% interval, normalized
    Elo and the likelihood of superiority."""

    pairs: int
    score: float
    variance: float
    elo: float | None
    elo_low: float | None
    elo_high: float | None
    elo_error: float | None
    nelo: float | None
    nelo_error: float | None
    los: float | None


class Record(Struct, kw_only=True):
    """Games, wins, points (a win 1, a tie 1/2), pentanomial counts and both measures of the
    points scored, by name: ``match_points`` the matches' totals with every bonus (a deal
    pair: its hand points) and ``hand_points`` the hand points, each with the opponents' and
    the difference per deal; ``null``: some pair recorded before that measure was kept."""

    pairs: int
    games: int
    wins: int
    losses: int
    ties: int
    points: float
    score: float
    pentanomial: list[int]
    deals: int
    match_points: int | None
    match_points_against: int | None
    mean_points_per_deal: float | None
    hand_points: int | None
    hand_points_against: int | None
    mean_hand_points_per_deal: float | None
    elo: EloFigures


class Standing(Record, kw_only=True):
    rank: int
    entrant: str
    bye_points: float = 0.0
    """Points of Swiss byes (a bye scores as a pairing won); standings order by points plus
    these; the Elo counts games only."""


class SwissRound(Struct, kw_only=True):
    """A Swiss round's pairings (the higher-placed entrant first) and its bye (odd fields)."""

    round: int
    pairings: list[list[str]]
    bye: str | None = None


class Tournament(Struct, kw_only=True):
    id: str
    format: TournamentFormat
    status: TournamentStatus
    entrants: list[str]
    http_entrants: Annotated[
        dict[str, str], Meta(description="the HTTP bots among the entrants: name -> player id")
    ]
    rules: RulesOut
    pairs: int
    seed: int
    move_deadline_ms: int
    pair: Literal["matches", "deals"]
    rated: bool
    points_measure: Annotated[
        Literal["match_totals", "hand_points"],
        Meta(
            description="what match_points counts: the matches' totals, or a deal pair's "
            "hand points"
        ),
    ]
    sprt: SprtState | None
    rounds: int | None = None
    swiss_rounds: list[SwissRound] = msgspec.field(default_factory=list)
    outcome: TournamentOutcome | None
    progress: TournamentProgress
    standings: list[Standing]
    crosstable: dict[str, dict[str, Record]]
    version: int
    created_at: str


class TournamentSummary(Struct, kw_only=True):
    id: str
    format: TournamentFormat
    status: TournamentStatus
    entrants: list[str]
    created_at: str


class TournamentList(Struct, kw_only=True):
    tournaments: list[TournamentSummary]


class GamePair(Struct, kw_only=True, omit_defaults=True):
    """A finished game pair: the match of ``seed`` and index ``k`` played twice, A in seat 0
    then seat 1; replayable from (a, b, rules, seed, k)."""

    position: int
    pairing: int
    a: str
    b: str
    seed: int
    k: int
    a_wins: int
    b_wins: int
    ties: int
    a_points: Annotated[
        int | None,
        Meta(description="the matches' totals with every bonus (a deal pair: its hand points)"),
    ]
    b_points: int | None
    deals: int
    unit: Literal["matches", "deals"] = "matches"
    a_hand_points: Annotated[
        int | None, Meta(description="the hand points of the pair's deals (null: not recorded)")
    ] = None
    b_hand_points: int | None = None
    matches: Annotated[
        list[str] | None, Meta(description="an HTTP pair: its two matches (A in seat 0, 1)")
    ] = None
    forfeits: Annotated[int | None, Meta(description="an HTTP pair: games lost on time")] = None
    engine: Annotated[
        str | None,
        Meta(description="the server's version that played the pair (its built-in bots)"),
    ] = None


class GamePairList(Struct, kw_only=True):
    games: list[GamePair]


class ReplayedMove(Struct, kw_only=True):
    seat: SeatIndex
    action: Action


class ReplayedGame(Struct, kw_only=True):
    """One game of a built-in pair, played again from its seed: every move in order, each
    deal's outcome and the match's result (equal to the recorded game's)."""

    position: int
    game: Annotated[int, Meta(ge=0, le=1, description="0: A in seat 0; 1: A in seat 1")]
    a: str
    b: str
    seats: Annotated[list[str], Meta(description="the entrants in seat order")]
    seed: int
    k: int
    match_seed: Annotated[
        str,
        Meta(
            pattern="^[0-9]{1,20}$",
            description="the seed (a 64-bit integer, in decimal: beyond JSON's exact numbers) "
            "of the core match that deals the game's deals",
        ),
    ]
    moves: list[ReplayedMove]
    deals: list[DealRecord]
    result: MatchResult


# -- analysis and hints -----------------------------------------------------------------------

AnalysisLabel = Annotated[
    Literal["good", "inaccuracy", "mistake", "blunder"],
    Meta(
        description="by the loss in points: good < 2 <= inaccuracy < 5 <= mistake < 10 <= blunder"
    ),
]
Objective = Annotated[
    Literal["points", "match"],
    Meta(description="what the best action maximises: expected points (the equity is reported)"),
]


class ActionValue(Struct, kw_only=True):
    """One legal action valued by the expert's determinised search from the acting seat's
    observation: the expected points for that seat to the end of the deal (negative when the
    opponent scores) and, in a match, the chance of winning the match after it, each with its
    standard error over the determinisations."""

    action: Action
    points: float
    points_se: float
    equity: float | None
    equity_se: float | None


class AnalysisDecision(Struct, kw_only=True):
    """One decision (a move with at least two legal actions) of the finished match."""

    index: Annotated[int, Meta(description="the move's index in the whole match (0-based)")]
    version: Annotated[
        int,
        Meta(
            description="the match version its move recorded (GET /matches/{match_id}/versions/"
            "{version - 1} is the position it was made in)"
        ),
    ]
    deal: int
    seat: SeatIndex
    phase: Phase
    scores: Annotated[list[int], Meta(description="the match scores before the deal")]
    chosen: Action
    best: Action
    chosen_points: float
    chosen_points_se: float
    best_points: float
    best_points_se: float
    loss: Annotated[float, Meta(description="best_points - chosen_points, at least 0")]
    loss_se: Annotated[float, Meta(description="standard error of the paired difference")]
    equity_loss: Annotated[
        float | None, Meta(description="match-winning chance lost against the best (a match)")
    ]
    label: AnalysisLabel
    actions: list[ActionValue]


class SeatTotals(Struct, kw_only=True):
    """One seat's decisions: how many, the loss, the count per label."""

    seat: SeatIndex
    decisions: int
    total_loss: float
    average_loss: float
    average_equity_loss: float | None
    good: int
    inaccuracy: int
    mistake: int
    blunder: int


class LabelThresholds(Struct, kw_only=True):
    """The lowest loss (points) of each label below ``good``."""

    inaccuracy: float
    mistake: float
    blunder: float


class MatchAnalysis(Struct, kw_only=True):
    """The expert's analysis of a finished match, computed once and stored: every decision from
    the acting seat's point of view at that moment (deterministic for ``seed`` and
    ``playouts``: ``ginrummy analyze`` on the match's export reproduces it)."""

    match_id: str
    status: Literal["done"]
    match_version: int
    playouts: int
    seed: int
    objective: Objective
    moves: int
    thresholds: LabelThresholds
    decisions: list[AnalysisDecision]
    seats: list[SeatTotals]


class AnalysisPending(Struct, kw_only=True):
    """The analysis is being computed (202): ask again after ``retry_after`` seconds."""

    match_id: str
    status: Literal["pending"]
    retry_after: int


class Hint(Struct, kw_only=True):
    """The expert's values of every legal action of the seat to act, from that seat's
    observation only (deterministic for ``seed`` and ``playouts``)."""

    match_id: str
    version: Annotated[int, Meta(description="the match version the hint is for")]
    seat: SeatIndex
    phase: Phase
    playouts: int
    seed: int
    objective: Objective
    actions: list[ActionValue]
    best: Action
    best_index: Annotated[int, Meta(description="the index of the best action in actions")]
