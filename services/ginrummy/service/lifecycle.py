"""The data's lifecycle: rebuild the projections from the event log, back up and restore the
store.

- ``ginrummy rebuild-projections``: folds the whole notification log into fresh read models
  (lobby, statistics, Glicko-2 ratings) and prints their digest: every replica builds the
  same tables from the same log at startup, so the digest equals a running replica's
  (:meth:`ReadModel.export`).
- ``ginrummy migrate``: brings the PostgreSQL schema to this code's version
  (``persistence.schema``; replicas do it themselves at start unless
  ``GINRUMMY_SCHEMA_MIGRATE=n``).
- ``ginrummy backup FILE`` / ``ginrummy restore FILE``: PostgreSQL with ``pg_dump -Fc`` (the
  schema of the events, snapshots and their sequences) and ``pg_restore``; SQLite with
  SQLite's online backup API (a consistent copy while the server runs) and a copy back.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import time
from pathlib import Path
from typing import Any

import msgspec

from ginrummy.service.config import Settings


def digest(export: dict[str, Any]) -> str:
    """SHA-256 of the read models' canonical JSON (keys sorted)."""
    return hashlib.sha256(msgspec.json.encode(export, order="sorted")).hexdigest()


def rebuild_projections(settings: Settings) -> dict[str, Any]:
    """Fresh read models from the whole log: counts, the time it took and the digest."""
    from ginrummy.service.application import GinRummyService
    from ginrummy.service.projections import ReadModel

    service = GinRummyService(settings)
    try:
        started = time.perf_counter()
        model = ReadModel(service.store)
        model.catch_up()
        seconds = time.perf_counter() - started
        export = model.export()
        return {
            "position": model.position,
            "matches": len(export["matches"]),
            "players": len(export["names"]),
            "rated": len(export["ratings"]),
            "seconds": round(seconds, 3),
            "digest": digest(export),
        }
    finally:
        service.close()


def migrate(settings: Settings) -> str:
    """Applies the schema's missing migrations (PostgreSQL); says what it found and did."""
    from ginrummy.service.persistence.schema import SCHEMA_VERSION, SchemaMigrator

    if not settings.database_url:
        return "SQLite: nothing to migrate (the tables are created with the file)"
    migrator = SchemaMigrator(settings)
    applied = migrator.migrate()
    done = f"applied {', '.join(map(str, applied))}" if applied else "nothing to apply"
    return f"schema {migrator.schema} at version {migrator.version()} of {SCHEMA_VERSION}: {done}"


def _pg_tool(settings: Settings, name: str) -> str:
    found = shutil.which(name)
    if found is None:
        for candidate in sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), reverse=True):
            return str(candidate)
        raise FileNotFoundError(f"{name} not found: install PostgreSQL's client tools")
    return found


def backup(settings: Settings, target: Path) -> str:
    """Writes a backup of the store to ``target``; returns what was done."""
    if settings.database_url:
        schema = settings.db_schema or "public"
        subprocess.run(
            [
                _pg_tool(settings, "pg_dump"),
                "--format=custom",
                f"--schema={schema}",
                f"--file={target}",
                f"--dbname={settings.database_url}",
            ],
            check=True,
        )
        return f"pg_dump of schema {schema} to {target}"
    source = sqlite3.connect(settings.sqlite_path)
    try:
        copy = sqlite3.connect(target)
        try:
            source.backup(copy)  # consistent even while the server writes
        finally:
            copy.close()
    finally:
        source.close()
    return f"SQLite backup of {settings.sqlite_path} to {target}"


def restore(settings: Settings, source: Path) -> str:
    """Restores a backup into the configured store (an empty database or a new file); the
    servers are started on it afterwards."""
    if settings.database_url:
        subprocess.run(
            [
                _pg_tool(settings, "pg_restore"),
                "--no-owner",
                "--exit-on-error",
                f"--dbname={settings.database_url}",
                str(source),
            ],
            check=True,
        )
        return f"pg_restore of {source}"
    target = Path(settings.sqlite_path)
    if target.exists() and target.stat().st_size > 0:
        raise FileExistsError(f"{target} exists: restore into a new file")
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)
    return f"SQLite file {source} copied to {target}"
