"""The contract only grows: the served OpenAPI document against the last released one.

    python scripts/check_contract.py --oasdiff PATH [--base FILE] [--spec FILE]

Runs oasdiff's breaking-change check (``oasdiff breaking``, error level) of ``--spec`` (default
``openapi/openapi.json``, itself checked against the served document by ``export_openapi.py``)
against ``--base`` (default ``openapi/released/openapi.json``: the last released contract,
until the first release tag the contract as it stood at 8c7827c, before the games
architecture). Every breaking change must be recorded as deliberate in
``openapi/CHANGELOG.md``'s "Unreleased" section by a line

    - breaking `CHECK-ID` `TEXT` ...: why

which covers every change of that oasdiff check whose message contains each quoted TEXT. Any
breaking change not covered fails (exit 1) and is printed; so does a deliberate line that covers
nothing (a stale record). "Unreleased" must also list something whenever the spec differs from
the base at all (oasdiff changelog): the changelog records every change to the contract.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHANGELOG = ROOT / "openapi" / "CHANGELOG.md"
ENTRY = re.compile(r"^- breaking (`[^`]+`(?:\s+`[^`]+`)*)")
QUOTED = re.compile(r"`([^`]+)`")


@dataclass(frozen=True)
class Deliberate:
    """A breaking change recorded as deliberate: an oasdiff check and texts its message holds."""

    check: str
    texts: tuple[str, ...]
    line: int

    def covers(self, change: dict[str, Any]) -> bool:
        message = f"{change.get('operation', '')} {change.get('path', '')} {change['text']}"
        return change["id"] == self.check and all(text in message for text in self.texts)


def unreleased(changelog: str) -> list[tuple[int, str]]:
    """The numbered lines of the changelog's "## Unreleased" section."""
    lines: list[tuple[int, str]] = []
    inside = False
    for number, line in enumerate(changelog.splitlines(), start=1):
        if line.startswith("## "):
            inside = line.strip().lower() == "## unreleased"
            continue
        if inside:
            lines.append((number, line))
    return lines


def deliberate(lines: list[tuple[int, str]]) -> list[Deliberate]:
    found = []
    for number, line in lines:
        match = ENTRY.match(line)
        if match:
            check, *texts = QUOTED.findall(match.group(1))
            found.append(Deliberate(check, tuple(texts), number))
    return found


def oasdiff(tool: str, command: str, base: Path, spec: Path) -> list[dict[str, Any]]:
    args = [tool, command, str(base), str(spec), "--format", "json"]
    if command == "breaking":
        args += ["--fail-on", "ERR"]
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1) or not done.stdout.strip():
        if done.returncode == 0:
            return []
        sys.exit(f"oasdiff {command} failed ({done.returncode}): {done.stderr.strip()}")
    changes: list[dict[str, Any]] = json.loads(done.stdout) or []
    return changes


def check(tool: str, base: Path, spec: Path, changelog: Path) -> list[str]:
    """What is wrong (empty: the contract only grew, or broke where the changelog says so)."""
    lines = unreleased(changelog.read_text()) if changelog.exists() else []
    records = deliberate(lines)
    problems: list[str] = []
    breaking = [c for c in oasdiff(tool, "breaking", base, spec) if c.get("level") == 3]
    used: set[int] = set()
    for change in breaking:
        covering = [r for r in records if r.covers(change)]
        used.update(r.line for r in covering)
        if not covering:
            problems.append(
                f"breaking, not recorded in {changelog.name}: [{change['id']}] "
                f"{change.get('operation', '')} {change.get('path', '')}: {change['text']}"
            )
    for record in records:
        if record.line not in used:
            problems.append(
                f"{changelog.name}:{record.line}: records `{record.check}` "
                f"{' '.join(record.texts)}, which no breaking change matches"
            )
    if oasdiff(tool, "changelog", base, spec) and not any(text.strip() for _, text in lines):
        problems.append(f"the contract changed and {changelog.name} has no Unreleased entry")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--oasdiff", required=True, help="the oasdiff binary")
    parser.add_argument("--base", type=Path, default=ROOT / "openapi" / "released" / "openapi.json")
    parser.add_argument("--spec", type=Path, default=ROOT / "openapi" / "openapi.json")
    parser.add_argument("--changelog", type=Path, default=CHANGELOG)
    args = parser.parse_args()
    problems = check(args.oasdiff, args.base, args.spec, args.changelog)
    for problem in problems:
        print(problem)
    if problems:
        print(f"contract check: {len(problems)} problem(s) against {args.base}")
        return 1
    print(f"contract check: only growth against {args.base}, or breaks recorded as deliberate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
