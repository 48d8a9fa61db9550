"""Property: while a deal is live, no response to a seat (views, events, states at a version,
error messages, the lobby, the table's chat) contains a card of the opponent's hidden hand or of
the stock, nor the deal's salt or the match seed, nor a line of the spectators' chat room (by
any endpoint or stream); a spectator (another player or an anonymous caller) sees exactly what
an onlooker at the table sees: no card that either seat may not see, and every card discarded
so far. Ground truth comes from the server's own state."""

from __future__ import annotations

import asyncio
import json
import random
import re
from collections.abc import Iterator
from typing import Any
from uuid import UUID

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import choose, open_match, register
from api.live_load import SSEClient, serve
from ginrummy import core
from ginrummy.api.app import create_app

CARD = re.compile(r"(?<![0-9A-Za-z])[A2-9TJQK][cdhs](?![0-9A-Za-z])")


def secrets_of(app: Litestar, match_id: str) -> dict[str, Any]:
    """What each seat must not see now, read from the server's state."""
    with app.state.service.cache.read(UUID(match_id)) as match:
        game = match.game
        obs = [game.observation(s).to_dict() for s in (0, 1)]
        order = list(match.deal_order)
        stock = order[52 - obs[0]["stock_size"] :] if obs[0]["stock_size"] else []
        hidden: list[set[str]] = []
        for seat in (0, 1):
            opp = obs[1 - seat]
            secret = set(opp["hand"]) - set(obs[seat]["opponent_known"]) | set(stock)
            knock = opp.get("knock") or {}
            seen_face_up = {d["card"] for d in obs[seat]["discards"]}
            # the face-down discard is secret, unless the card was face up on the pile earlier
            # (then its name is in the public history anyway; which card went face down is what
            # must not show, and the views never say)
            if (
                knock.get("knocker") == 1 - seat
                and knock.get("discard")
                and knock["discard"] not in seen_face_up
            ):
                secret.add(knock["discard"])
            if obs[seat]["phase"] == "layoff" or knock:
                # the knocker's melds and deadwood are laid out: public
                secret -= {c for m in (obs[seat].get("knock") or {}).get("melds", []) for c in m}
                secret -= set((obs[seat].get("knock") or {}).get("deadwood_cards", []))
            hidden.append(secret)
        return {
            "hidden": hidden,
            # an onlooker sees the cards both seats see, no more (docs/SERVICE.md)
            "spectator": hidden[0] | hidden[1],
            "discarded": {d["card"] for d in obs[0]["discards"] if d["by"] is not None},
            "salt": match.deal_salt,
            "seed": str(match.seed),
            "live": match.deal_live and match.deal == 0,
            "version": match.version,
        }


def assert_hides(text: str, secret: set[str], truth: dict[str, Any], named: set[str]) -> None:
    leaked = (set(CARD.findall(text)) & secret) - named
    assert not leaked, f"leaked {leaked} in {text[:400]}"
    assert truth["salt"] not in text
    assert truth["seed"] not in text


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(rng_seed=st.integers(0, 2**32 - 1), stops=st.integers(5, 40))
def test_no_response_leaks_hidden_cards(
    app: Litestar, client: TestClient[Any], rng_seed: int, stops: int
) -> None:
    rng = random.Random(rng_seed)
    _, a = register(client)
    _, b = register(client)
    _, eve = register(client)
    seats = [a, b]
    match_id = open_match(client, a, b, {"target_score": 100})
    # the chat's clock moves 3 s a line: the flood rule never refuses the spectator's lines
    ticks = iter(range(0, 10**9, 3))
    app.state.service.chats.clock = lambda: float(next(ticks))
    for stop in range(stops):
        truth = secrets_of(app, match_id)
        if not truth["live"]:
            break
        # A spectator tells the spectators' room every hidden card (as if it could see them):
        # no response to a seat may carry the line.
        told = f"spy {stop}: " + " ".join(sorted(truth["hidden"][0] | truth["hidden"][1]))
        r = client.post(f"/matches/{match_id}/chat", json={"text": told}, headers=eve)
        assert r.status_code == 201, r.text
        assert told in client.get(f"/matches/{match_id}/chat", headers=eve).text
        version = truth["version"]
        for seat in (0, 1):
            secret = truth["hidden"][seat]
            h = seats[seat]
            for path in (
                f"/matches/{match_id}",
                f"/matches/{match_id}/events",
                f"/matches/{match_id}/versions/{max(1, version - 1)}",
                f"/matches/{match_id}/versions/{version}",
                "/matches?mine=true&status=any",
                f"/matches/{match_id}/chat",
            ):
                r = client.get(path, headers=h)
                assert r.status_code == 200, r.text
                assert_hides(r.text, secret, truth, set())
                assert "spy " not in r.text
            # Probing for hidden cards gets the same answer whether the card is the
            # opponent's, in the stock or nowhere: it never confirms where a card is.
            probe = rng.choice(sorted(secret)) if secret else "As"
            for action in (
                {"type": "discard", "card": probe},
                {"type": "lay_off", "card": probe, "meld": 0},
                {"type": "knock", "discard": probe},
            ):
                r = client.post(
                    f"/matches/{match_id}/actions", json={**action, "version": version}, headers=h
                )
                assert r.status_code == 422, r.text
                assert_hides(r.text, secret, truth, {probe})
            r = client.get(f"/matches/{match_id}/deals/0/reveal", headers=h)
            assert r.status_code == 409
            assert_hides(r.text, secret, truth, set())
            assert client.get(f"/matches/{match_id}/export", headers=h).status_code == 409
        # Another player and an anonymous caller see the table: the cards both seats see (every
        # discard among them), and nothing either seat may not see.
        for h in (eve, {}):
            for path in (
                f"/matches/{match_id}",
                f"/matches/{match_id}/events",
                f"/matches/{match_id}/versions/{version}",
            ):
                r = client.get(path, headers=h)
                assert r.status_code == 200
                assert_hides(r.text, truth["spectator"], truth, set())
                if path.endswith("/events"):
                    shown = set(CARD.findall(r.text))
                    assert truth["discarded"] <= shown, truth["discarded"] - shown
                else:
                    assert r.json()["view"] is None
            r = client.post(
                f"/matches/{match_id}/actions",
                json={"type": "pass_upcard", "version": version},
                headers=h,
            )
            assert r.status_code == (403 if h else 401)
            assert_hides(r.text, truth["spectator"], truth, set())
        # Play on.
        view = client.get(f"/matches/{match_id}", headers=a).json()
        seat = view["to_act"]
        mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
        action = choose(mine["view"]["legal_actions"], rng)
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**action, "version": mine["version"]},
            headers=seats[seat],
        )
        assert r.status_code == 200, r.text
        assert_hides(r.text, secrets_of(app, match_id)["hidden"][seat], truth, set())


def test_spectators_see_face_up_cards_and_no_stock_draw(client: TestClient[Any]) -> None:
    """The table as an onlooker sees it: a card drawn from the discard pile and every discard
    are shown; a card drawn from the stock is not (until the deal ends)."""
    _, a = register(client)
    _, b = register(client)
    seats = [a, b]
    match_id = open_match(client, a, b, {"target_score": 100})
    wanted = ["draw_stock", "discard", "draw_discard", "discard"]
    for kind in ["pass_upcard", "pass_upcard", *wanted]:
        view = client.get(f"/matches/{match_id}", headers=a).json()
        seat = view["to_act"]
        mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
        legal = [x for x in mine["view"]["legal_actions"] if x["type"] == kind]
        assert legal, (kind, mine["view"]["legal_actions"])
        r = client.post(
            f"/matches/{match_id}/actions",
            json={**legal[0], "version": mine["version"]},
            headers=seats[seat],
        )
        assert r.status_code == 200, r.text
    for h in ({}, register(client).headers):
        events = client.get(f"/matches/{match_id}/events", headers=h).json()["events"]
        by_type = {e["type"]: e["data"] for e in events}
        assert "card" not in by_type["drew_stock"]
        assert CARD.fullmatch(by_type["drew_discard"]["card"])
        discards = [e["data"]["card"] for e in events if e["type"] == "discarded"]
        assert len(discards) == 2 and all(CARD.fullmatch(c) for c in discards)
    # the seat that drew from the stock sees its card
    drew = client.get(f"/matches/{match_id}/events", headers=seats[0]).json()["events"]
    stock_draws = [e for e in drew if e["type"] == "drew_stock"]
    assert all(("card" in e["data"]) == (e["data"]["seat"] == 0) for e in stock_draws)


# -- hints and analyses ------------------------------------------------------------------------

HINT_PLAYOUTS = 12
ANALYSIS_PLAYOUTS = 6


@pytest.fixture
def analysis_app(store_env: dict[str, str]) -> Iterator[Litestar]:
    env = {
        **store_env,
        "GINRUMMY_HINT_PLAYOUTS": str(HINT_PLAYOUTS),
        "GINRUMMY_ANALYSIS_PLAYOUTS": str(ANALYSIS_PLAYOUTS),
    }
    application = create_app(env, rate_limit=0, poll_interval=0.05)
    yield application
    application.state.service.close()


def other_world(game: core.Match, seat: int, rng: random.Random) -> core.Observation | None:
    """The seat's observation in another deal of the same rules, dealer and moves whose hidden
    cards differ (a card of the opponent's the seat has not seen swapped with a stock card, the
    stock reshuffled): the seat cannot tell the two apart. ``None`` when nothing is hidden."""
    state = json.loads(game.to_json())["current"]
    seen = game.observation(seat).to_dict()
    opponent = state["hands"][1 - seat]
    unseen = [c for c in opponent if c not in seen["opponent_known"]]
    stock = list(state["stock"])
    if not unseen or not stock:
        return None
    mine, theirs = rng.choice(unseen), rng.choice(stock)
    shuffled = [theirs if c == mine else mine if c == theirs else c for c in stock]
    rng.shuffle(shuffled)
    swap = {mine: theirs, theirs: mine}
    hand = [swap.get(c, c) for c in opponent]
    # the deck: the cards dealt and drawn so far in place, the new stock in the stock's place
    deck = [swap.get(c, c) for c in state["deck"]]
    deck[len(deck) - len(stock) :] = shuffled
    deal = core.Deal.from_deck(deck, core.Rules.from_dict(state["rules"]), state["dealer"])
    for move in state["moves"]:
        deal.apply(move["action"])
    assert sorted(deal.hand(1 - seat)) == sorted(hand) != sorted(opponent)
    other = deal.observation(seat).to_dict()
    other["game_scores"] = seen["game_scores"]  # a lone deal has no match around it
    assert other == seen
    return core.Observation.from_dict(other)


@settings(
    max_examples=3,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(rng_seed=st.integers(0, 2**32 - 1), stops=st.integers(3, 25))
def test_hints_and_analyses_use_only_what_the_seat_sees(
    analysis_app: Litestar, rng_seed: int, stops: int
) -> None:
    """A hint is the analysis of the seat's observation and nothing else: over HTTP it equals
    the analysis of a deal whose hidden cards differ but which the seat sees identically, and it
    names no hidden card. Each decision of a finished match's analysis (10 drawn at random)
    equals the analysis of the acting seat's observation at that moment (from the stored match
    at that version)."""
    app = analysis_app
    service = app.state.service
    rng = random.Random(rng_seed)
    with TestClient(app) as client:
        _, a = register(client)
        _, b = register(client)
        seats = [a, b]
        r = client.post(
            "/matches",
            json={"seat": 0, "hints": True, "rules": {"target_score": 10}},
            headers=a,
        )
        assert r.status_code == 201, r.text
        match_id = r.json()["id"]
        assert client.post(f"/matches/{match_id}/join", headers=b).status_code == 200
        turns = 0
        while True:
            view = client.get(f"/matches/{match_id}", headers=a).json()
            if view["status"] != "active":
                break
            seat = view["to_act"]
            mine = client.get(f"/matches/{match_id}", headers=seats[seat]).json()
            truth = secrets_of(app, match_id)
            if turns < stops and truth["live"] and mine["view"]["phase"] != "layoff":
                turns += 1
                r = client.get(f"/matches/{match_id}/hint", headers=seats[seat])
                assert r.status_code == 200, r.text
                assert_hides(r.text, truth["hidden"][seat], truth, set())
                with service.cache.read(UUID(match_id)) as match:
                    real = match.game.observation(seat)
                    twin = other_world(match.game, seat, rng)
                hint = r.json()
                expected = core.analyze(real, playouts=HINT_PLAYOUTS, seed=0)
                assert hint["actions"] == expected["actions"]
                if twin is not None:
                    expected = core.analyze(twin, playouts=HINT_PLAYOUTS, seed=0)
                assert hint["actions"] == expected["actions"]
                assert hint["best_index"] == expected["best"]
            action = choose(mine["view"]["legal_actions"], rng)
            r = client.post(
                f"/matches/{match_id}/actions",
                json={**action, "version": mine["version"]},
                headers=seats[seat],
            )
            assert r.status_code == 200, r.text
        assert view["status"] == "finished"
        while (r := client.get(f"/matches/{match_id}/analysis")).status_code == 202:
            service.analyses.wait(UUID(match_id), 60)
        assert r.status_code == 200, r.text
        decisions = r.json()["decisions"]
        assert decisions
        # a sample of the decisions, each recomputed from the stored match at its version
        for decision in rng.sample(decisions, min(10, len(decisions))):
            before = service.store.match(UUID(match_id), decision["version"] - 1)
            seen = before.game.observation(decision["seat"])
            assert before.game.to_act == decision["seat"]
            again = core.analyze(
                seen,
                playouts=ANALYSIS_PLAYOUTS,
                seed=core.decision_seed(0, decision["index"]),
                action=decision["chosen"],
            )
            assert decision["actions"] == again["actions"]
            assert decision["best"] == again["actions"][again["best"]]["action"]


# -- the spectators' chat on the seats' streams ------------------------------------------------


@pytest.fixture
def served(store_env: dict[str, str]) -> Iterator[tuple[Litestar, str]]:
    application = create_app({**store_env, "GINRUMMY_TOURNAMENT_WORKERS": "0"}, rate_limit=0)
    with serve(application) as url:
        yield application, url
    application.state.service.close()


def test_no_spectator_chat_reaches_a_seat_on_any_stream(served: tuple[Litestar, str]) -> None:
    """While the match is live, the spectators' lines reach no stream a seat holds (its match
    stream, its player stream, its chat stream) while the seats play and talk; a seat's last
    line, said after every spectator line, arrives on each, so the earlier ones would have."""
    app, url = served
    ticks = iter(range(0, 10**9, 3))
    app.state.service.chats.clock = lambda: float(next(ticks))
    with httpx.Client(base_url=url, timeout=30) as http:
        _, a = register(http)
        _, b = register(http)
        _, eve = register(http)
        seats = [a, b]
        match_id = open_match(http, a, b, {"target_score": 100})

        async def scenario() -> None:
            streams = [
                SSEClient(url, path, h)
                for h in seats
                for path in (
                    f"/matches/{match_id}/events/stream",
                    f"/matches/{match_id}/chat/stream",
                    "/players/me/events/stream",
                )
            ]
            watcher = SSEClient(url, f"/matches/{match_id}/chat/stream", eve)
            for stream in [*streams, watcher]:
                assert await stream.open() == 200
            try:
                for move in range(6):
                    r = await asyncio.to_thread(
                        http.post,
                        f"/matches/{match_id}/chat",
                        json={"text": f"spy {move}"},
                        headers=eve,
                    )
                    assert r.status_code == 201, r.text
                    view = http.get(f"/matches/{match_id}", headers=a).json()
                    mine = http.get(f"/matches/{match_id}", headers=seats[view["to_act"]]).json()
                    legal = [
                        x
                        for x in mine["view"]["legal_actions"]
                        if x["type"] not in ("knock", "gin", "big_gin")
                    ]
                    r = await asyncio.to_thread(
                        http.post,
                        f"/matches/{match_id}/actions",
                        json={**legal[0], "version": mine["version"]},
                        headers=seats[view["to_act"]],
                    )
                    assert r.status_code == 200, r.text
                await watcher.until(lambda m: m.data.get("text") == "spy 5")
                r = await asyncio.to_thread(
                    http.post, f"/matches/{match_id}/chat", json={"text": "the end"}, headers=a
                )
                assert r.status_code == 201, r.text
                version = http.get(f"/matches/{match_id}", headers=a).json()["version"]
                for stream in streams:
                    if "/events/stream" in stream.path and "/matches/" in stream.path:
                        await stream.until(lambda m: m.id >= version)
                    else:
                        await stream.until(lambda m: m.data.get("text") == "the end")
                    leaked = [m for m in stream.messages if "spy" in json.dumps(m.data)]
                    assert not leaked, (stream.path, leaked)
                assert len([m for m in watcher.messages if "spy" in m.data["text"]]) == 6
                assert all(m.data["room"] == "spectators" for m in watcher.messages)
            finally:
                for stream in [*streams, watcher]:
                    await stream.close()

        asyncio.run(scenario())
