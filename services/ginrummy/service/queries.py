"""Read queries of matches: the match as a viewer sees it, its events, the match at a past
version, a finished deal's reveal and a finished match's export. Every answer is filtered for
the viewer (``views``): a seat never sees what it should not."""

from __future__ import annotations

from typing import Any
from uuid import UUID

import msgspec

from ginrummy.service import fairness, views
from ginrummy.service.errors import ConflictError, NotFoundError
from ginrummy.service.match import ACTIVE, FINISHED, Match
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.replies import Reply

EXPORT_FORMAT = "ginrummy-match-export/1"


class MatchQueries:
    """Answers reads of matches from the cache and the store."""

    def __init__(self, store: EventStore, cache: MatchCache, players: PlayerDirectory) -> None:
        self.store = store
        self.cache = cache
        self.players = players

    def match_view(self, match_id: UUID, viewer: UUID | None) -> Reply:
        with self.cache.read(match_id) as match:
            return self._view_of(match, viewer)

    async def match_view_async(self, match_id: UUID, viewer: UUID | None) -> Reply:
        """:meth:`match_view` from a coroutine (through the group reader)."""
        match = await self.cache.latest(match_id)
        await self.players.learn(match.players)
        return self._view_of(match, viewer)

    def _view_of(self, match: Match, viewer: UUID | None) -> Reply:
        seat = match.seat_of(str(viewer)) if viewer is not None else None
        body = views.match_view(match, seat, self.players.names(match.players))
        return Reply(body, match.version)

    def match_events(
        self, match_id: UUID, viewer: UUID | None, after: int = 0, limit: int = 1000
    ) -> tuple[list[dict[str, Any]], int, str]:
        """Events after version ``after`` as the viewer may see them; (events, version, status)."""
        with self.cache.read(match_id) as match:
            seat = match.seat_of(str(viewer)) if viewer is not None else None
            events = self.store.events(match_id, after=after, limit=limit)
            records = [views.event_record(match, ev, seat) for ev in events]
            return records, match.version, match.status

    def turn(self, match_id: UUID, viewer: UUID | None) -> int | None:
        """The match version if ``viewer``'s seat is to act now, else ``None``."""
        if viewer is None:
            return None
        with self.cache.read(match_id) as match:
            seat = match.seat_of(str(viewer))
            if seat is None or match.status != ACTIVE or match.game is None:
                return None
            return match.version if match.game.to_act == seat else None

    def your_turn(self, match_id: UUID, viewer: UUID | None) -> dict[str, Any] | None:
        """The ``your_turn`` record when ``viewer``'s seat is to act now (``your_turn_record``)."""
        if viewer is None:
            return None
        with self.cache.read(match_id) as match:
            seat = match.seat_of(str(viewer))
            return your_turn_record(match, seat) if seat is not None else None

    def match_at(self, match_id: UUID, version: int, viewer: UUID | None) -> dict[str, Any]:
        """The match as it stood at ``version`` (cards as the viewer may see them now)."""
        with self.cache.read(match_id) as current:
            seat = current.seat_of(str(viewer)) if viewer is not None else None
            latest = current.version
            held = current.reveals_held  # a tournament pair game: every deal stays live
            finished = current.status == FINISHED and not held
            ended = current.deal_ended if not held else lambda _deal: False
        if version < 1 or version > latest:
            raise NotFoundError(
                f"version {version} does not exist; the match is at version {latest}",
                reason="version-not-found",
            )
        past = self.store.match(match_id, version)
        body = views.match_view(past, None, self.players.names(past.players))
        # Cards of that moment: a seat sees its own view of it; cards of a deal still live now
        # stay hidden from everyone else until it ends.
        game = past.game
        if game is not None and 0 <= past.deal < game.deals_started - 1 and not held:
            # The action of this version ended deal `past.deal` and the core has already dealt
            # the next one: show the ended deal's final hands (public now), not the new deal's.
            ended_deal = next(d for d in game.deals() if d["number"] == past.deal)
            body["hands"] = ended_deal["deal"]["hands"]
            body["view"] = None
            end = game.deal_end_json(past.deal)
            body["deal_end"] = None if end is None else msgspec.Raw(end)
        elif game is not None:
            # The core deals a deal as soon as the previous one ends (or the match starts),
            # before its DealStarted event: the cards in hand belong to this deal.
            in_hand = past.deal if past.deal_live or past.status == FINISHED else past.deal + 1
            if finished or ended(in_hand):
                body["hands"] = [
                    views.observation_dict(game.observation(s))["hand"] for s in past.seats
                ]
                body["view"] = None
                if finished:
                    # the match is over, every card public: the table as each seat saw it
                    body["seat_views"] = [
                        views.seat_view(past, s, with_legal=False) for s in past.seats
                    ]
            elif seat is not None:
                body["view"] = views.seat_view(past, seat, with_legal=False)
        if game is not None and not held and past.deal >= 0 and "deal_end" not in body:
            # a version at which deal `past.deal` has ended (scored, the next not yet dealt, or
            # the match's last): that deal's end as scored
            end = game.deal_end_json(past.deal)
            if end is not None:
                body["deal_end"] = msgspec.Raw(end)
        if game is not None:
            body["game_scores"] = views.game_scores(game)
        if seat is not None:
            body["spectator"] = None  # a seat of the match is no spectator of it
        body["your_seat"] = seat
        body["version"] = version
        return body

    def deal_reveal(self, match_id: UUID, deal: int) -> dict[str, Any]:
        """A finished deal's commitment, deck order and salt, with the check recomputed."""
        with self.cache.read(match_id) as match:
            if deal < 0 or deal >= len(match.deal_starts):
                raise NotFoundError(f"no deal {deal} in this match", reason="deal-not-found")
            _check_released(match)
            if not match.deal_ended(deal):
                raise ConflictError(
                    "the deal is still being played; its deck is revealed when it ends",
                    reason="deal-live",
                )
            start = match.deal_starts[deal]
            commitment = match.commitments[deal]
            order: list[str] | None = None
            salt: str | None = None
            if deal == match.deal:
                # The last deal: its order and salt are in the aggregate (ended, or the match
                # ended during it by resignation).
                order, salt = match.deal_order, match.deal_salt
        if order is None:
            for ev in self.store.events(match_id, after=start):
                if type(ev).__name__ == "DealScored" and getattr(ev, "deal", None) == deal:
                    order = list(ev.order)
                    salt = str(ev.salt)
                    break
        if order is None or salt is None:  # pragma: no cover - every ended deal has a reveal
            raise NotFoundError(f"deal {deal} has no reveal", reason="deal-not-found")
        digest = fairness.deck_commitment(order, salt)
        return {
            "deal": deal,
            "commitment": commitment,
            "order": order,
            "salt": salt,
            "recomputed": digest,
            "valid": fairness.check(commitment, digest),
        }

    def export(self, match_id: UUID) -> dict[str, Any]:
        """The complete record of a finished match, for ``ginrummy audit``."""
        with self.cache.read(match_id) as match:
            if match.status != FINISHED:
                raise ConflictError(
                    "a match is exported once it is finished", reason="match-not-finished"
                )
            _check_released(match)
            names = self.players.names(match.players)
            records = [views.event_record(match, ev, None) for ev in self.store.events(match_id)]
            return {
                "format": EXPORT_FORMAT,
                "match_id": str(match.id),
                "players": [
                    {
                        "seat": s,
                        "player_id": match.players[s],
                        "name": names[s],
                        "bot": match.bots[s],
                    }
                    for s in match.seats
                ],
                "rules": match.rules,
                "version": match.version,
                "events": records,
            }


def your_turn_record(match: Match, seat: int) -> dict[str, Any] | None:
    """The ``your_turn`` record when ``seat`` is to act now: the version and, under a time
    control, ``deadline_ms`` and the time it runs out (``deadline_at``)."""
    if match.status != ACTIVE or match.game is None or match.game.to_act != seat:
        return None
    record: dict[str, Any] = {
        "type": "your_turn",
        "version": match.version,
        "match_id": str(match.id),
    }
    record.update(match.deadline_fields())
    return record


def _check_released(match: Match) -> None:
    """A tournament pair game's reveals wait until both games of its pair have ended."""
    if match.reveals_held:
        raise ConflictError(
            "this tournament game deals the same cards as the other game of its pair: its "
            "reveals (seed, deck orders, salts) are withheld until both games have ended",
            reason="reveals-held",
        )
