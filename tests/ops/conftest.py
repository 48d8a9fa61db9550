"""Fixtures of the operations tests: a live server (``api.conftest.LiveServer``), the fresh
stores of the API tests, and control of the throwaway PostgreSQL cluster of
``scripts/with-postgres.sh`` (``PG_BIN``, ``PGTMP``: its data directory is ``$PGTMP/data``)."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

import pytest

from api.conftest import (
    LiveServer,
    app,
    client,
    make_env,
    pg_schema,
    postgres_url,
    sqlite_env,
    store_env,
)

__all__ = [
    "LiveServer",
    "PgCluster",
    "app",
    "client",
    "make_env",
    "pg_schema",
    "postgres_url",
    "sqlite_env",
    "store_env",
]


class PgCluster:
    """Stops and starts the test cluster with ``pg_ctl`` (as its owner, like the script)."""

    def __init__(self, bin_dir: Path, tmp: Path) -> None:
        self.bin = bin_dir
        self.tmp = tmp
        self.data = tmp / "data"
        # The options it was started with (pg_ctl writes them to postmaster.opts).
        argv = shlex.split((self.data / "postmaster.opts").read_text().strip())
        options: list[str] = []
        skip = False
        for arg in argv[1:]:
            if skip:
                skip = False
                continue
            if arg == "-D":
                skip = True
                continue
            options.append(arg)
        self.options = shlex.join(options)

    def _pg_ctl(self, *args: str) -> None:
        command = [str(self.bin / "pg_ctl"), "-D", str(self.data), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=60)

    def stop(self) -> None:
        self._pg_ctl("-m", "fast", "-w", "stop")

    def start(self) -> None:
        self._pg_ctl(
            "-l", str(self.tmp / "postgres.log"), "-w", "-t", "60", "-o", self.options, "start"
        )


@pytest.fixture
def pg_cluster() -> PgCluster:
    postgres_url()
    bin_dir, tmp = os.environ.get("PG_BIN"), os.environ.get("PGTMP")
    if not bin_dir or not tmp:
        pytest.skip("PG_BIN/PGTMP are not set: run under scripts/with-postgres.sh")
    return PgCluster(Path(bin_dir), Path(tmp))
