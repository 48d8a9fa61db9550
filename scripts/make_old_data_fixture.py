"""Writes the old-data fixture (``tests/fixtures/old_data/``): a store with a varied history,
written by this checkout's code through its HTTP API, and every view of it as JSON.

    .venv/bin/python scripts/make_old_data_fixture.py sqlite
    scripts/with-postgres.sh .venv/bin/python scripts/make_old_data_fixture.py postgres

``sqlite`` writes ``store.sqlite`` and ``expected_sqlite.json.gz``; ``postgres`` (under
``scripts/with-postgres.sh``, which sets ``DATABASE_URL``) writes the same history into a fresh
database of that cluster, then ``store_postgres.sql`` (``pg_dump``, plain SQL) and
``expected_postgres.json.gz``. Before writing, each store is opened again by a second app (as a
restart would) and every recorded view must come back the same: the fixture is only written
when its views are stable (``tests/ops/test_old_data.py`` then reads it under later code).

The history: four players; matches against the built-in bots of every variant and several
targets (knocks, gin, undercuts, lay-offs, a resignation), HTTP players against each other (one
resigns), a live unfinished match, an open waiting match, a cancelled one, a finished
tournament of deal pairs and one of match pairs, a tournament whose HTTP entrant misses its
deadlines, a completed analysis, and idempotency records (whose replays are recorded too).
The deals are random (the service draws them): each run writes another history, and the
recorded views are always those of the store written with them.
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit
from uuid import uuid4

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))  # support.old_data: the views both sides record

from litestar import Litestar  # noqa: E402
from litestar.testing import TestClient  # noqa: E402

from ginrummy.api.app import create_app  # noqa: E402
from support.old_data import PLAYERS, record_views  # noqa: E402

OUT = ROOT / "tests" / "fixtures" / "old_data"
Json = dict[str, Any]
Headers = dict[str, str]

# Cheap settings: few playouts for the analysis, tournaments' games in the runner thread.
SETTINGS = {
    "GINRUMMY_ANALYSIS_PLAYOUTS": "4",
    "GINRUMMY_TOURNAMENT_WORKERS": "0",
    "GINRUMMY_RATE_LIMIT": "0",
    "GINRUMMY_METRICS": "n",
}


@contextmanager
def opened(env: dict[str, str]) -> Iterator[TestClient[Litestar]]:
    app = create_app({**SETTINGS, **env}, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app, timeout=120) as client:
            yield client
    finally:
        app.state.service.close()


def wait_until(what: str, condition: Callable[[], bool], timeout: float = 120) -> None:
    """Polls ``condition`` (a read of the store's state) until it holds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what}: not within {timeout} s")
        time.sleep(0.05)


class History:
    """Plays the history through the API; collects the tokens and ids the views need."""

    def __init__(self, client: TestClient[Litestar], seed: int) -> None:
        self.client = client
        self.rng = random.Random(seed)
        self.tokens: dict[str, str] = {}
        self.ids: dict[str, str] = {}
        self.matches: dict[str, str] = {}  # a label -> match id
        self.tournaments: dict[str, str] = {}
        self.idempotent: list[Json] = []

    def auth(self, name: str) -> Headers:
        return {"Authorization": f"Bearer {self.tokens[name]}"}

    def post(self, path: str, name: str | None, body: Any = None, **headers: str) -> Json:
        extra = self.auth(name) if name else {}
        r = self.client.post(path, json=body, headers={**extra, **headers})
        assert r.status_code < 300, (path, r.status_code, r.text)
        result: Json = r.json()
        return result

    def get(self, path: str, name: str | None = None) -> Json:
        r = self.client.get(path, headers=self.auth(name) if name else {})
        assert r.status_code == 200, (path, r.status_code, r.text)
        result: Json = r.json()
        return result

    # -- players and matches ----------------------------------------------------------------

    def register(self) -> None:
        for name in PLAYERS:
            body = self.post("/players", None, {"name": name})
            self.tokens[name], self.ids[name] = body["token"], body["id"]

    def choose(self, view: Json, style: str, resign: bool) -> Json:
        """A legal action of ``view``: lay-offs first (a defender lays off what it can),
        then by ``style``: ``random`` knocks mostly and discards at random, ``eager`` knocks
        at once and discards well, ``patient`` never knocks (waits for gin) and discards
        well; or a resignation when asked for."""
        if resign:
            return {"type": "resign"}
        legal = view["view"]["legal_actions"]
        for kind in ("lay_off", "big_gin"):
            options = [a for a in legal if a["type"] == kind]
            if options:
                return self.rng.choice(options)
        knocks = [a for a in legal if a["type"] == "knock"]
        if knocks and (style == "eager" or (style == "random" and self.rng.random() < 0.9)):
            return self.rng.choice(knocks)
        best = (view["view"].get("arrangement") or {}).get("discard")
        wanted = [a for a in legal if a["type"] == "discard" and a.get("card") == best]
        if style != "random" and wanted:
            return wanted[0]
        ordinary = [a for a in legal if a["type"] not in ("resign", "knock")]
        return self.rng.choice(ordinary or legal)

    def play(
        self,
        match_id: str,
        seats: list[str],
        *,
        moves: int = 100_000,
        resign_at: int = -1,
        styles: tuple[str, str] = ("random", "random"),
    ) -> None:
        """Plays the named players' seats (a bot answers its own) for ``moves`` actions or
        until the match ends; the ``resign_at``-th action is a resignation."""
        for done in range(moves):
            match = self.get(f"/matches/{match_id}", seats[0])
            if match["status"] != "active":
                return
            seat = int(match["to_act"])
            name = seats[seat] if seat < len(seats) else seats[0]
            view = self.get(f"/matches/{match_id}", name)
            action = self.choose(view, styles[seat], resign=done == resign_at)
            body = {k: v for k, v in action.items() if k != "version"}
            self.post(
                f"/matches/{match_id}/actions", name, body, **{"If-Match": f'"{view["version"]}"'}
            )

    def versus_bot(self, label: str, name: str, level: str, rules: Json, **play: Any) -> str:
        body = {"rules": rules, "opponent": {"kind": "bot", "level": level}, "seat": 0}
        match_id = str(self.post("/matches", name, body)["id"])
        self.matches[label] = match_id
        self.play(match_id, [name], **play)
        return match_id

    def between(self, label: str, a: str, b: str, rules: Json, **play: Any) -> str:
        body = {"rules": rules, "opponent": {"kind": "open"}, "seat": 0}
        match_id = str(self.post("/matches", a, body)["id"])
        self.post(f"/matches/{match_id}/join", b)
        self.matches[label] = match_id
        self.play(match_id, [a, b], **play)
        return match_id

    def outcomes(self) -> set[str]:
        """The deal outcomes and lay-offs so far, over every match's export."""
        seen: set[str] = set()
        for match_id in self.matches.values():
            r = self.client.get(f"/matches/{match_id}/export")
            if r.status_code != 200:
                continue
            for event in r.json()["events"]:
                if event["type"] == "laid_off":
                    seen.add("lay_off")
                outcome = ((event.get("data") or {}).get("record") or {}).get("outcome")
                if isinstance(outcome, dict) and "kind" in outcome:
                    seen.add(str(outcome["kind"]))
        return seen

    def matches_of_every_kind(self) -> None:
        self.versus_bot("classic-beginner", "alice", "beginner", {"target_score": 30})
        self.versus_bot("oklahoma-easy", "bob", "easy", {"variant": "oklahoma", "target_score": 25})
        self.versus_bot(
            "straight-medium", "carol", "medium", {"variant": "straight", "target_score": 10}
        )
        self.versus_bot(
            "hollywood-beginner", "dave", "beginner", {"variant": "hollywood", "target_score": 10}
        )
        self.versus_bot(
            "classic-expert-limit",
            "alice",
            "expert",
            {"target_score": 20, "knock_limit": 5, "gin_bonus": 20, "undercut_bonus": 10},
        )
        self.versus_bot("resigned-to-bot", "bob", "medium", {"target_score": 100}, resign_at=6)
        self.between("alice-bob", "alice", "bob", {"target_score": 40})
        self.between("carol-dave-resign", "carol", "dave", {"target_score": 100}, resign_at=9)
        # More short matches until knocks, gin, undercuts and lay-offs have all happened: an
        # eager knocker against a patient defender (undercuts), or a player against a bot.
        extra = 0
        while not {"knock", "gin", "undercut", "lay_off"} <= self.outcomes() and extra < 30:
            extra += 1
            a, b = PLAYERS[extra % 4], PLAYERS[(extra + 1) % 4]
            if extra % 2:
                self.between(
                    f"extra-{extra}", a, b, {"target_score": 10}, styles=("eager", "patient")
                )
            else:
                level = ("medium", "expert")[extra % 4 // 2]
                self.versus_bot(f"extra-{extra}", a, level, {"target_score": 10})
        missing = {"knock", "gin", "undercut", "lay_off"} - self.outcomes()
        assert not missing, f"no {missing} after {extra} extra matches"

    def unfinished(self) -> None:
        self.between("live", "alice", "dave", {"target_score": 100}, moves=7)
        body = {"rules": {"target_score": 50}, "opponent": {"kind": "open"}, "seat": 1}
        self.matches["open"] = str(self.post("/matches", "bob", body)["id"])
        cancelled = str(self.post("/matches", "carol", {"opponent": {"kind": "open"}})["id"])
        self.post(f"/matches/{cancelled}/cancel", "carol")
        self.matches["cancelled"] = cancelled

    # -- the analysis, tournaments, idempotency records -------------------------------------

    def analysis(self) -> None:
        path = f"/matches/{self.matches['classic-beginner']}/analysis"
        wait_until("the analysis", lambda: self.client.get(path).status_code == 200)

    def tournament(self, label: str, body: Json, http: str | None = None) -> None:
        tid = str(self.post("/tournaments", "alice", body)["id"])
        if http is not None:
            self.post(f"/tournaments/{tid}/entrants", http, {"kind": "http"})
        self.post(f"/tournaments/{tid}/start", "alice")
        wait_until(label, lambda: self.get(f"/tournaments/{tid}")["status"] != "running")
        assert self.get(f"/tournaments/{tid}")["status"] == "finished"
        self.tournaments[label] = tid

    def tournaments_of_every_kind(self) -> None:
        rules = {"target_score": 25}
        self.tournament(
            "deal-pairs",
            {
                "entrants": ["beginner", "easy", "medium"],
                "rules": rules,
                "pairs": 3,
                "pair": "deals",
                "seed": 7,
            },
        )
        self.tournament(
            "match-pairs",
            {
                "format": "gauntlet",
                "entrants": ["expert:4", "beginner", "easy"],
                "rules": rules,
                "pairs": 2,
                "pair": "matches",
                "seed": 11,
            },
        )
        # An HTTP entrant that never moves: each of its games ends on a missed deadline.
        self.tournament(
            "missed-deadline",
            {
                "entrants": ["beginner"],
                "rules": rules,
                "pairs": 1,
                "move_deadline_ms": 100,
                "seed": 3,
            },
            http="dave",
        )

    def idempotency_records(self) -> None:
        """POSTs with an Idempotency-Key whose first answers the views then replay."""
        key = "old-data-create"
        body = {"rules": {"target_score": 20}, "opponent": {"kind": "bot", "level": "beginner"}}
        self.record_idempotent("/matches", "carol", key, body)
        match_id = self.idempotent[-1]["response"]["id"]
        self.matches["idempotent"] = match_id
        view = self.get(f"/matches/{match_id}", "carol")
        action = self.choose(view, "random", resign=False)
        action = {k: v for k, v in action.items() if k != "version"} | {"version": view["version"]}
        self.record_idempotent(f"/matches/{match_id}/actions", "carol", "old-data-act", action)
        self.record_idempotent(
            "/tournaments", "bob", "old-data-tournament", {"entrants": ["beginner", "easy"]}
        )

    def record_idempotent(self, path: str, name: str, key: str, body: Json) -> None:
        r = self.client.post(path, json=body, headers={**self.auth(name), "Idempotency-Key": key})
        assert r.status_code < 300, r.text
        self.idempotent.append(
            {
                "path": path,
                "as": name,
                "key": key,
                "body": body,
                "status": r.status_code,
                "response": r.json(),
            }
        )

    def write(self) -> Json:
        self.register()
        self.matches_of_every_kind()
        self.unfinished()
        self.analysis()
        self.tournaments_of_every_kind()
        self.idempotency_records()
        return {
            "players": {n: {"id": self.ids[n], "token": self.tokens[n]} for n in PLAYERS},
            "matches": self.matches,
            "tournaments": self.tournaments,
            "idempotent": self.idempotent,
        }


def commit() -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()


def build(env: dict[str, str], seed: int) -> Json:
    """Writes the history into the store of ``env``, then records its views from a second
    app over the same store (a restart), twice: both recordings must agree."""
    with opened(env) as client:
        history = History(client, seed).write()
    with opened(env) as client:
        first = record_views(client, history)
    with opened(env) as client:
        second = record_views(client, history)
    if first != second:
        raise SystemExit("the views differ between two opens of the same store")
    return {"commit": commit(), **history, "views": first}


def write_expected(path: Path, expected: Json) -> None:
    """The views as gzipped JSON (a tenth of the size; ``zcat`` reads them); ``mtime=0``:
    the same views give the same bytes."""
    data = json.dumps(expected, sort_keys=True, indent=1).encode()
    path.write_bytes(gzip.compress(data, mtime=0))


def with_database(url: str, name: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + name))


def main() -> int:
    logging.getLogger("httpx").setLevel(logging.WARNING)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("store", choices=["sqlite", "postgres"])
    parser.add_argument("--seed", type=int, default=19)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    if args.store == "sqlite":
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "ginrummy.sqlite"
            expected = build({"GINRUMMY_SQLITE_PATH": str(path)}, args.seed)
            import sqlite3

            # One file, no write-ahead log beside it; VACUUM keeps it small.
            with sqlite3.connect(path) as db:
                db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            with sqlite3.connect(path) as db:
                db.execute("VACUUM")
            shutil.copyfile(path, OUT / "store.sqlite")
        write_expected(OUT / "expected_sqlite.json.gz", expected)
        return 0
    url = os.environ.get("DATABASE_URL", "")
    if not url:
        raise SystemExit("DATABASE_URL is not set: run under scripts/with-postgres.sh")
    import psycopg

    database = "old_data_" + uuid4().hex[:8]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {database}")
    target = with_database(url, database)
    expected = build({"DATABASE_URL": target, "GINRUMMY_DB_POOL_SIZE": "4"}, args.seed)
    dump = subprocess.run(
        ["pg_dump", "--no-owner", "--no-privileges", "--format=plain", target],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    (OUT / "store_postgres.sql").write_text(dump)
    write_expected(OUT / "expected_postgres.json.gz", expected)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE {database} WITH (FORCE)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
