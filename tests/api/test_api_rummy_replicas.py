"""Rummy through the match cache (``persistence.cache``, Gin's), with two replicas over one
store as behind a load balancer: every request goes to either replica at random, so each one's
cached match is often stale. A GET always shows the latest version (the cache fast-forwarded
first), a move naming it always succeeds, a move naming an older one is 409 on either replica
and writes nothing, a refusal decided on a stale cached match is answered as the store's latest
says, and the log has no gap. A cached match is not rebuilt from the store on each request."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import Headers, register
from api.test_api_rummy import act, choose, create
from ginrummy.api.app import create_app
from ginrummy.service.rummy import RummyMatch


@pytest.fixture
def replicas(store_env: dict[str, str]) -> Iterator[list[TestClient[Litestar]]]:
    apps = [create_app(store_env, rate_limit=0, poll_interval=0.05) for _ in range(2)]
    with TestClient(apps[0]) as one, TestClient(apps[1]) as two:
        yield [one, two]
    for app in apps:
        app.state.service.close()


def four_seats(replicas: list[TestClient[Litestar]]) -> tuple[str, dict[int, Headers]]:
    """A 4-seat match: three people (created on one replica, joined on the other) and a bot;
    the people's headers by seat."""
    people = [register(replicas[i % 2]) for i in range(3)]
    made = create(
        replicas[0],
        people[0].headers,
        [{"kind": "me"}, {"kind": "open"}, {"kind": "bot", "level": "easy"}, {"kind": "open"}],
    )
    for i, person in enumerate(people[1:], start=1):
        r = replicas[i % 2].post(f"/rummy/matches/{made['id']}/join", headers=person.headers)
        assert r.status_code == 200, r.text
    view = replicas[1].get(f"/rummy/matches/{made['id']}", headers=people[0].headers).json()
    assert view["status"] == "active"
    by_id = {p.id: p.headers for p in people}
    seats = {s["seat"]: by_id[s["player_id"]] for s in view["seats"] if s["player_id"]}
    assert len(seats) == 3
    return str(made["id"]), seats


def test_rummy_replicas_read_the_latest_and_fence_stale_writes(
    replicas: list[TestClient[Litestar]],
) -> None:
    rng = random.Random(20261207)
    match_id, people = four_seats(replicas)
    anyone = next(iter(people.values()))
    latest = replicas[0].get(f"/rummy/matches/{match_id}", headers=anyone).json()["version"]
    stale_refused = moves = 0
    for _ in range(150):
        view: dict[str, Any] = (
            rng.choice(replicas).get(f"/rummy/matches/{match_id}", headers=anyone).json()
        )
        assert view["version"] == latest
        if view["status"] != "active":
            break
        seat = int(view["to_act"])
        mine = rng.choice(replicas).get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        assert mine["version"] == latest
        action = choose(mine["view"]["legal_actions"], rng)
        if stale_refused == 0 or rng.random() < 0.2:
            # naming an older version, on either replica: 409, nothing written
            r = act(rng.choice(replicas), match_id, people[seat], action, latest - 1)
            assert r.status_code == 409, r.text
            stale_refused += 1
        r = act(rng.choice(replicas), match_id, people[seat], action, latest)
        assert r.status_code == 200, r.text
        assert r.json()["version"] > latest
        latest = r.json()["version"]
        moves += 1
    assert stale_refused > 0 and moves > 0
    for replica in replicas:
        r = replica.get(f"/rummy/matches/{match_id}/events", params={"limit": 5000}, headers=anyone)
        assert [e["version"] for e in r.json()["events"]] == list(range(1, latest + 1))


def test_a_stale_cached_rummy_match_is_fenced_and_caught_up(
    replicas: list[TestClient[Litestar]],
) -> None:
    """Both replicas cache version v; one moves on. The other trusts its cache when a client
    names v: the same action is then refused by the store's constraint (409), an action that
    was illegal at v is answered as the latest version says (409, not 422), and a client naming
    the latest version makes it catch up (200)."""
    rng = random.Random(7)
    one, two = replicas
    match_id, people = four_seats(replicas)
    anyone = next(iter(people.values()))
    view = one.get(f"/rummy/matches/{match_id}", headers=anyone).json()
    version = view["version"]
    assert two.get(f"/rummy/matches/{match_id}", headers=anyone).json()["version"] == version
    seat = int(view["to_act"])
    mine = one.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
    action = choose(mine["view"]["legal_actions"], rng)
    r = act(one, match_id, people[seat], action, version)
    assert r.status_code == 200, r.text
    after = r.json()["version"]
    assert (two.app.state.service.rummy.cache.checkout(UUID(match_id), version)).version == version
    # the same action on the stale replica: decided on its cache, refused by the store
    r = act(two, match_id, people[seat], action, version)
    assert r.status_code == 409, r.text
    # an action that the stale cache refuses (not this seat's turn there): the latest answers
    other = next(s for s in people if s != seat)
    r = act(two, match_id, people[other], {"type": "draw_stock"}, version)
    assert r.status_code == 409, r.text
    assert r.json()["type"].endswith("stale-version")
    events = one.get(f"/rummy/matches/{match_id}/events", headers=anyone).json()["events"]
    assert [e["version"] for e in events] == list(range(1, after + 1))
    # naming the latest version on the stale replica: it catches up first
    now = two.get(f"/rummy/matches/{match_id}", headers=anyone).json()
    assert now["version"] == after
    if now["status"] == "active" and now["to_act"] in people:
        turn = int(now["to_act"])
        mine = two.get(f"/rummy/matches/{match_id}", headers=people[turn]).json()
        r = act(two, match_id, people[turn], choose(mine["view"]["legal_actions"], rng), after)
        assert r.status_code == 200, r.text


def test_a_cached_rummy_match_is_not_rebuilt_per_request(
    replicas: list[TestClient[Litestar]],
) -> None:
    """After the first read, the views and moves of a Rummy match read no aggregate from the
    store (only the events after the cached version); a fresh process loads it once."""
    rng = random.Random(11)
    one, two = replicas
    match_id, people = four_seats(replicas)
    loads: list[UUID] = []
    service = one.app.state.service
    cache = service.rummy.cache
    original = cache.load

    def counting_load(match: UUID) -> RummyMatch:
        loads.append(match)
        found = original(match)
        assert isinstance(found, RummyMatch)
        return found

    cache.load = counting_load
    anyone = next(iter(people.values()))
    one.get(f"/rummy/matches/{match_id}", headers=anyone)  # warm (another replica joined last)
    loads.clear()
    moves = 0
    for _ in range(30):
        view = one.get(f"/rummy/matches/{match_id}", headers=anyone).json()
        if view["status"] != "active":
            break
        seat = int(view["to_act"])
        mine = one.get(f"/rummy/matches/{match_id}", headers=people[seat]).json()
        action = choose(mine["view"]["legal_actions"], rng)
        r = act(one, match_id, people[seat], action, mine["version"])
        assert r.status_code == 200, r.text
        moves += 1
    assert moves > 0
    assert loads == []
    # the other replica's cache is behind: a read fast-forwards it, without a rebuild
    behind = two.app.state.service.rummy.cache
    with behind.read(UUID(match_id)) as match:
        assert match.version == r.json()["version"]
