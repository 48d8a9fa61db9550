"""The state a match's events build (:class:`MatchState`), what reads it, and its defaults.

The aggregate (``match.aggregate``) decides and triggers; the events (``match.events``) assign
this state; everything here only reads it, replays an action through the core, or copies it.
"""

from __future__ import annotations

from typing import Any

from ginrummy import core
from ginrummy.service.games import GameDefinition
from ginrummy.service.games import game as hosted_game
from ginrummy.service.match.status import OPEN, MatchStatus
from ginrummy.service.played_game import PlayedGame, round_at


class MatchState(PlayedGame[core.Match]):
    """A match's state. The class attributes are what a match snapshotted before time controls,
    games, hints or unrated matches existed reads (they were rated, without hints, Gin)."""

    game_name = "gin"
    tournament_id: str | None = None
    move_deadline_ms: int | None = None
    bot_playouts: list[int | None] | None = None
    forfeited_by: int | None = None
    deal_limit: int | None = None
    reveals_held = False
    hints = False
    rated = True

    rules: dict[str, Any]
    players: list[str | None]
    bots: list[str | None]
    created_by: str
    status: MatchStatus
    game: core.Match | None
    seed: int | None
    seed_salt: str | None
    seed_commitment: str | None
    deal: int
    dealer: int
    deal_salt: str | None
    deal_commitment: str | None
    deal_order: list[str] | None
    deal_live: bool
    commitments: list[str]
    deal_starts: list[int]
    scores: list[int]
    result: dict[str, Any] | None
    winner: int | None
    resigned_by: int | None
    moves: int

    def open_state(self, seats: int) -> None:
        """The state of a match just created, before anyone joined or anything was dealt."""
        self.status = OPEN
        self.game = None
        self.seed = None
        self.seed_salt = None
        self.seed_commitment = None
        self.deal = -1
        self.dealer = 0
        self.deal_salt = None
        self.deal_commitment = None
        self.deal_order = None
        self.deal_live = False
        self.commitments = []
        self.deal_starts = []
        self.scores = [0] * seats
        self.result = None
        self.winner = None
        self.resigned_by = None
        self.moves = 0

    def deal_at(self, version: int) -> int:
        """The deal an event of ``version`` belongs to (-1: before the first deal)."""
        return round_at(self.deal_starts, version)

    def deal_ended(self, deal: int) -> bool:
        """Whether deal ``deal`` is over (its cards are public)."""
        return deal < self.deal or not self.deal_live

    def deals_done(self) -> bool:
        """A deal-limited game (a tournament's deal pair) has played its deals."""
        return self.deal_limit is not None and self.deal + 1 >= self.deal_limit

    @property
    def definition(self) -> GameDefinition:
        """The game played, from the registry."""
        return hosted_game(self.game_name)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        """A private copy for one command: the native state is cloned, plain values copied."""
        clone = object.__new__(type(self))
        state = dict(self.__dict__)
        state["players"] = list(self.players)
        state["bots"] = list(self.bots)
        if self.bot_playouts is not None:
            state["bot_playouts"] = list(self.bot_playouts)
        state["scores"] = list(self.scores)
        state["commitments"] = list(self.commitments)
        state["deal_starts"] = list(self.deal_starts)
        state["_pending_events"] = []
        if self.game is not None:
            state["game"] = self.game.__deepcopy__(memo)
        clone.__dict__.update(state)
        return clone
