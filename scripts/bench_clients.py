"""The generated Python client's overhead per move, side by side with plain httpx.

    python scripts/bench_clients.py [--matches 20] [--output report.json]

One live server (SQLite, in a temporary directory); one player plays matches against the
``beginner`` bot. A move is ``GET /matches/{id}`` then ``POST /matches/{id}/actions``, sent
either with plain ``httpx`` (``json.loads`` of the body, the action as a dict) or with the
generated client (``get_match`` / ``play_action``: a typed ``Match`` in, a typed body out) on
the same ``httpx.Client``; matches of the two kinds alternate, so both meet the same server and
the same disk. Reported per move: the median wall time and the client's CPU time (the thread's),
and their ratios (generated / plain).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx

from ginrummy.devserver import ServerProcess
from ginrummy_bot import action_body
from ginrummy_client import AuthenticatedClient
from ginrummy_client.api.matches import get_match, play_action
from ginrummy_client.models import Match

Move = Callable[[str, random.Random], bool]  # plays one move; False when the match is over


def choose(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    enders = [a for a in legal if a["type"] in ("knock", "big_gin")]
    return rng.choice(enders or legal)


def plain_move(http: httpx.Client) -> Move:
    def move(match_id: str, rng: random.Random) -> bool:
        match = json.loads(http.get(f"/matches/{match_id}").content)
        if match["status"] != "active":
            return False
        action = choose(match["view"]["legal_actions"], rng)
        r = http.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": match["version"]},
            headers={"If-Match": f'"{match["version"]}"'},
        )
        assert r.status_code == 200, r.text
        return bool(json.loads(r.content)["status"] == "active")

    return move


def generated_move(client: AuthenticatedClient) -> Move:
    def move(match_id: str, rng: random.Random) -> bool:
        match = get_match.sync(UUID(match_id), client=client)
        assert isinstance(match, Match)
        if match.status != "active" or match.view is None:
            return False
        legal = [a.to_dict() for a in match.view.legal_actions]
        r = play_action.sync_detailed(
            UUID(match_id),
            client=client,
            body=action_body(choose(legal, rng), match.version),
            if_match=f'"{match.version}"',
        )
        assert r.status_code == 200 and isinstance(r.parsed, Match), r.content
        return bool(r.parsed.status == "active")

    return move


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=20, help="matches of each kind")
    parser.add_argument("--output", type=Path)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = ServerProcess(
            {"GINRUMMY_SQLITE_PATH": str(Path(tmp) / "bench.sqlite"), "GINRUMMY_RATE_LIMIT": "0"}
        )
        server.start()
        url = server.url
        try:
            token = httpx.post(url + "/players", json={"name": "bench-clients"}).json()["token"]
            http = httpx.Client(base_url=url, headers={"Authorization": f"Bearer {token}"})
            client = AuthenticatedClient(base_url=url, token=token).set_httpx_client(http)
            kinds: dict[str, Move] = {
                "httpx": plain_move(http),
                "generated": generated_move(client),
            }
            wall: dict[str, list[float]] = {k: [] for k in kinds}
            cpu: dict[str, list[float]] = {k: [] for k in kinds}
            rng = random.Random(1)
            for i in range(args.matches * 2 + 2):
                kind = list(kinds)[i % 2]
                created = http.post(
                    "/matches",
                    json={
                        "rules": {"target_score": 50},
                        "opponent": {"kind": "bot", "level": "beginner"},
                        "seat": 0,
                    },
                )
                match_id = created.json()["id"]
                while True:
                    w, c = time.perf_counter(), time.thread_time()
                    more = kinds[kind](match_id, rng)
                    if not more:
                        break
                    if i >= 2:  # the first match of each kind warms up
                        wall[kind].append(time.perf_counter() - w)
                        cpu[kind].append(time.thread_time() - c)
            http.close()
        finally:
            server.stop()
    report: dict[str, Any] = {"matches_per_kind": args.matches}
    for kind in kinds:
        report[kind] = {
            "moves": len(wall[kind]),
            "wall_ms_per_move": round(statistics.median(wall[kind]) * 1000, 3),
            "client_cpu_ms_per_move": round(statistics.mean(cpu[kind]) * 1000, 3),
        }
    g, p = report["generated"], report["httpx"]
    report["overhead_wall_ms_per_move"] = round(g["wall_ms_per_move"] - p["wall_ms_per_move"], 3)
    report["overhead_cpu_ms_per_move"] = round(
        g["client_cpu_ms_per_move"] - p["client_cpu_ms_per_move"], 3
    )
    report["wall_ratio"] = round(g["wall_ms_per_move"] / p["wall_ms_per_move"], 3)
    report["cpu_ratio"] = round(g["client_cpu_ms_per_move"] / p["client_cpu_ms_per_move"], 3)
    text = json.dumps(report, indent=2)
    print(text)
    if args.output:
        args.output.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
