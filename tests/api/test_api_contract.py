"""The published contract: the OpenAPI document, operation ids, problem details, rate limits."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

from ginrummy.api.app import create_app

ROOT = Path(__file__).resolve().parents[2]


def test_exported_openapi_is_current(sqlite_env: dict[str, str]) -> None:
    with TestClient(create_app(sqlite_env, rate_limit=0)) as client:
        served = client.get("/schema/openapi.json")
    assert served.status_code == 200
    exported = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    assert served.json() == exported, "run: python scripts/export_openapi.py"


def test_openapi_is_3_1_with_an_operation_id_everywhere() -> None:
    doc = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    assert doc["openapi"].startswith("3.1")
    ids = [op["operationId"] for ops in doc["paths"].values() for op in ops.values()]
    assert len(ids) == len(set(ids)) >= 15
    assert all(ids)
    assert doc["components"]["securitySchemes"]["bearerAuth"]["scheme"] == "bearer"
    for path, ops in doc["paths"].items():
        for method, op in ops.items():
            for status, response in op["responses"].items():
                if status.startswith("4"):
                    content = response["content"]
                    assert "application/problem+json" in content, (path, method, status)


def test_problem_details_everywhere(client: TestClient[Any]) -> None:
    for r in (
        client.get("/no/such/route"),
        client.delete("/health"),
        client.post("/players", content=b"{not json", headers={"content-type": "application/json"}),
        client.post("/players", json={"name": "ok-name", "extra": 1}),
        client.post("/players", json={"name": "x"}),
        client.get("/matches?limit=0"),
        client.get("/players/me"),
    ):
        assert 400 <= r.status_code < 500
        assert r.headers["content-type"].startswith("application/problem+json"), r.text
        body = r.json()
        assert body["status"] == r.status_code
        assert body["type"].startswith("urn:ginrummy:problem:")
        assert body["title"] and body["detail"]


def test_rate_limit_per_token(sqlite_env: dict[str, str]) -> None:
    with TestClient(create_app(sqlite_env, rate_limit=5)) as client:
        a = client.post("/players", json={"name": "limited"}).json()["token"]
        b = client.post("/players", json={"name": "other"}).json()["token"]
        ha = {"Authorization": f"Bearer {a}"}
        hb = {"Authorization": f"Bearer {b}"}
        # the window is a whole second of the clock: start the burst just after one begins
        time.sleep(1 - time.time() % 1 + 0.01)
        statuses = []
        for _ in range(8):
            r = client.get("/players/me", headers=ha)
            statuses.append(r.status_code)
        assert statuses[:5] == [200] * 5
        assert 429 in statuses[5:]
        limited = client.get("/players/me", headers=ha)
        assert limited.status_code == 429
        assert limited.headers["content-type"].startswith("application/problem+json")
        assert limited.json()["type"].endswith("rate-limited")
        assert int(limited.headers["retry-after"]) >= 0
        assert limited.headers["ratelimit-limit"] == "5"
        assert limited.headers["ratelimit-remaining"] == "0"
        assert "ratelimit-policy" in limited.headers
        # Another token has its own budget; health is not limited.
        ok = client.get("/players/me", headers=hb)
        assert ok.status_code == 200
        assert ok.headers["ratelimit-remaining"] == "4"
        assert all(client.get("/health").status_code == 200 for _ in range(10))


def test_human_docs_are_served_without_the_network(client: TestClient[Any]) -> None:
    page = client.get("/schema")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    assert "http://" not in page.text and "https://" not in page.text
    for asset in ("/schema/assets/swagger-ui-bundle.js", "/schema/assets/swagger-ui.css"):
        r = client.get(asset)
        assert r.status_code == 200 and len(r.content) > 10_000
        assert asset.rsplit("/", 1)[1] in page.text


def test_every_problem_reason_is_published() -> None:
    """A problem's ``type`` is an enum in the OpenAPI document: every reason the code can give
    is in it (and the code gives no other)."""
    import re

    from ginrummy.api.schemas import PROBLEM_TYPES

    published = {t.removeprefix("urn:ginrummy:problem:") for t in PROBLEM_TYPES}
    source = "\n".join(p.read_text() for p in (ROOT / "services" / "ginrummy").rglob("*.py"))
    used = set(re.findall(r'reason\s*=\s*"([a-z-]+)"', source))
    used |= set(re.findall(r'^\s+\d{3}: "([a-z-]+)",$', source, re.MULTILINE))
    used |= set(re.findall(r'problem\(\s*\d{3},\s*"([a-z-]+)"', source))
    assert used, "no reason found"
    assert used <= published, used - published
    doc = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    enum = doc["components"]["schemas"]["Problem"]["properties"]["type"]["enum"]
    assert set(enum) == set(PROBLEM_TYPES)
