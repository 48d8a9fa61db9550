"""A tournament's ratings as an SVG chart: each entrant's Elo with its 95% interval (a Rummy
table's: its points per hand with their 95% interval, in the openskill order).

Drawn on the server from the report (``TournamentCommands.show`` or the CLI's report): one row
per entrant in standings order, a bar from 0 to its pentanomial Elo, the interval as a line
with end ticks, the figures on the right. Self-contained (no script, stylesheet, font or image
from anywhere), every text escaped, and deterministic: the same report gives the same bytes
(numbers at fixed precision, nothing from the clock). An Elo that is infinite (every game won
or lost: ``None`` in the report) is drawn to the edge of the axis and labelled so.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape, quoteattr

WIDTH = 840
LABEL = 190
FIGURES = 240
ROW = 26
TOP = 58
BOTTOM = 40


def _num(x: float) -> str:
    """A coordinate at fixed precision (no ``-0.0``)."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _ticks(lo: float, hi: float, target: int = 8) -> list[float]:
    """Round tick values (1, 2 or 5 times a power of ten apart) covering [lo, hi]."""
    span = hi - lo
    raw = span / max(1, target)
    power = 10.0 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1.0, 2.0, 5.0, 10.0) if m * power >= raw)
    first = math.ceil(lo / step) * step
    out: list[float] = []
    value = first
    while value <= hi + step * 1e-9:
        out.append(round(value, 10))
        value += step
    return out


def _figure(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) and math.isfinite(value) else None


def _axis(rows: Sequence[Mapping[str, Any]]) -> tuple[float, float]:
    values = [0.0]
    for row in rows:
        elo = row.get("elo") or {}
        for key in ("elo", "elo_low", "elo_high"):
            v = _figure(elo.get(key))
            if v is not None:
                values.append(v)
    lo, hi = min(values), max(values)
    if hi - lo < 20.0:
        mid = (hi + lo) / 2
        lo, hi = mid - 10.0, mid + 10.0
    pad = (hi - lo) * 0.06
    return lo - pad, hi + pad


def _label(v: float | None, infinite_sign: int) -> str:
    if v is None:
        return "+inf" if infinite_sign > 0 else "-inf"
    return f"{v:+.1f}"


def ratings_svg(report: Mapping[str, Any], title: str | None = None) -> str:
    """The SVG document (a string) of the report's standings' Elo and 95% intervals; a Rummy
    table's (``table``): each entrant's points per hand with its 95% interval."""
    table = report.get("table")
    if table:
        return _chart(
            [_table_row(row) for row in table["standings"]],
            title or _title(report),
            "Points per hand with its 95% interval (openskill order)",
            "deal sets",
        )
    return _chart(
        list(report.get("standings") or []),
        title or _title(report),
        "Elo (pentanomial) with its 95% interval",
        "pairs",
    )


def _table_row(row: Mapping[str, Any]) -> dict[str, Any]:
    """A table standing in the chart's shape (its value, interval and count as the Elo's)."""
    value = row.get("points_per_hand")
    return {
        "entrant": row["entrant"],
        "rank": row["rank"],
        "score": 1.0 if (value or 0.0) >= 0 else 0.0,
        "elo": {
            "elo": value,
            "elo_low": row.get("points_per_hand_low"),
            "elo_high": row.get("points_per_hand_high"),
            "pairs": row.get("deal_sets"),
        },
    }


def _chart(rows: Sequence[Mapping[str, Any]], heading: str, measure: str, counts: str) -> str:
    """Each row's value (a bar from 0), its interval (a line) and its figures."""
    lo, hi = _axis(rows)
    plot_left, plot_right = LABEL, WIDTH - FIGURES
    height = TOP + ROW * max(1, len(rows)) + BOTTOM

    def x(value: float) -> float:
        return plot_left + (value - lo) / (hi - lo) * (plot_right - plot_left)

    out: list[str] = [
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" '
        f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" '
        'font-family="sans-serif" font-size="12">',
        f"<title>{escape(heading)}</title>",
        f'<rect class="background" x="0" y="0" width="{WIDTH}" height="{height}" fill="#ffffff"/>',
        f'<text class="heading" x="{LABEL}" y="22" font-size="14" font-weight="bold">'
        f"{escape(heading)}</text>",
        f'<text x="{LABEL}" y="40" fill="#555555">{escape(measure)}</text>',
    ]
    axis_y = TOP + ROW * max(1, len(rows))
    for tick in _ticks(lo, hi):
        tx = _num(x(tick))
        out.append(
            f'<line class="grid" x1="{tx}" y1="{TOP - 6}" x2="{tx}" y2="{axis_y}" '
            'stroke="#e5e5e5" stroke-width="1"/>'
        )
        out.append(
            f'<text class="tick" x="{tx}" y="{axis_y + 16}" text-anchor="middle" '
            f'fill="#555555">{escape(_num(tick))}</text>'
        )
    zero = _num(x(0.0))
    out.append(
        f'<line class="zero" x1="{zero}" y1="{TOP - 6}" x2="{zero}" y2="{axis_y}" '
        'stroke="#888888" stroke-width="1"/>'
    )
    out.append(
        f'<line class="axis" x1="{plot_left}" y1="{axis_y}" x2="{plot_right}" y2="{axis_y}" '
        'stroke="#333333" stroke-width="1"/>'
    )
    for i, row in enumerate(rows):
        name = str(row.get("entrant", ""))
        elo = row.get("elo") or {}
        pairs = int(elo.get("pairs") or 0)
        score = float(row.get("score") or 0.5)
        sign = 1 if score > 0.5 else -1
        mid_y = TOP + ROW * i + ROW / 2
        value = _figure(elo.get("elo"))
        low = _figure(elo.get("elo_low"))
        high = _figure(elo.get("elo_high"))
        point = value if value is not None else (hi if sign > 0 else lo)
        x_low = x(low) if low is not None else (x(lo) if pairs else x(point))
        x_high = x(high) if high is not None else (x(hi) if pairs else x(point))
        x_low, x_high = min(x_low, x_high), max(x_low, x_high)
        bar_left, bar_right = sorted((x(0.0), x(point)))
        out.append(f'<g class="entrant" data-entrant={quoteattr(name)}>')
        label = f"{row.get('rank', i + 1)}. {name}"
        out.append(
            f'<text class="label" x="{LABEL - 8}" y="{_num(mid_y + 4)}" text-anchor="end">'
            f"{escape(label)}</text>"
        )
        out.append(
            f'<rect class="bar" x="{_num(bar_left)}" y="{_num(mid_y - 7)}" '
            f'width="{_num(bar_right - bar_left)}" height="14" '
            f'fill="{"#4c78a8" if point >= 0 else "#e45756"}" fill-opacity="0.55"/>'
        )
        out.append(
            f'<line class="interval" x1="{_num(x_low)}" y1="{_num(mid_y)}" '
            f'x2="{_num(x_high)}" y2="{_num(mid_y)}" stroke="#222222" stroke-width="2"/>'
        )
        for end in (x_low, x_high):
            out.append(
                f'<line class="whisker" x1="{_num(end)}" y1="{_num(mid_y - 5)}" '
                f'x2="{_num(end)}" y2="{_num(mid_y + 5)}" stroke="#222222" stroke-width="2"/>'
            )
        out.append(
            f'<circle class="point" cx="{_num(x(point))}" cy="{_num(mid_y)}" r="3.5" '
            'fill="#222222"/>'
        )
        figures = (
            f"{_label(value, sign)} [{_label(low, -1)}, {_label(high, 1)}] ({pairs} {counts})"
            if pairs
            else "no games"
        )
        out.append(
            f'<text class="figures" x="{plot_right + 8}" y="{_num(mid_y + 4)}">'
            f"{escape(figures)}</text>"
        )
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _title(report: Mapping[str, Any]) -> str:
    parts = [str(report.get("format", "tournament"))]
    if report.get("id"):
        parts.append(str(report["id"]))
    entrants = report.get("entrants") or report.get("standings") or []
    parts.append(f"{len(entrants)} entrants")
    return ", ".join(parts)
