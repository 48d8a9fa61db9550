"""The breaking-change check of ``make lint`` (``scripts/check_contract.py``, oasdiff) fails on a
deliberately breaking change that the changelog does not record, passes on additive fields
(a new optional ``game`` in the match's request and reply), and passes on today's contract.

oasdiff is the binary ``make contract-check`` installs in ``.tools/`` (``make lint``, which
``make test`` runs first); without it these tests are skipped, never passed.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import check_contract  # noqa: E402

OASDIFF = ROOT / ".tools" / "oasdiff-v1.37.0"
SPEC = ROOT / "openapi" / "openapi.json"

pytestmark = pytest.mark.skipif(not OASDIFF.exists(), reason="run `make contract-check` first")


def released() -> dict[str, Any]:
    spec: dict[str, Any] = json.loads((ROOT / "openapi" / "released" / "openapi.json").read_text())
    return spec


def write(path: Path, spec: dict[str, Any]) -> Path:
    path.write_text(json.dumps(spec))
    return path


def problems(tmp_path: Path, changed: dict[str, Any], changelog: str) -> list[str]:
    base = write(tmp_path / "base.json", released())
    spec = write(tmp_path / "spec.json", changed)
    log = tmp_path / "CHANGELOG.md"
    log.write_text(changelog)
    return check_contract.check(str(OASDIFF), base, spec, log)


def with_game_field(spec: dict[str, Any]) -> dict[str, Any]:
    grown = copy.deepcopy(spec)
    schemas = grown["components"]["schemas"]
    schemas["MatchCreate"]["properties"]["game"] = {"type": "string", "default": "gin"}
    schemas["Match"]["properties"]["game"] = {"type": "string"}
    return grown


def test_todays_contract_passes_with_its_changelog() -> None:
    assert (
        check_contract.check(
            str(OASDIFF),
            ROOT / "openapi" / "released" / "openapi.json",
            SPEC,
            check_contract.CHANGELOG,
        )
        == []
    )


def test_an_additive_game_field_passes(tmp_path: Path) -> None:
    grown = with_game_field(released())
    assert problems(tmp_path, grown, "## Unreleased\n- `game` on matches\n") == []


def test_a_change_is_recorded_in_the_changelog(tmp_path: Path) -> None:
    found = problems(tmp_path, with_game_field(released()), "# changelog\n## Unreleased\n")
    assert found == ["the contract changed and CHANGELOG.md has no Unreleased entry"]


def test_a_removed_endpoint_fails_unless_recorded_as_deliberate(tmp_path: Path) -> None:
    broken = released()
    del broken["paths"]["/leaderboard"]
    found = problems(tmp_path, broken, "## Unreleased\n- the leaderboard is gone\n")
    assert any("[api-path-removed-without-deprecation]" in p and "/leaderboard" in p for p in found)
    recorded = (
        "## Unreleased\n"
        "- breaking `api-path-removed-without-deprecation` `/leaderboard`: on purpose\n"
    )
    assert problems(tmp_path, broken, recorded) == []


def test_a_required_reply_field_removed_fails(tmp_path: Path) -> None:
    broken = released()
    view = broken["components"]["schemas"]["Match"]
    field = "deal_commitments"
    view["required"].remove(field)
    del view["properties"][field]
    found = problems(tmp_path, broken, "## Unreleased\n- oops\n")
    assert found and all(field in p for p in found if p.startswith("breaking"))


def test_a_stale_deliberate_record_fails(tmp_path: Path) -> None:
    found = problems(
        tmp_path,
        with_game_field(released()),
        "## Unreleased\n- breaking `api-path-removed-without-deprecation` `/leaderboard`: old\n",
    )
    assert len(found) == 1 and "which no breaking change matches" in found[0]
