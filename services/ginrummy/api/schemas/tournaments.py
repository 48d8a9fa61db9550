"""Tournaments: creation, entrants, standings, game pairs and their replays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

import msgspec
from msgspec import Meta, Struct

from ginrummy.api.schemas.common import (
    MAX_SAFE_INTEGER,
    Request,
    Rules,
    RulesOut,
    SeatIndex,
    TournamentFormat,
)
from ginrummy.api.schemas.events import DealRecord
from ginrummy.api.schemas.matches import Action, MatchResult
from ginrummy.api.schemas.rummy import (
    Count,
    RummyAction,
    RummyCard,
    RummyHandRecord,
    RummyOptions,
    RummySeat,
    RummyTableView,
)
from ginrummy.service.games import GAMES

if TYPE_CHECKING:
    TournamentGame = str
else:
    TournamentGame = Literal[tuple(GAMES)]
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
    game: Annotated[
        TournamentGame,
        Meta(
            description="the game: gin (the default; its rules) or rummy (its options; the "
            "built-in levels of GET /games/rummy, 2 entrants a table in every format but "
            "rummy-table, which seats 3 or 4)"
        ),
    ] = "gin"
    options: Annotated[
        RummyOptions | None,
        Meta(description="rummy: Rummy's options, as POST /rummy/matches takes them"),
    ] = None
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


class GameInPlay(Struct, kw_only=True):
    """An HTTP game of a pair not recorded yet: its match (watch it at /matches/{match_id})."""

    pairing: int
    k: Annotated[int, Meta(description="the pair's index within its pairing")]
    game: Annotated[int, Meta(description="0: the pairing's first entrant in seat 0; 1: in seat 1")]
    match_id: str


class TableRating(Struct, kw_only=True):
    """An openskill rating (Plackett-Luce, openskill's defaults): mean, deviation and the
    ordinal ``mu - 3 sigma`` the ordering ranks by."""

    mu: float
    sigma: float
    ordinal: float


class TableStanding(Struct, kw_only=True):
    """One entrant of a Rummy table: its points per hand (the mean over the deal sets of its
    points over its hands there) with a 95% interval (null below 2 sets), games won alone and
    its openskill rating over every game's ranking."""

    rank: int
    entrant: str
    deal_sets: int
    games: int
    hands: int
    points: int
    wins: int
    points_per_hand: float | None
    points_per_hand_low: float | None
    points_per_hand_high: float | None
    rating: TableRating


class TableReport(Struct, kw_only=True):
    """A rummy-table tournament: each deal played once per rotation of the seats (a deal set),
    the standings in the openskill ordering."""

    deal_sets: int
    games: int
    ordering: list[str]
    standings: list[TableStanding]


class Tournament(Struct, kw_only=True):
    id: str
    format: TournamentFormat
    game: Annotated[TournamentGame, Meta(description="the game played (gin, rummy)")] = "gin"
    options: Annotated[
        dict[str, int | bool | str] | None,
        Meta(description="rummy: the options given (the others at their defaults); gin: null"),
    ] = None
    table: Annotated[
        TableReport | None,
        Meta(description="rummy-table: the report (standings and pairs stay empty); else null"),
    ] = None
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
    created_by: Annotated[
        str | None,
        Meta(
            description="the id of the player who created it (who alone may enter built-in "
            "bots, start or cancel it); null only in a reply replayed from before this field"
        ),
    ] = None
    games_in_play: Annotated[
        list[GameInPlay],
        Meta(
            description="the HTTP games scheduled whose pair is not recorded yet, in the order "
            "they were scheduled (a game may have ended while the other of its pair plays)"
        ),
    ] = msgspec.field(default_factory=list)


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
    deal's outcome and the match's result (equal to the recorded game's; a deal pair's game:
    its one deal, ``deals_played``)."""

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
            "of the core match that deals the game's deals (a deal pair: of the core deal)",
        ),
    ]
    moves: list[ReplayedMove]
    deals: list[DealRecord]
    result: MatchResult


class RummyReplayedMove(Struct, kw_only=True):
    """One action of a Rummy game, with the table it was played on (before it) and every
    seat's hand then (a built-in pair's finished game: every card is public)."""

    seat: RummySeat
    hand: Annotated[Count, Meta(description="the hand it belongs to (0: the first)")]
    action: RummyAction
    table: RummyTableView
    hands: Annotated[list[list[RummyCard]], Meta(description="each seat's hand, in seat order")]


class RummyGameResult(Struct, kw_only=True):
    """The recorded game's measures: each seat's points (the match's scores, or the first
    hand's in a deal pair), its rank (1 first; equal points share one) and the hands played."""

    points: list[int]
    ranks: list[Annotated[int, Meta(ge=1)]]
    hands: Count


class RummyReplayedGame(Struct, kw_only=True):
    """One game of a built-in Rummy pair, played again from its seed by the core (the same
    loop, the same bots' seeds): every action with the table it was played on, each hand's
    end, and the result (equal to the recorded pair's measures)."""

    position: int
    game: Annotated[int, Meta(ge=0, le=1, description="0: A in seat 0; 1: A in seat 1")]
    a: str
    b: str
    seats: Annotated[list[str], Meta(description="the entrants in seat order")]
    seed: int
    k: int
    unit: Literal["matches", "deals"]
    options: Annotated[
        dict[str, int | bool | str],
        Meta(description="the tournament's options (those given; the others at their defaults)"),
    ]
    match_seed: Annotated[
        str,
        Meta(
            pattern="^[0-9]{1,20}$",
            description="the seed (a 64-bit integer, in decimal) of the core Rummy match that "
            "deals the game",
        ),
    ]
    moves: list[RummyReplayedMove]
    hands: list[RummyHandRecord]
    result: RummyGameResult
