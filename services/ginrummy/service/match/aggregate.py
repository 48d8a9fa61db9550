"""The :class:`Match` aggregate: it decides, then triggers its events (``match.events``).

A command checks the request against the state (through the rules core for every game rule)
and triggers past-tense events, whose ``apply`` only assigns state. Randomness (the match seed,
the deal salts, a bot's choice) is drawn by the application *before* the command and travels
in the event. Every action event replays through ``ginrummy.core.Match.apply``, which validated
the same action before the event was triggered, so a stored log always replays.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from eventsourcing.domain import Aggregate, event

from ginrummy import core
from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError, ForbiddenError, InvalidRequestError
from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.games import game as hosted_game
from ginrummy.service.match import events
from ginrummy.service.match.ending import final_result
from ginrummy.service.match.refusals import refusal
from ginrummy.service.match.seating import Seating
from ginrummy.service.match.status import ACTIVE, FINISHED, OPEN, CorruptLogError
from ginrummy.service.move_clock import MoveClock
from ginrummy.service.seat_holders import check_version

GIN = hosted_game("gin")


class Match(Aggregate, Seating, MoveClock):
    """A match between two seats; seat 0 deals first (DESIGN.md "Match").

    Commands: :meth:`join`, :meth:`cancel`, :meth:`start`, :meth:`play`, :meth:`resign`,
    :meth:`miss_deadline`, :meth:`release_reveals`; a bot's turn is :meth:`play` with the
    bot's chosen action (:meth:`bot_to_act` says whose turn it is). The deal lifecycle (score a
    deal that ended, deal the next one, finish the match) follows inside :meth:`play`.

    A tournament's game carries its ``tournament_id``, the expert seats' playout caps
    (``bot_playouts``) and a time control: ``move_deadline_ms`` for a player's seat, measured
    from the event that made it the seat's turn; a missed deadline forfeits the match.
    ``hints``: the seat to act may ask the expert for a hint (only in an unrated match);
    ``rated``: the match counts for the ratings."""

    Created = events.Created
    Joined = events.Joined
    Started = events.Started
    DealStarted = events.DealStarted
    DealScored = events.DealScored
    Cancelled = events.Cancelled
    RevealsReleased = events.RevealsReleased
    Resigned = events.Resigned
    DeadlineMissed = events.DeadlineMissed
    Finished = events.Finished

    @event(Created)
    def __init__(
        self,
        rules: dict[str, Any],
        players: list[str | None],
        bots: list[str | None],
        created_by: str,
        hints: bool = False,
        rated: bool = True,
        tournament_id: str | None = None,
        move_deadline_ms: int | None = None,
        bot_playouts: list[int | None] | None = None,
        deal_limit: int | None = None,
        reveals_held: bool = False,
        game: str = DEFAULT_GAME,
    ) -> None:
        self.game_name = game
        self.rules = rules
        self.players = players
        self.bots = bots
        self.created_by = created_by
        self.hints = hints
        self.rated = rated
        self.tournament_id = tournament_id
        self.move_deadline_ms = move_deadline_ms
        self.bot_playouts = bot_playouts
        self.deal_limit = deal_limit
        self.reveals_held = reveals_held
        self.open_state(len(players))

    def join(self, player_id: str) -> int:
        """Takes the free seat of an open match for ``player_id``; returns the seat."""
        if self.status != OPEN:
            raise ConflictError(f"the match is {self.status}, not open", reason="not-open")
        if self.seat_of(player_id) is not None:
            raise ConflictError("you already hold a seat in this match", reason="already-seated")
        seat = self.players.index(None)
        self.trigger_event(self.Joined, seat=seat, player_id=player_id)
        return seat

    def cancel(self, player_id: str) -> None:
        """The creator withdraws an open match (nobody joined yet)."""
        if player_id != self.created_by:
            raise ForbiddenError("only the match's creator may cancel it", reason="not-creator")
        if self.status != OPEN:
            raise ConflictError(
                f"the match is {self.status}; only an open match can be cancelled",
                reason="not-open",
            )
        self.trigger_event(self.Cancelled, by=player_id)

    def start(self, seed: int, seed_salt: str, deal_salt: str) -> None:
        """Starts the match with a seed (committed now, revealed at the end) and deals."""
        commitment = fairness.seed_commitment(seed, seed_salt)
        self.trigger_event(self.Started, seed=seed, seed_salt=seed_salt, seed_commitment=commitment)
        self._deal(deal_salt)

    def seat_for(self, player_id: str, expected_version: int | None) -> int:
        """The seat ``player_id`` acts for, checking that it names the current version."""
        seat = self.held_seat(player_id)
        check_version(expected_version, self.version)
        return seat

    def play(
        self, seat: int, action: core.ActionLike, *, next_deal_salt: Callable[[], str]
    ) -> None:
        """Plays ``action`` for ``seat`` (a core ``Action``, or any form the core parses). The
        core decides (``resolve``: the same check ``apply`` makes) and names what the action
        does; the kind's event (:data:`ACTION_EVENTS`) records exactly that, and replays from
        that payload. A deal that ends is scored and the next one dealt with a salt drawn from
        ``next_deal_salt`` (only then: a draw of randomness costs a system call), or the match
        finishes. Resigning is :meth:`resign`."""
        self._check_active()
        game = self.started_game()
        try:
            resolved = game.resolve(action, seat)
        except core.IllegalActionError as exc:
            raise refusal(exc, game) from None
        except core.GinRummyError as exc:  # a card that does not parse
            raise InvalidRequestError(f"not an action: {exc}", reason="invalid-action") from None
        deals_before = game.deals_started
        self.trigger_event(ACTION_EVENTS[resolved.pop("type")], seat=seat, **resolved)
        # A deal that ends starts the next one (a new deck) or ends the match.
        if game.is_over or game.deals_started != deals_before:
            self._score_deal(next_deal_salt)

    def resign(self, seat: int) -> None:
        """The seat resigns: the opponent wins the match."""
        self._check_active()
        self.trigger_event(self.Resigned, seat=seat)
        self._finish()

    def miss_deadline(self, seat: int, version: int) -> None:
        """The seat let its deadline pass at ``version`` (the service's timer says so): it
        forfeits the match, the opponent wins. Refused if the seat moved meanwhile."""
        deadline_ms = self.check_on_clock(seat, version)
        self.trigger_event(self.DeadlineMissed, seat=seat, deadline_ms=deadline_ms)
        self._finish()

    def release_reveals(self) -> bool:
        """Ends the hold on a finished tournament game's reveals (its pair has ended);
        ``False`` when there was none to end."""
        if not self.reveals_held or self.status != FINISHED:
            return False
        self.trigger_event(self.RevealsReleased)
        return True

    # -- the deal lifecycle ------------------------------------------------------------------

    def _check_active(self) -> None:
        if self.status != ACTIVE:
            raise ConflictError(
                f"the match is {self.status}; no actions now", reason="match-not-active"
            )

    def _deal(self, salt: str) -> None:
        """Commits to the deck of the deal the core just dealt."""
        game = self.started_game()
        commitment = fairness.deck_commitment(game.current_deck(), salt)
        self.trigger_event(
            self.DealStarted, deal=self.deal + 1, dealer=game.dealer, commitment=commitment,
            salt=salt,
        )  # fmt: skip

    def _score_deal(self, next_deal_salt: Callable[[], str]) -> None:
        game = self.started_game()
        assert self.deal_order is not None and self.deal_salt is not None
        finished = game.deals()[-1]
        if int(finished["number"]) != self.deal:  # pragma: no cover - core/service mismatch
            raise CorruptLogError(f"deal {self.deal} ended but the core reports {finished}")
        # The deal's own seed stays out: it would reveal every later deal's seed (SplitMix64
        # outputs are invertible). The order and the salt are the reveal.
        record = {key: finished[key] for key in ("number", "dealer", "outcome")}
        self.trigger_event(
            self.DealScored, deal=self.deal, record=record, scores=list(game.scores),
            order=self.deal_order, salt=self.deal_salt,
        )  # fmt: skip
        if game.is_over or self.deals_done():
            self._finish()
        else:
            self._deal(next_deal_salt())

    def _finish(self) -> None:
        assert self.seed is not None and self.seed_salt is not None
        result, winner = final_result(self)
        self.trigger_event(
            self.Finished, result=result, winner=winner, seed=self.seed, seed_salt=self.seed_salt
        )


#: The event that records each kind of action, by the kind's name.
ACTION_EVENTS: Mapping[str, type[events.ActionPlayed]] = events.nest_action_events(
    Match, GIN.action_kinds
)
