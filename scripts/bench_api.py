"""API benchmark against PostgreSQL: concurrent HTTP bots, moves/s, latency, pgbench side by side.

    scripts/with-postgres.sh .venv/bin/python scripts/bench_api.py [--clients 64] [--seconds 20]
        [--python-client] [--rate MOVES_PER_SECOND] [--game rummy --seats 4]

Starts ``--replicas`` single-process ``uvicorn ginrummy.api.app:create_app`` servers on
``DATABASE_URL`` (separate ports, like replicas behind a load balancer; bot ``i`` talks to
replica ``i mod n``), then:

1. throughput: ``--clients`` HTTP bots, each playing both seats of its own match (random legal
   actions, knocking when it can), for ``--seconds``; a move is one accepted POST .../actions.
   Reports moves/s, the p50/p90/p99/p99.9 latency of those POSTs, and the CPU time per move of
   the servers and of the load generator. The bots are the native ``ginrummy-loadgen``
   (``clients/loadgen``: one thread and one keep-alive connection per bot, built here with
   ``cargo build --release``), so that the load generator takes little of the CPU the servers
   need; ``--python-client`` runs them on asyncio in this process instead (``Bot`` below: the
   generated client ``ginrummy_client``, the repo's one Python HTTP client), for comparison.
   ``--rate R`` paces the native bots to R moves per second in all (each bot moving once per
   ``clients / R`` seconds, the bots staggered): below what every variant can serve, the
   servers compared do the same work per second, so their CPU per move compares like for like
   (unpaced, a faster run batches more events per transaction and per read, which by itself
   lowers its CPU per move);
2. growth: one long match (target 1000) played alone for ``--long-moves`` moves by a ``Bot``
   (the generated client), then moves of fresh matches and of the long one alternate; reports
   their median latencies (the client's constant cost is in both);
3. pgbench: single-row INSERTs on the same server (``--pg-clients`` clients, 10 s): the raw
   ceiling of the machine, and the ratio of moves/s to it.

Prints a JSON report (and writes it to ``--output`` when given).

``--server-env KEY=VALUE`` (repeatable) sets a variable for the replicas. ``--variant
'LABEL:KEY=VALUE,KEY=VALUE'`` (repeatable, e.g. ``'metrics-off:GINRUMMY_METRICS=n'``; ``'on:'``
for the defaults) compares settings instead: fresh replicas per variant, the throughput phase
only, the variants alternating for ``--rounds`` rounds in one sitting (a shared machine's noise
hits each alike), and each variant's median over its rounds. A variant's
``GINRUMMY_BENCH_TREE=<dir>`` runs the service of another checkout instead (a ``git worktree``
of an earlier commit, with this tree's built ``_core`` copied in): commits side by side.

``--game rummy --seats N`` (``make bench-api-rummy``: 4 seats) benches classic Rummy instead
of Gin: each native bot holds every seat of its own ``N``-seat match (``POST /rummy/matches``
with seat 0 its first player's and the others open, joined by its other players: the API gives
a player one seat of a match), sends back a random one of the seat's listed legal actions as
``{"action": ..., "version": ...}``, and starts a new match when one finishes; a move is one
accepted ``POST /rummy/matches/{id}/actions`` (a draw, each meld and lay-off, the discard), and
the same figures are reported, with ``game`` and ``seats`` added to the throughput. The
growth phase and ``--python-client`` play the same game (``RummyBot``, the generated client's
Rummy calls), the long match to a target of 1000.
A variant's ``GINRUMMY_BENCH_GAME=rummy`` and ``GINRUMMY_BENCH_SEATS=N`` set its game and
seats (else ``--game``/``--seats``): Gin and Rummy alternating in one sitting. Without
``--game``, what the bench does and reports is Gin's as it was.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx
import uvloop

from ginrummy.devserver import ServerProcess
from ginrummy.service import games
from ginrummy_client import AuthenticatedClient, Client
from ginrummy_client.api.matches import create_match, get_match, join_match, play_action
from ginrummy_client.api.players import register_player
from ginrummy_client.api.rummy import (
    create_rummy_match,
    get_rummy_match,
    join_rummy_match,
    play_rummy_action,
)
from ginrummy_client.models import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    Match,
    MatchCreate,
    OpenOpponent,
    OpenOpponentKind,
    PassUpcard,
    PlayerCreate,
    PlayerRegistered,
    Problem,
    Rules,
    RummyActionRequest,
    RummyMatch,
    RummyMatchCreate,
    RummyOptions,
    RummySeatMe,
    RummySeatMeKind,
    RummySeatOpen,
    RummySeatOpenKind,
    TakeUpcard,
)
from ginrummy_client.types import Response, Unset

# A legal action, as the generated client decodes it (the API's ``Action`` union).
Action = (
    BigGin
    | Discard
    | DrawDiscard
    | DrawStock
    | FinishLayoff
    | Knock
    | LayOff
    | PassUpcard
    | TakeUpcard
)
# A match as a seat sees it, in either game (the fields the bots read are common to both).
View = Match | RummyMatch

ROOT = Path(__file__).resolve().parent.parent
CORE_RS = ROOT / "core_rs"
LOADGEN = CORE_RS / "target" / "release" / "ginrummy-loadgen"
#: A variant's settings of the bench itself (not the replicas'): its game and seat count.
GAME_KEY, SEATS_KEY = "GINRUMMY_BENCH_GAME", "GINRUMMY_BENCH_SEATS"


def bench_table(game: str, seats: int | None) -> tuple[str, int]:
    """The game benched and its seat count (omitted: the game's fewest), checked against the
    game registry; ``ValueError`` when it has no such table."""
    try:
        definition = games.game(game)
    except games.UnknownGameError as exc:
        raise ValueError(str(exc)) from None
    count = definition.min_seats if seats is None else seats
    if not definition.seats_allowed(count):
        raise ValueError(
            f"{definition.title} is played by {definition.min_seats} to "
            f"{definition.max_seats} seats, not {count}"
        )
    return game, count


def variant_table(
    extra: dict[str, str], default: tuple[str, int]
) -> tuple[tuple[str, int], dict[str, str]]:
    """A variant's game and seats (its ``GINRUMMY_BENCH_GAME``/``_SEATS``, else ``default``)
    and the rest of its settings, the replicas' environment."""
    env = dict(extra)
    game = env.pop(GAME_KEY, None)
    seats = env.pop(SEATS_KEY, None)
    if game is None and seats is None:
        return default, env
    try:
        count = None if seats is None else int(seats)
    except ValueError:
        raise ValueError(f"{SEATS_KEY}={seats!r} is not a number") from None
    if game is None:
        game = default[0]
    return bench_table(game, count), env


def start_server(env: dict[str, str]) -> ServerProcess:
    """A replica (``ginrummy.devserver``); a variant's ``GINRUMMY_BENCH_TREE`` names another
    checkout (a `git worktree` of an earlier commit holding the same built `_core`) whose
    service it runs, to compare commits in one sitting."""
    env = dict(env)
    tree = Path(env.pop("GINRUMMY_BENCH_TREE", str(ROOT)))
    services = tree / "services"
    # a checkout older than ``ginrummy.api.http_protocol`` runs uvicorn's default protocol
    http = {} if (services / "ginrummy" / "api" / "http_protocol.py").exists() else {"http": "auto"}
    server = ServerProcess(env, services=services, **http)
    server.start(timeout=60)
    caught_up(server.url)
    return server


def caught_up(url: str, timeout: float = 300.0) -> None:
    """Waits until the replica's read model has folded the whole log (``/ready``'s
    ``projection_lag`` is 0): a fresh replica first replays what earlier rounds recorded, and
    that CPU is not the moves'."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        reply = httpx.get(url + "/ready", timeout=5)
        if reply.status_code == 200 and reply.json()["projection_lag"] == 0:
            return
        time.sleep(0.2)
    raise RuntimeError(f"{url} did not catch up with the log in {timeout:.0f} s")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def choose(legal: list[Action], rng: random.Random) -> Action:
    enders = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if enders:
        return rng.choice(enders)
    return rng.choice(legal)


class Bot:
    """Plays both seats of one Gin match over HTTP with the generated client (one connection
    per seat); records the latency of every accepted move. ``RummyBot``: the same for Rummy."""

    def __init__(self, url: str, name: str, target: int, seed: int) -> None:
        self.url = url
        self.name = name
        self.target = target
        self.rng = random.Random(seed)
        self.latencies: list[float] = []
        self.conflicts = 0
        self.matches = 0
        self.anonymous = Client(base_url=url, raise_on_unexpected_status=True)
        self.clients: list[AuthenticatedClient] = []
        self.current: tuple[UUID, list[AuthenticatedClient], View] | None = None

    async def register(self, suffix: str) -> AuthenticatedClient:
        r = await register_player.asyncio_detailed(
            client=self.anonymous, body=PlayerCreate(name=f"{self.name}-{suffix}")
        )
        if not isinstance(r.parsed, PlayerRegistered):
            raise RuntimeError(f"HTTP {r.status_code}: {r.content[:300]!r}")
        seat = AuthenticatedClient(base_url=self.url, token=r.parsed.token)
        self.clients.append(seat)
        return seat

    async def fresh_players(self, count: int) -> list[AuthenticatedClient]:
        """A new match's players (the last match's connections closed): ``<name>-<k>a``,
        ``<name>-<k>b``, ... for the bot's ``k``-th match."""
        self.matches += 1
        for old in self.clients:
            await old.get_async_httpx_client().aclose()
        self.clients.clear()
        return [await self.register(f"{self.matches}{chr(ord('a') + i)}") for i in range(count)]

    async def new_match(self) -> tuple[UUID, list[AuthenticatedClient], View]:
        a, b = await self.fresh_players(2)
        created = await create_match.asyncio(
            client=a,
            body=MatchCreate(
                opponent=OpenOpponent(kind=OpenOpponentKind.OPEN),
                seat=0,
                rules=Rules(target_score=self.target),
            ),
        )
        if not isinstance(created, Match):
            raise RuntimeError(f"create: {created}")
        match_id = UUID(created.id)
        joined = await join_match.asyncio(match_id, client=b)
        if not isinstance(joined, Match):
            raise RuntimeError(f"join: {joined}")
        return match_id, [a, b], joined

    async def play(self, deadline: float, max_moves: int | None = None) -> None:
        self.current = await self.new_match()
        await self._moves(deadline, max_moves)

    async def play_more(self, moves: int) -> None:
        """``moves`` more moves of the current match."""
        await self._moves(time.monotonic() + 60, moves)

    async def _view(self, match_id: UUID, seat: AuthenticatedClient) -> View:
        view = await get_match.asyncio(match_id, client=seat)
        if not isinstance(view, Match):
            raise RuntimeError(f"view: {view}")
        return view

    def _action(self, view: View) -> Any:
        """The body of the next move: a random legal action (knocking when it can), as it came
        plus the version."""
        assert isinstance(view, Match)
        assert not isinstance(view.view, Unset) and view.view is not None
        action = choose(list(view.view.legal_actions), self.rng)
        action.version = view.version  # a legal action goes back as it came, plus the version
        return action

    async def _post(
        self, match_id: UUID, seat: AuthenticatedClient, body: Any
    ) -> Response[Problem | Match] | Response[Problem | RummyMatch]:
        return await play_action.asyncio_detailed(match_id, client=seat, body=body)

    async def _moves(self, deadline: float, max_moves: int | None) -> None:
        assert self.current is not None
        match_id, seats, view = self.current
        moves = 0
        while time.monotonic() < deadline and (max_moves is None or moves < max_moves):
            if view.status != "active":
                match_id, seats, view = await self.new_match()
                self.current = (match_id, seats, view)
                continue
            seat = int(view.to_act)  # type: ignore[arg-type]
            if view.your_seat != seat:
                view = await self._view(match_id, seats[seat])
            action = self._action(view)
            started = time.perf_counter()
            r = await self._post(match_id, seats[seat], action)
            elapsed = time.perf_counter() - started
            if r.status_code == 200 and isinstance(r.parsed, (Match, RummyMatch)):
                self.latencies.append(elapsed)
                view = r.parsed
                self.current = (match_id, seats, view)
                moves += 1
            elif r.status_code == 409:
                self.conflicts += 1
                view = await self._view(match_id, seats[seat])
            else:
                raise RuntimeError(f"{r.status_code}: {r.content[:300]!r}")

    async def aclose(self) -> None:
        for client in self.clients:
            await client.get_async_httpx_client().aclose()
        await self.anonymous.get_async_httpx_client().aclose()


class RummyBot(Bot):
    """Plays every seat of one Rummy match of ``seats`` (one player each; the first creates it
    holding seat 0, the others join) with the generated client: a random legal action each
    time, sent back as ``{"action": ..., "version": ...}``."""

    def __init__(self, url: str, name: str, target: int, seed: int, seats: int) -> None:
        super().__init__(url, name, target, seed)
        self.seats = seats

    async def new_match(self) -> tuple[UUID, list[AuthenticatedClient], View]:
        first, *others = await self.fresh_players(self.seats)
        body = RummyMatchCreate(
            seats=[
                RummySeatMe(kind=RummySeatMeKind.ME),
                *(RummySeatOpen(kind=RummySeatOpenKind.OPEN) for _ in others),
            ],
            options=RummyOptions.from_dict({"target_score": self.target}),
        )
        created = await create_rummy_match.asyncio(client=first, body=body)
        if not isinstance(created, RummyMatch):
            raise RuntimeError(f"create: {created}")
        match_id = UUID(created.id)
        by_seat: dict[int, AuthenticatedClient] = {0: first}
        joined: RummyMatch | Problem | None = created
        for player in others:
            joined = await join_rummy_match.asyncio(match_id, client=player)
            if not isinstance(joined, RummyMatch) or not isinstance(joined.your_seat, int):
                raise RuntimeError(f"join: {joined}")
            by_seat[joined.your_seat] = player
        assert isinstance(joined, RummyMatch) and sorted(by_seat) == list(range(self.seats))
        return match_id, [by_seat[s] for s in range(self.seats)], joined

    async def _view(self, match_id: UUID, seat: AuthenticatedClient) -> View:
        view = await get_rummy_match.asyncio(match_id, client=seat)
        if not isinstance(view, RummyMatch):
            raise RuntimeError(f"view: {view}")
        return view

    def _action(self, view: View) -> Any:
        assert isinstance(view, RummyMatch)
        assert not isinstance(view.view, Unset) and view.view is not None
        action = self.rng.choice(view.view.legal_actions)
        return RummyActionRequest(action=action, version=view.version)

    async def _post(
        self, match_id: UUID, seat: AuthenticatedClient, body: Any
    ) -> Response[Problem | Match] | Response[Problem | RummyMatch]:
        return await play_rummy_action.asyncio_detailed(match_id, client=seat, body=body)


def make_bot(table: tuple[str, int], url: str, name: str, target: int | None, seed: int) -> Bot:
    """A Python bot of the game ``table`` names (Gin: ``Bot``; Rummy: ``RummyBot``) playing
    to ``target`` (``None``: Gin's 100 as the native bots, Rummy's default for the seats)."""
    game, seats = table
    if game == "gin":
        return Bot(url, name, 100 if target is None else target, seed)
    if target is None:
        target = int(
            next(o.default for o in games.rummy_options(seats) if o.name == "target_score")
        )
    return RummyBot(url, name, target, seed, seats)


def cpu_seconds(pids: list[int]) -> float:
    """User plus system CPU time the processes have used so far (Linux ``/proc``)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / ticks
    return total


async def throughput(
    urls: list[str],
    clients: int,
    seconds: float,
    server_pids: list[int],
    table: tuple[str, int] = ("gin", 2),
) -> dict[str, Any]:
    run = f"t{int(time.time())}"
    bots = [make_bot(table, urls[i % len(urls)], f"{run}-{i}", None, i) for i in range(clients)]
    try:
        # warm-up: every bot registers and starts its match before the clock runs
        warm = time.monotonic() + 2.0
        await asyncio.gather(*(bot.play(warm, max_moves=4) for bot in bots))
        for bot in bots:
            bot.latencies.clear()
        cpu_before = cpu_seconds(server_pids)
        client_cpu_before = cpu_seconds([os.getpid()])
        started = time.monotonic()
        await asyncio.gather(*(bot.play(started + seconds) for bot in bots))
        wall = time.monotonic() - started
        server_cpu = cpu_seconds(server_pids) - cpu_before
        client_cpu = cpu_seconds([os.getpid()]) - client_cpu_before
    finally:
        for bot in bots:
            await bot.aclose()
    latencies = [x for bot in bots for x in bot.latencies]
    game = {} if table[0] == "gin" else {"game": table[0], "seats": table[1]}
    return {
        **game,
        "clients": clients,
        "seconds": round(wall, 2),
        "moves": len(latencies),
        "moves_per_second": round(len(latencies) / wall, 1),
        "p50_ms": round(percentile(latencies, 0.50) * 1000, 2),
        "p90_ms": round(percentile(latencies, 0.90) * 1000, 2),
        "p99_ms": round(percentile(latencies, 0.99) * 1000, 2),
        "p99_9_ms": round(percentile(latencies, 0.999) * 1000, 2),
        "conflicts": sum(bot.conflicts for bot in bots),
        "server_cpu_ms_per_move": round(server_cpu / max(1, len(latencies)) * 1000, 3),
        "client_cpu_ms_per_move": round(client_cpu / max(1, len(latencies)) * 1000, 3),
    }


def build_loadgen(profile: str = "release") -> Path:
    """Builds ``ginrummy-loadgen`` (release; a no-op when it is up to date) and returns it.
    Another cargo ``profile`` (the tests' ``ci``: no link-time optimisation) builds it into its
    own target directory."""
    cargo = shutil.which("cargo") or str(Path.home() / ".cargo" / "bin" / "cargo")
    manifest = CORE_RS / "Cargo.toml"
    if profile == "release":
        command = [cargo, "build", "--release", "-q", "-p", "ginrummy-loadgen"]
        subprocess.run([*command, "--manifest-path", str(manifest)], check=True)
        return LOADGEN
    command = [cargo, "build", "--profile", profile, "-q", "-p", "ginrummy-loadgen"]
    subprocess.run([*command, "--manifest-path", str(manifest)], check=True)
    return CORE_RS / "target" / profile / "ginrummy-loadgen"


def native_throughput(
    loadgen: Path,
    urls: list[str],
    clients: int,
    seconds: float,
    server_pids: list[int],
    rate: float = 0.0,
    table: tuple[str, int] = ("gin", 2),
) -> dict[str, Any]:
    """The throughput phase played by ``ginrummy-loadgen``: its JSON report, plus the CPU time
    per move of the servers and of the load generator, read when it says ``MEASURING`` and
    ``DONE`` on stderr. ``table``: the game and its seats (Rummy's reported with the figures;
    Gin's command and report are as they were before Rummy)."""
    game, seats = table
    command = [str(loadgen), "--clients", str(clients), "--seconds", str(seconds)]
    command += ["--rate", str(rate)]
    command += ["--run", f"t{int(time.time())}"]
    if game != "gin":
        command += ["--game", game, "--seats", str(seats)]
    for url in urls:
        command += ["--url", url]
    readings: dict[str, tuple[float, float]] = {}
    proc = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert proc.stdout is not None and proc.stderr is not None
    messages: list[str] = []
    for line in proc.stderr:
        mark = line.strip()
        if mark in ("MEASURING", "DONE"):
            # the load generator has not been reaped yet: its /proc entry is still there
            readings[mark] = (cpu_seconds(server_pids), cpu_seconds([proc.pid]))
        else:
            messages.append(line)
            sys.stderr.write(line)
    out = proc.stdout.read()
    if proc.wait() != 0 or set(readings) != {"MEASURING", "DONE"}:
        raise RuntimeError(f"ginrummy-loadgen failed ({proc.returncode}): {''.join(messages)}")
    result: dict[str, Any] = json.loads(out)
    moves = max(1, result["moves"])
    (server_before, client_before), (server_after, client_after) = (
        readings["MEASURING"],
        readings["DONE"],
    )
    result["server_cpu_ms_per_move"] = round((server_after - server_before) / moves * 1000, 3)
    result["client_cpu_ms_per_move"] = round((client_after - client_before) / moves * 1000, 3)
    if game != "gin":
        result = {"game": game, "seats": seats, **result}
    return result


async def growth(
    url: str, moves: int, samples: int = 60, table: tuple[str, int] = ("gin", 2)
) -> dict[str, Any]:
    """Latency at move 1 against move ``moves`` of one long match, measured side by side: the
    long match is first played to ``moves`` (untimed), then moves of fresh matches and moves of
    the long one alternate, so that both meet the same load and the same disk. The matches
    play to 1000 (the largest target of both games)."""
    stamp = int(time.time())
    long_bot = make_bot(table, url, f"long{stamp}", 1000, 7)
    try:
        await long_bot.play(time.monotonic() + 900, max_moves=moves)
        reached = len(long_bot.latencies)
        long_bot.latencies.clear()
        fresh_latencies: list[float] = []
        for fresh_index in range(1, samples + 1):
            fresh = make_bot(table, url, f"fresh{stamp}-{fresh_index}", 1000, fresh_index)
            try:
                await fresh.play(time.monotonic() + 60, max_moves=1)
            finally:
                await fresh.aclose()
            fresh_latencies.extend(fresh.latencies)
            await long_bot.play_more(1)
    finally:
        await long_bot.aclose()
    first = statistics.median(fresh_latencies)
    late = statistics.median(long_bot.latencies)
    return {
        "long_match_moves": reached,
        "samples": samples,
        "move_1_median_ms": round(first * 1000, 2),
        f"move_{moves}_plus_median_ms": round(late * 1000, 2),
        "ratio": round(late / first, 2),
    }


def pgbench(database_url: str, clients: int, seconds: int) -> dict[str, Any]:
    binary = shutil.which("pgbench")
    if binary is None:
        pg_bin = os.environ.get("PG_BIN", "")
        candidates = [Path(pg_bin) / "pgbench"] if pg_bin else []
        candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin/pgbench"), reverse=True)
        found = [c for c in candidates if c.exists()]
        if not found:
            return {"error": "pgbench not found"}
        binary = str(found[0])
    import psycopg

    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute("DROP TABLE IF EXISTS bench_insert")
        conn.execute("CREATE TABLE bench_insert (id bigserial PRIMARY KEY, x int, t text)")
    with tempfile.NamedTemporaryFile("w", suffix=".sql", delete=False) as script:
        script.write("INSERT INTO bench_insert (x, t) VALUES (1, 'a row of about the size');\n")
    out = subprocess.run(
        [
            binary,
            "-n",
            "-c",
            str(clients),
            "-j",
            str(min(clients, 4)),
            "-T",
            str(seconds),
            "-f",
            script.name,
            database_url,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    os.unlink(script.name)
    tps = None
    for line in out.stdout.splitlines():
        if line.startswith("tps =") or line.startswith("tps="):
            tps = float(line.split("=")[1].split()[0])
    return {"clients": clients, "seconds": seconds, "inserts_per_second": tps}


def run(coroutine: Coroutine[Any, Any, dict[str, Any]]) -> dict[str, Any]:
    """Runs the load generator on uvloop (a dependency of the server): less of the machine's
    CPU goes to the clients and more to the server under test."""
    return uvloop.run(coroutine)


def parse_assignments(items: list[str]) -> dict[str, str]:
    """``["KEY=VALUE", ...]`` as a mapping."""
    env: dict[str, str] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"{item!r} is not KEY=VALUE")
        env[key.strip()] = value
    return env


def parse_variant(text: str) -> tuple[str, dict[str, str]]:
    """``'LABEL:KEY=VALUE,KEY=VALUE'`` (``'LABEL:'``: the defaults)."""
    label, sep, rest = text.partition(":")
    if not sep or not label.strip():
        raise ValueError(f"{text!r} is not LABEL:KEY=VALUE,...")
    return label.strip(), parse_assignments([a for a in rest.split(",") if a.strip()])


def compare(
    variants: list[tuple[str, dict[str, str]]],
    env: dict[str, str],
    loadgen: Path | None,
    replicas: int,
    clients: int,
    seconds: float,
    rounds: int,
    rate: float = 0.0,
    table: tuple[str, int] = ("gin", 2),
) -> dict[str, Any]:
    """The throughput phase of each variant on fresh replicas, the variants alternating for
    ``rounds`` rounds; every run, each variant's medians, and each later variant's median
    ratio to the first over the rounds (each round's pair ran back to back: the drift of a
    shared machine cancels in the ratio). ``table``: the game and seats of the variants that
    name none."""
    runs: list[dict[str, Any]] = []
    for round_index in range(rounds):
        for label, extra in variants:
            variant, server_env = variant_table(extra, table)
            servers = [start_server({**env, **server_env}) for _ in range(replicas)]
            urls = [s.url for s in servers]
            pids = [s.pid for s in servers]
            try:
                result = (
                    run(throughput(urls, clients, seconds, pids, variant))
                    if loadgen is None
                    else native_throughput(loadgen, urls, clients, seconds, pids, rate, variant)
                )
            finally:
                stop_servers(servers)
            row = {"variant": label, "round": round_index + 1, **result}
            print(json.dumps(row), file=sys.stderr)
            runs.append(row)
    keys = ("moves_per_second", "p50_ms", "p99_ms", "server_cpu_ms_per_move")
    medians = {
        label: {
            key: round(statistics.median(r[key] for r in runs if r["variant"] == label), 3)
            for key in keys
        }
        for label, _ in variants
    }
    first = variants[0][0]
    by_round = {(r["variant"], r["round"]): r for r in runs}
    ratios = {
        label: {
            key: round(
                statistics.median(
                    by_round[label, k][key] / by_round[first, k][key] for k in range(1, rounds + 1)
                ),
                3,
            )
            for key in keys
        }
        for label, _ in variants[1:]
    }
    return {
        "cpus": os.cpu_count(),
        "replicas": replicas,
        "clients": clients,
        "seconds": seconds,
        "load_generator": "python" if loadgen is None else "rust",
        "rate": rate or None,
        "variants": {label: extra for label, extra in variants},
        "runs": runs,
        "medians": medians,
        f"median_ratio_to_{first}": ratios,
    }


def stop_servers(servers: list[ServerProcess]) -> None:
    for server in servers:
        server.stop(timeout=15)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--clients", type=int, default=64)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--replicas", type=int, default=2)
    parser.add_argument("--long-moves", type=int, default=1000)
    parser.add_argument("--pg-clients", type=int, default=8)
    parser.add_argument("--output", type=Path)
    parser.add_argument(
        "--python-client",
        action="store_true",
        help="throughput phase on the asyncio bots of this script instead of ginrummy-loadgen",
    )
    parser.add_argument(
        "--server-env",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a variable for the replicas (repeatable)",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="LABEL:KEY=VALUE,...",
        help="compare settings: the throughput phase per variant, alternating (repeatable)",
    )
    parser.add_argument("--rounds", type=int, default=2, help="rounds of the variants")
    parser.add_argument(
        "--rate",
        type=float,
        default=0.0,
        help="moves per second of all native bots together (0: unpaced)",
    )
    parser.add_argument(
        "--game",
        default="gin",
        help="the game the bots play: gin (default) or rummy",
    )
    parser.add_argument(
        "--seats", type=int, help="seats of each match (default: the game's fewest, 2)"
    )
    args = parser.parse_args()
    database_url = os.environ.get("DATABASE_URL")
    if not database_url:
        print("DATABASE_URL is not set: run under scripts/with-postgres.sh", file=sys.stderr)
        return 2
    try:
        server_env = parse_assignments(args.server_env)
        variants = [parse_variant(v) for v in args.variant]
        table = bench_table(args.game, args.seats)
        for _, extra in variants:
            variant_table(extra, table)  # each variant's game and seats, checked up front
    except ValueError as exc:
        print(f"bench_api: {exc}", file=sys.stderr)
        return 2
    loadgen = None if args.python_client else build_loadgen()
    env = {**server_env, "DATABASE_URL": database_url, "GINRUMMY_RATE_LIMIT": "0"}
    if variants:
        compared = compare(
            variants,
            env,
            loadgen,
            args.replicas,
            args.clients,
            args.seconds,
            args.rounds,
            args.rate,
            table,
        )
        text = json.dumps(compared, indent=2)
        print(text)
        if args.output is not None:
            args.output.write_text(text + "\n")
        return 0
    servers = [start_server(env) for _ in range(args.replicas)]
    urls = [s.url for s in servers]
    server_pids = [s.pid for s in servers]
    try:
        report: dict[str, Any] = {
            "cpus": os.cpu_count(),
            "replicas": args.replicas,
            "load_generator": "python" if loadgen is None else "rust",
            "throughput": (
                run(throughput(urls, args.clients, args.seconds, server_pids, table))
                if loadgen is None
                else native_throughput(
                    loadgen, urls, args.clients, args.seconds, server_pids, args.rate, table
                )
            ),
            "growth": run(growth(urls[0], args.long_moves, table=table)),
        }
    finally:
        stop_servers(servers)
    report["pgbench"] = pgbench(database_url, args.pg_clients, 10)
    tps = report["pgbench"].get("inserts_per_second")
    if tps:
        report["moves_per_insert"] = round(report["throughput"]["moves_per_second"] / tps, 3)
    text = json.dumps(report, indent=2)
    print(text)
    if args.output is not None:
        args.output.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
