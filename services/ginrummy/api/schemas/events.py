"""A match's recorded events, the live streams' messages, event pages, reveals and the export."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from msgspec import Meta, Struct

from ginrummy.api.schemas.common import BotLevel, Card, Cards, MatchStatus, RulesOut, SeatIndex
from ginrummy.api.schemas.matches import MatchResult, Outcome


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
    changed (``open`` of Gin's now); read ``GET /matches`` (Gin's) or ``GET /rummy/matches``
    (Rummy's) for the list."""

    type: Literal["lobby_changed"]
    open: int
    open_by_game: Annotated[
        dict[str, int] | None,
        Meta(description="the open matches of each game's lobby (gin, rummy)"),
    ] = None


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
