"""Matches and the actions played in them: creation, the seat's view, results, lists."""

from __future__ import annotations

from typing import Annotated
from uuid import UUID

import msgspec
from msgspec import Meta, Struct

from ginrummy.api.schemas.common import (
    BotLevel,
    Card,
    Cards,
    MatchStatus,
    OutcomeKind,
    Phase,
    Request,
    Rules,
    RulesOut,
    SeatIndex,
    Version,
)
from ginrummy.api.schemas.games import GameName

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
    game: Annotated[
        GameName, Meta(description="the game to play, one of GET /games (else 422 invalid-request)")
    ] = "gin"
    seats: (
        Annotated[
            int,
            Meta(
                ge=1,
                description="how many seats the table has, within the game's min_seats.."
                "max_seats of GET /games (else 422 bad-seat); omitted: its min_seats (Gin: 2)",
            ),
        ]
        | None
    ) = None
    rules: Rules = msgspec.field(default_factory=Rules)
    opponent: Opponent = msgspec.field(default_factory=OpenOpponent)
    seat: (
        Annotated[
            int,
            Meta(
                ge=0,
                le=1,
                description="your seat, 0..seats-1: 0 deals first; omitted: random",
            ),
        ]
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
    room: (
        Annotated[
            UUID,
            Meta(
                description="open the match in this room's lobby (GET /rooms/{room_id}): you must "
                "be in the room (403 not-a-member; 404 room-not-found); an open match only "
                "(422 bad-opponent)"
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


class MeldArrangement(Struct, kw_only=True):
    """One way to lay out cards: disjoint melds and the cards in none of them."""

    melds: list[Cards]
    deadwood_cards: Cards
    deadwood: int


class KnockArrangements(Struct, kw_only=True):
    """The ways to lay out the 10 cards a knock discarding ``discard`` keeps, from the rules:
    every way to meld them within the knock limit (none melding strictly fewer cards than
    another), fewest deadwood first. A knock sending one as its ``melds`` is legal."""

    discard: Card
    arrangements: list[MeldArrangement]


class ShownHand(Struct, kw_only=True):
    """A seat's hand at the end of a deal, laid out as it was scored: the knocker's melds as
    laid (without the cards laid off onto them), any other seat's best arrangement of the
    cards it kept, with the cards it laid off onto the knocker's melds."""

    seat: SeatIndex
    melds: list[Cards]
    deadwood_cards: Cards
    deadwood: Annotated[int, Meta(description="the deadwood the scoring counted")]
    layoffs: list[Layoff]


class DealEnd(Struct, kw_only=True):
    """A finished deal as the table saw it at the end (from the rules): who knocked and the
    face-down discard, every hand laid out as scored, and the outcome."""

    knocker: SeatIndex | None
    discard: Card | None
    hands: Annotated[list[ShownHand], Meta(description="one per seat, in seat order")]
    outcome: Outcome


class PublicHand(Struct, kw_only=True):
    """What anyone at the table sees of a seat's hand: its size and the cards it took face up
    from the discard pile and still holds."""

    seat: SeatIndex
    card_count: int
    known: Cards


class PublicKnock(Struct, kw_only=True):
    """A knock as it lies face up: the knocker's whole hand laid out, its melds (as extended by
    the lay-offs) and its deadwood, as both seats see it, and the lay-offs; not its face-down
    discard."""

    knocker: SeatIndex
    melds: list[Cards]
    deadwood_cards: Annotated[
        Cards, Meta(description="the knocker's deadwood cards, face up beside the melds")
    ]
    deadwood: Annotated[int, Meta(description="their value, as the scoring counts it")]
    layoffs: list[Layoff]


class SpectatorView(Struct, kw_only=True):
    """The current deal as a spectator sees it, from the rules: only the cards face up on
    the table, which is what the public event log shows."""

    dealer: SeatIndex
    phase: Phase
    to_act: SeatIndex | None
    hands: Annotated[list[PublicHand], Meta(description="one per seat, in seat order")]
    discards: list[DiscardEntry]
    upcard_passed_by: list[SeatIndex]
    stock_size: int
    knock_limit: int
    knock: PublicKnock | None


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
    knock_arrangements: Annotated[
        list[KnockArrangements],
        Meta(description="for each legal knock, the ways to lay out the kept cards"),
    ]
    end: Annotated[
        DealEnd | None, Meta(description="once the deal has ended: every hand as scored")
    ]


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


class MatchHeading(Struct, kw_only=True):
    """What a match's document and its lobby line both begin with: the match, its game, where
    it stands, its rules and its seats."""

    id: str
    game: Annotated[GameName, Meta(description="the game played (GET /games/{name})")]
    status: MatchStatus
    version: int
    rules: RulesOut
    seats: Annotated[
        list[SeatInfo],
        Meta(description="one per seat of the table (Gin: 2), seat indices 0..seats-1"),
    ]


class Match(MatchHeading, kw_only=True):
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
    spectator: Annotated[
        SpectatorView | None,
        Meta(description="the live deal as a spectator sees it: for a viewer with no seat"),
    ]
    tournament_id: Annotated[str | None, Meta(description="the tournament this match is a game of")]
    move_deadline_ms: Annotated[
        int | None, Meta(description="the per-move deadline of a player's seat (time control)")
    ]
    deadline_at: Annotated[
        str | None,
        Meta(description="when the deadline of the seat to act runs out (a player's seat)"),
    ]


class MatchAtVersion(Match, kw_only=True, omit_defaults=True):
    """The match as it stood at a version; ``hands`` once that deal's cards are public, and
    ``deal_end`` when that version's move ended a deal (every hand laid out as scored);
    ``game_scores``: each game's hand points per seat then (one game, or Hollywood's three);
    ``seat_views`` once the match has finished (every card is public then): the table as it
    stood, as each seat saw it (its hand laid out, the discard pile, the knock)."""

    hands: list[Cards] | None = None
    deal_end: DealEnd | None = None
    game_scores: list[list[int]] | None = None
    seat_views: Annotated[
        list[SeatView] | None,
        Meta(
            description="once the match has finished: each seat's view of that version, in "
            "seat order (no legal actions)"
        ),
    ] = None


class MatchSummary(MatchHeading, kw_only=True):
    created_at: str
    scores: list[int]
    winner: SeatIndex | None
    totals: Annotated[
        list[int] | None,
        Meta(
            description="once the match has reached its target: the result's totals (hand "
            "points and every bonus), per seat"
        ),
    ] = None


class MatchList(Struct, kw_only=True):
    matches: list[MatchSummary]
