"""``ginrummy serve`` and the store's lifecycle: ``migrate``, ``rebuild-projections``,
``backup FILE``, ``restore FILE``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rich.console import Console


def run_lifecycle(command: str, file: str | None) -> int:
    """``migrate``, ``rebuild-projections`` (prints one JSON line), ``backup FILE``,
    ``restore FILE``."""
    from ginrummy.service import lifecycle
    from ginrummy.service.config import Settings

    settings = Settings.from_env()
    if command == "migrate":
        print(lifecycle.migrate(settings))
    elif command == "rebuild-projections":
        print(json.dumps(lifecycle.rebuild_projections(settings)))
    elif command == "backup":
        print(lifecycle.backup(settings, Path(str(file))))
    else:
        print(lifecycle.restore(settings, Path(str(file))))
    return 0


def add_serve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = sub.add_parser("serve", help="serve the HTTP API (default 127.0.0.1:8000)")
    serve.add_argument("--host", default=None, help="default $GINRUMMY_HOST or 127.0.0.1")
    serve.add_argument("--port", type=int, default=None, help="default $GINRUMMY_PORT or 8000")
    serve.set_defaults(run=_serve)


def add_store_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser(
        "migrate",
        help="bring the PostgreSQL schema to this version (replicas do it at start unless "
        "GINRUMMY_SCHEMA_MIGRATE=n); safe while replicas run or start",
    ).set_defaults(run=_run_store)
    sub.add_parser(
        "rebuild-projections",
        help="rebuild the lobby, statistics and ratings from the event log; print their digest",
    ).set_defaults(run=_run_store)
    backup = sub.add_parser("backup", help="back up the store (pg_dump -Fc, or SQLite's backup)")
    backup.add_argument("file")
    backup.set_defaults(run=_run_store)
    restore = sub.add_parser("restore", help="restore a backup into the (empty) configured store")
    restore.add_argument("file")
    restore.set_defaults(run=_run_store)


def _serve(args: argparse.Namespace, _console: Console) -> int:
    from ginrummy.api.app import serve as serve_api

    serve_api(args.host, args.port)
    return 0


def _run_store(args: argparse.Namespace, _console: Console) -> int:
    return run_lifecycle(args.command, getattr(args, "file", None))
