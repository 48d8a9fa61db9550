"""schemathesis, every check and every phase (examples, coverage, fuzzing, stateful through the
OpenAPI links), against a running server, each store with one of the two security schemes:
SQLite with a bearer token, PostgreSQL with the session cookie and its CSRF token (the other
two pairings repeat what these cover: the schemes are checked before the store is reached,
and each run makes the same requests on either store).

Illegal moves are schema-valid JSON that the rules refuse: 422 (and 428 when no version is
named) is a legitimate answer to schema-valid data, so the positive-data check accepts them;
every other check runs with its defaults.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from api.conftest import LiveServer, make_env

CONFIG = """
[checks.positive_data_acceptance]
expected-statuses = ["2xx", "3xx", "401", "403", "404", "409", "422", "428", "429", "5xx"]
"""


def bearer(url: str) -> tuple[str, list[str]]:
    """The guest's bearer token (the first security scheme): (config, headers)."""
    r = httpx.post(url + "/players", json={"name": "schemathesis"})
    return "", [f"Authorization: Bearer {r.json()['token']}"]


def session(url: str) -> tuple[str, list[str]]:
    """A session cookie (the second security scheme, given to schemathesis as that scheme's
    credential, so that its authentication checks know what to leave out) and its CSRF token."""
    body = {"name": "schemathesis", "password": "schemathesis passphrase"}
    r = httpx.post(url + "/account/signup", json=body)
    assert r.status_code == 201, r.text
    config = f'\n[auth.openapi.sessionCookie]\napi_key = "{r.cookies["gr_session"]}"\n'
    return config, [f"X-CSRF-Token: {r.json()['csrf_token']}"]


@pytest.mark.parametrize(
    ("store", "credential"),
    [("sqlite", bearer), pytest.param("postgres", session, marks=pytest.mark.postgres)],
    ids=["sqlite-bearer", "postgres-session"],
)
def test_schemathesis_all_checks_all_phases(
    store: str,
    credential: Callable[[str], tuple[str, list[str]]],
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    store_env = make_env(store, tmp_path, request)
    server = LiveServer({**store_env, "GINRUMMY_SSE_MAX_SECONDS": "0.3"})
    server.start()
    try:
        auth, headers = credential(server.url)
        config = tmp_path / "schemathesis.toml"
        config.write_text(CONFIG + auth)
        st = Path(sys.executable).parent / "st"
        result = subprocess.run(
            [
                str(st),
                "--config-file",
                str(config),
                "run",
                server.url + "/schema/openapi.json",
                *(arg for header in headers for arg in ("--header", header)),
                "--max-examples",
                "10",
                "--seed",
                "20261129",
                "--request-timeout",
                "10",
            ],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            timeout=600,
        )
    finally:
        server.stop()
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-6000:]
    for phase in ("Examples", "Coverage", "Fuzzing", "Stateful"):
        assert f"✅ {phase}" in output, output[-3000:]
