"""Persistence (``service/persistence``): cold loads bounded by snapshots, conflicts caught by
the store's constraint when the cache is stale, group commit."""

from __future__ import annotations

import random
from typing import Any
from uuid import UUID

import pytest

from api.helpers import choose
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.errors import StaleVersionError
from ginrummy.service.match import Match


def service_for(env: dict[str, str], **extra: str) -> GinRummyService:
    return GinRummyService(Settings.from_env({**env, **extra}))


def play_moves(service: GinRummyService, players: list[UUID], match_id: UUID, n: int) -> Any:
    rng = random.Random(5)
    view = service.queries.match_view(match_id, players[0]).json()
    for _ in range(n):
        if view["status"] != "active":
            break
        seat = view["to_act"]
        mine = service.queries.match_view(match_id, players[seat]).json()
        action = choose(mine["view"]["legal_actions"], rng)
        view = service.seats.act(players[seat], match_id, action, mine["version"]).json()
    return view


def new_match(service: GinRummyService) -> tuple[list[UUID], UUID]:
    a = UUID(service.players.register("p" + str(random.getrandbits(40))).body["id"])
    b = UUID(service.players.register("p" + str(random.getrandbits(40))).body["id"])
    created = service.matches.create_match(a, {"target_score": 1000}, {"kind": "open"}, 0)
    match_id = UUID(created.body["id"])
    service.matches.join_match(b, match_id)
    return [a, b], match_id


def test_cold_load_starts_from_a_snapshot(store_env: dict[str, str]) -> None:
    service = service_for(store_env, GINRUMMY_SNAPSHOT_INTERVAL="20")
    try:
        players, match_id = new_match(service)
        view = play_moves(service, players, match_id, 90)
        version = view["version"]
        service.store.writer.close()  # flushes the snapshots queued behind the last batch
        assert service.snapshots is not None
        snapshots = list(service.snapshots.get(match_id, desc=True, limit=1))
        assert snapshots, "a snapshot was taken"
        latest = snapshots[0].originator_version
        assert version - latest < 20 + 12  # at most one interval (plus one command's events)
    finally:
        service.close()
    # A new process (empty cache) rebuilds from the snapshot plus the few events after it.
    fresh = service_for(store_env, GINRUMMY_SNAPSHOT_INTERVAL="20")
    try:
        reads: list[int] = []
        original = fresh.events.get

        def counting_get(*args: Any, **kwargs: Any) -> Any:
            found = list(original(*args, **kwargs))
            reads.append(len(found))
            return iter(found)

        fresh.events.get = counting_get  # type: ignore[method-assign]
        with fresh.cache.read(match_id) as match:
            assert isinstance(match, Match)
            assert match.version == version
            hand = match.game.observation(0).to_dict()["hand"] if match.game else []
        assert sum(reads) < 20 + 12, reads
        assert fresh.queries.match_view(match_id, players[0]).json()["view"]["hand"] == hand
    finally:
        fresh.close()


def test_stale_cache_conflict_is_caught_by_the_store(store_env: dict[str, str]) -> None:
    """Two processes over one store: the second's cache is stale; its write fails on the
    (match, version) constraint and nothing is recorded."""
    one = service_for(store_env)
    two = service_for(store_env)
    try:
        players, match_id = new_match(one)
        seat1 = players[1]
        view = two.queries.match_view(match_id, seat1).json()  # two caches version v
        version = view["version"]
        one.seats.act(seat1, match_id, {"type": "pass_upcard"}, version)  # v + 1 via process one
        # Process two still holds v and the client names v: no read, the insert conflicts.
        with pytest.raises(StaleVersionError):
            two.seats.act(seat1, match_id, {"type": "take_upcard"}, version)
        events = [e.originator_version for e in one.events.get(match_id)]
        assert events == list(range(1, version + 2))
        # A client that saw v + 1 makes process two catch up first.
        after = two.seats.act(players[0], match_id, {"type": "pass_upcard"}, version + 1).json()
        assert after["version"] == version + 2
    finally:
        one.close()
        two.close()


def test_group_commit_batches_concurrent_saves(store_env: dict[str, str]) -> None:
    import threading

    service = service_for(store_env)
    try:
        games = [new_match(service) for _ in range(12)]
        start = threading.Barrier(len(games))

        def run(players: list[UUID], match_id: UUID) -> None:
            start.wait()
            play_moves(service, players, match_id, 30)

        threads = [threading.Thread(target=run, args=g) for g in games]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert service.store.writer.appends >= 12 * 30
        assert (
            service.store.writer.batches < service.store.writer.appends
        )  # some commits were shared
        for _players, match_id in games:
            versions = [e.originator_version for e in service.events.get(match_id)]
            assert versions == list(range(1, len(versions) + 1))
    finally:
        service.close()
