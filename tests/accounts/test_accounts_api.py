"""Accounts over HTTP, on SQLite and PostgreSQL: sign up, claim a guest, sign in and out, sign
out everywhere, the sessions' list and revocation, the CSRF check of cookie requests; each
refusal a 4xx problem that changes nothing."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from accounts.conftest import PASSWORD, guest, new_name, problem

Client = TestClient[Litestar]


def session_of(client: Client, r: Any) -> dict[str, str]:
    """The headers of the session a sign-in opened (its cookie and CSRF token); the client's
    own cookie jar is emptied, so each request names its session."""
    assert r.status_code in (200, 201), r.text
    secret = r.cookies["gr_session"]
    client.cookies.clear()
    return {"Cookie": f"gr_session={secret}", "X-CSRF-Token": r.json()["csrf_token"]}


def without_csrf(headers: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in headers.items() if k != "X-CSRF-Token"}


def lobby(client: Client) -> list[dict[str, Any]]:
    r = client.get("/matches", params={"status": "open"})
    assert r.status_code == 200, r.text
    matches: list[dict[str, Any]] = r.json()["matches"]
    return matches


OPEN_MATCH = {"rules": {}, "opponent": {"kind": "open"}, "seat": 0}


def test_sign_up_sets_a_session_cookie_and_csrf_guards_its_changes(client: Client) -> None:
    name = new_name()
    r = client.post("/account/signup", json={"name": name, "password": PASSWORD})
    assert r.status_code == 201, r.text
    cookie = r.headers["set-cookie"]
    assert "gr_session=grs_" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie
    assert "Secure" not in cookie  # plain HTTP here; Secure over TLS
    assert PASSWORD not in r.text
    me = session_of(client, r)
    account = client.get("/account", headers=me).json()
    assert account["name"] == name and account["claimed"] and account["password"]
    assert account["authenticated_by"] == "session"
    assert account["csrf_token"] == me["X-CSRF-Token"]
    profile = client.get("/players/me", headers=me).json()
    assert profile["id"] == account["player_id"] == r.json()["player_id"]
    # a change made with the cookie but without the CSRF token: refused, nothing created
    problem(client.post("/matches", json=OPEN_MATCH, headers=without_csrf(me)), 403, "csrf-failed")
    wrong = {**me, "X-CSRF-Token": "0" * 64}
    problem(client.post("/matches", json=OPEN_MATCH, headers=wrong), 403, "csrf-failed")
    assert lobby(client) == []
    created = client.post("/matches", json=OPEN_MATCH, headers=me)
    assert created.status_code == 201, created.text
    assert [m["id"] for m in lobby(client)] == [created.json()["id"]]
    # a taken name (any case), a weak password: refused, nothing recorded
    problem(
        client.post("/account/signup", json={"name": name.upper(), "password": PASSWORD}),
        409,
        "name-taken",
    )
    other = new_name()
    for weak in ("short", "password123", "QWERTYUIOP", other.upper(), "x" * 257):
        r = client.post("/account/signup", json={"name": other, "password": weak})
        problem(
            r,
            422 if len(weak) <= 256 else 400,
            "weak-password" if len(weak) <= 256 else "validation-failed",
        )
    problem(
        client.post("/account/signin", json={"name": other, "password": PASSWORD}),
        401,
        "sign-in-failed",
    )
    assert client.get("/leaderboard").status_code == 200


def test_sign_in_on_another_device_list_and_revoke_sessions(client: Client) -> None:
    name = new_name()
    first = session_of(
        client,
        client.post(
            "/account/signup",
            json={"name": name, "password": PASSWORD},
            headers={"User-Agent": "laptop"},
        ),
    )
    second = session_of(
        client,
        client.post(
            "/account/signin",
            json={"name": name.upper(), "password": PASSWORD},
            headers={"User-Agent": "phone"},
        ),
    )
    assert client.get("/players/me", headers=second).json()["name"] == name
    listed = client.get("/account/sessions", headers=second).json()["sessions"]
    assert sorted(s["device"] for s in listed) == ["laptop", "phone"]
    assert [s["current"] for s in listed if s["device"] == "phone"] == [True]
    assert all(s["method"] == "password" and s["last_used_at"] for s in listed)
    laptop = next(s["id"] for s in listed if s["device"] == "laptop")
    # revoking needs the CSRF token too; an unknown session is 404; neither changes anything
    r = client.post(f"/account/sessions/{laptop}/revoke", headers=without_csrf(second))
    problem(r, 403, "csrf-failed")
    r = client.post("/account/sessions/00000000-0000-4000-8000-000000000000/revoke", headers=second)
    problem(r, 404, "session-not-found")
    assert len(client.get("/account/sessions", headers=first).json()["sessions"]) == 2
    r = client.post(f"/account/sessions/{laptop}/revoke", headers=second)
    assert r.status_code == 204, r.text
    problem(client.get("/players/me", headers=first), 401, "invalid-session")
    listed = client.get("/account/sessions", headers=second).json()["sessions"]
    assert [s["device"] for s in listed] == ["phone"]
    # sign out: this session closes, its cookie is removed
    r = client.post("/account/signout", headers=second)
    assert r.status_code == 204, r.text
    assert 'gr_session=""' in r.headers["set-cookie"] or "Max-Age=0" in r.headers["set-cookie"]
    problem(client.get("/account", headers=second), 401, "invalid-session")


def test_sign_out_everywhere_closes_every_session_and_keeps_tokens(client: Client) -> None:
    body, bearer = guest(client)
    r = client.post("/account/claim", json={"password": PASSWORD}, headers=bearer)
    assert r.status_code == 200, r.text
    devices = [
        session_of(
            client,
            client.post(
                "/account/signin",
                json={"name": body["name"], "password": PASSWORD},
                headers={"User-Agent": f"device {i}"},
            ),
        )
        for i in range(3)
    ]
    r = client.post("/account/signout-everywhere", headers=devices[0])
    assert r.status_code == 200 and r.json() == {"closed": 3}, r.text
    for device in devices:
        problem(client.get("/players/me", headers=device), 401, "invalid-session")
    assert client.get("/players/me", headers=bearer).json()["id"] == body["id"]
    assert client.get("/account/sessions", headers=bearer).json() == {"sessions": []}


def test_a_guest_claims_its_account_and_keeps_its_match(client: Client) -> None:
    body, bearer = guest(client)
    _, other = guest(client)
    created = client.post("/matches", json=OPEN_MATCH, headers=bearer)
    assert created.status_code == 201, created.text
    match_id = created.json()["id"]
    assert client.post(f"/matches/{match_id}/join", headers=other).status_code == 200
    account = client.get("/account", headers=bearer).json()
    assert account["claimed"] is False and account["authenticated_by"] == "token"
    assert "csrf_token" not in account or account["csrf_token"] is None
    # a guest cannot sign in before it is claimed: the same answer as a wrong password
    refused = client.post("/account/signin", json={"name": body["name"], "password": PASSWORD})
    problem(refused, 401, "sign-in-failed")
    problem(
        client.post("/account/claim", json={"password": "tooshort"}, headers=bearer),
        422,
        "weak-password",
    )
    assert client.get("/account", headers=bearer).json()["claimed"] is False
    r = client.post("/account/claim", json={"password": PASSWORD}, headers=bearer)
    assert r.status_code == 200 and r.json()["claimed"] is True, r.text
    again = client.post("/account/claim", json={"password": PASSWORD + "!"}, headers=bearer)
    problem(again, 409, "already-claimed")
    me = session_of(
        client, client.post("/account/signin", json={"name": body["name"], "password": PASSWORD})
    )
    assert client.get("/players/me", headers=me).json()["id"] == body["id"]
    mine = client.get("/matches", params={"mine": "true", "status": "any"}, headers=me)
    mine = mine.json()["matches"]
    assert [m["id"] for m in mine] == [match_id]
    seat = client.get(f"/matches/{match_id}", headers=me).json()
    assert seat["view"]["seat"] == 0  # the page sees the guest's own seat
    # the guest's token still works after the claim
    assert client.get("/players/me", headers=bearer).json()["id"] == body["id"]


def test_sign_in_refusals_leak_nothing(client: Client) -> None:
    body, bearer = guest(client)
    assert client.post("/account/claim", json={"password": PASSWORD}, headers=bearer).is_success
    unknown = client.post("/account/signin", json={"name": new_name(), "password": PASSWORD})
    wrong = client.post("/account/signin", json={"name": body["name"], "password": "x" + PASSWORD})
    for r in (unknown, wrong):
        problem(r, 401, "sign-in-failed")
        assert "set-cookie" not in r.headers
    assert unknown.json() == wrong.json()
    assert client.get("/account/sessions", headers=bearer).json() == {"sessions": []}


def test_failed_sign_ins_are_throttled_per_address_not_locked_for_the_owner(
    client: Client, accounts_app: Litestar
) -> None:
    throttle = accounts_app.state.service.accounts.throttle
    throttle.pair_allowed = 3
    body, bearer = guest(client)
    assert client.post("/account/claim", json={"password": PASSWORD}, headers=bearer).is_success
    attempt = {"name": body["name"], "password": "wrong" + PASSWORD}
    for _ in range(3):
        problem(client.post("/account/signin", json=attempt), 401, "sign-in-failed")
    refused = client.post("/account/signin", json=attempt)
    problem(refused, 429, "too-many-attempts")
    assert int(refused.headers["retry-after"]) >= 1
    # the right password from this address waits too: the pair is throttled, not the name...
    right = {"name": body["name"], "password": PASSWORD}
    problem(client.post("/account/signin", json=right), 429, "too-many-attempts")
    # ...and from another address the owner signs in at once
    assert throttle.check(body["name"], "198.51.100.7") == 0.0
    unknown = {"name": new_name(), "password": PASSWORD}
    for _ in range(3):
        problem(client.post("/account/signin", json=unknown), 401, "sign-in-failed")
    problem(client.post("/account/signin", json=unknown), 429, "too-many-attempts")


def test_refusals_of_account_requests(client: Client) -> None:
    problem(client.get("/account"), 401, "missing-token")
    problem(client.get("/account/sessions"), 401, "missing-token")
    problem(client.post("/account/signout-everywhere"), 401, "missing-token")
    bad = {"Cookie": "gr_session=grs_nothing"}
    problem(client.get("/account", headers=bad), 401, "invalid-session")
    _, bearer = guest(client)
    # a token has no session to sign out of
    problem(client.post("/account/signout", headers=bearer), 404, "session-not-found")
    r = client.post("/account/signin", json={"name": "x", "password": PASSWORD, "extra": 1})
    assert r.status_code == 400, r.text


def test_passkey_ceremonies_refuse_what_they_cannot_verify(client: Client) -> None:
    # the happy paths run in Chromium with a virtual authenticator (tests/web)
    problem(client.post("/account/passkeys/options"), 401, "missing-token")
    _, bearer = guest(client)
    options = client.post("/account/passkeys/options", headers=bearer)
    assert options.status_code == 200, options.text
    assert options.json()["rp"]["id"] == "testserver.local"
    assert options.json()["authenticatorSelection"]["residentKey"] == "required"
    for credential in ({}, {"id": "x", "response": {"clientDataJSON": "bm90IGpzb24"}}):
        r = client.post("/account/passkeys", json={"credential": credential}, headers=bearer)
        problem(r, 401, "passkey-failed")
        r = client.post("/account/passkey-signin", json={"credential": credential})
        problem(r, 401, "passkey-failed")
    assert client.get("/account", headers=bearer).json()["passkeys"] == 0
    signin = client.post("/account/passkey-signin/options")
    assert signin.status_code == 200 and signin.json()["challenge"], signin.text
    assert "set-cookie" not in signin.headers
