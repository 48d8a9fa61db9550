"""The move lane (``ginrummy.api.move_lane``) answers exactly as the route handlers do.

A match is played to its end (after 150 moves of random play, the seat to act resigns); at
every step each seat's view and a spectator's are read once through the lane and once through
the route handler (a request carrying a cookie goes to the
handler), the moves alternate between the lane (the version in the body) and the handler
(``If-Match`` too), and each move's reply is compared with the same seat's view read through the
other path. Refusals (a stale version, an illegal action, the other seat's turn, a bad token, an
unknown match, a body that names no version, a header sent twice, a body over the limit) are
compared the same way. The app has a rate limit no test reaches, so that its headers are on
every answer. The responses must be equal byte for byte (but for the values of
``X-Request-ID`` and the rate limit's remaining count and reset), and the lane must have served
its share.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any
from uuid import uuid4

import httpx
import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient
from tests.support.players import Player, register

from ginrummy.api import move_lane
from ginrummy.api.app import create_app
from ginrummy.api.controllers import matches

HANDLER = {"Cookie": "probe=1"}  # a cookie: the lane hands the request to the route handler


def _served(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts the replies each path builds."""
    counts: Counter[str] = Counter()
    respond, respond_asgi = matches.respond, move_lane.respond_asgi

    def by_handler(*args: Any, **kwargs: Any) -> Any:
        counts["handler"] += 1
        return respond(*args, **kwargs)

    def by_lane(*args: Any, **kwargs: Any) -> Any:
        counts["lane"] += 1
        return respond_asgi(*args, **kwargs)

    monkeypatch.setattr(matches, "respond", by_handler)
    monkeypatch.setattr(move_lane, "respond_asgi", by_lane)
    return counts


# Headers whose value differs from one request to the next (their names must still match).
_PER_REQUEST = {"x-request-id", "ratelimit-remaining", "ratelimit-reset"}


def _same(lane: httpx.Response, handler: httpx.Response) -> None:
    def shape(r: httpx.Response) -> tuple[int, list[tuple[str, str]], bytes]:
        headers = [(k, "" if k in _PER_REQUEST else v) for k, v in r.headers.multi_items()]
        return r.status_code, headers, r.content

    assert shape(lane) == shape(handler)
    assert "ratelimit-limit" in lane.headers  # the rate limit's headers, on refusals too


def _view(client: TestClient[Litestar], match: str, who: Player | None, **headers: str) -> Any:
    sent = {**(who.headers if who else {}), **headers}
    return client.get(f"/matches/{match}", headers=sent)


def _both_views(client: TestClient[Litestar], match: str, who: Player | None) -> Any:
    lane, handler = _view(client, match, who), _view(client, match, who, **HANDLER)
    _same(lane, handler)
    return lane.json()


def _post(
    client: TestClient[Litestar], match: str, who: Player, body: dict[str, Any], *, lane: bool
) -> httpx.Response:
    headers = dict(who.headers)
    if not lane:
        headers["If-Match"] = f'"{body["version"]}"'
    return client.post(f"/matches/{match}/actions", json=body, headers=headers)


def _refusals(
    client: TestClient[Litestar], match: str, view: dict[str, Any], mover: Player, other: Player
) -> None:
    """Each refusal through both paths: the same problem, and nothing changed."""
    version = view["version"]
    legal = view["view"]["legal_actions"]
    cases: list[tuple[Player, dict[str, Any]]] = [
        (mover, {**legal[0], "version": version - 1}),  # stale: 409
        (mover, {"type": "discard", "card": "ZZ", "version": version}),  # unparsable card
        (other, {**legal[0], "version": version}),  # not the other seat's turn
    ]
    for who, body in cases:
        lane = _post(client, match, who, body, lane=True)
        handler = _post(client, match, who, body, lane=False)
        assert lane.status_code >= 400, lane.text
        _same(lane, handler)
    bad = Player(id="x", name="x", token="not-a-token")
    _same(
        _post(client, match, bad, {**legal[0], "version": version}, lane=True),
        _post(client, match, bad, {**legal[0], "version": version}, lane=False),
    )
    unknown = str(uuid4())
    _same(_view(client, unknown, mover), _view(client, unknown, mover, **HANDLER))
    _same(
        _post(client, unknown, mover, {**legal[0], "version": version}, lane=True),
        _post(client, unknown, mover, {**legal[0], "version": version}, lane=False),
    )
    # no version: the lane hands it on; 428 from the handler, the body read once
    no_version = client.post(f"/matches/{match}/actions", json=legal[0], headers=mover.headers)
    assert no_version.status_code == 428, no_version.text
    # a Content-Type sent twice (the handler reads the first), a body over the app's limit
    body = msgspec.json.encode({**legal[0], "version": version})
    twice = [("Content-Type", "text/plain"), ("Content-Type", "application/json")]
    sent_twice = client.post(
        f"/matches/{match}/actions", content=body, headers=[*mover.headers.items(), *twice]
    )
    assert sent_twice.status_code == 415, sent_twice.text
    padded = {**legal[0], "version": version, "pad": "x" * (70 * 1024)}
    too_long = client.post(f"/matches/{match}/actions", json=padded, headers=mover.headers)
    assert too_long.status_code == 413, too_long.text
    assert _view(client, match, mover).json()["version"] == version


@pytest.fixture
def client(store_env: dict[str, str]) -> Iterator[TestClient[Litestar]]:
    """An app with a rate limit no test reaches: its headers are on every answer."""
    app = create_app(store_env, rate_limit=1_000_000, poll_interval=0.05)
    try:
        with TestClient(app) as test_client:
            yield test_client
    finally:
        app.state.service.close()


def test_the_lane_answers_as_the_route_handlers(
    client: TestClient[Litestar], monkeypatch: pytest.MonkeyPatch
) -> None:
    served = _served(monkeypatch)
    a, b = register(client), register(client)
    created = client.post(
        "/matches",
        json={"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 10}},
        headers=a.headers,
    )
    assert created.status_code == 201, created.text
    match = created.json()["id"]
    joined = client.post(f"/matches/{match}/join", headers=b.headers)
    assert joined.status_code == 200, joined.text
    seats = {joined.json()["seats"][0]["player_id"]: a, joined.json()["seats"][1]["player_id"]: b}
    by_seat = [seats[s["player_id"]] for s in joined.json()["seats"]]
    rng = random.Random(7)
    moves = 0
    view = _both_views(client, match, by_seat[0])
    while view["status"] == "active" and moves < 150:
        mover = by_seat[view["to_act"]]
        other = by_seat[1 - view["to_act"]]
        view = _both_views(client, match, mover)
        _both_views(client, match, other)
        _both_views(client, match, None)  # a spectator
        if moves % 25 == 0:
            _refusals(client, match, view, mover, other)
        legal = view["view"]["legal_actions"]
        enders = [x for x in legal if x["type"] in ("knock", "big_gin")]
        body = {**rng.choice(enders or legal), "version": view["version"]}
        through_lane = moves % 2 == 0
        reply = _post(client, match, mover, body, lane=through_lane)
        assert reply.status_code == 200, reply.text
        again = _view(client, match, mover, **({} if not through_lane else HANDLER))
        _same(reply, again)
        view = reply.json()
        moves += 1
    if view["status"] == "active":  # a long match (random play): the seat to act resigns
        mover = by_seat[view["to_act"]]
        resign = {"type": "resign", "version": view["version"]}
        reply = _post(client, match, mover, resign, lane=True)
        _same(reply, _view(client, match, mover, **HANDLER))
        view = reply.json()
    assert view["status"] == "finished", view["status"]
    _both_views(client, match, by_seat[0])
    _both_views(client, match, None)
    # the lane served the plain requests, the handler the others
    assert served["lane"] > 3 * moves and served["handler"] > 3 * moves, served


def test_the_lane_is_inside_the_rate_limit(
    sqlite_env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lane's answers carry the rate limit's headers, and its 429 comes past the limit."""
    served = _served(monkeypatch)
    app = create_app(sqlite_env, rate_limit=3)
    try:
        with TestClient(app) as client:
            a, b = register(client), register(client)
            created = client.post(
                "/matches", json={"opponent": {"kind": "open"}, "seat": 0}, headers=a.headers
            )
            match = created.json()["id"]
            client.post(f"/matches/{match}/join", headers=b.headers)
            served.clear()  # create and join: the handlers'
            replies = [_view(client, match, a) for _ in range(6)]
    finally:
        app.state.service.close()
    assert all(r.headers["RateLimit-Limit"] == "3" for r in replies)
    statuses = [r.status_code for r in replies]
    assert 200 in statuses and statuses[-1] == 429, statuses
    assert served["lane"] == statuses.count(200) and served["handler"] == 0, served
