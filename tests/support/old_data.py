"""The views of the old-data fixture (``tests/fixtures/old_data/``): which reads are recorded
(``scripts/make_old_data_fixture.py``, with the code that wrote the store) and how a later
code's answers are compared with them (``tests/ops/test_old_data.py``).

Each recorded view is a GET: its path, the player asking (``None``: a spectator), the status,
the ``ETag`` and the body (JSON, or the text of a CSV or SVG). Nothing in a view depends on
the time it is read, except the ``Retry-After``-style hints that are not recorded (headers
other than ``ETag``); :func:`comparable` says what is left out of a body, and why.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Protocol

from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.api.app import create_app

PLAYERS = ("alice", "bob", "carol", "dave")
# Both when the fixture is written and when it is read: few playouts for the analysis (read
# back stored), tournaments' games in the runner thread, no rate limit, no metrics.
SETTINGS = {
    "GINRUMMY_ANALYSIS_PLAYOUTS": "4",
    "GINRUMMY_TOURNAMENT_WORKERS": "0",
    "GINRUMMY_RATE_LIMIT": "0",
    "GINRUMMY_METRICS": "n",
}
EVENTS_PAGE = 40  # the events are read in pages of this many (paging is part of the views)
Json = dict[str, Any]


class Response(Protocol):
    status_code: int
    headers: Any
    text: str

    def json(self) -> Any: ...


class Client(Protocol):
    def get(self, url: str, *, headers: dict[str, str] | None = None) -> Response: ...


@contextmanager
def opened(env: dict[str, str]) -> Iterator[TestClient[Litestar]]:
    """A test client of an app over the store of ``env`` (closed afterwards)."""
    app = create_app({**SETTINGS, **env}, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app, timeout=120) as client:
            yield client
    finally:
        app.state.service.close()


def view(client: Client, path: str, player: str | None, history: Json) -> Json:
    """One read as ``player`` (a name of ``history['players']``, or ``None``)."""
    token = history["players"][player]["token"] if player else None
    r = client.get(path, headers={"Authorization": f"Bearer {token}"} if token else {})
    media = r.headers.get("content-type", "")
    body: Any = r.json() if "json" in media else r.text
    return {
        "path": path,
        "as": player,
        "status": r.status_code,
        "etag": r.headers.get("etag"),
        "body": body,
    }


#: Fields the contract gained after the fixture was written (openapi/CHANGELOG.md, "Unreleased":
#: the game a match plays, the spectator's view, the knock's arrangements and the deal's end
#: served from the core; a tournament game's position, seats and seed in its moves): a view may
#: carry them where the recorded one had none.
ADDED_FIELDS = frozenset(
    {
        "game",
        "spectator",
        "knock_arrangements",
        "end",
        "deal_end",
        "position",
        "seats",
        "seed",
        "totals",  # a match summary's, once it reached its target
        "seat_views",  # a finished match's past version
        "rating_system",  # the leaderboard's, per game (issue 21)
        "skill_entries",
        "games",  # a profile's per-game records
        "created_by",  # a tournament's creator (issue 22)
        "games_in_play",
        "options",  # a tournament's game options (Rummy's)
        "table",  # a Rummy table tournament's report
    }
)
#: Reads whose answer changed on purpose since (openapi/CHANGELOG.md): a built-in deal pair's
#: game move by move answered 409 and is now replayed by the core.
CHANGED_READS = re.compile(r"^/tournaments/[^/]+/games/\d+/moves")


def without_added(new: Any, old: Any) -> Any:
    """``new`` less the :data:`ADDED_FIELDS` that ``old`` (the recorded body) did not have."""
    if isinstance(new, dict) and isinstance(old, dict):
        return {
            k: without_added(v, old.get(k))
            for k, v in new.items()
            if k in old or k not in ADDED_FIELDS
        }
    if isinstance(new, list) and isinstance(old, list) and len(new) == len(old):
        return [without_added(a, b) for a, b in zip(new, old, strict=True)]
    return new


def comparable(entry: Json, recorded: Json | None = None) -> Json:
    """``entry`` as compared: path, asker, status, ``ETag`` and body, all of them, except a
    refusal's ``detail`` (RFC 9457: prose for people, which may be reworded; its ``type``,
    ``status`` and ``title`` are compared) and, given the ``recorded`` entry, the fields added
    to the contract since. Nothing in a view depends on when it is read (a live match's
    ``deadline_at`` would, under a time control: the fixture's live match has none, and its
    HTTP-entrant tournament has ended)."""
    body = entry["body"]
    if entry["status"] >= 400 and isinstance(body, dict) and "type" in body:
        body = {k: v for k, v in body.items() if k != "detail"}
    if recorded is not None:
        body = without_added(body, recorded["body"])
    return {
        "path": entry["path"],
        "as": entry["as"],
        "status": entry["status"],
        "etag": entry["etag"],
        "body": body,
    }


def same_as_recorded(now: Json, recorded: Json) -> bool:
    """Whether the read ``now`` answers as ``recorded`` did (a read changed on purpose:
    answered now, where it was refused)."""
    if CHANGED_READS.match(recorded["path"]) and recorded["status"] == 409 and now["status"] == 200:
        return True
    return comparable(now, recorded) == comparable(recorded)


def _paths(client: Client, history: Json) -> Iterator[tuple[str, str | None]]:
    everyone: list[str | None] = [None, *PLAYERS]
    yield "/bots", None
    yield "/leaderboard", None
    for status in ("open", "active", "finished", "cancelled", "any"):
        yield f"/matches?status={status}&limit=500", None
    for name in PLAYERS:
        yield "/players/me", name
        yield "/matches?mine=true&status=any&limit=500", name
        for other in PLAYERS:
            yield f"/players/{history['players'][other]['id']}", name
    yield "/tournaments?status=any", None
    match_ids = list(history["matches"].values())
    for tid in history["tournaments"].values():
        yield f"/tournaments/{tid}", None
        yield f"/tournaments/{tid}/report", None
        yield f"/tournaments/{tid}/report.csv", None
        yield f"/tournaments/{tid}/report.svg", None
        games = client.get(f"/tournaments/{tid}/games?limit=1000").json()["games"]
        yield f"/tournaments/{tid}/games?limit=1000", None
        yield f"/tournaments/{tid}/games?after=1&limit=2", None
        for pair in games[:2]:
            for game in (0, 1):
                yield f"/tournaments/{tid}/games/{pair['position']}/moves?game={game}", None
        match_ids += [m for pair in games for m in pair.get("matches") or []]
    for match_id in match_ids:
        match = client.get(f"/matches/{match_id}").json()
        for asker in everyone:
            yield f"/matches/{match_id}", asker
            after = 0
            while True:
                yield f"/matches/{match_id}/events?after={after}&limit={EVENTS_PAGE}", asker
                page = client.get(
                    f"/matches/{match_id}/events?after={after}&limit={EVENTS_PAGE}",
                    headers=_auth(history, asker),
                ).json()
                if not page.get("has_more"):
                    break
                after = int(page["next_after"])
        version = int(match["version"])
        for v in sorted({1, version // 2, version}):
            if v >= 1:
                yield f"/matches/{match_id}/versions/{v}", None
        yield f"/matches/{match_id}/export", None
        deals = {e.get("deal") for e in _events(client, match_id)}
        for deal in sorted(d for d in deals if isinstance(d, int)):
            yield f"/matches/{match_id}/deals/{deal}/reveal", None
    yield f"/matches/{history['matches']['classic-beginner']}/analysis", None


def _auth(history: Json, name: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {history['players'][name]['token']}"} if name else {}


def _events(client: Client, match_id: str) -> list[Json]:
    """The match's events a spectator sees (all of them once it is over)."""
    return list(client.get(f"/matches/{match_id}/events?limit=5000").json()["events"])


def record_views(client: Client, history: Json) -> list[Json]:
    """Every view of the history's store, in a fixed order."""
    return [view(client, path, name, history) for path, name in _paths(client, history)]
