"""A replica in a subprocess (``uvicorn ginrummy.api.app:create_app --factory`` on a free
loopback port, with the HTTP protocol ``ginrummy serve`` uses), for the tests and the
benchmarks that need real servers."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from ginrummy.api.http_protocol import PROTOCOL

SERVICES = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class ServerProcess:
    """One replica with ``env`` over this process's environment; ``start`` returns once
    ``ready_path`` answers 200."""

    def __init__(
        self,
        env: dict[str, str],
        *,
        ready_path: str = "/health",
        services: Path = SERVICES,
        http: str = PROTOCOL,
    ) -> None:
        self.env = env
        # uvicorn's ``--http``: the protocol ``ginrummy serve`` uses (another checkout's
        # service may predate it: ``"auto"``)
        self.http = http
        self.ready_path = ready_path
        # the ``services`` directory the replica imports ``ginrummy`` from (another checkout's
        # for benchmarks that compare commits)
        self.services = services
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 90.0) -> None:
        env = {**os.environ, **self.env}
        env["PYTHONPATH"] = str(self.services) + os.pathsep + env.get("PYTHONPATH", "")
        if "DATABASE_URL" not in self.env:
            env.pop("DATABASE_URL", None)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "uvicorn",
                "ginrummy.api.app:create_app",
                "--factory",
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                "--log-level",
                "warning",
                "--http",
                self.http,
            ],
            env=env,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}")
            try:
                if httpx.get(self.url + self.ready_path, timeout=1).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError("server did not start")

    @property
    def pid(self) -> int:
        assert self.proc is not None, "not started"
        return self.proc.pid

    def kill(self) -> None:
        """kill -9."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM (a graceful shutdown), then kill -9 after ``timeout`` seconds."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                self.kill()
