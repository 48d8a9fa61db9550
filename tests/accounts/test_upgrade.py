"""A store written by the previous main (``data/store-main.sqlite``, by ``data/make_store.py``
with that code: two guests, a finished match) opened by this code, on SQLite and, its events
copied as they are, on PostgreSQL: the guests' tokens keep working as their first personal
tokens, their match and rating are there, and a guest claims its account and signs in."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from accounts.conftest import PASSWORD, cheap_hashes, make_env, problem
from ginrummy.api.app import create_app
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings

DATA = Path(__file__).parent / "data"
FACTS: dict[str, Any] = json.loads((DATA / "store-main.json").read_text())


def copy_events(source: dict[str, str], target: dict[str, str]) -> None:
    """Every stored event of ``source``, as stored, into the empty store ``target``."""
    old = GinRummyService(Settings.from_env(source))
    new = GinRummyService(Settings.from_env(target))
    try:
        position = 0
        while batch := old.recorder.select_notifications(start=position + 1, limit=500):
            new.recorder.insert_events(list(batch))
            position = batch[-1].id
    finally:
        old.close()
        new.close()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def upgraded(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Litestar]:
    shutil.copy(DATA / "store-main.sqlite", tmp_path / "old.sqlite")
    env = {"GINRUMMY_SQLITE_PATH": str(tmp_path / "old.sqlite")}
    if request.param == "postgres":
        target = make_env("postgres", tmp_path, request)
        copy_events(env, target)
        env = target
    app = create_app(env, rate_limit=0, poll_interval=0.05)
    app.state.service.accounts.hashes = cheap_hashes()
    yield app
    app.state.service.close()


def test_the_previous_mains_guests_keep_their_tokens_matches_and_ratings(
    upgraded: Litestar,
) -> None:
    alice, bob = FACTS["players"]
    with TestClient(upgraded) as client:
        for player in (alice, bob):
            bearer = {"Authorization": f"Bearer {player['token']}"}
            me = client.get("/players/me", headers=bearer)
            assert me.status_code == 200 and me.json()["id"] == player["id"], me.text
            (first,) = client.get("/account/tokens", headers=bearer).json()["tokens"]
            assert first["name"] == "default" and "token" not in first
        ha = {"Authorization": f"Bearer {alice['token']}"}
        me = client.get("/players/me", headers=ha).json()
        assert me["rating"] == FACTS["alice"]["rating"] and me["stats"] == FACTS["alice"]["stats"]
        match = client.get(f"/matches/{FACTS['match']}", headers=ha).json()
        assert match["status"] == FACTS["status"] == "finished"
        # alice claims her account, clears everything, signs in: the same player
        claimed = client.post("/account/claim", json={"password": PASSWORD}, headers=ha)
        assert claimed.status_code == 200, claimed.text
        r = client.post("/account/signin", json={"name": alice["name"], "password": PASSWORD})
        assert r.status_code == 200, r.text
        session = {"Cookie": f"gr_session={r.cookies['gr_session']}"}
        client.cookies.clear()
        again = client.get("/players/me", headers=session).json()
        assert again["id"] == alice["id"] and again["rating"] == me["rating"]
        # revoking bob's first token refuses it; alice's still works
        hb = {"Authorization": f"Bearer {bob['token']}"}
        (first,) = client.get("/account/tokens", headers=hb).json()["tokens"]
        assert client.post(f"/account/tokens/{first['id']}/revoke", headers=hb).is_success
        problem(client.get("/players/me", headers=hb), 401, "invalid-token")
        assert client.get("/players/me", headers=ha).status_code == 200
