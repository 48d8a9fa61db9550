"""Three API replicas behind nginx (deploy/nginx.conf, Debian's nginx) over one PostgreSQL, on
loopback: eight bots play through nginx, every POST with an ``Idempotency-Key``; one replica
is killed with SIGKILL under that load.

- every client retrying with the same key through nginx succeeds;
- afterwards every acknowledged move is in the event log exactly once (the number of action
  events of each match is the number of distinct keys acknowledged for it, their versions are
  distinct and recorded), nothing lost, nothing applied twice;
- a live stream connected through nginx to the killed replica resumes on another with
  ``Last-Event-ID`` and misses no event (its ids are every version of the match, in order).
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import threading
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import psycopg
import pytest

from api.conftest import LiveServer
from ginrummy.devserver import free_port
from support.bots import HttpBot

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parents[2]
BOTS = 8
BEFORE_KILL = 6.0
AFTER_KILL = 8.0
RETRYABLE = {502, 503, 504}
ACTIONS = {
    "UpcardTaken",
    "UpcardPassed",
    "DrewStock",
    "DrewDiscard",
    "Discarded",
    "Knocked",
    "BigGinDeclared",
    "LaidOff",
    "LayoffFinished",
    "Resigned",
}


def nginx_binary() -> str:
    found = shutil.which("nginx") or (
        "/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None
    )
    if found is None:  # install Debian's package, as `make test` does
        out = subprocess.run(
            [str(ROOT / "scripts" / "ensure-nginx.sh")], check=True, capture_output=True, text=True
        )
        found = out.stdout.strip()
    return found


def render(upstreams: list[int], port: int) -> str:
    """deploy/nginx.conf with loopback replicas and port (the rest as it is)."""
    conf = (ROOT / "deploy" / "nginx.conf").read_text()
    servers = "".join(f"server 127.0.0.1:{p};\n    " for p in upstreams)
    conf, n = re.subn(r"server api:8000;\n    ", servers, conf)
    assert n == 1, "deploy/nginx.conf: the upstream's `server api:8000;` line moved"
    conf, n = re.subn(r"listen 80;", f"listen 127.0.0.1:{port};", conf)
    assert n == 1, "deploy/nginx.conf: the `listen 80;` line moved"
    return conf


class Nginx:
    def __init__(self, tmp: Path, upstreams: list[int]) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        for sub in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (tmp / sub).mkdir(parents=True, exist_ok=True)
        (tmp / "site.conf").write_text(render(upstreams, self.port))
        (tmp / "nginx.conf").write_text(
            f"daemon off;\nworker_processes 1;\npid {tmp}/nginx.pid;\n"
            f"error_log {tmp}/error.log warn;\n"
            "events { worker_connections 1024; }\n"
            "http {\n"
            f"  access_log off;\n  client_body_temp_path {tmp}/body;\n"
            f"  proxy_temp_path {tmp}/proxy;\n  fastcgi_temp_path {tmp}/fastcgi;\n"
            f"  uwsgi_temp_path {tmp}/uwsgi;\n  scgi_temp_path {tmp}/scgi;\n"
            f"  include {tmp}/site.conf;\n"
            "}\n"
        )
        binary = nginx_binary()
        conf = str(tmp / "nginx.conf")
        check = subprocess.run([binary, "-t", "-c", conf, "-p", str(tmp)], capture_output=True)
        assert check.returncode == 0, check.stderr.decode()
        self.proc = subprocess.Popen([binary, "-c", conf, "-p", str(tmp)])
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/health", timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("nginx did not answer")

    def stop(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


@dataclass
class Ledger:
    """What the bots saw: every acknowledged move (match, key, version answered)."""

    acknowledged: list[tuple[str, str, int]] = field(default_factory=list)
    retries: int = 0
    post_retries: int = 0
    replayed: int = 0
    gateway_errors: int = 0
    transport_errors: int = 0
    failures: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


class Bot(HttpBot, threading.Thread):
    """Plays both seats of its own matches through nginx; retries every POST with the same
    ``Idempotency-Key`` on a transport error, a 502/503/504 (bounded: 30 s)."""

    def __init__(self, url: str, ledger: Ledger, seed: int, stop: threading.Event) -> None:
        threading.Thread.__init__(self, daemon=True)
        HttpBot.__init__(self, httpx.Client(base_url=url, timeout=10), random.Random(seed))
        self.ledger = ledger
        self.stop = stop
        self.seed = seed
        self.match_id = ""
        self.seats: list[dict[str, str]] = []

    def request(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        deadline = time.monotonic() + 30
        attempt = 0
        while True:
            attempt += 1
            try:
                r = self.http.request(method, path, **kwargs)
            except httpx.TransportError:
                with self.ledger.lock:
                    self.ledger.transport_errors += 1
                r = None
            if r is not None and r.status_code == 429:
                time.sleep(float(r.headers.get("retry-after", "1")))
            elif r is not None and r.status_code not in RETRYABLE:
                if attempt > 1:
                    with self.ledger.lock:
                        self.ledger.retries += 1
                        if method == "POST":
                            self.ledger.post_retries += 1
                            # the first attempt was committed: this answer is its replay
                            if r.headers.get("idempotent-replayed") == "true":
                                self.ledger.replayed += 1
                return r
            elif r is not None:
                with self.ledger.lock:
                    self.ledger.gateway_errors += 1
                if r.status_code == 502:
                    assert r.headers["content-type"].startswith("application/problem+json")
                time.sleep(0.05)
            if time.monotonic() > deadline:
                raise AssertionError(f"{method} {path}: no success in 30 s")

    def post(self, path: str, body: Any | None, headers: dict[str, str]) -> httpx.Response:
        key = {"Idempotency-Key": uuid.uuid4().hex}
        return self.request("POST", path, json=body, headers={**headers, **key})

    def new_match(self) -> None:
        seats = []
        while len(seats) < 2:
            r = self.post("/players", {"name": f"nx{self.seed}s{uuid.uuid4().hex[:10]}"}, {})
            if r.status_code == 409:  # registration-replayed: the token is never replayed
                continue
            assert r.status_code == 201, r.text
            seats.append({"Authorization": f"Bearer {r.json()['token']}"})
        body = {"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": 1000}}
        r = self.post("/matches", body, seats[0])
        assert r.status_code == 201, r.text
        match_id = r.json()["id"]
        r = self.post(f"/matches/{match_id}/join", None, seats[1])
        assert r.status_code == 200, r.text
        self.match_id, self.seats = match_id, seats

    def move(self) -> None:
        decided = self.next_action(self.match_id, self.seats)
        if decided is None:
            self.new_match()
            return
        key = uuid.uuid4().hex
        r = self.act(self.match_id, *decided, **{"Idempotency-Key": key})
        assert r.status_code == 200, r.text
        with self.ledger.lock:
            self.ledger.acknowledged.append((self.match_id, key, int(r.json()["version"])))

    def run(self) -> None:
        try:
            if not self.match_id:
                self.new_match()
            while not self.stop.is_set():
                self.move()
        except BaseException as exc:
            with self.ledger.lock:
                self.ledger.failures.append(f"bot {self.seed}: {exc!r}")
        finally:
            self.http.close()


class Stream(threading.Thread):
    """A match's live stream through nginx; reconnects with ``Last-Event-ID`` when it ends or
    breaks; records each event's id and when the connection broke and resumed."""

    def __init__(self, url: str, headers: dict[str, str]) -> None:
        super().__init__(daemon=True)
        self.url = url
        self.headers = headers
        self.ids: list[int] = []
        self.arrivals: list[float] = []
        self.connections = 0
        self.breaks: list[float] = []
        self.resumed_after: list[int] = []  # the Last-Event-ID of each connection (0: none)
        self.stop = threading.Event()
        self.connected = threading.Event()
        self.client = httpx.Client(timeout=httpx.Timeout(5.0, read=30.0))

    def run(self) -> None:
        while not self.stop.is_set():
            headers = dict(self.headers)
            if self.ids:
                headers["Last-Event-ID"] = str(self.ids[-1])
            try:
                with self.client.stream("GET", self.url, headers=headers) as r:
                    if r.status_code != 200:
                        time.sleep(0.1)
                        continue
                    self.connections += 1
                    self.resumed_after.append(self.ids[-1] if self.ids else 0)
                    self.connected.set()
                    current: dict[str, str] = {}
                    for line in r.iter_lines():
                        if line == "":
                            if "data" in current and current.get("event") != "your_turn":
                                self.ids.append(int(current["id"]))
                                self.arrivals.append(time.monotonic())
                            current = {}
                        elif not line.startswith(":"):
                            name, _, value = line.partition(":")
                            current[name] = value.lstrip(" ")
                        if self.stop.is_set():
                            return
            except httpx.HTTPError:
                pass
            self.breaks.append(time.monotonic())
            time.sleep(0.05)


def start_all(servers: list[LiveServer]) -> None:
    threads = [threading.Thread(target=s.start) for s in servers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for server in servers:
        assert server.proc is not None and server.proc.poll() is None


def open_streams(url: str) -> int:
    metrics = httpx.get(url + "/metrics", timeout=5).text
    found = re.search(r"^ginrummy_live_streams_open (\S+)$", metrics, re.MULTILINE)
    return int(float(found.group(1))) if found else 0


@pytest.fixture
def cluster(pg_schema: tuple[str, str], tmp_path: Path) -> Iterator[tuple[list[LiveServer], Nginx]]:
    url, schema = pg_schema
    env = {
        "DATABASE_URL": url,
        "GINRUMMY_DB_SCHEMA": schema,
        "GINRUMMY_DB_POOL_SIZE": "4",
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        "GINRUMMY_RATE_LIMIT": "200",
        "GINRUMMY_LOG_LEVEL": "warning",
    }
    servers = [LiveServer(env) for _ in range(3)]
    try:
        start_all(servers)
        nginx = Nginx(tmp_path / "nginx", [s.port for s in servers])
        try:
            yield servers, nginx
        finally:
            nginx.stop()
    finally:
        for server in servers:
            server.stop()


def test_kill_a_replica_behind_nginx(
    cluster: tuple[list[LiveServer], Nginx], pg_schema: tuple[str, str]
) -> None:
    servers, nginx = cluster
    ledger, stop = Ledger(), threading.Event()
    bots = [Bot(nginx.url, ledger, seed, stop) for seed in range(BOTS)]
    for bot in bots:
        bot.new_match()
    # A stream of bot 0's match through nginx, on whichever replica nginx chose: kill that one.
    watched, viewer = bots[0].match_id, bots[0].seats[0]
    stream = Stream(f"{nginx.url}/matches/{watched}/events/stream", viewer)
    stream.start()
    assert stream.connected.wait(10)
    target = next(s for s in servers if open_streams(s.url) == 1)
    for bot in bots:
        bot.start()
    time.sleep(BEFORE_KILL)
    before = len(ledger.acknowledged)
    target.kill()
    killed_at = time.monotonic()
    time.sleep(AFTER_KILL)
    stop.set()
    for bot in bots:
        bot.join(timeout=40)
    assert not any(bot.is_alive() for bot in bots)
    assert not ledger.failures, ledger.failures

    # The stream catches up to the watched match's last version, then stops.
    final = httpx.get(f"{nginx.url}/matches/{watched}", headers=viewer, timeout=10).json()
    deadline = time.monotonic() + 10
    while (not stream.ids or stream.ids[-1] < final["version"]) and time.monotonic() < deadline:
        time.sleep(0.05)
    stream.stop.set()
    stream.client.close()

    # The event log: action events per match, read from the store.
    url, schema = pg_schema
    with psycopg.connect(url) as conn:
        table = conn.execute(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = %s AND table_name LIKE '%%events'",
            [schema],
        ).fetchall()
        assert len(table) == 1, table
        rows = conn.execute(
            f'SELECT originator_id::text, originator_version, topic FROM "{schema}"."{table[0][0]}"'
        ).fetchall()
    logged: dict[str, set[int]] = {}
    actions: dict[str, int] = {}
    for originator, version, topic in rows:
        logged.setdefault(originator, set()).add(version)
        if topic.rsplit(".", 1)[-1] in ACTIONS:
            actions[originator] = actions.get(originator, 0) + 1
    keys: dict[str, set[str]] = {}
    versions: dict[str, list[int]] = {}
    for match_id, key, version in ledger.acknowledged:
        keys.setdefault(match_id, set()).add(key)
        versions.setdefault(match_id, []).append(version)
    for match_id, acked in keys.items():
        assert actions.get(match_id, 0) == len(acked), (match_id, actions.get(match_id), len(acked))
        assert len(set(versions[match_id])) == len(versions[match_id]), match_id
        assert set(versions[match_id]) <= logged[match_id], match_id
    assert set(actions) <= set(keys), "an action recorded that no bot had acknowledged"

    # The stream: every version of the watched match, once, in order, across the kill.
    expected = sorted(logged[watched])
    missed = sorted(set(expected) - set(stream.ids))
    assert stream.ids == expected, (
        f"missed {missed} of {len(expected)}, {len(stream.ids)} received over "
        f"{stream.connections} connections; resumed after {stream.resumed_after}"
    )
    assert stream.connections >= 2, "the stream was not cut by the kill"
    broke = next(t for t in stream.breaks if t >= killed_at - 0.5)
    resumed = [t for t in stream.arrivals if t > broke]
    gap = (resumed[0] - broke) if resumed else float("nan")
    moves = len(ledger.acknowledged)
    print(
        f"\n{BOTS} bots through nginx, 3 replicas, one kill -9: {moves} moves acknowledged "
        f"({before} before the kill), {ledger.retries} retried requests succeeded "
        f"({ledger.post_retries} POSTs with their key, {ledger.replayed} of them replays of a "
        f"move committed before the cut), "
        f"{ledger.gateway_errors} gateway errors (502/503/504) and {ledger.transport_errors} "
        f"transport errors seen; stream: {len(stream.ids)} events, {stream.connections} "
        f"connections, first event {gap * 1000:.0f} ms after the cut, 0 missed; "
        f"log: {sum(actions.values())} action events = {sum(len(k) for k in keys.values())} "
        f"keys acknowledged"
    )
    assert json.dumps(final)  # the match document read back through nginx
