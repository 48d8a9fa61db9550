"""The TypeScript client (``clients/typescript``) against a live server, on SQLite and PostgreSQL.

The example bot (``clients/examples/bot.ts``, built by ``npm run build`` into
``dist/examples/bot.js``) plays complete matches against every built-in bot level, and one
match against a person whose seat is played from Python over plain HTTP; ``live/streams.ts``
checks the stream helpers end to end. The package's own checks (types regenerated without
drift or warning, ``tsc --strict`` over the usage files, the SSE reader's unit tests) run once.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from api.conftest import LiveServer, live_server, pg_schema, store_env
from support.players import register

# The API tests' fixtures: a live server on each store (SQLite, PostgreSQL).
__all__ = ["live_server", "pg_schema", "store_env"]

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "clients" / "typescript"
BOT = PACKAGE / "dist" / "examples" / "bot.js"
STREAMS = PACKAGE / "dist" / "tests" / "live" / "streams.js"
LEVELS = ["beginner", "easy", "medium", "expert"]
TARGET = 20
TIMEOUT = 240


def _npm(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["npm", *args],
        cwd=PACKAGE,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _run_ok(*args: str) -> str:
    done = _npm(*args)
    assert done.returncode == 0, f"npm {' '.join(args)}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def _inputs_digest() -> str:
    """A digest of everything ``npm run build`` reads."""
    files = sorted(
        [
            *PACKAGE.glob("src/*.ts"),
            *PACKAGE.glob("test/*.ts"),
            *PACKAGE.glob("live/*.ts"),
            *PACKAGE.glob("tsconfig*.json"),
            *(ROOT / "clients" / "examples").glob("*.ts"),
            PACKAGE / "package.json",
            PACKAGE / "package-lock.json",
        ]
    )
    digest = hashlib.sha256()
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


@pytest.fixture(scope="session")
def ts_package() -> Iterator[Path]:
    """The package installed from its lock file (when node_modules is missing or older than
    the lock) and built, once: a file lock serializes xdist workers, and a build whose inputs
    have not changed is kept (a worker never deletes dist/ under another one's running bot)."""
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed for the TypeScript client")
    with (PACKAGE / ".build.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        installed = PACKAGE / "node_modules" / ".package-lock.json"
        lockfile = PACKAGE / "package-lock.json"
        if not installed.exists() or installed.stat().st_mtime < lockfile.stat().st_mtime:
            _run_ok("ci", "--no-audit", "--no-fund")
        stamp = PACKAGE / "dist" / ".inputs-sha256"
        digest = _inputs_digest()
        if not BOT.exists() or not stamp.exists() or stamp.read_text() != digest:
            _run_ok("run", "build")
            _run_ok("exec", "--", "tsc", "-p", "tsconfig.test.json")  # dist/tests
            stamp.write_text(digest)
        fcntl.flock(lock, fcntl.LOCK_UN)
    yield PACKAGE


def _bot(url: str, token: str, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        ["node", str(BOT), url, token, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _result(proc: subprocess.Popen[str]) -> dict[str, Any]:
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"the TypeScript bot did not finish:\n{out}\n{err}")
    assert proc.returncode == 0, f"bot exited {proc.returncode}:\n{out}\n{err}"
    lines = out.strip().splitlines()
    assert lines, f"no output:\n{err}"
    result: dict[str, Any] = json.loads(lines[-1])
    return result


def test_typescript_unit_tests(ts_package: Path) -> None:
    """The package's unit tests. (Its other checks are `make lint`'s clients-check: no drift
    between openapi.json and src/schema.d.ts, no generator warning, tsc --strict over src, the
    usage files, where typos must not compile, and the example.)"""
    # `npm test` without its compile step (the fixture built dist/tests)
    done = subprocess.run(
        ["node", "--test", "dist/tests/test/"],
        cwd=PACKAGE,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0 and "# fail 0" in done.stdout, done.stdout + done.stderr


def test_typescript_client_plays_every_bot_level(ts_package: Path, live_server: LiveServer) -> None:
    """The example bot plays a complete match against each built-in level, all at once."""
    procs = {}
    for level in LEVELS:
        token = register(live_server.url).token
        procs[level] = _bot(live_server.url, token, "vs", level, str(TARGET))
    for level, proc in procs.items():
        result = _result(proc)
        assert result["status"] == "finished", (level, result)
        assert result["winner"] in (0, 1), (level, result)
        assert max(result["scores"]) >= TARGET, (level, result)
        r = httpx.get(f"{live_server.url}/matches/{result['match_id']}")
        assert r.status_code == 200
        match = r.json()
        assert match["status"] == "finished"
        assert [s["bot"] for s in match["seats"]].count(level) == 1, match["seats"]
        assert match["winner"] == result["winner"]


def test_typescript_stream_helpers(ts_package: Path, live_server: LiveServer) -> None:
    """live/streams.ts: a match played from `your_turn` of the match stream; the spectator's
    stream equals the event pages; a resumed stream gives exactly the rest; a stale version is
    409 with the current one; a cancelled match's stream ends for the client."""
    done = subprocess.run(
        ["node", str(STREAMS), live_server.url],
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["ok"] is True


def test_typescript_bot_against_a_python_bot(ts_package: Path, live_server: LiveServer) -> None:
    """A person-vs-person match between two HTTP bots: seat 0 is the Python example bot run by
    the Python client's bot runner, seat 1 the TypeScript example bot, which joins the open
    match; both read their turns from their live streams."""
    from ginrummy_bot.runner import Options, Runner

    sys.path.insert(0, str(ROOT / "clients" / "examples"))
    try:
        from simple_bot import act
    finally:
        sys.path.pop(0)
    python_token = register(live_server.url).token
    bot_player = register(live_server.url)
    bot_id, bot_token = bot_player.id, bot_player.token
    r = httpx.post(
        live_server.url + "/matches",
        json={"opponent": {"kind": "open"}, "seat": 0, "rules": {"target_score": TARGET}},
        headers={"Authorization": f"Bearer {python_token}"},
    )
    assert r.status_code == 201, r.text
    match_id = str(r.json()["id"])
    runner = Runner(live_server.url, python_token, act, Options(matches=1))
    played = threading.Thread(target=runner.run, daemon=True)
    played.start()
    proc = _bot(live_server.url, bot_token, "join", match_id)
    try:
        result = _result(proc)
        played.join(timeout=TIMEOUT)
        assert not played.is_alive(), "the Python bot runner did not finish"
    finally:
        proc.kill()
        runner.stop()
        runner.close()
    final = httpx.get(f"{live_server.url}/matches/{match_id}").json()
    assert result == {
        "match_id": match_id,
        "status": "finished",
        "winner": final["winner"],
        "your_seat": 1,
        "scores": final["scores"],
        "moves": final["moves"],
        "version": final["version"],
    }
    assert final["seats"][1]["player_id"] == bot_id
    assert final["seats"][1]["bot"] is None and final["seats"][0]["bot"] is None
    assert final["winner"] in (0, 1)
    assert runner.stats.turns > 0


# -- the docs' TypeScript quickstart and the example bot at 5 requests per second -------------

QUICKSTART = PACKAGE / "dist" / "examples" / "quickstart.js"


@pytest.fixture
def limited_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server on SQLite at 5 requests per second per token (per address without one)."""
    server = LiveServer(
        {"GINRUMMY_SQLITE_PATH": str(tmp_path / "g.sqlite"), "GINRUMMY_RATE_LIMIT": "5"}
    )
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_the_readme_shows_the_quickstart_as_it_is() -> None:
    readme = (ROOT / "clients" / "README.md").read_text()
    source = (ROOT / "clients" / "examples" / "quickstart.ts").read_text()
    assert f"```ts\n{source}```\n" in readme, "paste clients/examples/quickstart.ts into the README"


def test_the_typescript_quickstart_survives_429_and_a_taken_name(
    ts_package: Path, limited_server: LiveServer
) -> None:
    runs = []
    for _ in range(2):
        done = subprocess.run(
            ["node", str(QUICKSTART), limited_server.url, "ada"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        assert re.search(r"match \S+: finished, scores \[\d+, \d+\], winner seat [01]", done.stdout)
        runs.append(done)
    assert "registered ada (" in runs[0].stdout
    assert "'ada' is taken" in runs[1].stdout and "registered ada-2 (" in runs[1].stdout
    waits = sum(r.stderr.count("429 rate-limited: waiting") for r in runs)
    assert waits > 0
    print(f"typescript quickstart: 429s waited out {waits}")


def test_the_typescript_example_bot_survives_a_429_storm(
    ts_package: Path, limited_server: LiveServer
) -> None:
    """Two runs of bot.ts at once (each its own token at 5 requests per second): every 429 is
    waited out and both matches finish."""
    procs = [
        _bot(limited_server.url, register(limited_server.url).token, "vs", "easy", str(TARGET))
        for _ in range(2)
    ]
    waits = 0
    for proc in procs:
        out, err = proc.communicate(timeout=TIMEOUT)
        assert proc.returncode == 0, out + err
        result = json.loads(out.strip().splitlines()[-1])
        assert result["status"] == "finished" and result["winner"] in (0, 1), result
        waits += err.count("429 rate-limited: waiting")
    assert waits > 0, "5 per second should have refused some requests"
    print(f"typescript example bot: 2 runs finished, 429s waited out {waits}")
