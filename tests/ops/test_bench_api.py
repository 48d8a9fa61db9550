"""``scripts/bench_api.py``'s Rummy mode plays what it says: the native load generator's bots
each hold every seat of their own 4-seat Rummy match, and every move it counts is an action the
server accepted (paced with ``--rate`` as Gin's bots are); the game and seats it is asked for
are checked before anything runs."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import httpx
import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bench_api.py"
WARMUP_MOVES = 4  # ginrummy-loadgen's --warmup-moves default: each bot's moves before MEASURING


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_api", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_api"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def loadgen(bench: ModuleType) -> Path:
    # the tests' cargo profile (that of `make test-rust`): no link-time optimisation to wait for
    path: Path = bench.build_loadgen("ci")
    return path


@pytest.fixture
def server(bench: ModuleType, sqlite_env: dict[str, str]) -> Iterator[object]:
    replica = bench.start_server({**sqlite_env, "GINRUMMY_RATE_LIMIT": "0"})
    try:
        yield replica
    finally:
        bench.stop_servers([replica])


def test_the_rummy_bench_plays_every_seat_of_4_seat_matches(
    bench: ModuleType, loadgen: Path, server: object
) -> None:
    url, pid = server.url, server.pid  # type: ignore[attr-defined]
    clients = 2
    result = bench.native_throughput(loadgen, [url], clients, 2.0, [pid], 0.0, ("rummy", 4))
    assert (result["game"], result["seats"], result["clients"]) == ("rummy", 4, clients)
    assert result["moves"] > 0 and result["moves_per_second"] > 0
    assert 0 < result["p50_ms"] <= result["p90_ms"] <= result["p99_ms"]
    assert result["conflicts"] == 0  # one bot per match: nobody else moves its seats
    assert result["server_cpu_ms_per_move"] > 0

    # paced: at most about rate x seconds moves (each client's first move is due at once)
    rate, seconds = 10.0, 2.0
    paced = bench.native_throughput(loadgen, [url], clients, seconds, [pid], rate, ("rummy", 4))
    assert paced["game"] == "rummy"
    assert 0 < paced["moves"] <= rate * seconds + clients

    # The server's record: only Rummy matches, each of 4 seats held by 4 distinct players, and
    # every accepted action is one the load generator counted (warm-ups included).
    with httpx.Client(base_url=url, timeout=30) as http:
        assert http.get("/matches", params={"status": "any"}).json()["matches"] == []
        listed = http.get("/rummy/matches", params={"status": "any", "limit": 500}).json()
        matches = listed["matches"]
        assert len(matches) >= 2 * clients  # each run's bots started their own
        played = 0
        for match in matches:
            players = [seat["player_id"] for seat in match["seats"]]
            assert len(players) == 4 and None not in players and len(set(players)) == 4
            assert all(seat["bot"] is None for seat in match["seats"])
            assert match["status"] in ("active", "finished")
            played += http.get(f"/rummy/matches/{match['id']}").json()["moves"]
    assert played == result["moves"] + paced["moves"] + 2 * clients * WARMUP_MOVES


def test_the_python_bots_play_rummy_too(bench: ModuleType, server: object) -> None:
    """``--python-client`` and the growth phase: ``RummyBot`` (the generated client) holds every
    seat of its match as the native bots do."""
    url, pid = server.url, server.pid  # type: ignore[attr-defined]
    result = bench.run(bench.throughput([url], 2, 1.0, [pid], ("rummy", 3)))
    assert (result["game"], result["seats"]) == ("rummy", 3)
    assert result["moves"] > 0 and result["conflicts"] == 0
    grown = bench.run(bench.growth(url, 20, samples=3, table=("rummy", 4)))
    assert grown["long_match_moves"] == 20 and grown["samples"] == 3
    assert grown["move_1_median_ms"] > 0 and grown["move_20_plus_median_ms"] > 0
    with httpx.Client(base_url=url, timeout=30) as http:
        matches = http.get("/rummy/matches", params={"status": "any", "limit": 500}).json()
    seats = sorted(len(m["seats"]) for m in matches["matches"])
    # the throughput's two 3-seat matches (and any started as one finished), the long match and
    # the 3 fresh ones of 4 seats
    assert seats.count(4) == 4 and seats.count(3) >= 2
    assert all(s["player_id"] is not None for m in matches["matches"] for s in m["seats"])


def test_the_game_and_seats_are_checked_before_anything_runs(bench: ModuleType) -> None:
    assert bench.bench_table("gin", None) == ("gin", 2)
    assert bench.bench_table("rummy", None) == ("rummy", 2)
    assert bench.bench_table("rummy", 4) == ("rummy", 4)
    for game, seats in (("gin", 4), ("rummy", 5), ("rummy", 1), ("chess", None)):
        with pytest.raises(ValueError):
            bench.bench_table(game, seats)
    # a variant's own game and seats, apart from the replicas' environment
    table, env = bench.variant_table(
        {"GINRUMMY_BENCH_GAME": "rummy", "GINRUMMY_BENCH_SEATS": "3", "X": "1"}, ("gin", 2)
    )
    assert (table, env) == (("rummy", 3), {"X": "1"})
    assert bench.variant_table({}, ("rummy", 4)) == (("rummy", 4), {})
    assert bench.variant_table({"GINRUMMY_BENCH_SEATS": "4"}, ("rummy", 2))[0] == ("rummy", 4)
    with pytest.raises(ValueError):
        bench.variant_table({"GINRUMMY_BENCH_SEATS": "four"}, ("rummy", 2))
    with pytest.raises(ValueError):
        bench.variant_table(
            {"GINRUMMY_BENCH_GAME": "rummy", "GINRUMMY_BENCH_SEATS": "6"}, ("gin", 2)
        )
