"""The ratings chart (SVG): one bar and one interval per entrant, escaped text, no external
asset, the same bytes for the same report; served at /tournaments/{id}/report.svg and written
by the CLI next to the JSON and CSV."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from uuid import uuid4

from litestar import Litestar
from litestar.testing import TestClient

from ginrummy.cli import main as cli_main
from ginrummy.service.tournaments.report import ratings_svg
from ginrummy.service.tournaments.stats import PairRecord, standings
from support.players import register
from support.tournaments import create_tournament, start_and_wait_for_the_end

SVG = "{http://www.w3.org/2000/svg}"


def _entrant_groups(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return {
        g.attrib["data-entrant"]: g for g in root.iter(f"{SVG}g") if "entrant" in g.attrib["class"]
    }


def _x(el: ET.Element, name: str) -> float:
    return float(el.attrib[name])


def _check_chart(svg: str, rows: list[dict[str, Any]]) -> None:
    """One group per entrant with a bar, an interval and a point; the point inside the
    interval; the bar from the zero line to the point; nothing fetched from anywhere."""
    assert "href" not in svg and "<script" not in svg and "url(" not in svg
    root = ET.fromstring(svg)
    zero = next(e for e in root.iter(f"{SVG}line") if e.attrib.get("class") == "zero")
    x0 = _x(zero, "x1")
    groups = _entrant_groups(svg)
    assert set(groups) == {row["entrant"] for row in rows}
    by_name = {row["entrant"]: row for row in rows}
    for name, g in groups.items():
        bars = [e for e in g if e.attrib.get("class") == "bar"]
        intervals = [e for e in g if e.attrib.get("class") == "interval"]
        points = [e for e in g if e.attrib.get("class") == "point"]
        assert len(bars) == len(intervals) == len(points) == 1, name
        bar, interval, point = bars[0], intervals[0], points[0]
        lo, hi, cx = _x(interval, "x1"), _x(interval, "x2"), _x(point, "cx")
        assert lo <= cx <= hi
        edges = sorted((_x(bar, "x"), _x(bar, "x") + _x(bar, "width")))
        assert min(abs(edges[0] - x0), abs(edges[1] - x0)) < 0.02
        assert min(abs(edges[0] - cx), abs(edges[1] - cx)) < 0.02
        elo = by_name[name]["elo"]
        if elo["elo"] is not None:
            assert (cx > x0) == (elo["elo"] > 0) or abs(elo["elo"]) < 1e-9
        labels = [e.text or "" for e in g if e.attrib.get("class") == "label"]
        assert labels and labels[0].endswith(name)


def test_chart_of_fixed_standings_is_escaped_and_deterministic() -> None:
    odd = 'x<y & "z"'
    records = [
        PairRecord("expert:8", "easy", 2, 0, 0),
        PairRecord("expert:8", "easy", 1, 1, 0),
        PairRecord("expert:8", odd, 1, 0, 1),
        PairRecord("easy", odd, 1, 1, 0),
        PairRecord("easy", odd, 0, 2, 0),
    ]
    report: dict[str, Any] = {
        "format": "round-robin",
        "entrants": ["expert:8", "easy", odd],
        **standings(["expert:8", "easy", odd], records),
    }
    svg = ratings_svg(report, title="<b>report</b> & more")
    assert svg == ratings_svg(report, title="<b>report</b> & more")
    assert "<b>" not in svg and "&lt;b&gt;report&lt;/b&gt; &amp; more" in svg
    assert 'x&lt;y &amp; "z"' in svg  # the entrant's name as text
    _check_chart(svg, report["standings"])
    # Every game won: an infinite Elo, drawn to the edge and labelled +inf.
    one_sided = {
        "standings": standings(["a", "b"], [PairRecord("a", "b", 2, 0, 0)] * 3)["standings"]
    }
    svg = ratings_svg(one_sided)
    _check_chart(svg, one_sided["standings"])
    assert "+inf" in svg and "-inf" in svg
    # An entrant without games yet.
    empty = {"standings": standings(["a", "b"], [])["standings"]}
    _check_chart(ratings_svg(empty), empty["standings"])
    assert "no games" in ratings_svg(empty)


def test_report_svg_route(tour_client: TestClient[Litestar]) -> None:
    client = tour_client
    me = register(client).headers
    created = create_tournament(
        client,
        me,
        format="round-robin",
        entrants=["beginner", "easy", "medium"],
        rules={"target_score": 25},
        pairs=3,
        seed=4,
    )
    tid = created.json()["id"]
    assert start_and_wait_for_the_end(client, tid, me, 60)["status"] == "finished"
    r = client.get(f"/tournaments/{tid}/report.svg")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("image/svg+xml")
    body = client.get(f"/tournaments/{tid}").json()
    _check_chart(r.text, body["standings"])
    assert client.get(f"/tournaments/{tid}/report.svg").text == r.text
    assert tid in r.text
    # The contract's two media types: the SVG by default (and for */*), the same source as
    # text/plain when Accept prefers it.
    for accept, expected in [
        ("*/*", "image/svg+xml"),
        ("image/svg+xml", "image/svg+xml"),
        ("text/plain", "text/plain"),
        ("text/plain;q=0.9, image/svg+xml", "image/svg+xml"),
        ("image/svg+xml;q=0.5, text/plain", "text/plain"),
    ]:
        negotiated = client.get(f"/tournaments/{tid}/report.svg", headers={"Accept": accept})
        assert negotiated.status_code == 200, (accept, negotiated.text)
        assert negotiated.headers["content-type"].startswith(expected), accept
        assert negotiated.text == r.text, accept
    ok = client.get("/schema/openapi.json").json()["paths"][
        "/tournaments/{tournament_id}/report.svg"
    ]
    assert list(ok["get"]["responses"]["200"]["content"]) == ["image/svg+xml", "text/plain"]
    r = client.get(f"/tournaments/{uuid4()}/report.svg")
    assert r.status_code == 404
    assert r.headers["content-type"].startswith("application/problem+json")


def test_cli_writes_the_chart(tmp_path: Path) -> None:
    out = tmp_path / "rr"
    code = cli_main(
        [
            "tournament",
            "--entrants",
            "beginner,easy,medium",
            "--pairs",
            "2",
            "--target-score",
            "25",
            "--workers",
            "0",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    import json

    report = json.loads((out / "tournament.json").read_text())
    svg = (out / "tournament.svg").read_text()
    _check_chart(svg, report["standings"])
    assert svg == ratings_svg(report)
