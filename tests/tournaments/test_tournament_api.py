"""/tournaments on both stores: a round robin of the four built-in levels to its end, an SPRT,
the games with their seeds (replayed), the reports, and the refusals as RFC 9457 problems."""

from __future__ import annotations

import csv
import io
from typing import Any
from uuid import UUID, uuid4

from litestar import Litestar
from litestar.testing import TestClient

from ginrummy import core
from ginrummy.service.tournaments.pairs import record_of
from ginrummy.service.tournaments.play import BotSpec, play_pair
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end
from support.waits import tournament_ended, wait_until

Headers = dict[str, str]
FAST = {"target_score": 25}  # a short game length keeps the games quick


def test_round_robin_of_the_four_levels(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    r = create_tournament(
        client,
        me,
        format="round-robin",
        entrants=["beginner", "easy", "medium"],
        rules=FAST,
        pairs=2,
        seed=11,
    )
    tid = r.json()["id"]
    assert r.headers["location"] == f"/tournaments/{tid}"
    assert r.json()["status"] == "created"
    r = client.post(f"/tournaments/{tid}/entrants", json={"name": "expert:4"}, headers=me)
    assert r.status_code == 200, r.text
    assert r.json()["entrants"] == ["beginner", "easy", "medium", "expert:4"]
    r = client.post(f"/tournaments/{tid}/start", headers=me)
    assert r.status_code == 202, r.text
    assert r.json()["status"] in ("running", "finished")
    body = tournament_ended(client, tid)
    assert body["status"] == "finished", body
    assert body["outcome"] == {"reason": "complete"}
    assert body["progress"] == {"pairs_played": 12, "pairs_planned": 12, "games_played": 24}
    standings = body["standings"]
    assert [row["rank"] for row in standings] == [1, 2, 3, 4]
    assert all(row["games"] == 12 for row in standings)
    assert sum(row["points"] for row in standings) == 24
    for row in standings:
        assert {"elo", "elo_low", "elo_high", "elo_error", "nelo", "los"} <= set(row["elo"])
        assert len(body["crosstable"][row["entrant"]]) == 3
    listed = client.get("/tournaments").json()["tournaments"]
    assert any(t["id"] == tid and t["status"] == "finished" for t in listed)
    # Every game pair is recorded with its seed and replays to the same result.
    games = client.get(f"/tournaments/{tid}/games").json()["games"]
    assert len(games) == 12 and games[0]["position"] == 1
    g = games[7]
    assert all(game["engine"].startswith("ginrummy ") for game in games)
    replayed = play_pair(BotSpec.parse(g["a"]), BotSpec.parse(g["b"]), g["seed"], g["k"], FAST)
    assert replayed == record_of(g)  # the recorded pair's one shape, every field
    assert client.get(f"/tournaments/{tid}/games?after=10").json()["games"][0]["position"] == 11
    # Any recorded game is shown move by move, played again from its seed: the moves replayed
    # on a core match give the recorded game (its deals, totals and winner).
    for g in games[4:8]:
        a_total = b_total = a_wins = deals = 0
        for game in (0, 1):
            r = client.get(f"/tournaments/{tid}/games/{g['position']}/moves?game={game}")
            assert r.status_code == 200, r.text
            shown = r.json()
            a_seat = game
            assert shown["seats"][a_seat] == g["a"] and shown["seats"][1 - a_seat] == g["b"]
            assert (shown["seed"], shown["k"], shown["game"]) == (g["seed"], g["k"], game)
            replay = core.Match(core.Rules(**FAST), seed=int(shown["match_seed"]))
            for move in shown["moves"]:
                assert replay.to_act == move["seat"]
                replay.apply(move["action"])
            assert replay.is_over and len(replay.deals()) == len(shown["deals"])
            for mine, theirs in zip(replay.deals(), shown["deals"], strict=True):
                assert (mine["number"], mine["dealer"]) == (theirs["number"], theirs["dealer"])
                assert theirs["outcome"].items() <= mine["outcome"].items()
            result = shown["result"]
            assert result["reason"] == "target_reached"
            assert replay.result is not None
            assert {"reason": "target_reached", **replay.result} == result
            a_total += result["totals"][a_seat]
            b_total += result["totals"][1 - a_seat]
            a_wins += result["winner"] == a_seat
            deals += len(shown["deals"])
        assert (a_total, b_total, a_wins, deals) == (
            g["a_points"],
            g["b_points"],
            g["a_wins"],
            g["deals"],
        )
    assert client.get(f"/tournaments/{tid}/games/13/moves").status_code == 404
    assert client.get(f"/tournaments/{tid}/games/1/moves?game=2").status_code == 400
    # Reports.
    report = client.get(f"/tournaments/{tid}/report")
    assert report.status_code == 200 and report.json()["standings"] == standings
    text = client.get(f"/tournaments/{tid}/report.csv")
    assert text.headers["content-type"].startswith("text/csv")
    rows = list(csv.reader(io.StringIO(text.text)))
    assert rows[0][:2] == ["rank", "entrant"] and len(rows) == 5


def test_sprt_accepts_h1(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    r = create_tournament(
        client,
        me,
        format="sprt",
        entrants=["medium", "beginner"],
        rules=FAST,
        pairs=300,
        sprt={"elo0": 0, "elo1": 50},
    )
    tid = r.json()["id"]
    body = start_and_wait_for_the_end(client, tid, me)
    assert body["status"] == "finished"
    assert body["sprt"]["decision"] == "H1"
    assert body["sprt"]["llr"] >= body["sprt"]["upper"]
    assert body["outcome"]["reason"] == "sprt" and body["outcome"]["decision"] == "H1"
    assert body["progress"]["pairs_played"] < 300


def test_refusals(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me, other = register(client).headers, register(client).headers
    missing = client.get(f"/tournaments/{uuid4()}")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
    assert missing.json()["type"] == "urn:ginrummy:problem:tournament-not-found"
    assert client.post("/tournaments", json={}).status_code == 401
    assert (
        client.post("/tournaments", json={"entrants": ["grandmaster"]}, headers=me).status_code
        == 400
    )
    assert client.post("/tournaments", json={"nope": 1}, headers=me).status_code == 400
    bad_rules = client.post("/tournaments", json={"rules": {"target_score": 0}}, headers=me)
    assert bad_rules.status_code == 400
    r = client.post(
        "/tournaments", json={"format": "sprt", "entrants": ["easy", "medium"]}, headers=me
    )
    tid = r.json()["id"]
    third = client.post(f"/tournaments/{tid}/entrants", json={"name": "expert"}, headers=me)
    assert third.status_code == 409 and third.json()["type"].endswith(":conflict")
    assert client.post(f"/tournaments/{tid}/start", headers=other).status_code == 403
    r = client.post(f"/tournaments/{tid}/cancel", headers=me)
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    assert client.post(f"/tournaments/{tid}/start", headers=me).status_code == 409
    assert client.post(f"/tournaments/{tid}/cancel", headers=me).status_code == 409
    lonely = client.post("/tournaments", json={"entrants": ["easy"]}, headers=me).json()["id"]
    assert client.post(f"/tournaments/{lonely}/start", headers=me).status_code == 409


def test_cancel_stops_a_running_tournament(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    r = client.post(
        "/tournaments",
        json={"entrants": ["easy", "medium"], "pairs": 5000, "rules": FAST},
        headers=me,
    )
    tid = r.json()["id"]
    client.post(f"/tournaments/{tid}/start", headers=me)
    wait_until(
        lambda: client.get(f"/tournaments/{tid}").json()["progress"]["pairs_played"] > 0,
        timeout=60,
        what="a first pair played",
    )
    r = client.post(f"/tournaments/{tid}/cancel", headers=me)
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    client.app.state.service.tournament_runner.wait(UUID(tid), 30)
    played = client.get(f"/tournaments/{tid}").json()["progress"]["pairs_played"]
    # the runner has ended (joined above): a later read shows no pair played after the cancel
    after = client.get(f"/tournaments/{tid}").json()
    assert after["status"] == "cancelled" and after["progress"]["pairs_played"] == played < 5000


def test_a_failing_runner_records_the_failure(
    tour_client: TestClient[Litestar], monkeypatch: Any
) -> None:
    from ginrummy.service.tournaments import runner

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("worker process died")

    monkeypatch.setattr(runner, "run", broken)
    client = tour_client
    me = register(client).headers
    tid = client.post("/tournaments", json={"entrants": ["easy", "medium"]}, headers=me).json()[
        "id"
    ]
    client.post(f"/tournaments/{tid}/start", headers=me)
    client.app.state.service.tournament_runner.wait(UUID(tid), 10)
    body = client.get(f"/tournaments/{tid}").json()
    assert body["status"] == "failed"
    assert body["outcome"] == {"reason": "error", "detail": "RuntimeError: worker process died"}
