"""Tournaments with HTTP bots over a live server, on SQLite and PostgreSQL.

- A round robin of the four built-in levels and two HTTP bots (the Python bot runner
  ``ginrummy-bot`` as a subprocess, the TypeScript example bot under node) completes; the
  standings carry Elo with intervals, the crosstable every pairing; every HTTP game is an
  ordinary match carrying the tournament's id, and its export passes ``ginrummy audit``; the
  tournament's live stream tells every game, the standings and the end.
- An HTTP bot that never moves forfeits each game on its deadline (300 ms) and the tournament
  finishes; one whose stream keeps dropping and reconnecting within its deadline loses nothing.
- A server killed (kill -9) mid-tournament resumes it at startup: the recorded pairs are
  skipped, the games already scheduled are finished, not created again.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.conftest import LiveServer, pg_schema, store_env
from clients.test_typescript import BOT, ts_package
from ginrummy.service.audit import verify_export
from support.bots import playing_in_background
from support.faults import DroppingTransport
from support.players import register
from support.tournaments import start_and_wait_for_the_end
from support.waits import tournament_ended, wait_until
from tournaments.conftest import live_tournament_env

__all__ = ["pg_schema", "store_env", "ts_package"]

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "clients" / "examples"
FAST = {"target_score": 10}
BUILTIN = ["beginner", "easy", "medium", "expert:4"]
Headers = dict[str, str]


def _post(url: str, path: str, headers: Headers, body: Any = None, key: str | None = None) -> Any:
    extra = {"Idempotency-Key": key} if key else {}
    return httpx.post(url + path, json=body, headers={**headers, **extra}, timeout=30)


def _create(url: str, host: Headers, entrants: list[str], **fields: Any) -> str:
    body = {"format": "round-robin", "entrants": entrants, "rules": FAST, "pairs": 1, **fields}
    r = _post(url, "/tournaments", host, body)
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def _enter(url: str, tid: str, headers: Headers) -> dict[str, Any]:
    r = _post(url, f"/tournaments/{tid}/entrants", headers, {"kind": "http"})
    assert r.status_code == 200, r.text
    body: dict[str, Any] = r.json()
    return body


def _games(url: str, tid: str) -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = httpx.get(f"{url}/tournaments/{tid}/games").json()["games"]
    return games


def _audit(url: str, match_id: str, tmp_path: Path) -> dict[str, Any]:
    """The export of a finished match through ``ginrummy audit`` (the CLI) and its report."""
    r = httpx.get(f"{url}/matches/{match_id}/export", timeout=30)
    assert r.status_code == 200, r.text
    path = tmp_path / f"{match_id}.json"
    path.write_text(r.text)
    done = subprocess.run(
        [sys.executable, "-m", "ginrummy", "audit", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT / "services")},
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    report = verify_export(r.json())
    assert report["ok"], report
    return dict(r.json())


class _Stream(threading.Thread):
    """Reads an SSE stream into ``records`` (``(event, id, data)``) until it ends."""

    def __init__(self, url: str, headers: Headers | None = None, stop_on: str = "") -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = headers or {}
        self.stop_on = stop_on
        self.records: list[tuple[str, str | None, dict[str, Any]]] = []
        self.connected = threading.Event()  # set once the response has begun

    def run(self) -> None:
        event, event_id = "message", None
        timeout = httpx.Timeout(30, read=120)
        with httpx.stream("GET", self.url, headers=self.headers, timeout=timeout) as response:
            self.connected.set()
            for line in response.iter_lines():
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("id:"):
                    event_id = line[3:].strip()
                elif line.startswith("data:"):
                    self.records.append((event, event_id, json.loads(line[5:])))
                    if event == self.stop_on:
                        return


def _python_bot(url: str, headers: Headers, matches: int) -> subprocess.Popen[str]:
    """``ginrummy-bot`` with the example bot, until ``matches`` of its games finished."""
    token = headers["Authorization"].removeprefix("Bearer ")
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'clients' / 'python'}{os.pathsep}{ROOT}"}
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "ginrummy_bot",
            "--url",
            url,
            "--token",
            token,
            "--play",
            f"{EXAMPLES / 'simple_bot.py'}:act",
            "--matches",
            str(matches),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def _ts_bot(url: str, headers: Headers, matches: int) -> subprocess.Popen[str]:
    token = headers["Authorization"].removeprefix("Bearer ")
    return subprocess.Popen(
        ["node", str(BOT), url, token, "serve", str(matches)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _done(proc: subprocess.Popen[str], what: str, timeout: float = 120) -> str:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"{what} did not finish:\n{out}\n{err}")
    assert proc.returncode == 0, f"{what} exited {proc.returncode}:\n{out}\n{err}"
    return out


def test_round_robin_of_four_levels_and_two_http_bots(
    ts_package: Path, server: LiveServer, tmp_path: Path
) -> None:
    url = server.url
    host = register(url).headers
    py_player = register(url, prefix="py")
    py_id, py_name, py = py_player.id, py_player.name, py_player.headers
    ts_player = register(url, prefix="ts")
    ts_id, ts_name, ts = ts_player.id, ts_player.name, ts_player.headers
    tid = _create(url, host, BUILTIN, seed=5)
    # A player enters its own bot; a retry with the same Idempotency-Key replays the reply.
    first = _post(url, f"/tournaments/{tid}/entrants", py, {"kind": "http"}, key="enter-1")
    again = _post(url, f"/tournaments/{tid}/entrants", py, {"kind": "http"}, key="enter-1")
    assert first.status_code == again.status_code == 200, first.text
    assert again.headers.get("idempotent-replayed") == "true"
    assert again.json() == first.json()
    _enter(url, tid, ts)
    body = httpx.get(f"{url}/tournaments/{tid}").json()
    assert body["entrants"] == [*BUILTIN, f"@{py_name}", f"@{ts_name}"]
    assert body["http_entrants"] == {f"@{py_name}": py_id, f"@{ts_name}": ts_id}
    assert body["move_deadline_ms"] == 10_000
    # Each HTTP bot plays 5 pairings: 10 games.
    bots = [(_python_bot(url, py, 10), "ginrummy-bot"), (_ts_bot(url, ts, 10), "bot.ts")]
    stream = _Stream(f"{url}/tournaments/{tid}/stream", stop_on="tournament_finished")
    stream.start()
    started = time.monotonic()
    r = _post(url, f"/tournaments/{tid}/start", host, key="start-1")
    assert r.status_code == 202, r.text
    replay = _post(url, f"/tournaments/{tid}/start", host, key="start-1")
    assert replay.status_code == 202 and replay.headers.get("idempotent-replayed") == "true"
    body = tournament_ended(url, tid, 600)
    seconds = time.monotonic() - started
    for proc, what in bots:
        _done(proc, what)
    assert body["status"] == "finished", body
    assert body["outcome"] == {"reason": "complete"}
    assert body["progress"] == {"pairs_played": 15, "pairs_planned": 15, "games_played": 30}
    standings = body["standings"]
    assert len(standings) == 6 and sum(row["points"] for row in standings) == 30
    for row in standings:
        elo = row["elo"]
        assert row["games"] == 10 and elo["pairs"] == 5
        assert {"elo", "elo_low", "elo_high", "elo_error", "nelo", "los"} <= set(elo)
        if elo["elo"] is not None:  # null where infinite (a clean sweep)
            assert elo["elo_low"] is None or elo["elo_low"] <= elo["elo"]
            assert elo["elo_high"] is None or elo["elo"] <= elo["elo_high"]
        assert len(body["crosstable"][row["entrant"]]) == 5
    games = _games(url, tid)
    assert len(games) == 15
    http_games = [g for g in games if g.get("matches")]
    assert len(http_games) == 9  # 4 + 4 against the built-in levels, 1 between the two bots
    seen_matches = set()
    for g in http_games:
        assert g["forfeits"] == 0, g
        seeds = []
        for seat_of_a, match_id in enumerate(g["matches"]):
            match = httpx.get(f"{url}/matches/{match_id}").json()
            assert match["tournament_id"] == tid and match["status"] == "finished"
            assert match["move_deadline_ms"] == 10_000
            names = [s["name"] or s["bot"] for s in match["seats"]]
            assert names[seat_of_a].lstrip("@") == g["a"].lstrip("@").split(":")[0], (names, g)
            export = _audit(url, match_id, tmp_path)
            started_ev = next(e for e in export["events"] if e["type"] == "match_started")
            seeds.append(started_ev["data"]["seed"])
            seen_matches.add(match_id)
        assert seeds[0] == seeds[1]  # one pair: the same seed, the seats swapped
    assert len(seen_matches) == 18
    stream.join(30)
    kinds = [event for event, _, _ in stream.records]
    assert kinds.count("game_finished") == 15 and kinds.count("game_scheduled") == 18
    assert kinds[-1] == "tournament_finished" and "standings_changed" in kinds
    last_standings = [d for e, _, d in stream.records if e == "standings_changed"][-1]
    assert last_standings["standings"] == standings
    ids = [int(i) for _, i, _ in stream.records if i is not None]
    assert ids == sorted(ids)
    # Resumed after an event id: exactly what followed it.
    cut = next(i for e, i, _ in stream.records if e == "game_finished")
    rest = _Stream(
        f"{url}/tournaments/{tid}/stream", {"Last-Event-ID": str(cut)}, "tournament_finished"
    )
    rest.start()
    rest.join(30)
    later = [(e, i) for e, i, _ in stream.records if i is not None and int(i) > int(str(cut))]
    assert [(e, i) for e, i, _ in rest.records if e != "standings_changed"] == [
        x for x in later if x[0] != "standings_changed"
    ]
    print(f"round robin of 6 (18 HTTP games) finished in {seconds:.1f} s")


def test_a_bot_that_never_moves_forfeits_on_its_deadline(
    server: LiveServer, tmp_path: Path
) -> None:
    url = server.url
    host = register(url).headers
    silent_player = register(url, prefix="mute")
    silent_id, silent_name, silent = silent_player.id, silent_player.name, silent_player.headers
    tid = _create(url, host, ["beginner"], move_deadline_ms=300, seed=3)
    _enter(url, tid, silent)
    # The silent player's stream: its turns are announced with the deadline.
    turns = _Stream(f"{url}/players/me/events/stream", silent, stop_on="your_turn")
    turns.start()
    # connected before the games start (their turns end within a second of it)
    assert turns.connected.wait(10)
    started = time.monotonic()
    r = _post(url, f"/tournaments/{tid}/start", host)
    assert r.status_code == 202, r.text
    body = tournament_ended(url, tid, 60)
    assert body["status"] == "finished", body
    assert time.monotonic() - started < 30
    standings = {row["entrant"]: row for row in body["standings"]}
    assert standings["beginner"]["points"] == 2 and standings[f"@{silent_name}"]["points"] == 0
    (pair,) = _games(url, tid)
    assert pair["forfeits"] == 2 and pair["a_wins"] == 2
    for match_id in pair["matches"]:
        match = httpx.get(f"{url}/matches/{match_id}").json()
        seat = [s["player_id"] for s in match["seats"]].index(silent_id)
        assert match["result"]["reason"] == "deadline"
        assert match["result"]["forfeited"] == seat and match["winner"] == 1 - seat
        export = _audit(url, match_id, tmp_path)
        events = export["events"]
        missed = next(e for e in events if e["type"] == "deadline_missed")
        assert missed["data"] == {"seat": seat, "deadline_ms": 300}
        before = events[events.index(missed) - 1]
        waited = datetime.fromisoformat(missed["at"]) - datetime.fromisoformat(before["at"])
        assert waited.total_seconds() >= 0.3
    turns.join(10)
    announced = [d for e, _, d in turns.records if e == "your_turn"]
    assert announced and announced[0]["deadline_ms"] == 300
    assert datetime.fromisoformat(announced[0]["deadline_at"]).tzinfo is not None


def test_a_bot_whose_stream_drops_and_reconnects_loses_nothing(server: LiveServer) -> None:
    from ginrummy_bot import Options, Runner

    sys.path.insert(0, str(EXAMPLES))
    try:
        from simple_bot import act
    finally:
        sys.path.pop(0)
    url = server.url
    host = register(url).headers
    bot_player = register(url, prefix="drop")
    name, bot = bot_player.name, bot_player.headers
    tid = _create(url, host, ["beginner"], pairs=2, move_deadline_ms=10_000, seed=9)
    _enter(url, tid, bot)
    transport = DroppingTransport(after=4)
    runner = Runner(
        url,
        bot["Authorization"].removeprefix("Bearer "),
        act,
        Options(matches=4),
        transport=transport,
    )
    with playing_in_background(runner):
        body = start_and_wait_for_the_end(url, tid, host, 180)
    assert body["status"] == "finished", body
    games = _games(url, tid)
    assert len(games) == 2 and all(g["forfeits"] == 0 for g in games), (games, runner.stats)
    for g in games:
        for match_id in g["matches"]:
            match = httpx.get(f"{url}/matches/{match_id}").json()
            assert match["result"]["reason"] == "target_reached", match["result"]
    assert transport.dropped >= 4 and runner.stats.stream_connects >= 4
    assert not runner.stats.errors, runner.stats.errors
    assert f"@{name}" in {row["entrant"] for row in body["standings"]}


def test_a_running_tournament_resumes_after_a_restart(
    store_env: dict[str, str], tmp_path: Path
) -> None:
    from ginrummy_bot import Options, Runner

    sys.path.insert(0, str(EXAMPLES))
    try:
        from simple_bot import act
    finally:
        sys.path.pop(0)
    env = live_tournament_env(store_env)
    first = LiveServer(env)
    first.start()
    url = first.url
    host = register(url).headers
    bot = register(url, prefix="res").headers
    tid = _create(url, host, ["beginner", "easy"], pairs=2, seed=21)
    _enter(url, tid, bot)
    runner = Runner(url, bot["Authorization"].removeprefix("Bearer "), act, Options(matches=8))
    second = LiveServer(env)
    try:
        with playing_in_background(runner):
            r = _post(url, f"/tournaments/{tid}/start", host)
            assert r.status_code == 202, r.text

            # Kill the server once an HTTP pair is recorded and another one is under way.
            def recorded_one_http_pair() -> list[dict[str, Any]] | None:
                games = _games(url, tid)
                done = len(games) >= 6 or any(g.get("matches") for g in games)
                return games if done else None

            games = wait_until(recorded_one_http_pair, timeout=120, what="an HTTP pair recorded")
            first.kill()
            _games_before = games
            before = len(games)
            assert 0 < before < 6, games
            # the bot reconnects to the same address
            second.port, second.url = first.port, first.url
            second.start()
            body = tournament_ended(url, tid, 180)
            assert body["status"] == "finished", body
            assert body["progress"]["pairs_played"] == 6
            games = _games(url, tid)
            assert len({(g["pairing"], g["k"]) for g in games}) == 6  # none recorded twice
            assert games[:before] == _games_before  # the recorded pairs stay as they were
            scheduled = [m for g in games for m in g.get("matches", [])]
            assert len(scheduled) == len(set(scheduled)) == 8  # 4 HTTP pairs, no game made twice
            mine = httpx.get(
                f"{url}/matches", params={"mine": "true", "status": "finished"}, headers=bot
            ).json()["matches"]
            assert sorted(m["id"] for m in mine) == sorted(scheduled)
    finally:
        second.stop()
        first.stop()
    assert not runner.stats.errors, runner.stats.errors
