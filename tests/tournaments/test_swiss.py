"""Swiss tournaments: pairing by score without a repeated pairing, the bye, 32 entrants to the
end in worker processes, over the API (both stores) and from the CLI."""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.cli import main as cli_main
from ginrummy.service.tournaments import runner
from ginrummy.service.tournaments.formats import (
    SWISS,
    NoPairingError,
    SwissRound,
    swiss_round,
    swiss_scores,
)
from ginrummy.service.tournaments.play import BotSpec, play_pair, process_pool
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end

FAST = {"target_score": 10}  # a short game length: a game is a deal or two

# 32 distinct built-in entrants: three levels and the expert with 29 playout caps.
THIRTY_TWO = ["beginner", "easy", "medium"] + [f"expert:{cap}" for cap in range(1, 30)]


def _pairs_of(rounds: list[SwissRound]) -> list[frozenset[str]]:
    return [frozenset(p) for r in rounds for p in r.pairings]


def test_first_round_is_top_half_against_bottom_half() -> None:
    names = [f"e{i}" for i in range(8)]
    plan, bye = swiss_round(names, dict.fromkeys(names, 0.0), set(), set())
    assert bye is None
    assert plan == [("e0", "e4"), ("e1", "e5"), ("e2", "e6"), ("e3", "e7")]


def test_score_groups_and_floaters() -> None:
    names = [f"e{i}" for i in range(6)]
    # Three on 2 points (e1, e3, e5), three on 0 (e0, e2, e4): the top group pairs its top
    # with its bottom half, the odd one floats down and meets the top of the next group.
    scores = {"e1": 2.0, "e3": 2.0, "e5": 2.0, "e0": 0.0, "e2": 0.0, "e4": 0.0}
    played = {frozenset(p) for p in (("e0", "e3"), ("e1", "e4"), ("e2", "e5"))}
    plan, bye = swiss_round(names, scores, played, set())
    assert bye is None
    assert plan == [("e1", "e3"), ("e5", "e0"), ("e2", "e4")]
    assert not {frozenset(p) for p in plan} & played


def test_a_repeat_is_avoided_by_backtracking() -> None:
    names = ["a", "b", "c", "d"]
    scores = dict.fromkeys(names, 0.0)
    assert swiss_round(names, scores, set(), set())[0] == [("a", "c"), ("b", "d")]
    # a-c leaves b-d, played: back to a's next choice, a-d, played too; then a-b and c-d.
    played = {frozenset(("b", "d")), frozenset(("a", "d"))}
    plan, _ = swiss_round(names, scores, played, set())
    assert plan == [("a", "b"), ("c", "d")]
    # Every pairing of a round played before: no pairing.
    everything = {frozenset(p) for p in (("a", "b"), ("c", "d"), ("a", "c"), ("b", "d"))}
    everything |= {frozenset(("a", "d")), frozenset(("b", "c"))}
    with pytest.raises(NoPairingError):
        swiss_round(names, scores, everything, set())


def test_the_bye_goes_to_the_lowest_without_one() -> None:
    names = ["a", "b", "c", "d", "e"]
    scores = {"a": 4.0, "b": 3.0, "c": 2.0, "d": 1.0, "e": 0.0}
    plan, bye = swiss_round(names, scores, set(), set())
    assert bye == "e" and len(plan) == 2
    plan, bye = swiss_round(names, scores, set(), {"e"})
    assert bye == "d" and "e" in {x for p in plan for x in p}


@pytest.mark.parametrize("n", [6, 7, 12, 32])
def test_as_many_rounds_as_possible_never_repeat(n: int) -> None:
    """Random results for the most rounds the field allows: every round pairs everyone (one
    bye each in an odd field), no pairing twice: a round robin reached by Swiss rounds."""
    rng = random.Random(n)
    names = [f"e{i:02d}" for i in range(n)]
    scores = dict.fromkeys(names, 0.0)
    played: set[frozenset[str]] = set()
    byes: set[str] = set()
    for _ in range(SWISS.max_rounds(n)):
        plan, bye = swiss_round(names, scores, played, byes)
        seated = [x for p in plan for x in p] + ([bye] if bye else [])
        assert sorted(seated) == names
        for a, b in plan:
            assert frozenset((a, b)) not in played
            played.add(frozenset((a, b)))
            won = rng.choice((0.0, 1.0, 2.0))
            scores[a] += won
            scores[b] += 2.0 - won
        if bye is not None:
            assert bye not in byes
            byes.add(bye)
            scores[bye] += 2.0
    assert len(played) == n * (n - 1) // 2


def test_thirty_two_entrants_complete_without_a_repeated_pairing() -> None:
    """The must-show: a Swiss tournament of 32 built-in entrants (levels and playout caps)
    completes in worker processes, every round pairing all 32, no pairing twice; a pair
    replays exactly from its recorded seed."""
    assert len({BotSpec.parse(e).name for e in THIRTY_TWO}) == 32
    rounds: list[SwissRound] = []
    seen: list[tuple[int, int, Any]] = []
    started = time.perf_counter()
    with process_pool(2) as pool:
        records = runner.run(
            "swiss",
            THIRTY_TWO,
            1,
            2026,
            rules=FAST,
            executor=pool,
            batch=1,
            ahead=8,
            rounds=5,
            on_pair=lambda i, rec: seen.append((i, rec.k, rec)),
            on_round=rounds.append,
        ).records
    seconds = time.perf_counter() - started
    print(f"swiss: 32 entrants, 5 rounds, {len(records)} game pairs in {seconds:.1f} s")
    assert [r.number for r in rounds] == [1, 2, 3, 4, 5]
    assert all(r.bye is None and len(r.pairings) == 16 for r in rounds)
    for r in rounds:
        assert sorted(x for p in r.pairings for x in p) == sorted(THIRTY_TWO)
    pairs = _pairs_of(rounds)
    assert len(pairs) == len(set(pairs)) == 80
    assert len(records) == 80 and all(r.a_wins + r.b_wins + r.ties == 2 for r in records)
    # Pairings are numbered in playing order across rounds; their seeds are seed + number.
    assert [i for i, _, _ in seen] == list(range(80))
    i, k, rec = seen[77]
    replay = play_pair(BotSpec.parse(rec.a), BotSpec.parse(rec.b), 2026 + i, k, FAST)
    assert (replay.a_wins, replay.b_wins, replay.ties) == (rec.a_wins, rec.b_wins, rec.ties)
    # Round 2 on pairs entrants by their round-1 scores: each pairing's entrants had equal
    # scores where the field allowed (here at least half of the pairings).
    scores = swiss_scores(THIRTY_TWO, records[:16], {})
    same = sum(scores[a] == scores[b] for a, b in rounds[1].pairings)
    assert same >= 8


def test_the_same_seed_gives_the_same_tournament() -> None:
    entrants = ["beginner", "easy", "medium", "expert:1", "expert:2"]
    runs = []
    for _ in range(2):
        rounds: list[SwissRound] = []
        records = runner.run(
            "swiss", entrants, 1, 9, rules=FAST, rounds=3, on_round=rounds.append
        ).records
        runs.append((records, rounds))
    assert runs[0] == runs[1]
    byes = [r.bye for r in runs[0][1]]
    assert all(byes) and len(set(byes)) == 3  # an odd field: a different bye each round
    with pytest.raises(ValueError, match="rounds"):
        runner.run("swiss", entrants, 1, 9, rules=FAST, rounds=6)


# -- over the API ----------------------------------------------------------------------------


def test_swiss_over_the_api(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    entrants = ["beginner", "easy", "medium", "expert:1", "expert:2", "expert:3", "expert:4"]
    r = create_tournament(
        client, me, format="swiss", entrants=entrants, rules=FAST, pairs=1, rounds=3, seed=5
    )
    tid = r.json()["id"]
    assert r.json()["rounds"] == 3 and r.json()["swiss_rounds"] == []
    assert r.json()["progress"]["pairs_planned"] == 9  # 3 rounds of 3 pairings, 1 pair each
    body = start_and_wait_for_the_end(client, tid, me)
    assert body["status"] == "finished", body
    assert body["outcome"] == {"reason": "complete"}
    rounds = body["swiss_rounds"]
    assert [x["round"] for x in rounds] == [1, 2, 3]
    pairs = [frozenset(p) for x in rounds for p in x["pairings"]]
    assert len(pairs) == len(set(pairs)) == 9
    byes = [x["bye"] for x in rounds]
    assert len(set(byes)) == 3 and set(byes) <= set(entrants)
    for x in rounds:
        seated = [e for p in x["pairings"] for e in p] + [x["bye"]]
        assert sorted(seated) == sorted(entrants)
    # The byes count in the standings (a pairing won: 2 points), not in the games.
    table = {row["entrant"]: row for row in body["standings"]}
    for name in entrants:
        assert table[name]["bye_points"] == 2.0 * byes.count(name)
    assert sum(row["games"] for row in body["standings"]) == 2 * 2 * 9
    totals = [row["points"] + row["bye_points"] for row in body["standings"]]
    assert totals == sorted(totals, reverse=True)
    games = client.get(f"/tournaments/{tid}/games").json()["games"]
    assert [g["pairing"] for g in games] == list(range(9))
    assert {frozenset((g["a"], g["b"])) for g in games} == set(pairs)


def test_swiss_refusals(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    base = {"format": "swiss", "entrants": ["beginner", "easy", "medium"], "rules": FAST}
    r = client.post("/tournaments", json=base, headers=me)
    assert r.status_code == 422 and "rounds" in r.json()["detail"]
    r = client.post("/tournaments", json={**base, "rounds": 0}, headers=me)
    assert r.status_code == 400 and r.json()["errors"][0]["key"] == "rounds"  # the schema's
    r = client.post("/tournaments", json={**base, "format": "round-robin", "rounds": 2}, headers=me)
    assert r.status_code == 422 and "rounds" in r.json()["detail"]
    # Three entrants play at most three rounds without a repeat: refused at the start.
    r = client.post("/tournaments", json={**base, "rounds": 4}, headers=me)
    assert r.status_code == 201, r.text
    tid = r.json()["id"]
    r = client.post(f"/tournaments/{tid}/start", headers=me)
    assert r.status_code == 409 and "rounds" in r.json()["detail"]
    assert client.get(f"/tournaments/{tid}").json()["status"] == "created"


# -- from the CLI ----------------------------------------------------------------------------


def test_swiss_from_the_cli(tmp_path: Path) -> None:
    out = tmp_path / "swiss"
    code = cli_main(
        [
            "tournament",
            "--format",
            "swiss",
            "--entrants",
            "beginner,easy,medium,expert:1,expert:2,expert:3",
            "--rounds",
            "3",
            "--pairs",
            "1",
            "--target-score",
            "10",
            "--workers",
            "0",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    report = json.loads((out / "tournament.json").read_text())
    assert report["format"] == "swiss" and report["rounds"] == 3
    pairs = [frozenset(p) for x in report["swiss_rounds"] for p in x["pairings"]]
    assert len(pairs) == len(set(pairs)) == 9
    assert Counter(row["games"] for row in report["standings"]) == {6: 6}
    assert (out / "tournament.svg").exists() and (out / "tournament.csv").exists()
    assert cli_main(["tournament", "--format", "swiss", "--entrants", "beginner,easy"]) == 2
