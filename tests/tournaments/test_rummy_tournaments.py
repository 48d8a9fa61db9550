"""Tournaments of Rummy's built-in bots (issue 21), on both stores: a 3-seat table to its end,
its report checked against a computation of its own from the recorded deal sets; a 2-seat
Rummy round robin; the refusals (4xx that change nothing); a Gin tournament of before reads as
Gin's. The levels are the core's (``rummy.bot_levels()``), the fastest three."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path
from typing import Any
from uuid import UUID

from litestar import Litestar
from litestar.testing import TestClient
from openskill.models import PlackettLuce

from ginrummy._core import rummy
from ginrummy.cli import main
from ginrummy.service.tournaments import rummy_games, runner
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.pairs import record_of
from ginrummy.service.tournaments.table import table_report
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end

Json = dict[str, Any]
LEVELS = rummy.bot_levels()[:3]  # the weakest three: the quickest


def _recorded(client: TestClient[Litestar], tid: str) -> Tournament:
    found = client.app.state.service.store.get(UUID(tid))
    assert isinstance(found, Tournament)
    return found


def _expected_report(entrants: list[str], sets: list[Json]) -> Json:
    """The table's report computed apart: points per hand by deal set with a normal 95%
    interval, and openskill's Plackett-Luce over every game's ranking in playing order."""
    model = PlackettLuce()
    ratings = {e: model.rating() for e in entrants}
    values: dict[str, list[float]] = {e: [] for e in entrants}
    for s in sets:
        got = dict.fromkeys(entrants, 0)
        held = dict.fromkeys(entrants, 0)
        for game in s["games"]:
            order = game["seats"]
            for seat, name in enumerate(order):
                got[name] += game["points"][seat]
                held[name] += game["hands"]
            # the ranking: more points first (winner takes all), equal points share a rank
            ranks = [sorted(game["points"], reverse=True).index(p) + 1 for p in game["points"]]
            assert ranks == game["ranks"]
            rated = model.rate([[ratings[n]] for n in order], ranks=ranks)
            for name, team in zip(order, rated, strict=True):
                ratings[name] = team[0]
        for name in entrants:
            values[name].append(got[name] / held[name])
    z = statistics.NormalDist().inv_cdf(0.975)
    out: Json = {}
    for name in entrants:
        mean = statistics.fmean(values[name])
        half = z * statistics.stdev(values[name]) / math.sqrt(len(values[name]))
        out[name] = (mean, mean - half, mean + half, ratings[name].ordinal())
    ordering = sorted(entrants, key=lambda e: (-out[e][3], entrants.index(e)))
    return {"rows": out, "ordering": ordering}


def test_a_three_seat_table_runs_to_its_end_and_its_report_checks(
    tour_client: TestClient[Litestar],
) -> None:
    client = tour_client
    me = register(client).headers
    entrants = list(LEVELS)
    r = create_tournament(
        client,
        me,
        format="rummy-table",
        game="rummy",
        entrants=entrants,
        pairs=4,
        seed=3,
        pair="deals",
    )
    body = r.json()
    tid = body["id"]
    assert (body["game"], body["table"]["deal_sets"], body["standings"]) == ("rummy", 0, [])
    assert body["progress"] == {"pairs_played": 0, "pairs_planned": 4, "games_played": 0}
    body = start_and_wait_for_the_end(client, tid, me)
    assert body["status"] == "finished", body
    assert body["outcome"] == {"reason": "complete"}
    assert body["progress"] == {"pairs_played": 4, "pairs_planned": 4, "games_played": 12}
    table = body["table"]
    assert (table["deal_sets"], table["games"]) == (4, 12)

    sets = _recorded(client, tid).sets
    assert [s["k"] for s in sets] == [0, 1, 2, 3]
    for s in sets:
        # each deal once per rotation: every entrant holds every seat's cards once
        assert [g["seats"] for g in s["games"]] == [
            [entrants[(j + r) % 3] for j in range(3)] for r in range(3)
        ]
        assert all(g["hands"] == 1 for g in s["games"])
        # a recorded set is played again exactly from its seed
        assert rummy_games.play_set(entrants, 3, s["k"], {}, "deals") == {
            key: s[key] for key in ("k", "seed", "unit", "games")
        }
    expected = _expected_report(entrants, sets)
    assert table["ordering"] == expected["ordering"]
    assert [row["entrant"] for row in table["standings"]] == expected["ordering"]
    for row in table["standings"]:
        mean, low, high, ordinal = expected["rows"][row["entrant"]]
        assert math.isclose(row["points_per_hand"], mean, abs_tol=1e-9)
        assert math.isclose(row["points_per_hand_low"], low, abs_tol=1e-9)
        assert math.isclose(row["points_per_hand_high"], high, abs_tol=1e-9)
        assert math.isclose(row["rating"]["ordinal"], ordinal, abs_tol=1e-9)
        assert row["hands"] == 12 and row["deal_sets"] == 4
    lines = client.get(f"/tournaments/{tid}/report.csv").text.splitlines()
    assert lines[0].startswith("rank,entrant,deal_sets") and len(lines) == 4
    assert [line.split(",")[1] for line in lines[1:]] == table["ordering"]
    svg = client.get(f"/tournaments/{tid}/report.svg").text
    assert "Points per hand" in svg and all(f'data-entrant="{e}"' in svg for e in entrants)
    # the live stream's records (GET .../stream): the report after the sets, then the end
    views = client.app.state.service.tournaments.views
    records, over = views.stream_records(UUID(tid), 0, [])
    assert over and [r["type"] for _, r in records] == ["standings_changed", "tournament_finished"]
    assert records[0][1]["table"] == table and records[0][1]["progress"] == body["progress"]
    later, _ = views.stream_records(UUID(tid), records[0][0], [])
    assert [r["type"] for _, r in later] == ["tournament_finished"]
    # winner takes all: each hand's points are the cards left in the others' hands
    assert sum(row["points"] for row in table["standings"]) == sum(
        sum(g["points"]) for s in sets for g in s["games"]
    )


def test_a_two_seat_rummy_round_robin_of_two_levels(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    a, b = LEVELS[0], LEVELS[1]
    options = {"target_score": 50}
    r = create_tournament(
        client, me, game="rummy", entrants=[a, b], options=options, pairs=3, seed=8
    )
    tid = r.json()["id"]
    assert r.json()["options"] == options and r.json()["table"] is None
    body = start_and_wait_for_the_end(client, tid, me)
    assert body["status"] == "finished", body
    assert body["progress"] == {"pairs_played": 3, "pairs_planned": 3, "games_played": 6}
    rows = {row["entrant"]: row for row in body["standings"]}
    assert set(rows) == {a, b}
    assert rows[a]["games"] == rows[b]["games"] == 6
    assert rows[a]["points"] + rows[b]["points"] == 6
    assert rows[a]["wins"] == rows[b]["losses"]
    games = client.get(f"/tournaments/{tid}/games").json()["games"]
    assert [g["k"] for g in games] == [0, 1, 2]
    for g in games:
        replayed = rummy_games.play_pair(g["a"], g["b"], g["seed"], g["k"], options, "matches")
        assert replayed == record_of(g)
        # a match pair reached the target in one of its two games at least
        assert max(g["a_points"], g["b_points"]) >= 50
    # A Rummy pair's games are at .../rummy-moves (Gin's /moves names it), move by move.
    r = client.get(f"/tournaments/{tid}/games/1/moves?game=0")
    assert r.status_code == 409 and r.headers["content-type"].startswith("application/problem")
    assert f"/tournaments/{tid}/games/1/rummy-moves" in r.json()["detail"]
    assert client.get(f"/tournaments/{tid}/games/4/rummy-moves").status_code == 404
    assert client.get(f"/tournaments/{tid}/games/1/rummy-moves?game=2").status_code == 400
    g = games[1]
    points = {g["a"]: 0, g["b"]: 0}
    for game in (0, 1):
        r = client.get(f"/tournaments/{tid}/games/{g['position']}/rummy-moves?game={game}")
        assert r.status_code == 200, r.text
        replayed = r.json()
        seats = [g["a"], g["b"]] if game == 0 else [g["b"], g["a"]]
        assert replayed["seats"] == seats and replayed["unit"] == "matches"
        assert (replayed["seed"], replayed["k"]) == (g["seed"], g["k"])
        # the core's own match of that seed, the actions applied in order: each was legal,
        # played by the seat to act on the table shown, and it ends where the record does
        core = rummy.Match(2, int(replayed["match_seed"]), options)
        for move in replayed["moves"]:
            assert core.to_act == move["seat"] and core.hands_dealt - 1 == move["hand"]
            table = core.observation(0)
            assert move["hands"] == [core.observation(s)["hand"] for s in range(2)]
            assert move["table"] == {
                k: v for k, v in table.items() if k not in ("seat", "hand", "legal_actions")
            }
            assert move["action"] in core.legal_actions()
            core.apply(move["action"])
        assert core.is_over
        scores = core.standings()["scores"]
        assert replayed["result"]["points"] == scores
        assert [h["end"] for h in replayed["hands"]] == [h["end"] for h in core.hands()]
        assert replayed["result"]["hands"] == len(core.hands())
        for seat, name in enumerate(seats):
            points[name] += scores[seat]
    assert (points[g["a"]], points[g["b"]]) == (g["a_points"], g["b_points"])


def test_refusals_change_nothing(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers

    def refused(path: str, body: Json, status: int) -> Json:
        r = client.post(path, json=body, headers=me)
        assert r.status_code == status, r.text
        assert r.headers["content-type"].startswith("application/problem+json")
        problem: Json = r.json()
        return problem

    before = client.get("/tournaments").json()
    # a table of 5: no fifth seat (the refusal comes before anything is recorded)
    five = [*LEVELS, LEVELS[0], LEVELS[1]]
    refused("/tournaments", {"format": "rummy-table", "game": "rummy", "entrants": five}, 409)
    refused("/tournaments", {"format": "rummy-table", "entrants": list(LEVELS)}, 422)  # gin
    refused("/tournaments", {"game": "rummy", "entrants": ["grandmaster", LEVELS[0]]}, 400)
    refused("/tournaments", {"game": "rummy", "rules": {"target_score": 25}}, 422)
    refused("/tournaments", {"game": "rummy", "options": {"target_score": 10}}, 400)
    refused("/tournaments", {"options": {"target_score": 100}}, 422)  # Gin takes rules
    assert client.get("/tournaments").json() == before

    # a table of 2 is created but does not start
    r = create_tournament(
        client, me, format="rummy-table", game="rummy", entrants=list(LEVELS[:2]), pairs=1
    )
    tid = r.json()["id"]
    shown = client.get(f"/tournaments/{tid}").json()
    problem = refused(f"/tournaments/{tid}/start", {}, 409)
    assert "3 to 4" in problem["detail"]
    # an HTTP entrant at a Rummy table: 422 (built-in levels only); a Gin level in Rummy: 422
    problem = refused(f"/tournaments/{tid}/entrants", {"kind": "http"}, 422)
    assert "rummy-table" in problem["detail"]
    r = create_tournament(client, me, game="rummy", entrants=list(LEVELS[:2]), pairs=1)
    gauntlet = r.json()["id"]
    gauntlet_shown = client.get(f"/tournaments/{gauntlet}").json()
    refused(f"/tournaments/{gauntlet}/entrants", {"name": "expert:8"}, 422)
    assert client.get(f"/tournaments/{tid}").json() == shown
    assert client.get(f"/tournaments/{gauntlet}").json() == gauntlet_shown


def test_a_gin_tournament_reads_as_gin(tour_client: TestClient[Litestar]) -> None:
    """A tournament created before games had names (``Created`` v3) is Gin's, as is one that
    names none; its body keeps every field it had."""
    client = tour_client
    me = register(client).headers
    r = create_tournament(client, me, entrants=["easy", "medium"], pairs=1)
    assert (r.json()["game"], r.json()["options"], r.json()["table"]) == ("gin", None, None)
    state = {"format": "round-robin", "rules": {}, "pairs": 1, "seed": 0, "sprt": None}
    state |= {"creator": "h", "move_deadline_ms": 10_000, "pair": "deals", "rated": False}
    state["sprt_model"] = None
    Tournament.Created.upcast_v3_v4(state)
    assert (state["game"], state["options"]) == ("gin", None)


def test_the_cli_runs_a_rummy_table(tmp_path: Path) -> None:
    code = main(
        [
            "tournament",
            "--game",
            "rummy",
            "--format",
            "rummy-table",
            "--entrants",
            ",".join(LEVELS),
            "--pairs",
            "2",
            "--pair",
            "deals",
            "--workers",
            "0",
            "--seed",
            "3",
            "--out",
            str(tmp_path),
        ]
    )
    assert code == 0
    report = json.loads((tmp_path / "tournament.json").read_text())
    assert [s["k"] for s in report["sets"]] == [0, 1]
    # the CLI's table is the service's: the same seed deals the same sets
    assert report["sets"][1] == rummy_games.play_set(list(LEVELS), 3, 1, None, "deals")
    assert report["table"] == table_report(list(LEVELS), report["sets"])
    assert "(2 deal sets)" in (tmp_path / "tournament.svg").read_text()
    assert sorted(report["table"]["ordering"]) == sorted(LEVELS)
    # two entrants are no table: refused before anything runs
    assert (
        main(
            [
                "tournament",
                "--game",
                "rummy",
                "--format",
                "rummy-table",
                "--entrants",
                ",".join(LEVELS[:2]),
                "--pairs",
                "1",
            ]
        )
        == 2
    )


def test_rummy_pairs_in_the_swiss_and_sprt_formats() -> None:
    """The shared loop plays Rummy pairs in every format: a Swiss round (a bye for the odd
    entrant) and an SPRT's pairs, each pair the same record when played again."""
    swiss = runner.run(
        "swiss",
        list(LEVELS),
        1,
        4,
        source=runner.PoolPairs(None, {}, "deals", game="rummy"),
        rounds=2,
    )
    assert len(swiss.records) == 2  # two rounds of one pairing each
    test = runner.run(
        "sprt",
        list(LEVELS[:2]),
        3,
        4,
        source=runner.PoolPairs(None, {"scoring": "penalty"}, "deals", game="rummy"),
    )
    assert test.sprt is not None and test.sprt.penta.pairs == 3
    for rec in test.records:
        assert rec == rummy_games.play_pair(rec.a, rec.b, 4, rec.k, {"scoring": "penalty"}, "deals")
        assert rec.a_wins + rec.b_wins + rec.ties == 2


def test_ranks_by_points_or_by_fewest_under_penalty() -> None:
    assert rummy_games.ranks([12, 0, 0], penalty=False) == [1, 2, 2]
    assert rummy_games.ranks([0, 7, 3], penalty=True) == [1, 3, 2]
    assert rummy_games.rotation(["a", "b", "c"], 2) == ["c", "a", "b"]
