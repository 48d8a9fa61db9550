"""Measures the analysis and hint endpoints over HTTP (in process, SQLite, default settings).

    PYTHONPATH=services python scripts/bench_analysis_api.py [--matches 3] [--target 100]

Each match is played by a person (the hint's best action) against the medium bot, with hints
allowed: every turn asks ``GET /matches/{id}/hint`` (its latency is timed). At the end, the
time from the first ``GET /matches/{id}/analysis`` (202) to its 200 (polled every 20 ms), the
decisions analysed and a later 200's latency (read from the store).
"""

from __future__ import annotations

import argparse
import logging
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

from ginrummy.api.app import create_app


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--target", type=int, default=100)
    args = parser.parse_args()
    logging.getLogger("httpx").setLevel(logging.WARNING)
    tmp = Path(tempfile.mkdtemp(prefix="bench-analysis-"))
    app = create_app(
        {"GINRUMMY_SQLITE_PATH": str(tmp / "g.sqlite"), "GINRUMMY_LOG_LEVEL": "warning"},
        rate_limit=0,
    )
    settings = app.state.service.settings
    hints: list[float] = []
    analyses: list[tuple[float, int, float]] = []
    try:
        with TestClient(app) as client:
            token = client.post("/players", json={"name": f"bench{time.time_ns()}"}).json()
            h = {"Authorization": f"Bearer {token['token']}"}
            for _ in range(args.matches):
                created = client.post(
                    "/matches",
                    json={
                        "rules": {"target_score": args.target},
                        "opponent": {"kind": "bot", "level": "medium"},
                        "hints": True,
                    },
                    headers=h,
                ).json()
                match_id = created["id"]
                view: dict[str, Any] = created
                while view["status"] == "active":
                    start = time.perf_counter()
                    r = client.get(f"/matches/{match_id}/hint", headers=h)
                    hints.append(time.perf_counter() - start)
                    assert r.status_code == 200, r.text
                    best = r.json()["best"]
                    r = client.post(
                        f"/matches/{match_id}/actions",
                        json={**best, "version": view["version"]},
                        headers=h,
                    )
                    assert r.status_code == 200, r.text
                    view = r.json()
                start = time.perf_counter()
                r = client.get(f"/matches/{match_id}/analysis")
                assert r.status_code == 202, r.text
                while r.status_code == 202:
                    time.sleep(0.02)
                    r = client.get(f"/matches/{match_id}/analysis")
                elapsed = time.perf_counter() - start
                assert r.status_code == 200, r.text
                decisions = len(r.json()["decisions"])
                start = time.perf_counter()
                assert client.get(f"/matches/{match_id}/analysis").status_code == 200
                analyses.append((elapsed, decisions, time.perf_counter() - start))
    finally:
        app.state.service.close()
    hints.sort()
    print(
        f"hints: {len(hints)} at {settings.hint_playouts} playouts: "
        f"p50 {1000 * statistics.median(hints):.1f} ms, "
        f"p90 {1000 * hints[int(0.9 * (len(hints) - 1))]:.1f} ms, "
        f"max {1000 * hints[-1]:.1f} ms"
    )
    for elapsed, decisions, stored in analyses:
        print(
            f"analysis at {settings.analysis_playouts} playouts: 202 -> 200 in {elapsed:.2f} s, "
            f"{decisions} decisions ({decisions / elapsed:.0f}/s); stored 200 in "
            f"{1000 * stored:.1f} ms"
        )


if __name__ == "__main__":
    main()
