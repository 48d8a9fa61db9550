"""The application: commands (get, decide, save) and queries over the event store.

Every command loads the aggregate, decides through the rules core (an illegal action raises and
nothing is saved), triggers events whose bodies only assign state, and saves all of them in one
transaction. Concurrency is optimistic: a client names the version it saw; a different version,
or a concurrent writer caught by the store's unique (aggregate, version) constraint, is a
conflict and nothing is written.

Live matches are cached in memory (:class:`MatchCache`): a command gets a private copy of the
cached aggregate after fast-forwarding it with the events other processes appended since, so a
move costs the same at move 1 and at move 1,000. A cold load starts from the latest snapshot
(taken every ``GINRUMMY_SNAPSHOT_INTERVAL`` events), so it is bounded too.
"""

from __future__ import annotations

import asyncio
import copy
import functools
import hashlib
import json
import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, cast
from uuid import UUID

import msgspec
from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import (
    IntegrityError,
    JSONTranscoder,
    StoredEvent,
    Transcoder,
    Transcoding,
)
from eventsourcing.persistence import InterfaceError as PersistenceInterfaceError
from eventsourcing.persistence import OperationalError as PersistenceOperationalError
from eventsourcing.postgres import PostgresAggregateRecorder
from eventsourcing.utils import retry
from psycopg.sql import SQL, Identifier

from ginrummy import core
from ginrummy.service import bots, fairness, views
from ginrummy.service.config import store_env
from ginrummy.service.domain import (
    ACTIVE,
    FINISHED,
    OPEN,
    IdempotencyRecord,
    Index,
    Match,
    Player,
    index_id,
)
from ginrummy.service.idempotency import IdempotencyKey, seal, unseal
from ginrummy.service.transcoder import MsgspecTranscoder
from ginrummy.service.writer import EventReader, EventWriter

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{2,31}$")
TOKEN_PREFIX = "gr_"
MAX_BOT_STEPS = 10_000
RECENT_TOKENS = 100_000


# -- errors -----------------------------------------------------------------------------------


class ServiceError(Exception):
    """A refused request: an HTTP status, a stable problem type, a title and a precise detail."""

    status = 400
    code = "bad-request"
    title = "Bad request"

    def __init__(self, detail: str, *, code: str | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if code is not None:
            self.code = code
        self.extra = extra


class NotFoundError(ServiceError):
    status = 404
    code = "not-found"
    title = "Not found"


class UnauthorizedError(ServiceError):
    status = 401
    code = "unauthorized"
    title = "Authentication required"


class ForbiddenError(ServiceError):
    status = 403
    code = "forbidden"
    title = "Not allowed"


class ConflictError(ServiceError):
    status = 409
    code = "conflict"
    title = "Conflict with the current state"


class StaleVersionError(ConflictError):
    code = "stale-version"
    title = "The match changed since the version you saw"


class IllegalActionError(ServiceError):
    status = 422
    code = "illegal-action"
    title = "Illegal action"


class InvalidRequestError(ServiceError):
    status = 422
    code = "invalid-request"
    title = "Invalid request"


class PreconditionRequiredError(ServiceError):
    status = 428
    code = "version-required"
    title = "Name the match version you saw"


# -- replies ----------------------------------------------------------------------------------


@dataclass
class Reply:
    """What a command answers: a status, a JSON body and headers (e.g. the ETag). The body may
    embed JSON the core built (``msgspec.Raw``): :meth:`content` encodes it."""

    status: int
    body: Any
    headers: dict[str, str] = field(default_factory=dict)
    replayed: bool = False

    def content(self) -> bytes:
        return msgspec.json.encode(self.body)

    def json(self) -> Any:
        """The body as plain Python values."""
        return msgspec.json.decode(self.content())


class CoreMatchAsJSON(Transcoding):
    """Snapshots hold the native match state as the core's own JSON."""

    type = core.Match
    name = "ginrummy_core_match"

    def encode(self, obj: core.Match) -> str:
        return obj.to_json()

    def decode(self, data: str) -> core.Match:
        return core.Match.from_json(data)


# -- the match cache --------------------------------------------------------------------------


class _Slot:
    __slots__ = ("aggregate", "lock")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.aggregate: Match | None = None

    def publish(self, aggregate: Match) -> None:
        """Keeps ``aggregate`` if it is newer than the one held. A published aggregate is
        never mutated again (commands work on copies), so readers need no lock."""
        held = self.aggregate
        if held is None or held.version < aggregate.version:
            self.aggregate = aggregate


class MatchCache:
    """An LRU of live matches. Every read fast-forwards the cached match with the events other
    processes appended since (a thread under the match's lock, or a coroutine through the
    group reader); the cached aggregate is replaced, never mutated, so it can be read freely."""

    def __init__(self, app: GinRummyService, maxsize: int) -> None:
        self.app = app
        self.maxsize = maxsize
        self._slots: OrderedDict[UUID, _Slot] = OrderedDict()
        self._lock = threading.Lock()

    def _slot(self, match_id: UUID) -> _Slot:
        with self._lock:
            slot = self._slots.get(match_id)
            if slot is None:
                slot = _Slot()
                self._slots[match_id] = slot
                while len(self._slots) > self.maxsize:
                    self._slots.popitem(last=False)
            else:
                self._slots.move_to_end(match_id)
            return slot

    def _load(self, match_id: UUID) -> Match:
        try:
            loaded: Aggregate = self.app.repository.get(match_id)
        except AggregateNotFoundError:
            raise NotFoundError(f"no match {match_id}", code="match-not-found") from None
        if not isinstance(loaded, Match):
            raise NotFoundError(f"no match {match_id}", code="match-not-found")
        return loaded

    def _current(self, match_id: UUID, slot: _Slot, trust_from: int | None = None) -> Match:
        aggregate = slot.aggregate
        if aggregate is not None and trust_from is not None and aggregate.version >= trust_from:
            # A write names the version it expects; the store's unique (match, version)
            # constraint rejects it if another process appended since: no read needed.
            return aggregate
        if aggregate is None:
            aggregate = self._load(match_id)
        else:
            aggregate = self._fast_forward(
                aggregate, self.app.events_after(match_id, aggregate.version)
            )
        slot.publish(aggregate)
        return aggregate

    def _fast_forward(self, aggregate: Match, events: list[Any]) -> Match:
        if not events:
            return aggregate
        aggregate = copy.deepcopy(aggregate)
        for ev in events:
            cast(Aggregate.Event, ev).mutate(aggregate)
        return aggregate

    @contextmanager
    def read(self, match_id: UUID) -> Iterator[Match]:
        """The latest match, read-only (a published aggregate: no lock is held meanwhile)."""
        yield self._locked_current(match_id, self._slot(match_id))

    def checkout(self, match_id: UUID, expected_version: int | None = None) -> Match:
        """A private, mutable copy of the match for one command: the latest one, or, when the
        command names the version it expects and the cache holds at least that version, the
        cached one (a stale cache then fails on the store's constraint when saving)."""
        slot = self._slot(match_id)
        with slot.lock:
            return copy.deepcopy(self._current(match_id, slot, expected_version))

    async def latest(self, match_id: UUID, trust_from: int | None = None) -> Match:
        """The latest match, read-only (do not mutate it), from a coroutine: a cached match is
        fast-forwarded through the group reader; a cold one is loaded in a worker thread."""
        slot = self._slot(match_id)
        aggregate = slot.aggregate
        if aggregate is None:
            return await asyncio.to_thread(self._locked_current, match_id, slot)
        if trust_from is not None and aggregate.version >= trust_from:
            return aggregate
        stored = await self.app.reader.after(match_id, aggregate.version)
        if stored:
            events = [self.app.mapper.to_domain_event(e) for e in stored]
            aggregate = self._fast_forward(aggregate, events)
            slot.publish(aggregate)
        return aggregate

    def _locked_current(self, match_id: UUID, slot: _Slot) -> Match:
        with slot.lock:
            return self._current(match_id, slot)

    def checkin(self, aggregate: Match) -> None:
        """Offers a just-saved aggregate to the cache (the caller must not mutate it further)."""
        self._slot(aggregate.id).publish(aggregate)


# -- the application --------------------------------------------------------------------------


class GinRummyService(Application[UUID]):
    """The event-sourced game service."""

    name = "ginrummy"

    def __init__(self, env: Mapping[str, str] | None = None) -> None:
        resolved = store_env() if env is None else dict(env)
        super().__init__(env=resolved)
        self.store_env = resolved
        self.cache = MatchCache(self, int(resolved.get("GINRUMMY_CACHE_MAXSIZE", "5000")))
        self.snapshot_interval = int(resolved.get("GINRUMMY_SNAPSHOT_INTERVAL", "100"))
        self._tokens: dict[str, UUID] = {}
        self._recent_tokens: dict[str, UUID] = {}
        self._names: dict[UUID, str] = {}
        self._names_by_text: dict[str, str] = {}
        self._listeners: list[Callable[[list[UUID]], None]] = []
        self.writer = EventWriter(self.recorder)
        self.reader = EventReader(self._events_after_many)

    def close(self) -> None:
        self.reader.close()
        self.writer.close()
        super().close()

    def construct_transcoder(self) -> Transcoder:
        """eventsourcing's JSON format, written and read by msgspec (``transcoder``)."""
        transcoder = MsgspecTranscoder()
        self.register_transcodings(transcoder)
        return transcoder

    def register_transcodings(self, transcoder: JSONTranscoder) -> None:
        super().register_transcodings(transcoder)
        transcoder.register(CoreMatchAsJSON())

    def events_after(self, aggregate_id: UUID, version: int) -> list[Any]:
        """The aggregate's events after ``version`` (``events.get(id, gt=version)``), read
        the way the group reader reads them."""
        stored = self._events_after_many({aggregate_id: version}).get(aggregate_id, [])
        return [self.mapper.to_domain_event(e) for e in stored]

    def _events_after_many(self, lowest: dict[UUID, int]) -> dict[UUID, list[StoredEvent]]:
        """The stored events of each aggregate after its version: one query on PostgreSQL."""
        recorder = self.recorder
        if isinstance(recorder, PostgresAggregateRecorder):
            found: dict[UUID, list[StoredEvent]] = _select_after_many(recorder, lowest)
            return found
        return {
            aggregate_id: list(recorder.select_events(aggregate_id, gt=version))
            for aggregate_id, version in lowest.items()
        }

    def add_listener(self, listener: Callable[[list[UUID]], None]) -> None:
        """Calls ``listener(aggregate_ids)`` after every local save (live streams wake up)."""
        self._listeners.append(listener)

    # snapshots are taken from the aggregate in hand: no reconstruction on the write path
    def _snapshot_if_due(self, aggregate: Aggregate, versions: list[int]) -> None:
        """Snapshots a match whose new events crossed a multiple of the interval; the writer
        stores it after its current batch, off the request path."""
        if self.snapshots is None or self.snapshot_interval <= 0:
            return
        if isinstance(aggregate, Match) and any(v % self.snapshot_interval == 0 for v in versions):
            self.writer.later(
                functools.partial(self.snapshots.put, [Match.Snapshot.take(aggregate)])
            )

    def _save(self, *aggregates: Aggregate) -> None:
        """Records the aggregates' pending events in one transaction (group-committed with
        other commands' by the writer); raises ``IntegrityError`` on a version conflict."""
        collected, stored = self._collect(aggregates)
        self.writer.submit(stored)
        self._saved(collected)

    async def _save_async(self, *aggregates: Aggregate) -> None:
        """:meth:`_save` from a coroutine (the loop runs on while the batch commits)."""
        collected, stored = self._collect(aggregates)
        await self.writer.append(stored)
        self._saved(collected)

    def _collect(
        self, aggregates: tuple[Aggregate, ...]
    ) -> tuple[list[tuple[Aggregate, list[Any]]], list[StoredEvent]]:
        collected = [(aggregate, list(aggregate.collect_events())) for aggregate in aggregates]
        stored = [self.mapper.to_stored_event(e) for _, events in collected for e in events]
        return collected, stored

    def _saved(self, collected: list[tuple[Aggregate, list[Any]]]) -> None:
        for aggregate, events in collected:
            self._snapshot_if_due(aggregate, [e.originator_version for e in events])
        saved = [aggregate.id for aggregate, _ in collected]
        for listener in self._listeners:
            listener(saved)

    # -- idempotent execution -------------------------------------------------------------

    def _replay(self, idem: IdempotencyKey) -> Reply | None:
        try:
            record: Aggregate = self.repository.get(IdempotencyRecord.create_id(idem.scope))
        except AggregateNotFoundError:
            return None
        assert isinstance(record, IdempotencyRecord)
        if record.fingerprint != idem.fingerprint:
            raise InvalidRequestError(
                "this Idempotency-Key was already used for a different request",
                code="idempotency-key-reused",
            )
        body = json.loads(unseal(idem.key, record.salt, record.body))
        return Reply(record.status, body, dict(record.headers), replayed=True)

    def _execute(
        self,
        idem: IdempotencyKey | None,
        run: Callable[[], tuple[Reply, list[Aggregate]]],
        on_conflict: Callable[[], ServiceError],
        secret_fields: tuple[str, ...] = (),
    ) -> Reply:
        """Runs a command once per idempotency key: a retry gets the first reply back, less
        its ``secret_fields`` (never stored in the idempotency record)."""
        if idem is not None:
            earlier = self._replay(idem)
            if earlier is not None:
                return earlier
        reply, aggregates = run()
        objs: list[Aggregate] = list(aggregates)
        if idem is not None:
            kept = Reply(
                reply.status,
                {k: v for k, v in reply.body.items() if k not in secret_fields}
                if secret_fields
                else reply.body,
                reply.headers,
            )
            salt, sealed = seal(idem.key, kept.content())
            objs.append(
                IdempotencyRecord(
                    scope=idem.scope,
                    fingerprint=idem.fingerprint,
                    status=reply.status,
                    salt=salt,
                    body=sealed,
                    headers=reply.headers,
                )
            )
        try:
            self._save(*objs)
        except IntegrityError:
            if idem is not None:
                earlier = self._replay(idem)
                if earlier is not None:
                    return earlier
            raise on_conflict() from None
        for aggregate in aggregates:
            if isinstance(aggregate, Match):
                self.cache.checkin(aggregate)
        return reply

    # -- players --------------------------------------------------------------------------

    def register(self, name: str, idem: IdempotencyKey | None = None) -> Reply:
        """Registers a player; the reply holds the API token (shown once, stored hashed)."""
        if not NAME_RE.match(name):
            raise InvalidRequestError(
                "a name is 3 to 32 characters: letters, digits, '_', '.', '-', "
                "starting with a letter or digit",
                code="invalid-name",
            )

        def run() -> tuple[Reply, list[Aggregate]]:
            token = TOKEN_PREFIX + secrets.token_urlsafe(32)
            token_hash = hash_token(token)
            player = Player(name=name, token_hash=token_hash)
            by_name = Index(key=f"name:{name.lower()}", ref=player.id)
            by_token = Index(key=f"token:{token_hash}", ref=player.id)
            body = {
                "id": str(player.id),
                "name": name,
                "created_at": player.created_on.isoformat(),
                "token": token,
            }
            return Reply(201, body, {"Location": f"/players/{player.id}"}), [
                player,
                by_name,
                by_token,
            ]

        reply = self._execute(
            idem,
            run,
            lambda: ConflictError(f"the name {name!r} is taken", code="name-taken"),
            secret_fields=("token",),
        )
        if reply.replayed:
            # The token is a secret shown once, to the request that created it: an anonymous
            # Idempotency-Key may be sent by anyone, so a replay never carries it.
            raise ConflictError(
                f"this Idempotency-Key already registered {reply.body['name']!r} "
                f"(player {reply.body['id']}); its token was shown once, to that request, and "
                "is never replayed: if it was lost, register another name",
                code="registration-replayed",
                player_id=reply.body["id"],
            )
        body = reply.body
        self._tokens[hash_token(body["token"])] = UUID(body["id"])
        self._names[UUID(body["id"])] = body["name"]
        return reply

    def known_token(self, token: str) -> UUID | None:
        """The player holding ``token`` if this process knows it already (no I/O). Tokens seen
        lately are remembered as they came (in this process's memory only), to skip the hash."""
        player = self._recent_tokens.get(token)
        if player is None:
            player = self._tokens.get(hash_token(token))
            if player is not None:
                if len(self._recent_tokens) >= RECENT_TOKENS:
                    self._recent_tokens.clear()
                self._recent_tokens[token] = player
        return player

    def authenticate(self, token: str) -> UUID | None:
        """The player holding ``token``, or ``None``."""
        token_hash = hash_token(token)
        known = self._tokens.get(token_hash)
        if known is not None:
            return known
        try:
            index: Aggregate = self.repository.get(index_id(f"token:{token_hash}"))
        except AggregateNotFoundError:
            return None
        assert isinstance(index, Index)
        self._tokens[token_hash] = index.ref
        return index.ref

    def player(self, player_id: UUID) -> Player:
        try:
            player: Aggregate = self.repository.get(player_id)
        except AggregateNotFoundError:
            raise NotFoundError(f"no player {player_id}", code="player-not-found") from None
        if not isinstance(player, Player):
            raise NotFoundError(f"no player {player_id}", code="player-not-found")
        return player

    def player_name(self, player_id: str | UUID | None) -> str | None:
        if player_id is None:
            return None
        if type(player_id) is str:  # seats hold ids as strings: skip the UUID parse
            known = self._names_by_text.get(player_id)
            if known is not None:
                return known
        pid = UUID(str(player_id))
        name = self._names.get(pid)
        if name is None:
            name = self.player(pid).name
            self._names[pid] = name
        if type(player_id) is str:
            self._names_by_text[player_id] = name
        return name

    def _names_of(self, match: Match) -> list[str | None]:
        return [self.player_name(p) for p in match.players]

    async def _learn_names(self, match: Match) -> None:
        """Loads the seats' names this process does not know yet (a store read) in a thread,
        so that building a view on the event loop never waits for the store."""
        if any(p is not None and p not in self._names_by_text for p in match.players):
            await asyncio.to_thread(self._names_of, match)

    # -- matches: commands ----------------------------------------------------------------

    def create_match(
        self,
        creator: UUID,
        rules: Mapping[str, Any],
        opponent: Mapping[str, Any],
        seat: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """Creates a match; against a bot it starts at once (the bot may act first)."""
        try:
            normalized: dict[str, Any] = core.Rules(**dict(rules)).to_dict()
        except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
            raise InvalidRequestError(f"invalid rules: {exc}", code="invalid-rules") from None
        kind = opponent.get("kind")
        level = opponent.get("level")
        if kind == "bot":
            levels = bots.available_levels()
            if not levels:
                raise InvalidRequestError(
                    "this server has no built-in bots yet; create an open match",
                    code="no-bots",
                )
            if level not in levels:
                raise InvalidRequestError(
                    f"unknown bot level {level!r}; available: {', '.join(levels)}",
                    code="unknown-bot-level",
                )
        elif kind != "open":
            raise InvalidRequestError("opponent kind must be 'bot' or 'open'", code="bad-opponent")
        if seat is not None and seat not in (0, 1):
            raise InvalidRequestError("seat must be 0 (deals first) or 1", code="bad-seat")
        my_seat = secrets.randbelow(2) if seat is None else seat

        def run() -> tuple[Reply, list[Aggregate]]:
            players: list[str | None] = [None, None]
            players[my_seat] = str(creator)
            seat_bots: list[str | None] = [None, None]
            if kind == "bot":
                seat_bots[1 - my_seat] = str(level)
            match = Match(
                rules=normalized, players=players, bots=seat_bots, created_by=str(creator)
            )
            if kind == "bot":
                self._start(match)
            body = views.match_view(match, my_seat, self._names_of(match))
            headers = {"ETag": views.etag(match.version), "Location": f"/matches/{match.id}"}
            return Reply(201, body, headers), [match]

        return self._execute(
            idem, run, lambda: ConflictError("the match could not be created; retry")
        )

    def join_match(
        self, player_id: UUID, match_id: UUID, idem: IdempotencyKey | None = None
    ) -> Reply:
        """Takes the free seat of an open match; the match starts."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id)
            if match.status != OPEN:
                raise ConflictError(f"the match is {match.status}, not open", code="not-open")
            if match.seat_of(str(player_id)) is not None:
                raise ConflictError("you already hold a seat in this match", code="already-seated")
            seat = match.players.index(None)
            match.joined(seat=seat, player_id=str(player_id))
            self._start(match)
            body = views.match_view(match, seat, self._names_of(match))
            return Reply(200, body, {"ETag": views.etag(match.version)}), [match]

        return self._execute(
            idem,
            run,
            lambda: ConflictError("someone else joined first", code="not-open"),
        )

    def act(
        self,
        player_id: UUID,
        match_id: UUID,
        action: Mapping[str, Any],
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """Plays ``action`` for the player's seat; bots answer in the same transaction."""

        def run() -> tuple[Reply, list[Aggregate]]:
            match = self.cache.checkout(match_id, expected_version)
            try:
                return self._play(match, player_id, action, expected_version), [match]
            except ServiceError as refusal:
                with self.cache.read(match_id) as fresh:
                    raise self._refusal_on(fresh, refusal, player_id, expected_version) from None

        return self._execute(idem, run, _lost_race)

    async def act_async(
        self,
        player_id: UUID,
        match_id: UUID,
        action: Mapping[str, Any],
        expected_version: int | None,
        idem: IdempotencyKey | None = None,
    ) -> Reply:
        """:meth:`act` from a coroutine. The common case (no idempotency key, no bot seat) runs
        on the event loop: the cached match is fast-forwarded by the group reader if needed, the
        core decides, and the loop awaits the group commit; anything else runs in a thread."""
        if idem is not None:
            return await asyncio.to_thread(
                self.act, player_id, match_id, action, expected_version, idem
            )
        latest = await self.cache.latest(match_id, trust_from=expected_version)
        if any(latest.bots):  # a bot may think for a while: keep it off the event loop
            return await asyncio.to_thread(
                self.act, player_id, match_id, action, expected_version, idem
            )
        await self._learn_names(latest)
        match = latest.__deepcopy__({})
        try:
            reply = self._play(match, player_id, action, expected_version)
        except ServiceError as refusal:
            fresh = await self.cache.latest(match_id)
            raise self._refusal_on(fresh, refusal, player_id, expected_version) from None
        try:
            await self._save_async(match)
        except IntegrityError:
            raise _lost_race() from None
        self.cache.checkin(match)
        return reply

    def _play(
        self,
        match: Match,
        player_id: UUID,
        action: Mapping[str, Any],
        expected_version: int | None,
    ) -> Reply:
        """Decides ``action`` on ``match`` (a private copy): its events are pending on it."""
        seat = self._seat_for(match, player_id, expected_version)
        if match.status != ACTIVE:
            raise ConflictError(
                f"the match is {match.status}; no actions now", code="match-not-active"
            )
        if action.get("type") == "resign":
            match.resigned(seat=seat)
            self._finish(match)
        else:
            self._decide(match, seat, action)
            self._run_bots(match)
        body = views.match_view(match, seat, self._names_of(match))
        return Reply(200, body, {"ETag": views.etag(match.version)})

    def _refusal_on(
        self,
        fresh: Match,
        refusal: ServiceError,
        player_id: UUID,
        expected_version: int | None,
    ) -> ServiceError:
        """A command decided on the cached match (trusted: it held the version the client
        named) may be refused because that cache was stale, another process having appended
        since. Then the answer is what the match just read from the store (``fresh``) says: the
        seat's checks on it (403, 428, or 409 for the old version), not a refusal of an old
        state."""
        if fresh.version == expected_version or isinstance(refusal, StaleVersionError):
            return refusal
        try:
            self._seat_for(fresh, player_id, expected_version)
        except ServiceError as current:
            return current
        return refusal  # pragma: no cover - a version that differs fails the checks above

    def _seat_for(self, match: Match, player_id: UUID, expected_version: int | None) -> int:
        seat = match.seat_of(str(player_id))
        if seat is None:
            raise ForbiddenError("you hold no seat in this match", code="not-your-match")
        if expected_version is None:
            raise PreconditionRequiredError(
                "send If-Match with the match's ETag, or 'version' in the body",
            )
        if expected_version != match.version:
            raise StaleVersionError(
                f"you saw version {expected_version}; the match is at version {match.version}",
                current_version=match.version,
            )
        return seat

    # -- deciding -------------------------------------------------------------------------

    def _start(self, match: Match) -> None:
        seed = fairness.new_seed()
        salt = fairness.new_salt()
        match.started(
            seed=seed, seed_salt=salt, seed_commitment=fairness.seed_commitment(seed, salt)
        )
        self._start_deal(match)
        self._run_bots(match)

    def _start_deal(self, match: Match) -> None:
        game = match.game
        assert game is not None
        order = game.current_deck()
        salt = fairness.new_salt()
        dealer = int(views.observation_dict(game.observation(0))["dealer"])
        match.deal_started(
            deal=match.deal + 1,
            dealer=dealer,
            commitment=fairness.deck_commitment(order, salt),
            salt=salt,
        )

    def _decide(self, match: Match, seat: int, requested: Mapping[str, Any]) -> None:
        game = match.game
        assert game is not None
        if game.to_act != seat:
            raise IllegalActionError(
                "it is not your turn" if game.to_act is not None else "nobody is to act now",
                code="not-your-turn",
            )
        try:
            action = _action_from(requested)
        except core.GinRummyError as exc:
            raise InvalidRequestError(
                f"not an action: {_own_words(exc, game.observation(seat))}",
                code="invalid-action",
            ) from None
        try:
            # the card the action takes into the hand (stock or pile), if any
            taken = game.check(action) or ""
        except core.GinRummyError as exc:
            before = views.observation_dict(game.observation(seat))
            raise IllegalActionError(
                _explain(action, before, exc, game.observation(seat)),
                code="illegal-action",
                legal_actions=[a.to_dict() for a in game.legal_actions()],
            ) from None
        spec = views.action_dict(action)
        kind = spec["type"]
        deals_before = game.deals_started
        if kind == "take_upcard":
            match.upcard_taken(seat=seat, card=taken)
        elif kind == "pass_upcard":
            match.upcard_passed(seat=seat)
        elif kind == "draw_stock":
            match.drew_stock(seat=seat, card=taken)
        elif kind == "draw_discard":
            match.drew_discard(seat=seat, card=taken)
        elif kind == "discard":
            match.discarded(seat=seat, card=spec["card"])
        elif kind == "knock":
            melds = spec.get("melds")
            if not melds:
                kept = [c for c in game.hand(seat) if c != spec["discard"]]
                melds = core.arrange(kept).melds
            match.knocked(seat=seat, discard=spec["discard"], melds=melds)
        elif kind == "big_gin":
            match.big_gin_declared(seat=seat, melds=core.arrange(game.hand(seat)).melds)
        elif kind == "lay_off":
            match.laid_off(seat=seat, card=spec["card"], meld=int(spec["meld"]))
        elif kind == "finish_layoff":
            match.layoff_finished(seat=seat)
        else:  # pragma: no cover - the core's action kinds are listed above
            raise InvalidRequestError(f"unsupported action {kind!r}", code="invalid-action")
        # A deal that ends starts the next one (a new deck) or ends the match.
        if game.is_over or game.deals_started != deals_before:
            self._score_deal(match)

    def _score_deal(self, match: Match) -> None:
        game = match.game
        assert game is not None and match.deal_order is not None and match.deal_salt is not None
        finished = game.deals()[-1]
        if int(finished["number"]) != match.deal:  # pragma: no cover - core/service mismatch
            raise RuntimeError(f"deal {match.deal} ended but the core reports {finished['number']}")
        # The deal's own seed stays out: it would reveal every later deal's seed (SplitMix64
        # outputs are invertible). The order and the salt are the reveal.
        record = {
            "number": finished["number"],
            "dealer": finished["dealer"],
            "outcome": finished["outcome"],
        }
        match.deal_scored(
            deal=match.deal,
            record=record,
            scores=list(game.scores),
            order=match.deal_order,
            salt=match.deal_salt,
        )
        if game.is_over:
            self._finish(match)
        else:
            self._start_deal(match)

    def _finish(self, match: Match) -> None:
        game = match.game
        assert game is not None and match.seed is not None and match.seed_salt is not None
        result = game.result
        if match.resigned_by is not None:
            winner: int | None = 1 - match.resigned_by
            result = {
                "reason": "resignation",
                "resigned": match.resigned_by,
                "winner": winner,
                "scores": list(game.scores),
            }
        else:
            assert result is not None
            result = {"reason": "target_reached", **result}
            raw_winner = result.get("winner")
            winner = int(raw_winner) if raw_winner is not None else None
        match.finished(result=result, winner=winner, seed=match.seed, seed_salt=match.seed_salt)

    def _run_bots(self, match: Match) -> None:
        game = match.game
        steps = 0
        while match.status == ACTIVE and game is not None:
            seat = game.to_act
            if seat is None or match.bots[seat] is None:
                return
            level = cast(str, match.bots[seat])
            action = bots.choose(level, game.observation(seat), fairness.new_seed())
            self._decide(match, seat, action)
            steps += 1
            if steps > MAX_BOT_STEPS:  # pragma: no cover - a bot that never stops is a bug
                raise RuntimeError("bot loop did not terminate")

    # -- matches: queries -----------------------------------------------------------------

    def match_view(self, match_id: UUID, viewer: UUID | None) -> Reply:
        with self.cache.read(match_id) as match:
            return self._view_of(match, viewer)

    async def match_view_async(self, match_id: UUID, viewer: UUID | None) -> Reply:
        """:meth:`match_view` from a coroutine (through the group reader)."""
        match = await self.cache.latest(match_id)
        await self._learn_names(match)
        return self._view_of(match, viewer)

    def _view_of(self, match: Match, viewer: UUID | None) -> Reply:
        seat = match.seat_of(str(viewer)) if viewer is not None else None
        body = views.match_view(match, seat, self._names_of(match))
        return Reply(200, body, {"ETag": views.etag(match.version)})

    def match_events(
        self, match_id: UUID, viewer: UUID | None, after: int = 0, limit: int = 1000
    ) -> tuple[list[dict[str, Any]], int, str]:
        """Events after version ``after`` as the viewer may see them; (events, version, status)."""
        with self.cache.read(match_id) as match:
            seat = match.seat_of(str(viewer)) if viewer is not None else None
            events = list(self.events.get(originator_id=match_id, gt=after, limit=limit))
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

    def player_events(
        self, player_id: UUID, after: int, matches: set[UUID], limit: int = 500
    ) -> tuple[list[tuple[int, dict[str, Any]]], int]:
        """Events of ``matches`` recorded after global position ``after``, as the player's
        seat may see them; returns them with their positions, and the last position read."""
        items: list[tuple[int, dict[str, Any]]] = []
        batch = self.recorder.select_notifications(start=after + 1, limit=limit)
        last = after
        for notification in batch:
            last = notification.id
            if notification.originator_id not in matches:
                continue
            ev = self.mapper.to_domain_event(notification)
            with self.cache.read(UUID(str(notification.originator_id))) as match:
                seat = match.seat_of(str(player_id))
                record = views.event_record(match, ev, seat)
            record["match_id"] = str(notification.originator_id)
            items.append((notification.id, record))
        return items, last

    def match_at(self, match_id: UUID, version: int, viewer: UUID | None) -> dict[str, Any]:
        """The match as it stood at ``version`` (cards as the viewer may see them now)."""
        with self.cache.read(match_id) as current:
            seat = current.seat_of(str(viewer)) if viewer is not None else None
            latest = current.version
            finished = current.status == FINISHED
            ended = current.deal_ended
        if version < 1 or version > latest:
            raise NotFoundError(
                f"version {version} does not exist; the match is at version {latest}",
                code="version-not-found",
            )
        try:
            past: Aggregate = self.repository.get(match_id, version=version)
        except AggregateNotFoundError:  # pragma: no cover - version checked above
            raise NotFoundError(f"no version {version}", code="version-not-found") from None
        assert isinstance(past, Match)
        body = views.match_view(past, None, self._names_of(past))
        # Cards of that moment: a seat sees its own view of it; cards of a deal still live now
        # stay hidden from everyone else until it ends.
        if past.game is not None:
            # The core deals a deal as soon as the previous one ends (or the match starts),
            # before its DealStarted event: the cards in hand belong to this deal.
            in_hand = past.deal if past.deal_live or past.status == FINISHED else past.deal + 1
            if finished or ended(in_hand):
                body["hands"] = [
                    views.observation_dict(past.game.observation(s))["hand"] for s in (0, 1)
                ]
                body["view"] = None
            elif seat is not None:
                body["view"] = views.seat_view(past, seat, with_legal=False)
        body["your_seat"] = seat
        body["version"] = version
        return body

    def deal_reveal(self, match_id: UUID, deal: int) -> dict[str, Any]:
        """A finished deal's commitment, deck order and salt, with the check recomputed."""
        with self.cache.read(match_id) as match:
            if deal < 0 or deal >= len(match.deal_starts):
                raise NotFoundError(f"no deal {deal} in this match", code="deal-not-found")
            if not match.deal_ended(deal):
                raise ConflictError(
                    "the deal is still being played; its deck is revealed when it ends",
                    code="deal-live",
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
            for ev in self.events.get(originator_id=match_id, gt=start):
                if type(ev).__name__ == "DealScored" and getattr(ev, "deal", None) == deal:
                    order = list(ev.order)  # type: ignore[attr-defined]
                    salt = str(ev.salt)  # type: ignore[attr-defined]
                    break
        if order is None or salt is None:  # pragma: no cover - every ended deal has a reveal
            raise NotFoundError(f"deal {deal} has no reveal", code="deal-not-found")
        assert salt is not None
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
                    "a match is exported once it is finished", code="match-not-finished"
                )
            names = self._names_of(match)
            records = [
                views.event_record(match, ev, None)
                for ev in self.events.get(originator_id=match_id)
            ]
            return {
                "format": "ginrummy-match-export/1",
                "match_id": str(match.id),
                "players": [
                    {
                        "seat": s,
                        "player_id": match.players[s],
                        "name": names[s],
                        "bot": match.bots[s],
                    }
                    for s in (0, 1)
                ],
                "rules": match.rules,
                "version": match.version,
                "events": records,
            }


@retry((PersistenceInterfaceError, PersistenceOperationalError), max_attempts=10, wait=0.2)
def _select_after_many(
    recorder: PostgresAggregateRecorder, lowest: dict[UUID, int]
) -> dict[UUID, list[StoredEvent]]:
    """The events of many aggregates after a version each, in one statement (the group
    reader's query): ``unnest`` pairs each id with its version, the primary key does the rest."""
    found: dict[UUID, list[StoredEvent]] = {}
    with recorder.datastore.get_connection() as conn, conn.cursor() as curs:
        query: bytes | None = getattr(recorder, "_ginrummy_select_after_many", None)
        if query is None:
            # LATERAL: one primary-key range scan per id (a plain join of the unnest may be
            # planned as a hash join over the whole table)
            composed = SQL(
                "SELECT e.originator_id, e.originator_version, e.topic, e.state "
                "FROM unnest(%s::{id_type}[], %s::bigint[]) AS q(id, v) "
                "CROSS JOIN LATERAL ("
                "SELECT originator_id, originator_version, topic, state "
                "FROM {schema}.{table} "
                "WHERE originator_id = q.id AND originator_version > q.v "
                "ORDER BY originator_version) AS e"
            ).format(
                id_type=Identifier(recorder.datastore.originator_id_type),
                schema=Identifier(recorder.datastore.schema),
                table=Identifier(recorder.events_table_name),
            )
            query = composed.as_bytes(conn)
            recorder._ginrummy_select_after_many = query  # type: ignore[attr-defined]
        curs.execute(query, [list(lowest), list(lowest.values())], prepare=True)
        for row in curs.fetchall():
            found.setdefault(row["originator_id"], []).append(
                StoredEvent(
                    originator_id=row["originator_id"],
                    originator_version=row["originator_version"],
                    topic=row["topic"],
                    state=bytes(row["state"]),
                )
            )
    return found


def _lost_race() -> ServiceError:
    return StaleVersionError(
        "another action was recorded first; reload the match and retry", code="stale-version"
    )


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


_CARD = re.compile(r"\b[A2-9TJQK][cdhs]\b")
_ONE_CARD = re.compile(r"^[A2-9TJQK][cdhs]\Z")
_BARE_ACTIONS = frozenset(
    {"take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin", "finish_layoff"}
)


def _is_card(value: Any) -> bool:
    return isinstance(value, str) and _ONE_CARD.match(value) is not None


def _action_from(requested: Mapping[str, Any]) -> core.Action:
    """The core action of a request dict: well-formed common shapes through the action's
    text form (no JSON round trip in the binding), anything else through ``from_dict``."""
    kind = requested.get("type")
    rest = {k: v for k, v in requested.items() if k != "type" and v is not None}
    if kind in _BARE_ACTIONS and not rest:
        return core.Action(str(kind))
    if kind == "discard" and rest.keys() == {"card"} and _is_card(rest["card"]):
        return core.Action(f"discard {rest['card']}")
    if kind == "knock" and rest.keys() == {"discard"} and _is_card(rest["discard"]):
        return core.Action(f"knock {rest['discard']}")
    if kind == "lay_off" and rest.keys() == {"card", "meld"} and _is_card(rest["card"]):
        meld = rest["meld"]
        if type(meld) is int and 0 <= meld <= 99:
            return core.Action(f"lay_off {rest['card']} {meld}")
    return core.Action.from_dict(dict(requested))


def _visible_cards(obs: core.Observation) -> set[str]:
    d = views.observation_dict(obs)
    seen = set(d.get("hand") or [])
    seen.update(x["card"] for x in d.get("discards") or [])
    seen.update(d.get("opponent_known") or [])
    knock = d.get("knock") or {}
    for meld in knock.get("melds") or []:
        seen.update(meld)
    seen.update(knock.get("deadwood_cards") or [])
    return seen


def _own_words(exc: Exception, obs: core.Observation) -> str:
    """The core's message, unless it names a card the seat cannot see (then a generic one)."""
    message = str(exc)
    if set(_CARD.findall(message)) - _visible_cards(obs):
        return "the action is not allowed in this state"
    return message


def _explain(
    action: core.Action, before: Mapping[str, Any], exc: Exception, obs: core.Observation
) -> str:
    """A precise reason for an illegal action, from what the seat can see."""
    spec = action.to_dict()
    phase = before.get("phase")
    kind = action.kind
    hand = set(before.get("hand") or [])
    expected = {
        "upcard_offer": "take_upcard or pass_upcard",
        "draw": "draw_stock or draw_discard",
        "discard": "discard, knock or big_gin",
        "layoff": "lay_off or finish_layoff",
    }.get(str(phase))
    phase_kinds = {
        "upcard_offer": {"take_upcard", "pass_upcard"},
        "draw": {"draw_stock", "draw_discard"},
        "discard": {"discard", "knock", "big_gin"},
        "layoff": {"lay_off", "finish_layoff"},
    }.get(str(phase), set())
    if kind not in phase_kinds and expected is not None:
        return f"{kind} is not allowed in the {phase} phase; expected {expected}"
    card = spec.get("card") or spec.get("discard")
    if card is not None and card not in hand:
        return f"you do not hold {card}"
    if card is not None and before.get("taken_card") == card:
        return f"{card} was just taken from the discard pile and cannot be discarded this turn"
    if kind == "draw_discard" and before.get("upcard_passed_by") and phase == "draw":
        return "after both players pass the upcard the first draw must be from the stock"
    return _own_words(exc, obs)
