"""Metrics, request ids and structured logs (in process, on SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from litestar.testing import TestClient

from api.helpers import open_match, register


def sample(text: str, name: str, **labels: str) -> float:
    """The value of one sample of ``/metrics`` (0 when absent)."""
    wanted = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        metric, _, value = line.rpartition(" ")
        found = re.fullmatch(r"([a-z_]+)(?:\{(.*)\})?", metric)
        if found is None or found.group(1) != name:
            continue
        got = ",".join(sorted((found.group(2) or "").split(","))) if found.group(2) else ""
        if got == wanted:
            return float(value)
    return 0.0


def test_metrics_count_requests_moves_and_commits(client: TestClient[Any]) -> None:
    _, a = register(client)
    _, b = register(client)
    match_id = open_match(client, a, b)
    before = client.get("/metrics").text
    view = client.get(f"/matches/{match_id}", headers=a).json()
    seat = view["to_act"]
    r = client.post(
        f"/matches/{match_id}/actions",
        json={"type": "pass_upcard", "version": view["version"]},
        headers=(a, b)[seat],
    )
    assert r.status_code == 200, r.text
    after = client.get("/metrics").text
    route = {"method": "POST", "path": "/matches/{match_id}/actions", "status_code": "200"}
    assert sample(after, "ginrummy_request_duration_seconds_count", **route) == (
        sample(before, "ginrummy_request_duration_seconds_count", **route) + 1
    )
    assert sample(after, "ginrummy_moves_total") >= sample(before, "ginrummy_moves_total") + 1
    assert sample(after, "ginrummy_group_commit_batch_size_count") > sample(
        before, "ginrummy_group_commit_batch_size_count"
    )
    # the endpoint itself and the docs are not measured
    assert 'path="/metrics"' not in after


def test_request_ids_are_returned_and_logged(client: TestClient[Any], caplog: Any) -> None:
    r = client.get("/health", headers={"X-Request-ID": "bot-7.req:42"})
    assert r.headers["x-request-id"] == "bot-7.req:42"
    r = client.get("/health", headers={"X-Request-ID": "no spaces <please>"})
    assert re.fullmatch(r"[0-9a-f]{12}-[0-9a-f]+", r.headers["x-request-id"])
    assert client.get("/no/such/route").headers["x-request-id"]
    # a log record written while a request is handled carries its id, as JSON
    from ginrummy.api.observability import JsonFormatter, RequestIdFilter, request_id_var

    token = request_id_var.set("rid-1")
    try:
        record = logging.LogRecord("ginrummy.api", logging.INFO, __file__, 1, "hi %s", ("x",), None)
        RequestIdFilter().filter(record)
        line = json.loads(JsonFormatter().format(record))
    finally:
        request_id_var.reset(token)
    assert line["request_id"] == "rid-1" and line["message"] == "hi x"
    assert line["level"] == "info" and line["logger"] == "ginrummy.api"
