"""Classic Rummy's requests and responses (``/rummy/matches``): its own schemas beside Gin's.

The options are built from the core's table (``ginrummy._core.rummy.options``: names, kinds,
ranges, choices, descriptions), as Gin's rules are; the seat's view is the core's observation
and legal actions, typed field by field."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from msgspec import Meta, Struct

from ginrummy._core import rummy
from ginrummy.api.schemas.common import MAX_SAFE_INTEGER, MatchStatus, Request, Version
from ginrummy.service.move_clock import MOVE_DEADLINE_MS

RummyCard = Annotated[
    str,
    Meta(
        pattern=r"^([A2-9TJQK][cdhs]|X[12])$",
        description="a natural card (rank A 2-9 T J Q K, suit c d h s) or a joker, X1 or X2",
        examples=["7h", "X1"],
    ),
]
NaturalCard = Annotated[str, Meta(pattern=r"^[A2-9TJQK][cdhs]$", examples=["7h"])]
Joker = Literal["X1", "X2"]
RummySeat = Annotated[int, Meta(ge=0, le=rummy.MAX_SEATS - 1)]
MeldId = Annotated[int, Meta(ge=0, le=MAX_SAFE_INTEGER, description="a meld's id on the table")]
Count = Annotated[int, Meta(ge=0, le=MAX_SAFE_INTEGER)]
if TYPE_CHECKING:
    RummyBotLevel = str
else:
    RummyBotLevel = Literal[tuple(rummy.bot_levels())]

# -- options ----------------------------------------------------------------------------------


def _options_struct(name: str, doc: str, *, request: bool) -> type[Struct]:
    """A struct of every option of the core's table; in a request each may be omitted (its
    default; ``target_score``'s depends on the seat count)."""
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
    for option in rummy.options(rummy.MAX_SEATS):
        description = option["description"]
        kind: Any
        meta = Meta(description=description)
        if option["kind"] == "int":
            kind = int
            meta = Meta(ge=option["minimum"], le=option["maximum"], description=description)
        elif option["kind"] == "bool":
            kind = bool
        else:  # "choice" (names) or "int_choice" (numbers)
            kind = Literal[tuple(option["choices"])]
        typed = Annotated[kind, meta]
        fields.append((option["name"], typed | None, None) if request else (option["name"], typed))
    made = msgspec.defstruct(
        name,
        fields,
        bases=(Request,) if request else (),
        kw_only=True,
        omit_defaults=request,
        module=__name__,
    )
    made.__doc__ = doc
    return made


if TYPE_CHECKING:

    class RummyOptions(Request, kw_only=True):
        """Rummy's options; omitted ones take their defaults."""

    class RummyOptionsOut(Struct, kw_only=True):
        """A Rummy table's options, every one given."""

else:
    RummyOptions = _options_struct(
        "RummyOptions",
        "Every option of RULES-RUMMY.md (ranges from the rules core); omitted options take "
        "their defaults (target_score: 100, 150 or 200 for 2, 3 or 4 seats).",
        request=True,
    )
    RummyOptionsOut = _options_struct(
        "RummyOptionsOut", "A Rummy table's options, every one given.", request=False
    )

# -- actions ----------------------------------------------------------------------------------


class RummyActionBase(Request, tag_field="type", omit_defaults=True):
    pass


class RummyDrawStock(RummyActionBase, tag="draw_stock", kw_only=True):
    """Draw the top card of the stock."""


class RummyDrawDiscard(RummyActionBase, tag="draw_discard", kw_only=True):
    """Take the top card of the discard pile."""


class RummyMeld(RummyActionBase, tag="meld", kw_only=True):
    """Lay a meld from the hand; ``jokers`` names the card each joker of a run stands for."""

    cards: Annotated[list[RummyCard], Meta(min_length=3, max_length=14)]
    jokers: dict[Joker, NaturalCard] | None = None


class RummyLayOff(RummyActionBase, tag="lay_off", kw_only=True):
    """Lay a card off on a meld of the table (any owner's); a joker on a run names the card
    it stands for."""

    card: RummyCard
    meld: MeldId
    stands_for: NaturalCard | None = None


class RummySwapJoker(RummyActionBase, tag="swap_joker", kw_only=True):
    """Take a joker from the table, putting the natural card it stands for in its place."""

    card: NaturalCard
    joker: Joker


class RummyDiscard(RummyActionBase, tag="discard", kw_only=True):
    """Discard a card: the turn ends."""

    card: RummyCard


# The actions; ``legal_actions`` lists them in this form, so a client sends one back unchanged.
RummyAction = (
    RummyDrawStock | RummyDrawDiscard | RummyMeld | RummyLayOff | RummySwapJoker | RummyDiscard
)


class RummyActionRequest(Request, kw_only=True):
    """An action for your seat, with the match version you saw (or the If-Match header)."""

    action: RummyAction
    version: Version | None = None


# -- creating ---------------------------------------------------------------------------------


class RummySeatMe(Request, tag_field="kind", tag="me", kw_only=True):
    """The caller's seat (exactly one)."""


class RummySeatBot(Request, tag_field="kind", tag="bot", kw_only=True):
    """A built-in bot of ``level``."""

    level: RummyBotLevel


class RummySeatOpen(Request, tag_field="kind", tag="open", kw_only=True):
    """A free seat: a player takes it with POST /rummy/matches/{id}/join."""


RummySeatSpec = RummySeatMe | RummySeatBot | RummySeatOpen


class RummyMatchCreate(Request, kw_only=True):
    """A Rummy table of 2 to 4 seats, in seat order; it starts once every seat is held."""

    seats: Annotated[
        list[RummySeatSpec],
        Meta(min_length=rummy.MIN_SEATS, max_length=rummy.MAX_SEATS),
    ]
    options: RummyOptions = msgspec.field(default_factory=RummyOptions)
    move_deadline_ms: (
        Annotated[
            int,
            Meta(
                ge=MOVE_DEADLINE_MS[0],
                le=MOVE_DEADLINE_MS[1],
                description="a time control: each player's seat must act within this many "
                "milliseconds of the event that made it its turn, or it forfeits the match "
                "(the others with the best score win); none by default",
            ),
        ]
        | None
    ) = None


# -- the match --------------------------------------------------------------------------------


class RummySeatInfo(Struct, kw_only=True):
    seat: RummySeat
    player_id: str | None
    name: str | None
    bot: RummyBotLevel | None


class RummyTableMeld(Struct, kw_only=True):
    """A meld on the table: its id, who laid it, and its cards in meld order (each joker of a
    run with the card it stands for)."""

    id: MeldId
    owner: RummySeat
    kind: Literal["set", "run"]
    cards: list[RummyCard]
    jokers: dict[Joker, NaturalCard]


class RummyDiscardEntry(Struct, kw_only=True):
    """A card put on the pile: who discarded it (``null``: the upcard) and who took it."""

    card: RummyCard
    by: RummySeat | None
    taken_by: RummySeat | None


class RummyRebuild(Struct, kw_only=True):
    """A stock rebuilt from the pile: its turn, and its order once the hand is over."""

    turn: Count
    order: list[RummyCard] | None


class RummyHandEnd(Struct, kw_only=True):
    """How a hand ended, every hand counted."""

    winner: RummySeat | None
    rummy: bool
    stalemate: Literal["stock_exhausted", "no_play_can_finish", "turn_limit"] | None
    turns: Count
    hands: list[list[RummyCard]]
    values: list[Count]
    multiplier: Count
    points: list[Count]


class RummySeatView(Struct, kw_only=True):
    """The seat's view of the hand in play (the core's observation): its own hand, the
    table's melds, each seat's card count, the pile, the stock's count; and its legal actions
    when it is to act (each one a body's ``action`` as it is)."""

    seat: RummySeat
    seats: Annotated[int, Meta(ge=rummy.MIN_SEATS, le=rummy.MAX_SEATS)]
    dealer: RummySeat
    to_act: RummySeat | None
    phase: Literal["draw", "play", "ended"]
    turn: Count
    hand: list[RummyCard]
    hand_sizes: list[Count]
    stock_size: Count
    pile: list[RummyCard]
    discards: list[RummyDiscardEntry]
    taken: RummyCard | None
    melds: list[RummyTableMeld]
    rebuilds: list[RummyRebuild]
    reshuffles_left: Count
    end: RummyHandEnd | None
    deck: list[RummyCard] | None
    scores: list[Count]
    legal_actions: list[RummyAction]


class RummyTableView(Struct, kw_only=True):
    """The table as anyone may see it (a spectator's view, the same for every viewer): the
    melds by owner, each seat's card count, the pile and its history, the stock's count,
    whose turn. No hand: ``deck`` and a rebuild's ``order`` are there once the hand is over."""

    seats: Annotated[int, Meta(ge=rummy.MIN_SEATS, le=rummy.MAX_SEATS)]
    dealer: RummySeat
    to_act: RummySeat | None
    phase: Literal["draw", "play", "ended"]
    turn: Count
    hand_sizes: list[Count]
    stock_size: Count
    pile: list[RummyCard]
    discards: list[RummyDiscardEntry]
    taken: RummyCard | None
    melds: list[RummyTableMeld]
    rebuilds: list[RummyRebuild]
    reshuffles_left: Count
    end: RummyHandEnd | None
    deck: list[RummyCard] | None
    scores: list[Count]


class RummyLastMove(Struct, kw_only=True):
    """The last action played: its version, the seat, and the action as it was sent (a draw
    from the stock names no card)."""

    version: Count
    seat: RummySeat
    action: RummyAction


class RummyHandRecord(Struct, kw_only=True):
    """A finished hand: its number, dealer, and how it ended."""

    hand: Count
    dealer: RummySeat
    end: RummyHandEnd


class RummyStandings(Struct, kw_only=True):
    scores: list[Count]
    target: Count
    over: bool
    winners: list[RummySeat]


class RummyMatch(Struct, kw_only=True):
    """A Rummy match; a seat holder also gets its seat's ``view``."""

    id: str
    game: Literal["rummy"]
    status: MatchStatus
    version: Count
    options: RummyOptionsOut
    seats: list[RummySeatInfo]
    created_by: str
    created_at: str
    updated_at: str
    your_seat: RummySeat | None
    hand: Count | None
    dealer: RummySeat | None
    to_act: RummySeat | None
    scores: list[Count]
    moves: Count
    seed_commitment: str | None
    hand_commitments: list[str]
    rebuild_commitments: Annotated[
        list[str],
        Meta(description="the commitments to the stock rebuilds of the hand in play"),
    ]
    hands: list[RummyHandRecord]
    standings: RummyStandings | None
    returns: list[float] | None
    view: RummySeatView | None
    move_deadline_ms: Annotated[
        int | None,
        Meta(description="the per-move deadline of a player's seat (a missed one forfeits)"),
    ] = None
    deadline_at: Annotated[
        str | None,
        Meta(description="when the deadline of the seat to act runs out (a player's seat)"),
    ] = None
    table: Annotated[
        RummyTableView | None,
        Meta(description="the table as anyone may see it (no hand), once the match has started"),
    ] = None
    last_move: Annotated[
        RummyLastMove | None,
        Meta(description="the last action played, as anyone may see it"),
    ] = None
    tournament_id: Annotated[
        str | None, Meta(description="a tournament's game: its tournament")
    ] = None
    rated: Annotated[bool, Meta(description="whether it counts for the ratings")] = True
    hand_limit: Annotated[
        int | None,
        Meta(description="a tournament's deal pair game: it ends after this many hands"),
    ] = None
    reveals_held: Annotated[
        bool,
        Meta(
            description="a tournament pair game: its reveals (the seed, every hand's order and "
            "salt) are withheld until both games of its pair have ended"
        ),
    ] = False


class RummyMatchAtVersion(RummyMatch, kw_only=True):
    """The match as it stood at a version, as the caller may see it now: a seat's ``view`` of
    that moment (its hand then; no legal actions), and ``seat_hands``, every seat's hand at that
    moment, once the hand they belong to has ended (``null`` while it is live)."""

    seat_hands: list[list[RummyCard]] | None


class RummyMatchSummary(Struct, kw_only=True):
    id: str
    game: Literal["rummy"]
    status: MatchStatus
    version: Count
    options: RummyOptionsOut
    seats: list[RummySeatInfo]
    created_at: str
    scores: list[Count]
    winners: list[RummySeat]


class RummyMatchList(Struct, kw_only=True):
    matches: list[RummyMatchSummary]


# -- events -----------------------------------------------------------------------------------


class RummyEventBase(Struct, tag_field="type", kw_only=True):
    version: Count
    at: str
    hand: Count | None


class RummyMatchCreated(RummyEventBase, tag="match_created", kw_only=True):
    """The match's options and seats; a tournament's game also names its tournament, a deal
    pair's game its ``hand_limit``, and a pair's game ``reveals_held`` (its reveals wait for
    ``reveals_released``)."""

    options: RummyOptionsOut
    players: list[str | None]
    bots: list[RummyBotLevel | None]
    created_by: str
    move_deadline_ms: int | None = None
    rated: Annotated[bool, Meta(description="whether it counts for the ratings")] = True
    tournament_id: str | None = None
    hand_limit: Annotated[int, Meta(ge=1)] | None = None
    reveals_held: bool = False


class RummyPlayerJoined(RummyEventBase, tag="player_joined", kw_only=True):
    seat: RummySeat
    player_id: str


class RummyMatchStarted(RummyEventBase, tag="match_started", kw_only=True):
    """The seed's commitment; the seed and its salt once the match is over."""

    seed_commitment: str
    seed: Annotated[int, Meta(ge=0)] | None = None
    seed_salt: str | None = None


class RummyHandDealt(RummyEventBase, tag="hand_dealt", kw_only=True):
    """The commitment to the hand's deck; its salt once the hand is over."""

    dealer: RummySeat
    commitment: str
    salt: str | None = None


class RummyStockRebuilt(RummyEventBase, tag="stock_rebuilt", kw_only=True):
    """The pile (but its top card) became the stock: the commitment to the new stock's order,
    made before its first draw; its salt once the hand is over."""

    rebuild: Count
    commitment: str
    salt: str | None = None


class RummyRebuildReveal(Struct, kw_only=True):
    """A stock rebuild's order (top first) and salt, revealed when its hand is scored."""

    order: list[RummyCard]
    salt: str


class RummyHandScored(RummyEventBase, tag="hand_scored", kw_only=True):
    """The hand's end, the scores after it, and the reveal of its deck (dealing order) and of
    each stock rebuild (absent while a tournament pair game's reveals are held)."""

    dealer: RummySeat
    end: RummyHandEnd
    scores: list[Count]
    order: list[RummyCard] | None = None
    salt: str | None = None
    rebuilds: list[RummyRebuildReveal] | None = None


class RummyMatchCancelled(RummyEventBase, tag="match_cancelled", kw_only=True):
    by: str


class RummyDeadlineMissed(RummyEventBase, tag="deadline_missed", kw_only=True):
    """The seat to act let its move deadline pass: it forfeits (``match_finished`` follows)."""

    seat: RummySeat
    deadline_ms: Count


class RummyMatchFinished(RummyEventBase, tag="match_finished", kw_only=True):
    """The standings (the core's, or a forfeit's: ``forfeited`` is the seat that missed its
    deadline), the returns, and the reveal of the seed (absent while a tournament pair game's
    reveals are held)."""

    standings: RummyStandings
    returns: list[float]
    seed: Annotated[int, Meta(ge=0)] | None = None
    seed_salt: str | None = None
    forfeited: RummySeat | None = None


class RummyRevealsReleased(RummyEventBase, tag="reveals_released", kw_only=True):
    """A tournament pair game's reveals are public now (both games of its pair ended): the
    seed, every hand's and rebuild's order and salt, in the events above."""


class RummyActionEvent(RummyEventBase, kw_only=True):
    seat: RummySeat
    action: RummyAction


class RummyDrewStock(RummyActionEvent, tag="drew_stock", kw_only=True):
    """``card`` is ``null`` for every other seat while the hand is live."""

    card: RummyCard | None


class RummyDrewDiscard(RummyActionEvent, tag="drew_discard", kw_only=True):
    card: RummyCard


class RummyMelded(RummyActionEvent, tag="melded", kw_only=True):
    meld: MeldId
    cards: list[RummyCard]
    jokers: dict[Joker, NaturalCard]


class RummyLaidOff(RummyActionEvent, tag="laid_off", kw_only=True):
    card: RummyCard
    meld: MeldId
    stands_for: NaturalCard | None = None


class RummyJokerSwapped(RummyActionEvent, tag="joker_swapped", kw_only=True):
    card: NaturalCard
    joker: Joker
    meld: MeldId


class RummyDiscarded(RummyActionEvent, tag="discarded", kw_only=True):
    card: RummyCard


RummyEvent = (
    RummyMatchCreated
    | RummyPlayerJoined
    | RummyMatchStarted
    | RummyHandDealt
    | RummyStockRebuilt
    | RummyHandScored
    | RummyMatchCancelled
    | RummyDeadlineMissed
    | RummyMatchFinished
    | RummyRevealsReleased
    | RummyDrewStock
    | RummyDrewDiscard
    | RummyMelded
    | RummyLaidOff
    | RummyJokerSwapped
    | RummyDiscarded
)


class RummyPlayerStreamEvent(Struct, kw_only=True):
    """A Rummy match's message in ``GET /players/me/events/stream``: a ``RummyEvent`` (every
    field of the ``RummyEvent`` of its ``type``, as the player's seat may see it) plus its
    ``match_id`` and ``game: "rummy"`` (Gin's messages, ``PlayerStreamEvent``, have no
    ``game``); the SSE id is the store's global position."""

    match_id: str
    game: Literal["rummy"]
    type: str
    version: Count
    at: str
    hand: Count | None


class RummyEventList(Struct, kw_only=True):
    """A Rummy match's events after a version, as the caller may see them now."""

    events: list[RummyEvent]
    version: Count


class RummyExport(Struct, kw_only=True):
    """The complete record of a finished Rummy match (``ginrummy audit FILE`` verifies it):
    every event with everything revealed (the seed, each hand's and each stock rebuild's order
    and salt beside the commitment recorded before its first card was seen)."""

    format: Literal["ginrummy-rummy-export/1"]
    match_id: str
    seats: list[RummySeatInfo]
    options: RummyOptionsOut
    version: Count
    events: list[RummyEvent]
