"""The service (and the page) take the seat count from the game: no code works out "the other
seat" by arithmetic on a two-seat assumption (``1 - seat``, ``1 - me``), loops over the seats
``(0, 1)``, seat lists written as ``[None, None]`` or seats drawn with ``randbelow(2)``. The Gin
crate's own rules (``core_rs/rules``) are Gin's and may; nothing here reads them.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# A seat-like name: a seat, the viewer's seat, the dealer, who resigned or forfeited, a winner.
_SEAT_NAME = r"(?:self\.|view\.|row\.)?(?:\w*seat\w*|me|dealer|resigned\w*|forfeit\w*|winner)"
PATTERNS = {
    "opponent arithmetic": re.compile(rf"\b1\s*-\s*{_SEAT_NAME}\b"),
    "a loop over two seats": re.compile(
        r"\bfor\s+(?:seat|s|side)\s+in\s+\(0,\s*1\)|\[0,\s*1\]\.map\(\(seat\)"
    ),
    "the seats as a literal": re.compile(r"\bin\s+\(None,\s*0,\s*1\)|\[None,\s*None\]"),
    "a seat drawn out of two": re.compile(r"randbelow\(2\)"),
}


def offences(root: Path, suffixes: tuple[str, ...]) -> list[str]:
    found = []
    for path in sorted(root.rglob("*")):
        if path.suffix not in suffixes or not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for name, pattern in PATTERNS.items():
                if pattern.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {name}: {line.strip()}")
    return found


def test_the_patterns_find_what_they_look_for() -> None:
    """Each pattern catches the forms it names (so the scans below can fail)."""
    caught = [
        "winner = 1 - self.resigned_by",
        "seat_bots[1 - my_seat] = level",
        "const opp = 1 - me;",
        "for seat in (0, 1):",
        "{[0, 1].map((seat) => (",
        "if seat not in (None, 0, 1):",
        "players = [None, None]",
        "my_seat = secrets.randbelow(2)",
    ]
    for line in caught:
        assert any(p.search(line) for p in PATTERNS.values()), line
    for line in ("half = z * math.sqrt(p * (1 - p) / trials)", "for game in (0, 1):"):
        assert not any(p.search(line) for p in PATTERNS.values()), line


def test_the_service_takes_the_seat_count_from_the_game() -> None:
    assert offences(ROOT / "services", (".py",)) == []


def test_the_page_takes_the_seat_count_from_the_game() -> None:
    assert offences(ROOT / "clients" / "web" / "src", (".ts", ".tsx")) == []
