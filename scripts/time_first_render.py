"""Time to first render from `make run`: the server started as `make run` starts it
(`ginrummy serve`, here `python -m ginrummy serve` of this tree, on a fresh SQLite file and a
free port) and chromium (Debian's, driven by playwright-core, launched beforehand) opening / until
the first meaningful content shows (the home page's "Play a bot" form, after the page has
registered its player). Needs the page built (`make web`) and chromium
(`scripts/ensure-chromium.sh`).

    PYTHONPATH=services .venv/bin/python scripts/time_first_render.py [--runs 3]

Prints one JSON line per run (server ready, first render after navigation, first contentful
paint, total from the start of the server) and the median total."""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "clients" / "web"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def one_run() -> dict[str, object]:
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        env = {
            **os.environ,
            "BASE_URL": base,
            "CHROMIUM": os.environ.get("CHROMIUM", "/usr/bin/chromium"),
            "SCREENSHOTS": tmp,
        }
        browser = subprocess.Popen(
            ["node", "e2e/first-render.mjs"],
            cwd=WEB,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert browser.stdin is not None and browser.stdout is not None
        assert browser.stdout.readline().strip() == "browser-ready"
        server_env = {
            **os.environ,
            "GINRUMMY_PORT": str(port),
            "GINRUMMY_SQLITE_PATH": str(Path(tmp) / "ginrummy.sqlite"),
            "GINRUMMY_LOG_LEVEL": "warning",
            "PYTHONPATH": str(ROOT / "services") + os.pathsep + os.environ.get("PYTHONPATH", ""),
        }
        started_ms = int(time.time() * 1000)
        server = subprocess.Popen([sys.executable, "-m", "ginrummy", "serve"], env=server_env)
        try:
            browser.stdin.write(f"{started_ms}\n")
            browser.stdin.flush()
            out, _ = browser.communicate(timeout=120)
        finally:
            server.terminate()
            server.wait(timeout=30)
        if browser.returncode != 0:
            raise SystemExit(f"first-render.mjs failed: {out[-2000:]}")
        result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
        return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not (WEB / "dist" / "index.html").is_file():
        raise SystemExit("the page is not built: make web")
    totals = []
    for _ in range(args.runs):
        result = one_run()
        print(json.dumps(result))
        totals.append(float(str(result["total_s"])))
    print(json.dumps({"runs": args.runs, "median_total_s": statistics.median(totals)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
