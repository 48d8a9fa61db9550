"""The Dask cluster of the tests: a local scheduler and two workers in separate processes
(``dask scheduler``/``dask worker`` on loopback), shared by a test module."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import ginrummy
from ginrummy.service.tournaments.local_dask import local_cluster

# The workers import `ginrummy` from this tree.
SERVICES = str(Path(ginrummy.__file__).resolve().parent.parent)


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of a two-worker local cluster (``tcp://127.0.0.1:PORT``)."""
    with local_cluster(2, pythonpath=SERVICES) as address:
        yield address
