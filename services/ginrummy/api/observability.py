"""Request ids, structured logs and Prometheus metrics.

- **Request id**: every response carries ``X-Request-ID``: the caller's own when it is sane
  (1-128 characters of ``A-Z a-z 0-9 . _ : -``), else a fresh one; log records written while
  the request is handled carry it (``request_id``).
- **Logs**: the standard library's ``logging``, one JSON object a line
  (``GINRUMMY_LOG_FORMAT=json``, the default; ``text`` for people), uvicorn's loggers included.
  No line per request unless ``GINRUMMY_ACCESS_LOG=y`` (the hot path stays cheap).
- **Metrics**: :func:`route_metrics_middleware` (latency histograms and counts by route
  template: ``ginrummy_request_duration_seconds``, ``ginrummy_requests_total``,
  ``ginrummy_requests_in_progress``, ``ginrummy_requests_error_total``) and ``GET /metrics``
  (with the service's own metrics: ``service.metrics``); ``GINRUMMY_METRICS=n`` turns both off.
  The middleware keeps one labelled child per (method, route, status), so a request costs two
  dictionary lookups and two metric updates (Litestar's own Prometheus middleware cost about
  0.2 ms of CPU per request, measured).
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import sys
import time
import uuid
from typing import Any

from litestar import Controller, get
from litestar.enums import ScopeType
from litestar.response import Response
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

from ginrummy.service.config import Settings

REQUEST_ID_HEADER = b"x-request-id"
_SANE_ID = re.compile(rb"^[A-Za-z0-9._:-]{1,128}$")
request_id_var: contextvars.ContextVar[str] = contextvars.ContextVar("request_id", default="")
access_log = logging.getLogger("ginrummy.access")

# Seconds: the moves' p99 target is 50 ms; finer buckets below it than Prometheus' defaults.
LATENCY_BUCKETS: list[str | float] = [
    0.001,
    0.0025,
    0.005,
    0.01,
    0.02,
    0.03,
    0.05,
    0.075,
    0.1,
    0.25,
    0.5,
    1.0,
    2.5,
    5.0,
    10.0,
]


def request_id_middleware(app: ASGIApp, *, access: bool = False) -> ASGIApp:
    """ASGI middleware: the request id (the caller's sane ``X-Request-ID``, else a new one)
    in a context variable and in the response's ``X-Request-ID``; an access line per request
    when ``access``."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        method = scope["method"]
        sent = None
        for name, value in scope["headers"]:
            if name == REQUEST_ID_HEADER:
                sent = value
                break
        if sent is not None and _SANE_ID.match(sent):
            raw = sent
            rid = sent.decode("ascii")
        else:
            rid = uuid.uuid4().hex
            raw = rid.encode("ascii")
        token = request_id_var.set(rid)
        status = 0
        started = time.perf_counter() if access else 0.0

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), (REQUEST_ID_HEADER, raw)]
            await send(message)

        try:
            await app(scope, receive, send_with_id)
        finally:
            if access:
                access_log.info(
                    "%s %s %d",
                    method,
                    scope["path"],
                    status,
                    extra={
                        "method": method,
                        "path": scope["path"],
                        "status": status,
                        "duration_ms": round((time.perf_counter() - started) * 1000, 3),
                    },
                )
            request_id_var.reset(token)

    return middleware


class RequestIdFilter(logging.Filter):
    """Adds ``record.request_id`` (empty outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id_var.get()
        return True


# The record's own attributes (and uvicorn's colored copy of the message) are not extras.
_SKIPPED = frozenset(
    vars(logging.LogRecord("", 0, "", 0, "", None, None)).keys()
    | {"message", "asctime", "request_id", "color_message"}
)


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message, request id, the record's extra
    fields, and the exception if any."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S") + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid = getattr(record, "request_id", "")
        if rid:
            entry["request_id"] = rid
        for key, value in vars(record).items():
            if key not in _SKIPPED and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str, separators=(",", ":"))


JsonFormatter.converter = time.gmtime

_HANDLER_NAME = "ginrummy"
_LOGGERS = ("ginrummy", "uvicorn", "uvicorn.error", "litestar")


def configure_logging(settings: Settings) -> None:
    """Routes the service's and uvicorn's loggers to one stderr handler in the chosen format
    (idempotent: a second app in the same process replaces the handler). uvicorn's access
    log (a line per request, formatted even when filtered out) is off: without a handler
    uvicorn skips it; ``GINRUMMY_ACCESS_LOG=y`` logs requests through ``ginrummy.access``."""
    level = logging.getLevelName(settings.log_level.upper())
    if not isinstance(level, int):
        level = logging.DEBUG  # uvicorn's "trace"
    handler = logging.StreamHandler(sys.stderr)
    handler.set_name(_HANDLER_NAME)
    handler.addFilter(RequestIdFilter())
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s")
        )
    for name in _LOGGERS:
        logger = logging.getLogger(name)
        for old in list(logger.handlers):
            if name.startswith("uvicorn") or old.get_name() == _HANDLER_NAME:
                logger.removeHandler(old)  # uvicorn's own handlers write plain text
        logger.addHandler(handler)
        logger.propagate = False
        logger.setLevel(level)
    uvicorn_access = logging.getLogger("uvicorn.access")
    for old in list(uvicorn_access.handlers):
        uvicorn_access.removeHandler(old)
    uvicorn_access.propagate = False
    logging.getLogger("ginrummy.access").disabled = not settings.access_log


REQUEST_SECONDS = Histogram(
    "ginrummy_request_duration_seconds",
    "Time to answer a request, by method, route template and status",
    ["method", "path", "status_code"],
    buckets=LATENCY_BUCKETS,
)
REQUESTS = Counter(
    "ginrummy_requests_total",
    "Requests answered, by method, route template and status",
    ["method", "path", "status_code"],
)
REQUEST_ERRORS = Counter(
    "ginrummy_requests_error_total",
    "Requests that raised past the handlers (answered 500), by method and route template",
    ["method", "path"],
)
REQUESTS_IN_PROGRESS = Gauge(
    "ginrummy_requests_in_progress", "Requests being handled now (live streams included)"
)
_UNMEASURED = ("/metrics", "/schema")


def route_metrics_middleware(app: ASGIApp) -> ASGIApp:
    """Litestar middleware (it runs after routing, so the route template is known): times
    each request and counts it by (method, route template, status)."""
    children: dict[tuple[str, str, int], tuple[Any, Any]] = {}

    def child(method: str, path: str, status: int) -> tuple[Any, Any]:
        key = (method, path, status)
        found = children.get(key)
        if found is None:
            labels = (method, path, str(status))
            found = children[key] = (REQUEST_SECONDS.labels(*labels), REQUESTS.labels(*labels))
        return found

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path_template") or scope["path"]
        if scope["type"] != ScopeType.HTTP or path.startswith(_UNMEASURED):
            await app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def send_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        REQUESTS_IN_PROGRESS.inc()
        try:
            await app(scope, receive, send_status)
        except BaseException:
            REQUEST_ERRORS.labels(scope["method"], path).inc()
            raise
        finally:
            REQUESTS_IN_PROGRESS.dec()
            seconds, count = child(scope["method"], path, status)
            seconds.observe(time.perf_counter() - started)
            count.inc()

    return middleware


class MetricsController(Controller):
    """``GET /metrics``: Prometheus' text format (not in the OpenAPI document: an operator's
    endpoint, not the game's)."""

    path = "/metrics"
    include_in_schema = False

    @get(opt={"rate_limit_exempt": True, "store_free": True})
    async def metrics(self) -> Response[bytes]:
        return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST, status_code=200)
