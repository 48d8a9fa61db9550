"""The rules travel with the code: docs/RULES.md is the team's RULES.md."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_rules_in_docs_equal_the_shared_rules() -> None:
    shared = ROOT.parent / "shared" / "RULES.md"
    ours = (ROOT / "docs" / "RULES.md").read_text()
    assert "# " in ours and "knock_limit" in ours
    if not shared.exists():
        pytest.skip("no shared RULES.md beside the repository")
    assert ours == shared.read_text(), "copy ../shared/RULES.md to docs/RULES.md"


def test_rummy_rules_in_docs_equal_the_shared_rules() -> None:
    shared = ROOT.parent / "shared" / "RULES-RUMMY.md"
    ours = (ROOT / "docs" / "RULES-RUMMY.md").read_text()
    assert "# " in ours
    if not shared.exists():
        pytest.skip("no shared RULES-RUMMY.md beside the repository")
    assert ours == shared.read_text(), "copy ../shared/RULES-RUMMY.md to docs/RULES-RUMMY.md"
