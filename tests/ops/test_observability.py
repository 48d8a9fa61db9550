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


def test_json_log_lines_carry_time_extras_and_exceptions() -> None:
    import time
    import uuid

    from ginrummy.api.observability import JsonFormatter

    class Opaque:
        def __str__(self) -> str:
            return "opaque!"

    formatter = JsonFormatter()
    ident = uuid.uuid4()
    lines = []
    for created in (1_700_000_000.25, 1_700_000_000.999, 1_700_000_001.5):
        record = logging.LogRecord("ginrummy.x", logging.WARNING, __file__, 1, "m %d", (3,), None)
        record.created = created
        record.msecs = (created - int(created)) * 1000
        record.match_id = ident
        record.thing = Opaque()
        record.count = 7
        lines.append(json.loads(formatter.format(record)))
    stamps = [line["time"] for line in lines]
    assert stamps == [
        time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(1_700_000_000)) + ".250Z",
        time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(1_700_000_000)) + ".999Z",
        time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(1_700_000_001)) + ".500Z",
    ]
    assert lines[0]["message"] == "m 3" and lines[0]["level"] == "warning"
    assert lines[0]["match_id"] == str(ident) and lines[0]["thing"] == "opaque!"
    assert lines[0]["count"] == 7 and "request_id" not in lines[0]
    try:
        raise ValueError("boom")
    except ValueError:
        import sys

        record = logging.LogRecord(
            "ginrummy.x", logging.ERROR, __file__, 1, "f", (), sys.exc_info()
        )
    line = json.loads(formatter.format(record))
    assert "ValueError: boom" in line["exception"] and line["message"] == "f"
    # odd keys (a tuple) are written as their text: the line is still one JSON object
    record = logging.LogRecord("ginrummy.x", logging.INFO, __file__, 1, "odd", (), None)
    record.table = {(1, 2): "a", "b": 2}
    assert json.loads(formatter.format(record))["table"] == {"(1, 2)": "a", "b": 2}
