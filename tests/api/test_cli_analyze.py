"""``ginrummy analyze`` on a real export: a match played through the service (SQLite and
PostgreSQL), exported by ``GET /matches/{id}/export``, replayed and analysed offline."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

from litestar.testing import TestClient

from api.helpers import ACTION_EVENTS, open_match, play, register
from ginrummy import core
from ginrummy.service.audit import verify_export


def test_cli_analyze_an_exported_match(client: TestClient[Any], tmp_path: Any) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b, {"target_score": 10})
    play(client, match_id, [a, b], random.Random(5))
    doc = client.get(f"/matches/{match_id}/export").json()
    assert verify_export(doc)["ok"]
    game = core.match_from_export(doc)
    finished = next(e for e in doc["events"] if e["type"] == "match_finished")
    assert game.is_over and finished["data"]["winner"] == (game.result or {}).get("winner")
    report = core.analyze_match(doc, playouts=8, seed=2)
    actions = [e for e in doc["events"] if e["type"] in ACTION_EVENTS]
    assert report["moves"] == len(actions)
    assert report["decisions"], "random play makes decisions"
    for d in report["decisions"]:
        event = actions[d["index"]]
        assert d["seat"] == event["data"]["seat"]
    path = tmp_path / "match.json"
    path.write_text(json.dumps(doc))
    run = [sys.executable, "-m", "ginrummy", "analyze", str(path), "--playouts", "8"]
    out = subprocess.run([*run, "--seed", "2", "--json"], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == report
    table = subprocess.run(run, capture_output=True, text=True)
    assert table.returncode == 0, table.stderr
    assert "per seat" in table.stdout
