"""Checks that deploy/ is in step with the code (run by ``make deploy-check``, after
kubeconform has validated the Kubernetes manifests against the API's schemas).

- every environment variable that the Dockerfile, the compose file and the Kubernetes
  manifests set is one that a setting reads (``config.variables()``);
- the image's command is ``make run``'s (``ginrummy serve``) and the compose file does not
  override it;
- the probes: liveness and startup on ``/health``, readiness on ``/ready``, both routes of the
  app; resource requests and limits set; the replica count matches the autoscaler's minimum and
  the disruption budget leaves a replica to drain;
- ``DATABASE_URL`` comes from the Secret the manifests define, under that key;
- the grace period covers ``preStop`` plus ``GINRUMMY_SHUTDOWN_SECONDS``;
- the Grafana dashboard is JSON whose queries name metrics the app exports.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "services"))

from ginrummy.service import config  # noqa: E402

errors: list[str] = []


def check(ok: bool, message: str) -> None:
    if not ok:
        errors.append(message)


def known_variables() -> set[str]:
    return set(config.variables())


def main() -> int:
    known = known_variables()
    deploy = ROOT / "deploy"

    # -- the image and `make run` ----------------------------------------------------------
    dockerfile = (deploy / "Dockerfile").read_text()
    cmd = re.findall(r"^CMD (.+)$", dockerfile, re.MULTILINE)
    check(cmd == ['["ginrummy", "serve"]'], f"Dockerfile CMD is {cmd}, not ginrummy serve")
    makefile = (ROOT / "Makefile").read_text()
    run = re.search(r"^run:.*\n\t(.+)$", makefile, re.MULTILINE)
    check(
        run is not None and run.group(1).strip() == "$(BIN)/ginrummy serve",
        "make run no longer runs `ginrummy serve`: keep the Dockerfile's CMD in step",
    )
    for name in re.findall(r"\b((?:GINRUMMY|DATABASE)_[A-Z_]+)=", dockerfile):
        check(name in known, f"Dockerfile sets {name}, which no setting reads")
    # the page: built by a node stage as `make web` does, copied where GINRUMMY_WEB_DIR points
    web_dir = re.search(r"\bGINRUMMY_WEB_DIR=(\S+)", dockerfile)
    check(web_dir is not None, "the image does not set GINRUMMY_WEB_DIR (the page is not served)")
    if web_dir is not None:
        copied = re.findall(r"^COPY --from=web /src/clients/web/dist (\S+)$", dockerfile, re.M)
        check(copied == [web_dir.group(1)], f"the page is copied to {copied}, not GINRUMMY_WEB_DIR")
    check(
        re.search(r"^RUN npm --prefix web ci\b", dockerfile, re.M) is not None
        and re.search(r"^RUN npm --prefix web run build$", dockerfile, re.M) is not None,
        "the image does not build the page with npm ci (the lock file) and npm run build",
    )

    # -- compose ---------------------------------------------------------------------------
    compose = yaml.safe_load((deploy / "compose.yaml").read_text())
    api = compose["services"]["api"]
    check("command" not in api, "compose overrides the image's command")
    for name in api.get("environment", {}):
        check(name in known, f"compose sets {name}, which no setting reads")
    check(
        "/ready" in " ".join(api.get("healthcheck", {}).get("test", [])),
        "compose's api healthcheck is not on /ready",
    )

    # -- Kubernetes --------------------------------------------------------------------------
    docs: list[dict[str, Any]] = []
    for path in sorted((deploy / "k8s").glob("*.yaml")):
        docs.extend(d for d in yaml.safe_load_all(path.read_text()) if d)
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for doc in docs:
        by_kind.setdefault(doc["kind"], []).append(doc)
    deployment = next(d for d in by_kind["Deployment"] if d["metadata"]["name"] == "ginrummy-api")
    pod = deployment["spec"]["template"]["spec"]
    container = pod["containers"][0]
    env = {e["name"]: e for e in container.get("env", [])}
    for name in env:
        check(name in known, f"the Deployment sets {name}, which no setting reads")
    check(container.get("command") is None, "the Deployment overrides the image's command")
    check(container["livenessProbe"]["httpGet"]["path"] == "/health", "liveness is not /health")
    check(container["readinessProbe"]["httpGet"]["path"] == "/ready", "readiness is not /ready")
    check(container["startupProbe"]["httpGet"]["path"] == "/health", "startup is not /health")
    resources = container.get("resources", {})
    check({"cpu", "memory"} <= set(resources.get("requests", {})), "no cpu/memory requests set")
    check({"cpu", "memory"} <= set(resources.get("limits", {})), "no cpu/memory limits set")
    secret_ref = env.get("DATABASE_URL", {}).get("valueFrom", {}).get("secretKeyRef", {})
    secrets = {s["metadata"]["name"]: s for s in by_kind.get("Secret", [])}
    secret = secrets.get(secret_ref.get("name", ""))
    check(secret is not None, "DATABASE_URL does not come from a Secret the manifests define")
    if secret is not None:
        check(
            secret_ref.get("key") in secret.get("stringData", {}),
            "the DATABASE_URL secret has no such key",
        )
    replicas = deployment["spec"]["replicas"]
    hpa = by_kind.get("HorizontalPodAutoscaler", [{}])[0].get("spec", {})
    check(replicas >= 2, "fewer than two API replicas")
    check(hpa.get("minReplicas") == replicas, "the autoscaler's minimum is not the replica count")
    pdb = by_kind.get("PodDisruptionBudget", [{}])[0].get("spec", {})
    check(pdb.get("minAvailable", replicas) < replicas, "the disruption budget blocks every drain")
    pre_stop = container["lifecycle"]["preStop"]["exec"]["command"]
    sleep = int(pre_stop[1]) if pre_stop[:1] == ["sleep"] else 0
    shutdown = float(env.get("GINRUMMY_SHUTDOWN_SECONDS", {}).get("value", 20))
    grace = pod.get("terminationGracePeriodSeconds", 30)
    check(
        grace >= sleep + shutdown,
        f"terminationGracePeriodSeconds {grace} < preStop {sleep} + shutdown {shutdown}",
    )
    check(sleep > 0, "no preStop pause: endpoints may still route to a stopping pod")

    # -- the routes the probes use, and the dashboard's metrics -----------------------------
    from ginrummy.api.app import create_app

    app = create_app(
        {"GINRUMMY_SQLITE_PATH": ":memory:", "GINRUMMY_LOG_LEVEL": "warning"}, rate_limit=0
    )
    paths = {route.path for route in app.routes}
    check({"/health", "/ready", "/metrics"} <= paths, f"probe routes missing: {paths}")
    app.state.service.close()
    dashboard = json.loads((deploy / "grafana" / "ginrummy.json").read_text())
    exported = set(
        re.findall(
            r'"(ginrummy_[a-z_]+)"', (ROOT / "services/ginrummy/service/metrics.py").read_text()
        )
    )
    exported |= {
        "ginrummy_request_duration_seconds",
        "ginrummy_requests_error_total",
    }
    exported = {name.removesuffix("_total") for name in exported}
    for panel in dashboard["panels"]:
        for target in panel.get("targets", []):
            for name in re.findall(r"\bginrummy_[a-z_]+", target["expr"]):
                base = re.sub(r"_(bucket|sum|count|total)$", "", name)
                check(
                    base in exported,
                    f"dashboard panel {panel.get('title')!r} queries unknown metric {name}",
                )

    if errors:
        for message in errors:
            print(f"deploy-check: {message}", file=sys.stderr)
        return 1
    print(f"deploy-check: deploy/ in step with the code ({len(docs)} Kubernetes objects)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
