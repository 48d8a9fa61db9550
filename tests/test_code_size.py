"""The size rule of ``services/`` (issue 19): no Python class over 250 lines and no module over
600, so that a job that grows is given an owner of its own instead of growing beside the old
code."""

from __future__ import annotations

import ast
from pathlib import Path

SERVICES = Path(__file__).resolve().parent.parent / "services" / "ginrummy"
MAX_CLASS_LINES = 250
MAX_MODULE_LINES = 600


def _oversized() -> list[str]:
    found = []
    for path in sorted(SERVICES.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        name = path.relative_to(SERVICES.parent)
        lines = len(source.splitlines())
        if lines > MAX_MODULE_LINES:
            found.append(f"{name}: {lines} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                length = node.end_lineno - node.lineno + 1
                if length > MAX_CLASS_LINES:
                    found.append(f"{name}: class {node.name}, {length} lines")
    return found


def test_no_class_over_250_lines_and_no_module_over_600() -> None:
    assert _oversized() == []


def test_the_rule_sees_the_services() -> None:
    """The walk reads the package (a moved folder must not make the rule pass by reading
    nothing)."""
    assert len(list(SERVICES.rglob("*.py"))) > 100
