"""Refusals that hold against hostile input (each on SQLite and PostgreSQL): deep nesting,
bodies that are not JSON, idempotent replays of a secret, numbers out of range, what /health
tells, and the version requirement in the OpenAPI document."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import Headers, open_match, register
from ginrummy.service.idempotency import IdempotencyKey, IdempotencyRecord, unseal

ROOT = Path(__file__).resolve().parents[2]
MAX_SAFE = 2**53 - 1


def assert_problem(r: Any, status: int, reason: str | None = None) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json"), r.text
    body: dict[str, Any] = r.json()
    assert body["status"] == status
    assert body["type"].startswith("urn:ginrummy:problem:")
    if reason is not None:
        assert body["type"] == "urn:ginrummy:problem:" + reason, body
    return body


def field_of(problem: dict[str, Any]) -> str:
    errors = problem.get("errors") or []
    assert errors, problem
    return str(errors[0]["key"])


def a_match(client: TestClient[Any]) -> tuple[str, list[Headers], int]:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b)
    version = int(client.get(f"/matches/{match_id}", headers=a).json()["version"])
    return match_id, [a, b], version


def version_of(client: TestClient[Any], match_id: str) -> int:
    return int(client.get(f"/matches/{match_id}").json()["version"])


def nested(depth: int, inner: str = "") -> str:
    return "[" * depth + inner + "]" * depth


# -- 1. deep nesting ------------------------------------------------------------------------


@pytest.mark.parametrize("depth", [33, 100, 600, 5_000, 30_000])
def test_deeply_nested_json_is_400_and_writes_nothing(client: TestClient[Any], depth: int) -> None:
    match_id, seats, version = a_match(client)
    lobby = client.get("/matches?status=any").json()
    bodies = {
        "/players": [nested(depth), '{"name": ' + nested(depth) + "}"],
        "/matches": [nested(depth), '{"rules": ' + nested(depth) + "}"],
        f"/matches/{match_id}/actions": [
            nested(depth),
            '{"type": "knock", "discard": "7h", "melds": ' + nested(depth) + "}",
            '{"type": "discard", "card": {"a": ' + nested(depth, "{}") + "}}",
        ],
    }
    for path, contents in bodies.items():
        for content in contents:
            r = client.post(
                path,
                content=content.encode(),
                headers={**seats[0], "content-type": "application/json"},
            )
            assert_problem(r, 400)
    assert version_of(client, match_id) == version
    assert client.get("/matches?status=any").json() == lobby


def test_an_action_the_rules_cannot_parse_is_422_and_writes_nothing(
    client: TestClient[Any],
) -> None:
    """Well-formed JSON whose melds repeat a card (found by schemathesis: it was a 500)."""
    match_id, seats, version = a_match(client)
    body = {"type": "knock", "discard": "2c", "melds": [["7h", "2s", "2s"], ["Ac", "Ac", "Jd"]]}
    for headers in seats:
        r = client.post(f"/matches/{match_id}/actions", json=body, headers=headers)
        assert r.status_code == 422, r.text
        assert r.json()["type"] == "urn:ginrummy:problem:invalid-action"
    assert version_of(client, match_id) == version


def test_nesting_within_the_limit_is_still_checked_field_by_field(
    client: TestClient[Any],
) -> None:
    match_id, seats, version = a_match(client)
    r = client.post(
        f"/matches/{match_id}/actions",
        content=json.dumps({"type": "discard", "card": nested(20), "version": 1.0}).encode(),
        headers={**seats[0], "content-type": "application/json"},
    )
    assert field_of(assert_problem(r, 400)) == "card"
    assert version_of(client, match_id) == version


# -- 2. content types -------------------------------------------------------------------------

NOT_JSON = [
    "text/plain",
    "application/xml",
    "application/octet-stream",
    "text/html",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json; charset=latin-1",
    "application/jsonx",
]


@pytest.mark.parametrize("content_type", [*NOT_JSON, None])
def test_a_body_that_is_not_json_is_415_and_writes_nothing(
    client: TestClient[Any], content_type: str | None
) -> None:
    match_id, seats, version = a_match(client)
    headers = {} if content_type is None else {"content-type": content_type}
    name = "mallory" + str(abs(hash(content_type)) % 10_000)
    r = client.post("/players", content=json.dumps({"name": name}).encode(), headers=headers)
    assert_problem(r, 415, "unsupported-media-type")
    lobby = client.get("/matches?status=any").json()
    r = client.post(
        "/matches",
        content=json.dumps({"opponent": {"kind": "open"}}).encode(),
        headers={**seats[0], **headers},
    )
    assert_problem(r, 415, "unsupported-media-type")
    assert client.get("/matches?status=any").json() == lobby
    r = client.post(
        f"/matches/{match_id}/actions",
        content=json.dumps({"type": "pass_upcard", "version": version}).encode(),
        headers={**seats[0], **headers},
    )
    assert_problem(r, 415, "unsupported-media-type")
    assert version_of(client, match_id) == version
    # Nothing was registered: the name is free.
    assert client.post("/players", json={"name": name}).status_code == 201


@pytest.mark.parametrize(
    "content_type", ["application/json", "application/json; charset=UTF-8", "application/ld+json"]
)
def test_json_media_types_are_accepted(client: TestClient[Any], content_type: str) -> None:
    r = client.post(
        "/players",
        content=json.dumps({"name": "json" + str(len(content_type))}).encode(),
        headers={"content-type": content_type},
    )
    assert r.status_code == 201, r.text


# -- 3. an idempotent replay never hands out a secret ---------------------------------------


def test_a_registration_replay_never_returns_the_token(
    app: Litestar, client: TestClient[Any]
) -> None:
    key = {"Idempotency-Key": "shared-key-1"}
    first = client.post("/players", json={"name": "victim"}, headers=key)
    assert first.status_code == 201
    token = first.json()["token"]
    # Anyone sending the same key and body: the player's public id, never the token.
    again = client.post("/players", json={"name": "victim"}, headers=key)
    problem = assert_problem(again, 409, "registration-replayed")
    assert token not in again.text
    assert problem["player_id"] == first.json()["id"]
    # The token is not even in the stored record (sealed with the key, which anyone may know).
    idem = IdempotencyKey(key="shared-key-1", caller="anonymous", fingerprint="")
    record = app.state.service.repository.get(IdempotencyRecord.create_id(idem.scope))
    stored = json.loads(unseal("shared-key-1", record.salt, record.body))
    assert "token" not in stored
    assert token not in json.dumps(stored)
    assert stored["id"] == first.json()["id"]
    # The token still works for its holder.
    me = client.get("/players/me", headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200


# -- 5. numbers out of range ----------------------------------------------------------------


@pytest.mark.parametrize("number", [str(2**64), "1" + "0" * 400, str(MAX_SAFE + 1), "-1"])
def test_a_version_out_of_range_is_400_naming_it(client: TestClient[Any], number: str) -> None:
    match_id, seats, version = a_match(client)
    r = client.post(
        f"/matches/{match_id}/actions",
        content=('{"type": "pass_upcard", "version": ' + number + "}").encode(),
        headers={**seats[0], "content-type": "application/json"},
    )
    problem = assert_problem(r, 400)
    assert field_of(problem) == "version"
    assert number not in r.text or number == "-1"
    assert version_of(client, match_id) == version


@pytest.mark.parametrize("etag", [f'"{MAX_SAFE + 1}"', '"18446744073709551616"', '"1' + "0" * 400])
def test_an_if_match_out_of_range_is_400_naming_it(client: TestClient[Any], etag: str) -> None:
    match_id, seats, version = a_match(client)
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "pass_upcard"},
        headers={**seats[0], "If-Match": etag},
    )
    problem = assert_problem(r, 400)
    assert field_of(problem).lower() == "if-match"
    assert version_of(client, match_id) == version


def test_numbers_out_of_range_anywhere_are_400_naming_the_field(client: TestClient[Any]) -> None:
    match_id, seats, version = a_match(client)
    huge = 2**70
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("/matches", {"rules": {"knock_limit": huge}}, "rules.knock_limit"),
        ("/matches", {"rules": {"target_score": -huge}}, "rules.target_score"),
        ("/matches", {"seat": huge}, "seat"),
        ("/matches", {"seat": 2}, "seat"),
        (
            f"/matches/{match_id}/actions",
            {"type": "lay_off", "card": "7h", "meld": huge, "version": version},
            "meld",
        ),
    ]
    lobby = client.get("/matches?status=any").json()
    for path, body, field in cases:
        r = client.post(path, json=body, headers=seats[0])
        assert field_of(assert_problem(r, 400)) == field, r.text
        assert str(huge) not in r.text
    assert client.get("/matches?status=any").json() == lobby
    for path in (
        f"/matches/{match_id}/versions/{2**64}",
        f"/matches/{match_id}/versions/0",
        f"/matches/{match_id}/deals/{2**64}/reveal",
        f"/matches/{match_id}/events?after={2**64}",
        f"/matches/{match_id}/events?limit={2**64}",
    ):
        assert_problem(client.get(path, headers=seats[0]), 400)
    assert version_of(client, match_id) == version


def test_health_names_the_kind_of_store_only(
    client: TestClient[Any], store_env: dict[str, str]
) -> None:
    r = client.get("/health")
    assert r.status_code == 200
    kind = "postgresql" if "DATABASE_URL" in store_env else "sqlite"
    assert r.json()["store"] == kind
    for secret in store_env.values():
        assert secret not in r.text


# -- 6. the version requirement is in the OpenAPI document ------------------------------------


def test_the_openapi_document_states_the_version_requirement(client: TestClient[Any]) -> None:
    for doc in (
        client.get("/schema/openapi.json").json(),
        json.loads((ROOT / "openapi" / "openapi.json").read_text()),
    ):
        operation = doc["paths"]["/matches/{match_id}/actions"]["post"]
        assert "required in the body unless `If-Match`" in operation["description"]
        assert "428" in operation["responses"]
        assert "If-Match" in operation["responses"]["428"]["description"]
        assert "415" in operation["responses"]
        version = doc["components"]["schemas"]["PassUpcard"]["properties"]["version"]
        described = json.dumps(version)
        assert "required unless the If-Match header" in described
        assert str(MAX_SAFE) in described
    # and the service behaves as documented
    match_id, seats, version_now = a_match(client)
    r = client.post(f"/matches/{match_id}/actions", json={"type": "pass_upcard"}, headers=seats[0])
    assert_problem(r, 428, "version-required")
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "pass_upcard", "version": version_now},
        headers={**seats[0], "If-Match": f'"{version_now + 1}"'},
    )
    assert_problem(r, 422, "version-mismatch")
    assert version_of(client, match_id) == version_now
