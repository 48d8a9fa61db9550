"""Writes the API's OpenAPI document to openapi/openapi.json (or --check that it is current).

python scripts/export_openapi.py [--check] [--output PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "services"))

from ginrummy.api.app import create_app  # noqa: E402
from ginrummy.api.openapi import finalize  # noqa: E402


def document() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"GINRUMMY_SQLITE_PATH": str(Path(tmp) / "schema.sqlite")})
        schema: dict[str, Any] = finalize(app.openapi_schema.to_schema())
        app.state.service.close()
        return schema


def render(schema: dict[str, Any]) -> str:
    return json.dumps(schema, indent=2, sort_keys=True) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--output", type=Path, default=ROOT / "openapi" / "openapi.json")
    parser.add_argument("--check", action="store_true", help="fail if the file is not current")
    args = parser.parse_args()
    text = render(document())
    if args.check:
        current = args.output.read_text() if args.output.exists() else ""
        if current != text:
            print(f"{args.output} is out of date: run python scripts/export_openapi.py")
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text)
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
