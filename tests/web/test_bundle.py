"""The page's built bundle (``clients/web/dist``, ``make web``) holds no rule code: no meld
search, no deadwood values, no spectator's rebuild of the deal. The rules live once, in the
core; the page renders what the API serves (issue 19).

Each pattern is the minified shape of code the page once had (checked against that code's
build below, so a pattern that could never match would fail here)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

DIST = Path(__file__).resolve().parents[2] / "clients" / "web" / "dist" / "assets"

# What each deleted function compiled to (minified names vary, the shapes do not).
RULE_CODE = {
    # cardPoints / deadwoodOf: a card's deadwood value, ace 1 .. faces 10
    "deadwood values": re.compile(r"Math\.min\(\w+\(\w+\)\+1,10\)"),
    # candidateMelds: the scan for sets (three of a rank) and runs (three in a suit)
    "meld scan": re.compile(r"\.length>=3"),
    # bestArrangement / knockArrangements: arrangements built in the page
    "meld search": re.compile(r"deadwood_cards:\w+\.filter"),
    # spectatorState: the deal rebuilt from the log, its sizes written in
    "spectator rebuild": re.compile(r"counts:\[10,10\]|stock:31"),
}

# Excerpts of the page's build before the rules left it (commit bd44f1a), one per pattern.
FORMER_BUILD = (
    "function st(e){return Math.min(Y(e)+1,10)}",
    "for(let e of n.values())if(e.length>=3){t.push(e);",
    "return{melds:n.melds,deadwood_cards:e.filter(e=>!r.has(e)),deadwood:n.deadwood,discard:null}",
    "n={deal:r.data.deal,dealer:r.data.dealer,counts:[10,10],known:[[],[]],pile:[],stock:31}",
)


def bundle() -> str:
    scripts = sorted(DIST.glob("*.js"))
    if not scripts:
        if os.environ.get("GINRUMMY_WEB_TESTS") == "require":
            pytest.fail(f"no built page in {DIST}: run make web")
        pytest.skip(f"no built page in {DIST}: run make web")
    return "\n".join(p.read_text() for p in scripts)


def test_the_patterns_catch_the_former_rule_code() -> None:
    for name, pattern in RULE_CODE.items():
        assert any(pattern.search(excerpt) for excerpt in FORMER_BUILD), name


def test_the_bundle_has_no_rule_code() -> None:
    js = bundle()
    found = {name: pattern.findall(js)[:3] for name, pattern in RULE_CODE.items()}
    assert not any(found.values()), found
