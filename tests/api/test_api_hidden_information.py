"""Property: while a deal is live, no response to a seat (views, events, states at a version,
error messages, the lobby) contains a card of the opponent's hidden hand or of the stock, nor
the deal's salt or the match seed; a spectator (another player or an anonymous caller) sees
exactly what an onlooker at the table sees: no card that either seat may not see, and every card
discarded so far. Ground truth comes from the server's own state."""

from __future__ import annotations

import random
import re
from typing import Any
from uuid import UUID

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar import Litestar
from litestar.testing import TestClient

from api.helpers import choose, open_match, register

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
            if knock.get("knocker") == 1 - seat and knock.get("discard"):
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
    for _ in range(stops):
        truth = secrets_of(app, match_id)
        if not truth["live"]:
            break
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
            ):
                r = client.get(path, headers=h)
                assert r.status_code == 200, r.text
                assert_hides(r.text, secret, truth, set())
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
    for h in ({}, register(client)[1]):
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
