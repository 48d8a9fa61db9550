"""Hidden information of Rummy's live streams at 4 seats, on SQLite and PostgreSQL (issue 21):
in a 4-seat match of four people with two jokers and a stock rebuild, every message of every
stream a seat holds (its player stream ``/players/me/events/stream``, the match's stream
``/rummy/matches/{id}/events/stream``) names no card of another hand and no card of the
stock, and no stock order (a stock draw's card only to the drawer, no deck order, no salt);
a spectator's streams (another player's, an anonymous caller's) name no card of any hand or of
the stock; the lobby's stream no card at all. Every event arrives on each stream once and in
order; ``your_turn`` only to the seat to act.

The match: the server's randomness seeded; the four seats draw from the stock and discard until
the stock ran out and was rebuilt (whatever the deal: nobody melds, so nobody goes out first),
then play random legal actions (melds, lay-offs, joker swaps) for a while. What each seat must
not see is read from the server's own state after every action (``rummy_secrets``), and each
message is checked against the truth of when it came (the server writes an event as the match
stands then: a stream that lags behind may get an event of a hand that has since ended, with
its cards public)."""

from __future__ import annotations

import asyncio
import bisect
import json
import random
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from litestar import Litestar

from api.helpers import Headers, register
from api.live_load import Message, SSEClient, serve
from api.rummy_secrets import CARD, assert_hides, hidden_truth
from ginrummy.api.app import create_app
from ginrummy.service import fairness

SEATS = 4
#: random legal actions played after the rebuild (the hand may end before)
AFTER_REBUILD = 40


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    app = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(app) as url:
        yield app, url
    app.state.service.close()


def passive(legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Draw from the stock, discard the first card offered: the stock runs out."""
    if {"type": "draw_stock"} in legal:
        return {"type": "draw_stock"}
    return next(a for a in legal if a["type"] == "discard")


def lively(legal: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """A random legal action, laying what can be laid most of the time."""
    laying = [a for a in legal if a["type"] in ("meld", "lay_off", "swap_joker")]
    if laying and rng.random() < 0.8:
        return rng.choice(laying)
    return rng.choice(legal)


def text_of(message: Message) -> str:
    """The message's data as the server wrote it (compact JSON)."""
    return json.dumps(message.data, separators=(",", ":"))


class Timeline:
    """The truths read during the match, each after the request that made its state: by
    version (``at_version``), and by when (``by_then``)."""

    def __init__(self) -> None:
        self.at_version: dict[int, dict[str, Any]] = {}
        self._times: list[float] = []
        self._truths: list[dict[str, Any]] = []

    def add(self, truth: dict[str, Any]) -> None:
        last = self._truths[-1]["version"] if self._truths else 0
        for version in range(last + 1, truth["version"] + 1):
            self.at_version[version] = truth
        self._times.append(time.perf_counter())
        self._truths.append(truth)

    def by_then(self, at: float) -> dict[str, Any]:
        """A truth read once a message received at ``at`` had been written: the match then
        stood at least where it stood when the server wrote the message (which it renders as
        the match stands then: a hand that has ended is public). What a seat may not see only
        shrinks while a hand is live (a card laid or drawn by the seat is known; nothing
        known becomes secret again), so this truth's secrets were secrets when written."""
        index = bisect.bisect_left(self._times, at)
        return self._truths[min(index, len(self._truths) - 1)]


def check_stream(messages: list[Message], timeline: Timeline, seat: int | None) -> int:
    """Every message of one stream against the truth of when it came (``seat``: the
    stream's seat, ``None`` for a spectator); the number of messages checked while the hand
    was live."""
    checked = 0
    for m in messages:
        if m.event == "your_turn":
            assert seat is not None, m  # never to a spectator
            # sent for the match as it stands after a request: the truth read after it
            assert timeline.at_version[m.data["version"]]["to_act"] == seat, m
            continue
        truth = timeline.by_then(m.at)
        if not truth["live"]:
            continue
        secret = truth["spectator"] if seat is None else truth["hidden"][seat]
        try:
            assert_hides(text_of(m), secret, truth, set())
        except AssertionError as leak:
            raise AssertionError(f"seat {seat}, v{truth['version']}: {leak}") from None
        assert "order" not in m.data or m.data["order"] is None, m  # no deck or stock order
        if m.event in ("hand_dealt", "stock_rebuilt"):
            assert m.data.get("salt") is None and len(m.data["commitment"]) == 64, m
        if m.event == "drew_stock":
            # after a rebuild every stock card was seen face up: only this hides its order
            assert (m.data["card"] is not None) == (m.data["seat"] == seat), (seat, m)
        checked += 1
    return checked


def test_every_stream_of_a_four_seat_match_hides_what_its_viewer_may_not_see(
    served: tuple[Litestar, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, url = served
    rng = random.Random(2104)
    seeds = random.Random(21)
    monkeypatch.setattr(fairness, "new_seed", lambda: seeds.getrandbits(64))
    with httpx.Client(base_url=url, timeout=30) as http:
        people: dict[int, Headers] = {seat: register(http).headers for seat in range(SEATS)}
        eve = register(http).headers  # a player with no seat

        def act(seat: int, action: dict[str, Any], version: int) -> dict[str, Any]:
            r = http.post(
                f"/rummy/matches/{match_id}/actions",
                json={"action": action, "version": version},
                headers=people[seat],
            )
            assert r.status_code == 200, r.text
            body: dict[str, Any] = r.json()
            return body

        async def scenario() -> None:
            nonlocal match_id
            lobby = SSEClient(url, "/lobby/stream")
            players = {s: SSEClient(url, "/players/me/events/stream", h) for s, h in people.items()}
            eves = SSEClient(url, "/players/me/events/stream", eve)
            opened = [lobby, *players.values(), eves]
            for stream in opened:
                assert await stream.open() == 200
            try:
                made = await asyncio.to_thread(
                    http.post,
                    "/rummy/matches",
                    json={
                        "seats": [{"kind": "me"}] + [{"kind": "open"}] * (SEATS - 1),
                        "options": {"jokers": 2, "reshuffles": 1},
                    },
                    headers=people[0],
                )
                assert made.status_code == 201, made.text
                match_id = made.json()["id"]
                path = f"/rummy/matches/{match_id}/events/stream"
                seats = {s: SSEClient(url, path, h) for s, h in people.items()}
                watchers = [SSEClient(url, path, eve), SSEClient(url, path)]
                for stream in (*seats.values(), *watchers):
                    assert await stream.open() == 200
                    opened.append(stream)
                # the truth after each request (the joins', then each action's)
                timeline = Timeline()
                truths = timeline.at_version
                seen: set[str] = set()
                joined: dict[int, int] = {0: 1}
                for seat in range(1, SEATS):
                    r = await asyncio.to_thread(
                        http.post, f"/rummy/matches/{match_id}/join", headers=people[seat]
                    )
                    assert r.status_code == 200, r.text
                    joined[seat] = r.json()["version"]  # the last one's: after the start
                last = 0

                def record() -> dict[str, Any]:
                    nonlocal last
                    truth = hidden_truth(app, match_id, seen)
                    timeline.add(truth)
                    last = truth["version"]
                    return truth

                truth = record()
                # the last join started the match: its version is the one before the start
                events = http.get(f"/rummy/matches/{match_id}/events").json()["events"]
                joined[SEATS - 1] = (
                    next(e["version"] for e in events if e["type"] == "match_started") - 1
                )
                after_rebuild = 0
                for _ in range(400):
                    if not truth["live"] or after_rebuild >= AFTER_REBUILD:
                        break
                    seat = truth["to_act"]
                    mine = (
                        await asyncio.to_thread(
                            http.get, f"/rummy/matches/{match_id}", headers=people[seat]
                        )
                    ).json()
                    legal = mine["view"]["legal_actions"]
                    if truth["rebuilds"]:
                        after_rebuild += 1
                        action = lively(legal, rng)
                    else:
                        action = passive(legal)
                    await asyncio.to_thread(act, seat, action, truth["version"])
                    truth = record()
                rebuilt_at = min(v for v, t in truths.items() if t["rebuilds"])
                assert truths[rebuilt_at]["live"], "the stock was rebuilt while the hand was live"
                # every stream has had every event
                for stream in (*seats.values(), *watchers):
                    await stream.until(lambda m: m.id == last and m.event != "your_turn")
                for stream in players.values():
                    await stream.until(
                        lambda m: (
                            m.data.get("match_id") == match_id
                            and m.data.get("version") == last
                            and m.event != "your_turn"
                        )
                    )
                checked = 0
                for seat, stream in seats.items():
                    ids = [m.id for m in stream.messages if m.event != "your_turn"]
                    assert ids == list(range(1, last + 1)), seat
                    checked += check_stream(stream.messages, timeline, seat)
                    assert any(m.event == "your_turn" for m in stream.messages)
                for stream in watchers:
                    ids = [m.id for m in stream.messages]
                    assert ids == list(range(1, last + 1))
                    checked += check_stream(stream.messages, timeline, None)
                for seat, stream in players.items():
                    ours = [m for m in stream.messages if m.data.get("match_id") == match_id]
                    events_only = [m for m in ours if m.event != "your_turn"]
                    versions = [m.data["version"] for m in events_only]
                    assert versions == list(range(joined[seat], last + 1)), (seat, versions[:5])
                    positions = [m.id for m in events_only]
                    assert positions == sorted(set(positions)), seat  # once, in log order
                    assert all(m.data["game"] == "rummy" for m in events_only)
                    checked += check_stream(ours, timeline, seat)
                assert not [m for m in eves.messages if m.data.get("match_id") == match_id]
                # the lobby's stream: counts, no card
                assert lobby.messages and all(m.event == "lobby_changed" for m in lobby.messages)
                for m in lobby.messages:
                    assert not CARD.findall(text_of(m)), m
                # the property was checked on many messages, after the rebuild too
                assert checked >= (2 * SEATS + 2) * 50, checked
                after = [
                    m
                    for m in seats[0].messages
                    if m.id > rebuilt_at and m.event != "your_turn" and truths[m.id]["live"]
                ]
                assert after, "no live event after the rebuild"
            finally:
                for stream in opened:
                    await stream.close()

        match_id = ""
        asyncio.run(scenario())
