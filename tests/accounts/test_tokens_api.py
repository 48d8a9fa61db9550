"""Personal tokens over HTTP, on SQLite and PostgreSQL: create (shown once), list (never the
secret), revoke, rotate, expiry, and the refusal of an operation whose scope the token lacks
(403 naming it, nothing changed). The guest's token is the account's first personal token."""

from __future__ import annotations

from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from accounts.conftest import guest, problem
from ginrummy.service.accounts import credentials

Client = TestClient[Litestar]
OPEN_MATCH = {"rules": {}, "opponent": {"kind": "open"}, "seat": 0}


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def create(client: Client, owner: dict[str, str], **body: Any) -> dict[str, Any]:
    r = client.post("/account/tokens", json=body, headers=owner)
    assert r.status_code == 201, r.text
    issued: dict[str, Any] = r.json()
    assert issued["token"].startswith("gr_")
    return issued


def listed(client: Client, owner: dict[str, str]) -> list[dict[str, Any]]:
    r = client.get("/account/tokens", headers=owner)
    assert r.status_code == 200, r.text
    tokens: list[dict[str, Any]] = r.json()["tokens"]
    return tokens


def test_the_guest_token_is_the_first_personal_token(client: Client) -> None:
    body, owner = guest(client)
    (first,) = listed(client, owner)
    assert first["name"] == "default" and first["expires_at"] is None
    assert first["scopes"] == ["read", "play", "tournaments", "account"]
    assert (
        "token" not in first
        and body["token"] not in client.get("/account/tokens", headers=owner).text
    )


def test_create_list_and_scope_refusals(client: Client) -> None:
    body, owner = guest(client)
    reader = create(client, owner, name="stats bot", scopes=["read"])
    player = create(client, owner, name="play bot", scopes=["play", "read"], expires_in_days=30)
    assert player["expires_at"] is not None and reader["expires_at"] is None
    tokens = listed(client, owner)
    assert [t["name"] for t in tokens] == ["default", "stats bot", "play bot"]
    assert all("token" not in t for t in tokens)
    text = client.get("/account/tokens", headers=owner).text
    assert reader["token"] not in text and player["token"] not in text
    # the read token reads, and is refused what needs another scope: 403 naming it, no change
    assert client.get("/players/me", headers=bearer(reader["token"])).json()["id"] == body["id"]
    r = client.post("/matches", json=OPEN_MATCH, headers=bearer(reader["token"]))
    refused = problem(r, 403, "missing-scope")
    assert refused["missing_scope"] == "play" and "'play'" in refused["detail"]
    assert client.get("/matches", params={"status": "open"}).json()["matches"] == []
    r = client.post(
        "/account/tokens", json={"name": "x", "scopes": ["read"]}, headers=bearer(reader["token"])
    )
    assert problem(r, 403, "missing-scope")["missing_scope"] == "account"
    r = client.post("/tournaments", json={}, headers=bearer(player["token"]))
    assert problem(r, 403, "missing-scope")["missing_scope"] == "tournaments"
    assert len(listed(client, owner)) == 3
    r = client.post("/matches", json=OPEN_MATCH, headers=bearer(player["token"]))
    assert r.status_code == 201, r.text
    # bad requests: unknown scope, no scope, an expiry out of range; nothing is created
    for bad in (
        {"name": "x", "scopes": ["admin"]},
        {"name": "x", "scopes": []},
        {"name": "x", "scopes": ["read"], "expires_in_days": 0},
        {"name": "", "scopes": ["read"]},
    ):
        r = client.post("/account/tokens", json=bad, headers=owner)
        assert r.status_code == 400, r.text
    assert len(listed(client, owner)) == 3


def test_revoke_and_rotate(client: Client) -> None:
    body, owner = guest(client)
    bot = create(client, owner, name="bot", scopes=["play", "read"], expires_in_days=7)
    assert client.get("/players/me", headers=bearer(bot["token"])).status_code == 200
    r = client.post(f"/account/tokens/{bot['id']}/rotate", headers=owner)
    assert r.status_code == 201, r.text
    rotated = r.json()
    assert rotated["token"] != bot["token"] and rotated["id"] != bot["id"]
    assert {k: rotated[k] for k in ("name", "scopes", "expires_at")} == {
        k: bot[k] for k in ("name", "scopes", "expires_at")
    }
    problem(client.get("/players/me", headers=bearer(bot["token"])), 401, "invalid-token")
    assert client.get("/players/me", headers=bearer(rotated["token"])).json()["id"] == body["id"]
    r = client.post(f"/account/tokens/{rotated['id']}/revoke", headers=owner)
    assert r.status_code == 200 and r.json()["id"] == rotated["id"], r.text
    problem(client.get("/players/me", headers=bearer(rotated["token"])), 401, "invalid-token")
    # a revoked token is gone from the list, and cannot be revoked or rotated again
    assert [t["name"] for t in listed(client, owner)] == ["default"]
    for action in ("revoke", "rotate"):
        r = client.post(f"/account/tokens/{rotated['id']}/{action}", headers=owner)
        problem(r, 404, "token-not-found")
    # another account's token is not found either
    _, stranger = guest(client)
    other = create(client, stranger, name="theirs", scopes=["read"])
    problem(
        client.post(f"/account/tokens/{other['id']}/revoke", headers=owner), 404, "token-not-found"
    )
    assert client.get("/players/me", headers=bearer(other["token"])).status_code == 200


def test_the_guest_token_is_revoked_and_rotated_like_any(client: Client) -> None:
    _, owner = guest(client)
    (first,) = listed(client, owner)
    r = client.post(f"/account/tokens/{first['id']}/rotate", headers=owner)
    assert r.status_code == 201, r.text
    fresh = bearer(r.json()["token"])
    problem(client.get("/players/me", headers=owner), 401, "invalid-token")
    assert [t["name"] for t in listed(client, fresh)] == ["default"]
    assert listed(client, fresh)[0]["id"] == r.json()["id"]
    r = client.post(f"/account/tokens/{r.json()['id']}/revoke", headers=fresh)
    assert r.status_code == 200, r.text
    problem(client.get("/players/me", headers=fresh), 401, "invalid-token")


def test_an_expired_token_is_refused(client: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    _, owner = guest(client)
    bot = create(client, owner, name="short-lived", scopes=["read"], expires_in_days=1)
    assert client.get("/players/me", headers=bearer(bot["token"])).status_code == 200
    later = credentials.clock() + 86400 + 1
    monkeypatch.setattr(credentials, "clock", lambda: later)
    problem(client.get("/players/me", headers=bearer(bot["token"])), 401, "invalid-token")
    assert client.get("/players/me", headers=owner).status_code == 200
