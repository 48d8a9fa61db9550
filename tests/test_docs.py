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


def test_the_settings_table_is_the_settings() -> None:
    """docs/SERVICE.md's configuration table is derived from the settings' declarations
    (``python -m ginrummy.service.config`` prints it): a table per section, one row per setting,
    in order, and no other settings table."""
    from ginrummy.service.config import SECTIONS, settings_table

    service = (ROOT / "docs" / "SERVICE.md").read_text()
    table = settings_table()
    assert table in service, "paste `python -m ginrummy.service.config` into docs/SERVICE.md"
    start = service.index(table.splitlines()[0])
    assert service[start : start + len(table)] == table
    assert service[start + len(table)] == "\n", "a row in docs/SERVICE.md that no setting has"
    assert service.count("| variable | default | meaning |") == len(SECTIONS)
