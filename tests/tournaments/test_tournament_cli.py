"""``ginrummy tournament``: a round robin of the four built-in levels and an SPRT."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from rich.console import Console

from ginrummy.cli import main, run_tournament


def test_round_robin_of_the_four_levels(tmp_path: Path) -> None:
    # The expert with a small playout cap and a short game length keep this quick.
    code = main(
        [
            "tournament",
            "--format",
            "round-robin",
            "--entrants",
            "beginner,easy,medium,expert:4",
            "--pairs",
            "3",
            "--workers",
            "2",
            "--target-score",
            "25",
            "--out",
            str(tmp_path),
        ]
    )
    assert code == 0
    report = json.loads((tmp_path / "tournament.json").read_text())
    standings = report["standings"]
    assert {row["entrant"] for row in standings} == {"beginner", "easy", "medium", "expert:4"}
    assert all(row["games"] == 18 for row in standings)  # 3 opponents x 3 pairs x 2 games
    assert sum(row["points"] for row in standings) == 36  # every game gives out one point
    assert [row["rank"] for row in standings] == [1, 2, 3, 4]
    for row in standings:
        assert set(row["elo"]) >= {"elo", "elo_low", "elo_high", "elo_error", "nelo", "los"}
        assert len(report["crosstable"][row["entrant"]]) == 3
    rows = list(csv.reader((tmp_path / "tournament.csv").open()))
    assert rows[0][:2] == ["rank", "entrant"] and len(rows) == 5


def test_sprt_expert_against_easy_accepts_h1(tmp_path: Path) -> None:
    """The full test ([0, 10], target 100, expert at 32 playouts) takes minutes (the exact
    SPRT needs about 30% more pairs than the approximation did: docs/SERVICE.md). Here, to
    stay quick, the same tournament with H1 at +50 Elo, by the exact test (the default)."""
    report = run_tournament(
        "sprt",
        ["expert", "easy"],
        200,
        seed=0,
        workers=2,
        rules=None,
        sprt={"elo0": 0, "elo1": 50},
        out=str(tmp_path),
        console=Console(file=open("/dev/null", "w")),  # noqa: SIM115
    )
    assert report["sprt"]["decision"] == "H1" and report["sprt"]["model"] == "exact"
    assert report["sprt"]["llr"] >= report["sprt"]["upper"]
    assert report["standings"][0]["entrant"] == "expert"


def test_refusals_before_anything_runs() -> None:
    assert main(["tournament", "--entrants", "easy,grandmaster", "--workers", "0"]) == 2
    assert main(["tournament", "--entrants", "easy,easy", "--workers", "0"]) == 2
    args = ["tournament", "--entrants", "easy,medium,beginner", "--sprt", "elo0=0,elo1=5"]
    assert main(args) == 2


def test_deal_pairs_and_the_approximate_sprt_by_name(tmp_path: Path) -> None:
    code = main(
        [
            "tournament",
            "--entrants",
            "beginner,easy",
            "--pair",
            "deals",
            "--pairs",
            "20",
            "--workers",
            "0",
            "--out",
            str(tmp_path),
        ]
    )
    assert code == 0
    report = json.loads((tmp_path / "tournament.json").read_text())
    assert report["pair"] == "deals" and report["points_measure"] == "hand_points"
    for row in report["standings"]:
        assert row["pairs"] == 20 and row["deals"] == 40
        assert row["match_points"] == row["hand_points"]  # a deal has no match bonus
    header = next(csv.reader((tmp_path / "tournament.csv").open()))
    assert header[-5:] == [
        "match_points",
        "match_points_against",
        "hand_points",
        "hand_points_against",
        "mean_hand_points_per_deal",
    ]
    sprt = run_tournament(
        "sprt",
        ["easy", "beginner"],
        500,
        sprt={"elo0": 0, "elo1": 100},
        workers=0,
        pair="deals",
        sprt_model="approximate",
        console=Console(file=open("/dev/null", "w")),  # noqa: SIM115
    )["sprt"]
    assert sprt["model"] == "approximate" and sprt["decision"] != "continue"
