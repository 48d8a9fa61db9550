"""The data's lifecycle, on SQLite and PostgreSQL: the projections rebuilt from the log give
exactly the running service's answers; a backup restored into a new store serves the same
matches; a stored event of an older version is read (upcast) by the new code."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest
from eventsourcing.persistence import StoredEvent
from litestar.testing import TestClient

from api.helpers import open_match, play, register
from ginrummy import cli
from ginrummy.api.app import create_app
from ginrummy.service import lifecycle
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.identity import Player
from ginrummy.service.projections import ReadModel


def populate(client: Any) -> dict[str, Any]:
    """Players, a match played to its end, one resigned against a bot, one open."""
    a, ha = register(client)
    b, hb = register(client)
    c, hc = register(client)
    played = open_match(client, ha, hb, {"target_score": 10})
    final = play(client, played, [ha, hb], random.Random(7))
    assert final["status"] == "finished"
    r = client.post(
        "/matches",
        json={"rules": {}, "opponent": {"kind": "bot", "level": "easy"}, "seat": 0},
        headers=hc,
    )
    assert r.status_code == 201, r.text
    botted = r.json()
    r = client.post(
        f"/matches/{botted['id']}/actions",
        json={"type": "resign", "version": botted["version"]},
        headers=hc,
    )
    assert r.status_code == 200, r.text
    r = client.post(
        "/matches", json={"rules": {}, "opponent": {"kind": "open"}, "seat": 1}, headers=ha
    )
    assert r.status_code == 201, r.text
    return {"players": [a, b, c], "finished": [played, botted["id"]], "seats": [ha, hb, hc]}


def answers(client: Any, data: dict[str, Any]) -> dict[str, Any]:
    """What the API answers about the projections (lobby, leaderboard, profiles)."""
    found: dict[str, Any] = {}
    for status in ("open", "active", "finished", "cancelled"):
        found[f"lobby:{status}"] = client.get("/matches", params={"status": status}).json()
    found["leaderboard"] = client.get("/leaderboard").json()
    for player in data["players"]:
        found[f"player:{player}"] = client.get(f"/players/{player}").json()
    return found


def test_rebuild_projections_gives_todays_answers(
    store_env: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = create_app(store_env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app) as client:
            data = populate(client)
            today = answers(client, data)
            running: ReadModel = app.state.read_model
            running.catch_up()
            fresh = ReadModel(app.state.service.store)
            fresh.catch_up()
            assert fresh.export() == running.export()
            expected = lifecycle.digest(running.export())
        # the CLI, reading the environment like a server
        for name, value in store_env.items():
            monkeypatch.setenv(name, value)
        if "DATABASE_URL" not in store_env:
            monkeypatch.delenv("DATABASE_URL", raising=False)
        out = io.StringIO()
        with redirect_stdout(out):
            assert cli.main(["rebuild-projections"]) == 0
        report = json.loads(out.getvalue())
        assert report["digest"] == expected
        assert report["matches"] == 3 and report["players"] == 3
    finally:
        app.state.service.close()
    # a new process over the same store answers exactly the same
    again = create_app(store_env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(again) as client:
            assert answers(client, data) == today
    finally:
        again.state.service.close()


@pytest.fixture
def restore_target(store_env: dict[str, str], tmp_path: Path) -> Iterator[dict[str, str]]:
    """An empty store to restore into: a new SQLite file, or a new PostgreSQL database."""
    if "DATABASE_URL" not in store_env:
        yield {"GINRUMMY_SQLITE_PATH": str(tmp_path / "restored" / "ginrummy.sqlite")}
        return
    import psycopg

    url = store_env["DATABASE_URL"]
    name = "restore_" + uuid4().hex[:12]
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    try:
        yield {**store_env, "DATABASE_URL": url.rsplit("/", 1)[0] + "/" + name}
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def test_backup_and_restore_serve_the_same_matches(
    store_env: dict[str, str], restore_target: dict[str, str], tmp_path: Path
) -> None:
    app = create_app(store_env, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(app) as client:
            data = populate(client)
            exports = [client.get(f"/matches/{m}/export").json() for m in data["finished"]]
            today = answers(client, data)
            backup = tmp_path / "ginrummy.backup"
            print(lifecycle.backup(Settings.from_env(store_env), backup))
    finally:
        app.state.service.close()
    print(lifecycle.restore(Settings.from_env(restore_target), backup))
    restored = create_app(restore_target, rate_limit=0, poll_interval=0.05)
    try:
        with TestClient(restored) as client:
            assert [client.get(f"/matches/{m}/export").json() for m in data["finished"]] == exports
            assert answers(client, data) == today
            # and it goes on: the restored store takes new writes
            assert client.get("/players/me", headers=data["seats"][0]).status_code == 200
            register(client)
    finally:
        restored.state.service.close()


def test_a_version_1_event_is_upcast(sqlite_env: dict[str, str]) -> None:
    service = GinRummyService(Settings.from_env(sqlite_env))
    try:
        player = Player(name="old-timer", token_hash="ab" * 32)
        [registered] = player.collect_events()
        stored = service.mapper.to_stored_event(registered)
        state = service.mapper.transcoder.decode(stored.state)
        assert state["class_version"] == 2 and state["token_scheme"] == "sha256"
        # what the code before version 2 stored
        del state["class_version"], state["token_scheme"]
        v1 = StoredEvent(
            originator_id=stored.originator_id,
            originator_version=stored.originator_version,
            topic=stored.topic,
            state=service.mapper.transcoder.encode(state),
        )
        service.recorder.insert_events([v1])
        loaded = service.repository.get(player.id)
        assert isinstance(loaded, Player)
        assert (loaded.name, loaded.token_scheme) == ("old-timer", "sha256")
        model = ReadModel(service.store)
        model.catch_up()
        assert model.names[str(player.id)] == "old-timer"
    finally:
        service.close()
