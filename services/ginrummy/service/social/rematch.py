"""Rematches: once a match is finished, one of its seats offers a rematch; the other accepts
(a new match of the same game and rules starts, seats swapped: the one who dealt first deals
second), or declines. A built-in bot opponent accepts at once. One :class:`Rematch` aggregate
per match (its id derived from the match's), so two offers at once conflict and only one is
kept; after a decline a seat may offer again. The offer reaches the opponent on its
notifications stream (``routes``)."""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy.service import fairness
from ginrummy.service.errors import ConflictError, ForbiddenError, InvalidRequestError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.identity import NAMESPACE
from ginrummy.service.match import FINISHED, Match
from ginrummy.service.matches.bot_turns import start_with_bots
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply
from ginrummy.service.social.friends import save
from ginrummy.service.social.graph import SocialGraph

NONE = "none"
PENDING = "pending"
ACCEPTED = "accepted"
DECLINED = "declined"


def rematch_id(match_id: str) -> UUID:
    return uuid5(NAMESPACE, f"rematch:{match_id}")


class Rematch(Aggregate):
    """The rematch of a finished match: ``pending`` (offered ``by`` to ``to``), ``accepted``
    (``new_match_id``) or ``declined``."""

    @staticmethod
    def create_id(match_id: str) -> UUID:
        return rematch_id(match_id)

    @event("Opened")
    def __init__(self, match_id: str) -> None:
        self.match_id = match_id
        self.status = NONE
        self.offered_by: str | None = None
        self.offered_to: str | None = None
        self.new_match_id: str | None = None

    @event("Offered")
    def offer(self, by: str, to: str, match_id: str) -> None:
        self.status = PENDING
        self.offered_by = by
        self.offered_to = to

    @event("Accepted")
    def accept(self, by: str, to: str, match_id: str, new_match_id: str) -> None:
        self.status = ACCEPTED
        self.new_match_id = new_match_id

    @event("Declined")
    def decline(self, by: str, to: str, match_id: str) -> None:
        self.status = DECLINED


def rematch_view(match_id: UUID, rematch: Rematch | None) -> dict[str, Any]:
    return {
        "match_id": str(match_id),
        "status": rematch.status if rematch is not None else NONE,
        "offered_by": rematch.offered_by if rematch is not None else None,
        "offered_to": rematch.offered_to if rematch is not None else None,
        "new_match_id": rematch.new_match_id if rematch is not None else None,
    }


def swapped(match: Match) -> Match:
    """The rematch of ``match``: the same game, rules and settings, seats swapped, started
    (a bot seat plays its first turns now)."""
    players = list(reversed(match.players))
    bots = list(reversed(match.bots))
    rematch = Match(
        rules=dict(match.rules),
        players=players,
        bots=bots,
        created_by=str(players[0] if players[0] is not None else match.created_by),
        hints=match.hints,
        rated=match.rated,
        game=match.game_name,
    )
    if any(bot is not None for bot in bots):
        start_with_bots(rematch)
    else:
        rematch.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    return rematch


class RematchCommands:
    """Offer, accept, decline a rematch; read where it stands."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        cache: MatchCache,
        graph: SocialGraph,
    ) -> None:
        self.store = store
        self.commands = commands
        self.cache = cache
        self.graph = graph

    def _rematch(self, match_id: UUID) -> Rematch | None:
        found = self.store.get(rematch_id(str(match_id)))
        return found if isinstance(found, Rematch) else None

    def _finished(self, match_id: UUID, me: UUID) -> tuple[Match, int]:
        with self.cache.read(match_id) as match:
            seat = match.held_seat(str(me))  # 403 not-your-match
            if match.status != FINISHED:
                raise ConflictError(
                    f"the match is {match.status}; a rematch follows a finished match",
                    reason="match-not-finished",
                )
            if match.tournament_id is not None or len(match.players) != 2:
                raise InvalidRequestError(
                    "a rematch is for a two-seat match outside tournaments",
                    reason="rematch-not-allowed",
                )
            return match, seat

    def view(self, me: UUID, match_id: UUID) -> dict[str, Any]:
        with self.cache.read(match_id) as match:
            match.held_seat(str(me))
        return rematch_view(match_id, self._rematch(match_id))

    def offer(self, me: UUID, match_id: UUID) -> Reply:
        """A seat offers the rematch: 409 ``match-not-finished``, ``rematch-pending`` (an
        offer waits), ``rematch-accepted`` (it was played); 403 ``blocked``. Against a bot
        it is accepted at once (``new_match_id``)."""
        match, seat = self._finished(match_id, me)
        rematch = self._rematch(match_id) or Rematch(match_id=str(match_id))
        if rematch.status == PENDING:
            raise ConflictError("a rematch offer is pending", reason="rematch-pending")
        if rematch.status == ACCEPTED:
            raise ConflictError("the rematch was accepted", reason="rematch-accepted")
        (other,) = [s for s in match.seats if s != seat]  # two-seat matches only
        bot = match.bots[other]
        opponent = match.players[other]
        to = str(opponent) if opponent is not None else f"bot:{bot}"
        if opponent is not None and self.graph.blocked_either_way(str(me), str(opponent)):
            raise ForbiddenError("one of you blocks the other", reason="blocked")
        rematch.offer(by=str(me), to=to, match_id=str(match_id))
        saved: list[Aggregate] = [rematch]
        if opponent is None:  # a built-in bot accepts at once
            new = swapped(match)
            rematch.accept(by=to, to=str(me), match_id=str(match_id), new_match_id=str(new.id))
            saved.append(new)
        reply = save(self.commands, rematch_view(match_id, rematch), saved)
        reply.created = True
        return reply

    def _pending_to(self, me: UUID, match_id: UUID) -> tuple[Match, Rematch]:
        match, _ = self._finished(match_id, me)
        rematch = self._rematch(match_id)
        if rematch is None or rematch.status != PENDING:
            raise ConflictError("no rematch offer is pending", reason="rematch-not-pending")
        if rematch.offered_to != str(me):
            raise ForbiddenError("only the offer's opponent answers it", reason="forbidden")
        return match, rematch

    def accept(self, me: UUID, match_id: UUID) -> Reply:
        """The opponent accepts: the new match starts, seats swapped."""
        match, rematch = self._pending_to(me, match_id)
        offerer = str(rematch.offered_by)
        if self.graph.blocked_either_way(str(me), offerer):
            raise ForbiddenError("one of you blocks the other", reason="blocked")
        new = swapped(match)
        rematch.accept(by=str(me), to=offerer, match_id=str(match_id), new_match_id=str(new.id))
        return save(self.commands, rematch_view(match_id, rematch), [rematch, new])

    def decline(self, me: UUID, match_id: UUID) -> Reply:
        _, rematch = self._pending_to(me, match_id)
        rematch.decline(by=str(me), to=str(rematch.offered_by), match_id=str(match_id))
        return save(self.commands, rematch_view(match_id, rematch), [rematch])
