"""Writes kubeconform-ready Kubernetes JSON schemas (offline) from the ``kubernetes-validate``
package's copy, into DIR/<version>/ (``make deploy-check`` points kubeconform there).

kubernetes-validate ships the schemas of every Kubernetes minor version (``v1.33.0-local-strict``:
one file per kind, sharing ``_definitions.json``), but its ``$id``s and ``$ref``s name
``https://kubernetes.io/api/...``, which a validator would try to download. This drops the
``$id``s and points each ``$ref`` at the ``_definitions.json`` beside it: nothing is fetched.

    python scripts/k8s_schemas.py DIR [VERSION]     # prints DIR/<version>
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

DEFAULT_VERSION = "1.33.0"
REF_PREFIX = "/api/_definitions.json#"


def _fix(node: Any) -> Any:
    if isinstance(node, dict):
        node.pop("$id", None)
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF_PREFIX):
            node["$ref"] = "_definitions.json#" + ref[len(REF_PREFIX) :]
        for value in node.values():
            _fix(value)
    elif isinstance(node, list):
        for value in node:
            _fix(value)
    return node


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    version = sys.argv[2] if len(sys.argv) == 3 else DEFAULT_VERSION
    spec = importlib.util.find_spec("kubernetes_validate")
    if spec is None or not spec.submodule_search_locations:
        print("k8s_schemas: the kubernetes-validate package is not installed", file=sys.stderr)
        return 1
    source = (
        Path(next(iter(spec.submodule_search_locations)))
        / "kubernetes-json-schema"
        / f"v{version}-local-strict"
    )
    if not source.is_dir():
        print(f"k8s_schemas: no schemas for Kubernetes {version} in {source}", file=sys.stderr)
        return 1
    target = Path(sys.argv[1]) / f"v{version}"
    stamp = target / ".complete"
    if not stamp.exists():
        target.mkdir(parents=True, exist_ok=True)
        for path in source.glob("*.json"):
            document = _fix(json.loads(path.read_text(encoding="utf-8")))
            (target / path.name).write_text(json.dumps(document), encoding="utf-8")
        stamp.write_text(version, encoding="utf-8")
    print(target.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
