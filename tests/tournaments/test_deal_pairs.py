"""Tournaments of deal pairs (``pair: "deals"``) through the API on both stores: an SPRT of deal
pairs by the exact test to its decision, every pair replayed from its seed; the exact and the
approximate test chosen by name; the options' refusals as problems."""

from __future__ import annotations

from uuid import UUID

from litestar import Litestar
from litestar.testing import TestClient

from ginrummy import core
from ginrummy.service.tournaments.play import BotSpec, play_pair
from ginrummy.service.tournaments.sprt import Sprt
from ginrummy.service.tournaments.stats import Pentanomial
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end


def test_an_sprt_of_deal_pairs_decides_by_the_exact_test(
    tour_client: TestClient[Litestar],
) -> None:
    client = tour_client
    me = register(client).headers
    sprt = {"elo0": 0, "elo1": 150}
    created = create_tournament(
        client,
        me,
        format="sprt",
        entrants=["easy", "beginner"],
        pairs=2000,
        seed=4,
        sprt=sprt,
        pair="deals",
    ).json()
    assert created["pair"] == "deals" and created["rated"] is False
    assert created["sprt"]["model"] == "exact"
    tid = created["id"]
    body = start_and_wait_for_the_end(client, tid, me, 300)
    assert body["status"] == "finished", body
    games = client.get(f"/tournaments/{tid}/games", params={"limit": 1000}).json()["games"]
    n = body["progress"]["pairs_played"]
    assert 20 <= n == len(games) < 2000  # decided before the cap
    test = Sprt.of(sprt)
    penta = Pentanomial()
    for position, g in enumerate(games, start=1):
        assert g["unit"] == "deals" and g["deals"] == 2
        assert g["a_points"] == g["a_hand_points"] and g["b_points"] == g["b_hand_points"]
        again = play_pair(
            BotSpec.parse("easy"), BotSpec.parse("beginner"), g["seed"], g["k"], {}, "deals"
        )
        assert (again.a_wins, again.b_wins, again.ties) == (g["a_wins"], g["b_wins"], g["ties"])
        assert (again.a_points, again.b_points) == (g["a_points"], g["b_points"])
        penta = penta.add(2 * g["a_wins"] + g["ties"])
        decision = test.decide(test.llr(penta), penta.pairs)
        assert (decision != "continue") == (position == n)  # it stopped at the first decision
    assert body["outcome"]["reason"] == "sprt"
    assert body["outcome"]["decision"] == body["sprt"]["decision"] == decision
    assert body["outcome"]["llr"] == body["sprt"]["llr"] == test.llr(penta)
    row = {s["entrant"]: s for s in body["standings"]}["easy"]
    assert row["deals"] == 2 * n and row["elo"]["pairs"] == n
    # A deal pair's games are shown move by move, played again from the pair's seed: the
    # moves, applied to the core deal of that seed and dealer, give the recorded result.
    for g in games[:3]:
        a_wins = b_wins = 0
        for game in (0, 1):
            r = client.get(f"/tournaments/{tid}/games/{g['position']}/moves?game={game}")
            assert r.status_code == 200, r.text
            shown = r.json()
            assert shown["seats"] == (["easy", "beginner"] if game == 0 else ["beginner", "easy"])
            (deal,) = shown["deals"]
            again = core.Deal(core.Rules(), int(shown["match_seed"]), deal["dealer"])
            for move in shown["moves"]:
                assert again.to_act == move["seat"]
                again.apply(move["action"])
            assert again.is_over and again.outcome == deal["outcome"]
            result = shown["result"]
            assert result["reason"] == "deals_played" and result["deals"] == 1
            assert sum(result["scores"]) == deal["outcome"]["points"] * (
                result["winner"] is not None
            )
            a_seat = game
            a_wins += result["winner"] == a_seat
            b_wins += result["winner"] == 1 - a_seat
        assert (a_wins, b_wins) == (g["a_wins"], g["b_wins"])
    client.app.state.service.tournament_runner.wait(UUID(tid), 5)


def test_the_approximation_is_kept_by_name(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    r = create_tournament(
        client,
        me,
        format="sprt",
        entrants=["easy", "beginner"],
        pairs=30,
        sprt={"elo0": 0, "elo1": 10},
        sprt_model="approximate",
        pair="deals",
        rated=True,
    )
    assert r.json()["sprt"]["model"] == "approximate" and r.json()["rated"] is True
    for body, why in (
        (
            {"format": "round-robin", "entrants": ["easy", "beginner"], "sprt_model": "exact"},
            "sprt",
        ),
        ({"format": "sprt", "entrants": ["easy", "beginner"], "sprt_model": "normal"}, None),
        ({"format": "round-robin", "entrants": ["easy", "beginner"], "pair": "hands"}, None),
    ):
        r = client.post("/tournaments", json=body, headers=me)
        assert r.status_code in (400, 422), r.text
        assert r.headers["content-type"].startswith("application/problem+json")
        if why is not None:
            assert why in r.json()["detail"]
