"""Tournament games on a Dask cluster: ``dask scheduler`` and two ``dask worker`` processes
started as separate processes on loopback (free ports, this virtualenv, ginrummy on their
PYTHONPATH). The same tournaments give exactly the results of the process pool with the same
seeds: from ``runner.run`` (a round robin, an SPRT's stopping pair, Swiss rounds), from
the CLI (``--scheduler``) and from the service (``GINRUMMY_DASK_SCHEDULER``)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from ginrummy.api.app import create_app
from ginrummy.cli import main as cli_main
from ginrummy.service.config import ConfigError, Settings
from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.formats import SwissRound
from ginrummy.service.tournaments.play import DaskExecutor, process_pool
from ginrummy.service.tournaments.sprt import Sprt
from support.dask import scheduler
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end

RULES = {"target_score": 25}
ENTRANTS = ["beginner", "easy", "medium", "expert:2"]
__all__ = ["scheduler"]  # the module's Dask cluster (a fixture)


def _runs(executor: Any) -> dict[str, Any]:
    rr = runner.run(
        "round-robin", ENTRANTS, 6, 31, rules=RULES, executor=executor, batch=2, ahead=8
    ).records
    outcome = runner.run(
        "sprt",
        ["medium", "beginner"],
        400,
        5,
        rules=RULES,
        executor=executor,
        batch=3,
        ahead=8,
        sprt=Sprt(elo0=0, elo1=50),
    )
    sprt, state = outcome.records, outcome.sprt
    assert state is not None
    rounds: list[SwissRound] = []
    swiss = runner.run(
        "swiss",
        [*ENTRANTS, "expert:1", "expert:3"],
        1,
        8,
        rules=RULES,
        executor=executor,
        batch=1,
        ahead=8,
        rounds=3,
        on_round=rounds.append,
    ).records
    return {
        "rr": rr,
        "sprt": (sprt, state.decision, state.llr),
        "swiss": (swiss, rounds),
    }


def test_dask_results_equal_the_process_pool(scheduler: str) -> None:
    from distributed import Client, get_task_stream

    started = time.perf_counter()
    dask = DaskExecutor(scheduler)
    try:
        assert dask.capacity == 2
        client = dask.client
        with get_task_stream(client) as stream:
            on_dask = _runs(dask)
        workers = {t["worker"] for t in stream.data}
        assert len(workers) == 2, workers  # both worker processes played
        info = Client.scheduler_info(client)
        assert len(info["workers"]) == 2
    finally:
        dask.shutdown()
    dask_seconds = time.perf_counter() - started
    with process_pool(2) as pool:
        in_pool = _runs(pool)
    assert on_dask == in_pool
    assert len(on_dask["rr"]) == 6 * 6
    assert on_dask["sprt"][1] == "H1" and 20 <= len(on_dask["sprt"][0]) < 400
    print(f"dask: {dask_seconds:.1f} s for the three tournaments")


def test_cli_scheduler_option(scheduler: str, tmp_path: Path) -> None:
    reports = []
    for option in (["--scheduler", scheduler], ["--workers", "2"]):
        out = tmp_path / option[0].strip("-")
        args = ["tournament", "--entrants", ",".join(ENTRANTS), "--pairs", "4"]
        args += ["--target-score", "25", "--seed", "3", "--out", str(out), *option]
        assert cli_main(args) == 0
        report = json.loads((out / "tournament.json").read_text())
        reports.append(report)
    on_dask, in_pool = reports
    assert on_dask["executor"] == f"dask {scheduler}"
    assert on_dask["standings"] == in_pool["standings"]
    assert on_dask["crosstable"] == in_pool["crosstable"]


def test_bad_scheduler_addresses_are_refused() -> None:
    assert Settings.from_env({"GINRUMMY_DASK_SCHEDULER": "tcp://10.0.0.1:8786"}).dask_scheduler
    for bad in ("10.0.0.1:8786", "http://host:1", "tcp://host", "tcp://:8786", "tcp://h:1/x"):
        with pytest.raises(ConfigError, match="GINRUMMY_DASK_SCHEDULER"):
            Settings.from_env({"GINRUMMY_DASK_SCHEDULER": bad})
    with pytest.raises(SystemExit):
        cli_main(["tournament", "--scheduler", "http://host:1"])


def test_service_runs_on_the_cluster(scheduler: str, tmp_path: Path) -> None:
    env = {
        "GINRUMMY_SQLITE_PATH": str(tmp_path / "dask.sqlite"),
        "GINRUMMY_DASK_SCHEDULER": scheduler,
        "GINRUMMY_LOG_LEVEL": "warning",
    }
    app = create_app(env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app) as client:
            me = register(client, prefix="d").headers
            r = create_tournament(
                client,
                me,
                format="round-robin",
                entrants=ENTRANTS,
                rules=RULES,
                pairs=3,
                seed=21,
            )
            tid = r.json()["id"]
            body = start_and_wait_for_the_end(client, tid, me, 60)
            assert body["status"] == "finished", body
            games = client.get(f"/tournaments/{tid}/games").json()["games"]
    finally:
        app.state.service.close()
    expected = runner.run("round-robin", ENTRANTS, 3, 21, rules=RULES).records
    got = [(g["a"], g["b"], g["a_wins"], g["b_wins"], g["ties"], g["deals"]) for g in games]
    assert got == [(r.a, r.b, r.a_wins, r.b_wins, r.ties, r.deals) for r in expected]


def test_an_unreachable_scheduler_fails_the_tournament(tmp_path: Path) -> None:
    """A scheduler nobody listens on: the start is accepted (202), the runner cannot reach the
    cluster and records the tournament as failed, with the reason; nothing is played."""
    from ginrummy.service.tournaments.local_dask import free_port

    env = {
        "GINRUMMY_SQLITE_PATH": str(tmp_path / "nowhere.sqlite"),
        "GINRUMMY_DASK_SCHEDULER": f"tcp://127.0.0.1:{free_port()}",
        "GINRUMMY_LOG_LEVEL": "critical",
    }
    app = create_app(env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app) as client:
            me = register(client, prefix="u").headers
            r = create_tournament(client, me, entrants=["beginner", "easy"], rules=RULES, pairs=2)
            tid = r.json()["id"]
            assert client.post(f"/tournaments/{tid}/start", headers=me).status_code == 202
            app.state.service.tournament_runner.wait(UUID(tid), 60)
            body = client.get(f"/tournaments/{tid}").json()
    finally:
        app.state.service.close()
    assert body["status"] == "failed", body
    assert body["outcome"]["reason"] == "error" and body["outcome"]["detail"]
    assert body["progress"]["pairs_played"] == 0
