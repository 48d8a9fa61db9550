"""Generates the Python client (``clients/python/ginrummy_client``) from ``openapi/openapi.json``.

    python clients/python/generate.py            # regenerate the tree in place
    python clients/python/generate.py --check    # regenerate elsewhere; fail on any difference

Both modes fail on any generator warning (a schema or a response it could not turn into code)
and print each one; ``--allow-warnings`` only reports them. The generator is
``openapi-python-client`` (pinned in the root ``pyproject.toml``), run with
``openapi-python-client.yaml`` beside this script on the document exactly as it is served
(nothing filtered or overridden); the generated package is written to a temporary directory
first, so the check and the regeneration produce the same bytes.
"""

from __future__ import annotations

import argparse
import difflib
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SPEC = ROOT / "openapi" / "openapi.json"
CONFIG = HERE / "openapi-python-client.yaml"
PACKAGE = "ginrummy_client"
TARGET = HERE / PACKAGE

# The blocks the generator prints for what it could not generate (each one a warning).
_WARNING = re.compile(r"^(WARNING parsing .*|Unable to process schema .*|Unable to parse .*)$")


def _tool(name: str) -> str:
    """The generator (or ruff) beside this interpreter, else on PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        sys.exit(f"{name} not found: run `make install` (it is pinned in pyproject.toml)")
    return found


def warnings_of(output: str) -> list[str]:
    """Each warning of the generator's output: its heading and the first line that says why."""
    lines = output.splitlines()
    found = []
    for i, line in enumerate(lines):
        if _WARNING.match(line.strip()):
            reason = next((x.strip() for x in lines[i + 1 : i + 4] if x.strip()), "")
            # The generator prints some reasons with an object's repr instead of the text.
            reason = re.sub(r"<openapi_python_client[^>]*>", "<?>", reason)
            found.append(f"{line.strip()} {reason}".strip())
    return found


def generate(out: Path, spec: Path = SPEC) -> tuple[Path, list[str]]:
    """Generates the package under ``out``; returns its directory and the warnings."""
    package = out / PACKAGE
    env = {**os.environ, "PATH": str(Path(_tool("ruff")).parent) + os.pathsep + os.environ["PATH"]}
    proc = subprocess.run(
        [
            _tool("openapi-python-client"),
            "generate",
            "--path",
            str(spec),
            "--config",
            str(CONFIG),
            "--meta",
            "none",
            "--output-path",
            str(package),
            "--overwrite",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    output = proc.stdout + proc.stderr
    if proc.returncode != 0 or not package.is_dir():
        sys.exit(f"openapi-python-client failed ({proc.returncode}):\n{output}")
    if "Skipping Integration" in output or "not in PATH" in output:
        sys.exit(f"a post hook of the generator did not run:\n{output}")
    # Not generated: the marker of a typed package (PEP 561).
    (package / "py.typed").write_text("# Marker file for PEP 561\n")
    for name in ("__pycache__", ".ruff_cache"):
        for cache in list(package.rglob(name)):
            shutil.rmtree(cache)
    return package, warnings_of(output)


def differences(a: Path, b: Path) -> list[str]:
    """The unified diffs (and added or removed files) between two trees."""
    out: list[str] = []
    cmp = filecmp.dircmp(a, b, ignore=["__pycache__", ".ruff_cache"])

    def walk(c: filecmp.dircmp[str], rel: Path) -> None:
        out.extend(f"only in the checked-in tree: {rel / n}" for n in c.left_only)
        out.extend(f"missing from the checked-in tree: {rel / n}" for n in c.right_only)
        for name in c.diff_files:
            left = (Path(c.left) / name).read_text().splitlines(keepends=True)
            right = (Path(c.right) / name).read_text().splitlines(keepends=True)
            out.extend(difflib.unified_diff(left, right, str(rel / name), f"{rel / name} (new)"))
        for name, sub in c.subdirs.items():
            walk(sub, rel / name)

    walk(cmp, Path(PACKAGE))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the tree is out of date")
    parser.add_argument("--allow-warnings", action="store_true", help="report warnings only")
    parser.add_argument("--spec", type=Path, default=SPEC, help="another OpenAPI document (trials)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        package, warnings = generate(Path(tmp), args.spec)
        for w in warnings:
            print(f"generator warning: {w}", file=sys.stderr)
        print(f"openapi-python-client: {len(warnings)} warning(s)", file=sys.stderr)
        if args.check:
            diff = differences(TARGET, package) if TARGET.is_dir() else [f"{TARGET} is missing"]
            if diff:
                sys.stdout.writelines(line if line.endswith("\n") else line + "\n" for line in diff)
                print(
                    "clients/python/ginrummy_client differs from openapi/openapi.json: run "
                    "`make clients` and commit the result",
                    file=sys.stderr,
                )
                return 1
        else:
            if TARGET.exists():
                shutil.rmtree(TARGET)
            shutil.copytree(package, TARGET)
            print(f"wrote {TARGET.relative_to(ROOT)}", file=sys.stderr)
    if warnings and not args.allow_warnings:
        print("the generator warned: fix the contract (openapi/openapi.json)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
