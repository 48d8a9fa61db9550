"""The snippets of ``clients/README.md`` run as they are written.

The Python blocks are one program: run twice against a live server whose rate limit is 5
requests per second, each run meets 429s on the way (and waits them out) and plays its match
to the end; the second run's name is taken (409 ``name-taken``) and it registers another. The
bot function of section 4 plays a match through the bot runner.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from uuid import UUID

import pytest

from api.conftest import LiveServer
from conftest import Running, new_match, player
from ginrummy_bot import Options
from ginrummy_client.api.matches import get_match
from ginrummy_client.models import Match, MatchStatus
from support.players import register

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "clients" / "README.md"
RATE_LIMIT = "5"


def blocks(language: str) -> list[str]:
    """The README's fenced code blocks in ``language``, in order."""
    return re.findall(rf"^```{language}\n(.*?)^```$", README.read_text(), re.MULTILINE | re.DOTALL)


@pytest.fixture
def limited_server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server on SQLite at 5 requests per second per token (per address without one)."""
    server = LiveServer(
        {"GINRUMMY_SQLITE_PATH": str(tmp_path / "g.sqlite"), "GINRUMMY_RATE_LIMIT": RATE_LIMIT}
    )
    server.start()
    try:
        yield server
    finally:
        server.stop()


def run_program(path: Path, url: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(path)],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "GINRUMMY_URL": url},
        check=False,
    )


def test_the_python_snippets_survive_429_and_a_taken_name(
    limited_server: LiveServer, tmp_path: Path
) -> None:
    python = blocks("python")
    assert len(python) >= 3, "sections 1, 2 and 4 have Python blocks"
    program = tmp_path / "quickstart.py"
    program.write_text("\n\n".join(python[:2]))
    first = run_program(program, limited_server.url)
    assert first.returncode == 0, first.stdout + first.stderr
    assert "registered ada (" in first.stdout, first.stdout
    second = run_program(program, limited_server.url)
    assert second.returncode == 0, second.stdout + second.stderr
    assert "'ada' is taken" in second.stdout and "registered ada-2 (" in second.stdout
    for run in (first, second):
        assert re.search(r"match \S+: finished, scores \[\d+, \d+\], winner seat [01]", run.stdout)
    # 5 per second cannot carry a match's requests: the 429s were met and waited out.
    waits = first.stderr.count("429 rate-limited: waiting") + second.stderr.count(
        "429 rate-limited: waiting"
    )
    assert waits > 0, first.stderr + second.stderr
    print(f"python snippets: 2 runs (ada, then ada-2), 429s waited out {waits}")


def test_the_bot_function_plays_through_the_runner(
    limited_server: LiveServer, tmp_path: Path, run_bot: Callable[..., Running]
) -> None:
    """Section 4's ``act`` (as ``mybot.py``) played by the bot runner against a built-in bot,
    on the 5-per-second server: the runner waits out its 429s."""
    (tmp_path / "mybot.py").write_text(blocks("python")[2])
    sys.path.insert(0, str(tmp_path))
    try:
        from mybot import act
    finally:
        sys.path.remove(str(tmp_path))
    token = register(limited_server.url).token
    api = player(limited_server.url, token)
    created = new_match(api, bot="easy", target=25)
    stats = run_bot(limited_server.url, token, act, Options(matches=1)).join()
    assert stats.errors == [] and stats.finished == [created.id]
    # The token's own limit may still refuse a read right after the runner: wait it out.
    while True:
        r = get_match.sync_detailed(UUID(created.id), client=api)
        if r.status_code != 429:
            break
        time.sleep(float(r.headers.get("Retry-After", "1")))
    assert isinstance(r.parsed, Match) and r.parsed.status == MatchStatus.FINISHED, r.content


def test_the_python_example_bot_survives_a_429_storm(
    limited_server: LiveServer, run_bot: Callable[..., Running]
) -> None:
    """``clients/examples/simple_bot.py`` under the runner, two matches at once on one token
    limited to 5 requests per second: every 429 is waited out, both matches finish."""
    from simple_bot import act

    token = register(limited_server.url).token
    api = player(limited_server.url, token)
    created = [new_match(api, bot=level, target=25) for level in ("easy", "medium")]
    stats = run_bot(limited_server.url, token, act, Options(matches=2)).join()
    assert stats.errors == [], stats.errors
    assert sorted(stats.finished) == sorted(m.id for m in created)
    assert stats.rate_limited > 0, "5 per second should have refused some requests"
    print(f"python example bot: 2 matches finished, 429s waited out {stats.rate_limited}")
