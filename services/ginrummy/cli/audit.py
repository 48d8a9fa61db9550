"""``ginrummy audit FILE``: verify an exported match, Gin's (``GET /matches/{id}/export``) or
Rummy's (``GET /rummy/matches/{id}/export``), told apart by the document's ``format``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from rich.console import Console


def run_audit(path: str, console: Console) -> int:
    """``ginrummy audit FILE``: exit 0 when the export verifies, 1 when it does not."""
    from ginrummy.service.audit import verify_export
    from ginrummy.service.rummy.audit import verify_rummy_export
    from ginrummy.service.rummy.records import EXPORT_FORMAT

    text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        console.print(f"[red]FAILED[/red] {path} is not JSON: {exc}")
        return 1
    if not isinstance(doc, dict):
        console.print(f"[red]FAILED[/red] {path} is not an export (a JSON object)")
        return 1
    if doc.get("format") == EXPORT_FORMAT:
        return _rummy_report(verify_rummy_export(doc), console)
    report = verify_export(doc)
    if report["ok"]:
        console.print(
            f"[green]verified[/green] match {report['match_id']}: {report['events']} events, "
            f"{report['actions']} actions, {report['deals']} deals; every action legal, every "
            "score right, every card from the committed decks"
        )
        return 0
    console.print(f"[red]FAILED[/red] match {report['match_id']}:")
    for error in report["errors"]:
        console.print(f"  - {error}")
    return 1


def _rummy_report(report: dict[str, Any], console: Console) -> int:
    if report["ok"]:
        console.print(
            f"[green]verified[/green] Rummy match {report['match_id']}: {report['events']} "
            f"events, {report['actions']} actions, {report['hands']} hands, "
            f"{report['rebuilds']} stock rebuilds; every action legal, every score right, every "
            "deck and rebuild the one committed to"
        )
        return 0
    console.print(f"[red]FAILED[/red] Rummy match {report['match_id']}:")
    for error in report["errors"]:
        console.print(f"  - {error}")
    return 1


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    audit = sub.add_parser(
        "audit",
        help="verify an exported match (GET /matches/{id}/export, /rummy/matches/{id}/export)",
    )
    audit.add_argument("file", help="the export document (JSON); '-' reads stdin")
    audit.set_defaults(run=_run)


def _run(args: argparse.Namespace, console: Console) -> int:
    return run_audit(args.file, console)
