"""A bot author's own client: ``openapi-python-client generate`` (the version the docs name,
0.29.1) on the document a live server serves, with no configuration, no overrides and no
filtered spec, prints no warning and generates every operation (the SVG report included)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx

from api.conftest import LiveServer

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "clients" / "python"))
from generate import warnings_of  # noqa: E402

BIN = Path(sys.executable).parent


def test_the_served_spec_generates_with_no_warning(live_server: LiveServer, tmp_path: Path) -> None:
    served = httpx.get(f"{live_server.url}/schema/openapi.json", timeout=30)
    assert served.status_code == 200
    spec = tmp_path / "openapi.json"
    spec.write_bytes(served.content)
    out = tmp_path / "my-client"
    done = subprocess.run(
        [
            str(BIN / "openapi-python-client"),
            "generate",
            "--path",
            str(spec),
            "--output-path",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"},
        check=False,
    )
    output = done.stdout + done.stderr
    assert done.returncode == 0, output
    assert warnings_of(output) == [], output
    assert "Warning" not in output and "WARNING" not in output, output
    report = next(out.glob("*/api/tournaments/get_tournament_report_svg.py"))
    assert "response.text" in report.read_text()  # the chart read as a string (text/plain)
