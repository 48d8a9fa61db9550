"""A Dask cluster of separate processes on this machine: ``dask scheduler`` and ``dask worker``
processes on loopback, on free ports, for the tests, the benchmark and trying the Dask
executor out (``ginrummy tournament --scheduler tcp://...``) without a cluster.

The workers import ``ginrummy`` from the ``PYTHONPATH`` given (the tournament's tasks are
``play.play_batch`` calls, pickled by reference). ``local_cluster`` starts them,
waits until the scheduler sees every worker, yields the scheduler's address and stops them all
(SIGTERM, then SIGKILL after a grace period) on the way out.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path


def free_port() -> int:
    """A TCP port free on loopback now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def dask_command() -> list[str]:
    """The ``dask`` command of this interpreter's environment."""
    script = Path(sys.executable).parent / "dask"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "dask"]


def _wait_for_workers(address: str, workers: int, timeout: float) -> None:
    from distributed import Client

    client = Client(address, timeout=timeout, set_as_default=False)  # type: ignore[no-untyped-call]
    try:
        client.wait_for_workers(workers, timeout=timeout)
    finally:
        client.close()  # type: ignore[no-untyped-call]


def _stop(procs: list[subprocess.Popen[bytes]], grace: float) -> None:
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + grace
    for p in procs:
        try:
            p.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(5)


@contextmanager
def local_cluster(
    workers: int,
    *,
    pythonpath: str | None = None,
    threads: int = 1,
    timeout: float = 60.0,
    env: Mapping[str, str] | None = None,
) -> Iterator[str]:
    """A scheduler and ``workers`` worker processes (``threads`` threads each) on loopback;
    yields the scheduler's address ``tcp://127.0.0.1:PORT``."""
    base = dict(os.environ if env is None else env)
    if pythonpath:
        base["PYTHONPATH"] = pythonpath + (
            os.pathsep + base["PYTHONPATH"] if base.get("PYTHONPATH") else ""
        )
    scratch = tempfile.mkdtemp(prefix="ginrummy-dask-")
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    dask = dask_command()
    procs: list[subprocess.Popen[bytes]] = []
    logs = []
    try:
        log = open(Path(scratch) / "scheduler.log", "wb")  # noqa: SIM115
        logs.append(log)
        procs.append(
            subprocess.Popen(
                [
                    *dask,
                    "scheduler",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(port),
                    "--no-dashboard",
                ],
                env=base,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        )
        for i in range(workers):
            log = open(Path(scratch) / f"worker-{i}.log", "wb")  # noqa: SIM115
            logs.append(log)
            procs.append(
                subprocess.Popen(
                    [
                        *dask,
                        "worker",
                        address,
                        "--name",
                        f"worker-{i}",
                        "--nthreads",
                        str(threads),
                        "--nworkers",
                        "1",
                        "--no-nanny",
                        "--no-dashboard",
                        "--host",
                        "127.0.0.1",
                        "--local-directory",
                        str(Path(scratch) / f"w{i}"),
                    ],
                    env=base,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                )
            )
        try:
            _wait_for_workers(address, workers, timeout)
        except Exception as exc:
            text = "\n".join(
                f"--- {p.name}\n{p.read_text()[-2000:]}"
                for p in sorted(Path(scratch).glob("*.log"))
            )
            raise RuntimeError(f"the local Dask cluster did not start: {exc}\n{text}") from exc
        yield address
    finally:
        _stop(procs[1:], 10.0)
        _stop(procs[:1], 10.0)
        for log in logs:
            log.close()
        shutil.rmtree(scratch, ignore_errors=True)
