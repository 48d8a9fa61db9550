"""Old data opens: the stores written by an earlier commit (``tests/fixtures/old_data/``, its
README names the commit) open under this code with the same views, exports and ratings, the
recorded idempotency keys replay their first answers, and ``ginrummy audit`` verifies every
finished match in them.

SQLite: a copy of the checked-in file. PostgreSQL: the checked-in ``pg_dump`` (plain SQL)
loaded with ``psql -f`` into a fresh database of the throwaway cluster.
"""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit
from uuid import uuid4

import pytest

from api.conftest import postgres_url
from ginrummy.cli import main as ginrummy
from support.old_data import opened, same_as_recorded, view, without_added

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "old_data"
Json = dict[str, Any]


@pytest.fixture
def sqlite_store(tmp_path: Path) -> dict[str, str]:
    path = tmp_path / "old.sqlite"
    shutil.copyfile(FIXTURE / "store.sqlite", path)
    return {"GINRUMMY_SQLITE_PATH": str(path)}


@pytest.fixture
def postgres_store() -> Iterator[dict[str, str]]:
    import psycopg

    url = postgres_url()
    database = "old_" + uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {database}")
    target = urlunsplit(urlsplit(url)._replace(path="/" + database))
    try:
        subprocess.run(
            ["psql", "--quiet", "-v", "ON_ERROR_STOP=1", "-f", str(FIXTURE / "store_postgres.sql"),
             target],
            check=True, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        yield {"DATABASE_URL": target, "GINRUMMY_DB_POOL_SIZE": "4"}
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


def expected(store: str) -> Json:
    recorded: Json = json.loads(
        gzip.decompress((FIXTURE / f"expected_{store}.json.gz").read_bytes())
    )
    return recorded


def check_old_store(env: dict[str, str], recorded: Json, tmp_path: Path) -> None:
    with opened(env) as client:
        differ = [
            (entry["path"], entry["as"])
            for entry in recorded["views"]
            if not same_as_recorded(view(client, entry["path"], entry["as"], recorded), entry)
        ]
        assert not differ, f"{len(differ)} views differ, the first: {differ[:5]}"
        for first in recorded["idempotent"]:
            token = recorded["players"][first["as"]]["token"]
            headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": first["key"]}
            again = client.post(first["path"], json=first["body"], headers=headers)
            # as recorded, but for the fields added to the contract since
            replayed = without_added(again.json(), first["response"])
            assert (again.status_code, replayed) == (first["status"], first["response"])
            assert again.headers.get("idempotent-replayed") == "true"
        # the replays changed nothing
        for entry in recorded["views"][:60]:
            assert same_as_recorded(view(client, entry["path"], entry["as"], recorded), entry)
    exports = [
        entry
        for entry in recorded["views"]
        if entry["path"].endswith("/export") and entry["status"] == 200
    ]
    assert len(exports) >= 10
    for entry in exports:
        path = tmp_path / f"{entry['body']['match_id']}.json"
        path.write_text(json.dumps(entry["body"]))
        assert ginrummy(["audit", str(path)]) == 0, entry["path"]


def test_the_history(tmp_path: Path) -> None:
    """The fixture holds what it says (its README): a guard against a fixture rebuilt thinner."""
    for store in ("sqlite", "postgres"):
        recorded = expected(store)
        assert set(recorded["matches"]) >= {"live", "open", "cancelled", "idempotent"}
        assert set(recorded["tournaments"]) == {"deal-pairs", "match-pairs", "missed-deadline"}
        bodies = {(e["path"], e["as"]): e["body"] for e in recorded["views"]}
        statuses = {bodies[(f"/matches/{m}", None)]["status"] for m in recorded["matches"].values()}
        assert statuses == {"open", "active", "finished", "cancelled"}
        kinds = {
            str(e["data"]["record"]["outcome"]["kind"])
            for entry in recorded["views"]
            if entry["path"].endswith("/export") and entry["status"] == 200
            for e in entry["body"]["events"]
            if e["type"] == "deal_scored"
        }
        assert {"knock", "gin", "undercut"} <= kinds
        reasons = {
            (bodies[(f"/matches/{m}", None)].get("result") or {}).get("reason")
            for m in recorded["matches"].values()
        }
        assert {"resignation", "target_reached"} <= reasons, reasons
        analysis = [e for e in recorded["views"] if e["path"].endswith("/analysis")]
        assert [e["status"] for e in analysis] == [200]


def test_an_old_sqlite_store_opens(sqlite_store: dict[str, str], tmp_path: Path) -> None:
    check_old_store(sqlite_store, expected("sqlite"), tmp_path)


@pytest.mark.postgres
def test_an_old_postgres_dump_opens(postgres_store: dict[str, str], tmp_path: Path) -> None:
    check_old_store(postgres_store, expected("postgres"), tmp_path)
