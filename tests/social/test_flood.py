"""A scripted flood from 50 clients at once against a real server: the burst limit and the
daily cap on new conversations hold (counts printed), nothing but 201, 409 (a lost race, told
to retry) and 429 comes back; SQLite and PostgreSQL."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
from litestar import Litestar

from api.live_load import serve
from ginrummy.api.app import create_app
from ginrummy.service.social.flood import FloodRules
from support.players import register

CLIENTS = 50


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    env = {
        **store_env,
        "GINRUMMY_TOURNAMENT_WORKERS": "0",
        # a window longer than the flood: exactly the burst gets through
        "GINRUMMY_SOCIAL_MESSAGES_WINDOW_SECONDS": "600",
        "GINRUMMY_SOCIAL_NEW_CONVERSATIONS_PER_DAY": "3",
    }
    app = create_app(env, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def flood(url: str, calls: list[tuple[dict[str, str], dict[str, str]]]) -> Counter[str]:
    def one(call: tuple[dict[str, str], dict[str, str]]) -> str:
        headers, body = call
        with httpx.Client(base_url=url, timeout=60) as http:
            r = http.post("/players/me/messages", json=body, headers=headers)
        if r.status_code == 201:
            return "201"
        return f"{r.status_code} {r.json()['type'].rsplit(':', 1)[-1]}"

    with ThreadPoolExecutor(CLIENTS) as pool:
        return Counter(pool.map(one, calls))


def test_fifty_clients_cannot_pass_the_burst(served: tuple[Litestar, str]) -> None:
    _, url = served
    sender, recipient = register(url), register(url)
    calls = [(sender.headers, {"to": recipient.id, "text": f"flood {n}"}) for n in range(CLIENTS)]
    counts = flood(url, calls)
    print(f"\nburst flood of {CLIENTS} clients: {dict(counts)}")
    assert counts["201"] == 5
    assert set(counts) <= {"201", "429 message-flood", "409 conflict"}
    with httpx.Client(base_url=url) as http:
        listed = http.get("/players/me/conversations", headers=recipient.headers).json()
    assert listed["conversations"][0]["messages"] == 5  # nothing refused was stored


def test_fifty_clients_cannot_pass_the_daily_cap(served: tuple[Litestar, str]) -> None:
    app, url = served
    sender = register(url)
    recipients = [register(url) for _ in range(CLIENTS)]
    # the burst out of the way: only the daily cap (3, from the settings) refuses
    app.state.service.social.messages.rules = FloodRules(burst=10_000, window=10.0, daily_new=3)
    calls = [(sender.headers, {"to": r.id, "text": f"hello {r.id}"}) for r in recipients]
    counts = flood(url, calls)
    print(f"\nnew-conversation flood of {CLIENTS} clients: {dict(counts)}")
    assert counts["201"] == 3
    assert set(counts) <= {"201", "429 daily-conversation-cap", "409 conflict"}
