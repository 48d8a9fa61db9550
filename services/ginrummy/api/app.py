"""The HTTP API (Litestar + msgspec): ``create_app()`` for ``uvicorn --factory``, ``serve()``.

Configuration is one :class:`~ginrummy.service.config.Settings` object, read from the
environment at startup (the variables are listed in ``service/config.py``).
"""

from __future__ import annotations

import asyncio
import functools
import gc
import logging
import re
import signal
import threading
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from uuid import UUID

import msgspec
from litestar import Litestar, Request
from litestar.di import Provide
from litestar.exceptions import HTTPException, ValidationException
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.spec import (
    Components,
    Link,
    OpenAPI,
    OpenAPIResponse,
    Schema,
    SecurityScheme,
    Server,
)
from litestar.openapi.spec.enums import OpenAPIType
from litestar.params import QueryParameter
from litestar.router import Router
from litestar.routes import HTTPRoute
from litestar.static_files import create_static_files_router

from ginrummy import __version__
from ginrummy.api import parsed_body, problems
from ginrummy.api.auth import provide_service, rate_limit_identity
from ginrummy.api.controllers.analysis import AnalysisController
from ginrummy.api.controllers.bots import BotController
from ginrummy.api.controllers.events import (
    LobbyController,
    MatchEventController,
    PlayerEventController,
)
from ginrummy.api.controllers.health import HealthController
from ginrummy.api.controllers.leaderboard import LeaderboardController
from ginrummy.api.controllers.matches import MatchController
from ginrummy.api.controllers.players import PlayerController
from ginrummy.api.controllers.tournaments import TournamentController, TournamentResultsController
from ginrummy.api.observability import (
    MetricsController,
    configure_logging,
    observability_middleware,
)
from ginrummy.api.openapi import FinalJsonRenderPlugin, OfflineSwaggerRenderPlugin, swagger_assets
from ginrummy.api.ratelimit import SharedRateLimitMiddleware
from ginrummy.service import metrics
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import Settings
from ginrummy.service.live import LiveStreams
from ginrummy.service.persistence.listener import LogListener
from ginrummy.service.persistence.ratelimit import SharedRateLimit
from ginrummy.service.projections import ReadModel

log = logging.getLogger("ginrummy.api")

# What the page's files are served under: out of the rate limit.
WEB_PATHS = ["^/$", "^/index\\.html$", "^/assets/"]


def web_router(directory: Path) -> Router | None:
    """The page's static files at ``/`` (``index.html`` for ``/``), or ``None`` when the page
    is not built. Its route ``/{file_path:path}`` has a lower priority than every API route
    (Litestar matches plain segments first); it is out of the OpenAPI document, needs no store
    and takes no query parameters' check (:func:`check_request`)."""
    if not (directory / "index.html").is_file():
        return None
    return create_static_files_router(
        path="/",
        directories=[directory],
        html_mode=True,
        name="web",
        include_in_schema=False,
        opt={"store_free": True, "static": True},
    )


def openapi_config() -> OpenAPIConfig:
    return OpenAPIConfig(
        title="ginrummy",
        version=__version__,
        description=(
            "An open Gin Rummy server. Register a player (POST /players) to get a bearer token, "
            "create or join a match, and play by POSTing actions that name the match version "
            "you saw. Errors are RFC 9457 problem details. Every action is an event; finished "
            "matches can be exported and audited offline (`ginrummy audit FILE`)."
        ),
        path="/schema",
        render_plugins=[FinalJsonRenderPlugin(), OfflineSwaggerRenderPlugin()],
        servers=[Server(url="/")],
        components=Components(
            security_schemes={
                "bearerAuth": SecurityScheme(
                    type="http",
                    scheme="bearer",
                    description="the token returned once by POST /players",
                )
            }
        ),
        use_handler_docstrings=False,
    )


def create_app(
    env: Mapping[str, str] | Settings | None = None,
    *,
    rate_limit: int | None = None,
    poll_interval: float | None = None,
    stream_seconds: float | None = None,
) -> Litestar:
    """The application: ``env`` is the settings, or the environment to read them from
    (default ``os.environ``); the keyword arguments override single settings (tests)."""
    settings = env if isinstance(env, Settings) else Settings.from_env(env)
    overrides = {
        "rate_limit": rate_limit,
        "poll_seconds": poll_interval,
        "sse_max_seconds": stream_seconds,
    }
    settings = settings.replace(**{k: v for k, v in overrides.items() if v is not None})
    configure_logging(settings)
    service = GinRummyService(settings)
    read_model = ReadModel(service.store, poll_interval=settings.poll_seconds)
    live = LiveStreams(service.queries, read_model, stream_seconds=settings.sse_max_seconds)

    def touched(keys: set[str]) -> None:
        """Other processes' events wake the live streams and the tournaments' runners."""
        live.wake(keys)
        service.tournament_runner.touched(keys)

    read_model.on_touched = touched
    listener: LogListener | None = None
    channel = getattr(service.recorder, "channel_name", None)
    if settings.store_kind == "postgresql" and settings.listen and isinstance(channel, str):
        # Other replicas' commits wake this one's streams at once (service.persistence.listener)
        listener = LogListener(
            settings.database_url,
            channel,
            read_model.kick,
            connect_timeout=settings.db_connect_timeout,
            interval=settings.listen_interval_seconds,
        )
        read_model.listen_poll_interval = max(settings.listen_poll_seconds, settings.poll_seconds)
        read_model.listening = lambda: listener is not None and listener.healthy
    service.store.add_listener(live.saved)
    metrics.watch(metrics.PROJECTION_LAG, lambda: read_model.lag)
    metrics.watch(metrics.PROJECTION_POSITION, lambda: read_model.position)
    metrics.watch(metrics.STORE_UP, lambda: 0 if service.gate.is_down else 1)
    middleware: list[Any] = []
    shared_rate_limit: SharedRateLimit | None = None
    if settings.rate_limit > 0:
        # Over PostgreSQL the window is shared by every replica (api.ratelimit)
        if settings.store_kind == "postgresql" and settings.rate_limit_shared:
            shared_rate_limit = SharedRateLimit(
                settings.database_url, settings.db_schema, settings.rate_limit
            )
        middleware.append(
            RateLimitConfig(
                rate_limit=("second", settings.rate_limit),
                identifier_for_request=rate_limit_identity,
                exclude=["^/schema", "^/health$", "^/ready$", "^/metrics$", *WEB_PATHS],
                middleware_class=SharedRateLimitMiddleware,
            ).middleware
        )
    # The web page (clients/web, built by `make web`; GINRUMMY_WEB_DIR): at / once built.
    web = web_router(Path(settings.web_dir))
    threads = settings.threads
    gc_thresholds = settings.gc_thresholds

    def startup() -> None:
        # What startup built lives as long as the process: keep it out of the collector's
        # full passes, and collect the young generation less often (fewer, cheap pauses).
        gc.collect()
        gc.freeze()
        gc.set_threshold(*gc_thresholds)
        # Playing and viewing a match run on the event loop (they await the group commit and
        # the group reader); the other handlers run in the loop's default executor (Litestar's
        # sync_to_thread), where a command holds its thread until its group commit is flushed.
        if threads > 0:
            asyncio.get_running_loop().set_default_executor(
                ThreadPoolExecutor(max_workers=threads, thread_name_prefix="ginrummy-worker")
            )
        if service.gate.is_down:
            log.warning("starting while the store is unavailable; /ready says 503 until it answers")
        else:
            try:
                read_model.start()
                if listener is not None:
                    listener.start()
                if settings.tournament_resume:
                    running = read_model.tournament_list("running", 100_000)
                    service.tournament_runner.resume([UUID(row["id"]) for row in running])
                return
            except Exception as exc:  # the store is down at startup: follow it when it returns
                service.gate.failed(exc)
                if not service.gate.trips:
                    raise
        read_model.start_following()
        if listener is not None:
            listener.start()

    async def open_rate_limit() -> None:
        if shared_rate_limit is not None:
            await shared_rate_limit.open()

    async def close_rate_limit() -> None:
        if shared_rate_limit is not None:
            await shared_rate_limit.close()

    def begin_drain() -> None:
        """SIGTERM (or SIGINT): /ready says 503 at once, live streams end with a retry hint;
        uvicorn stops accepting and lets the requests in flight finish."""
        if not service.gate.draining:
            log.info("shutting down: draining requests and live streams")
            service.gate.draining = True
            live.drain()

    def install_drain_on_signals() -> None:
        # uvicorn handles SIGTERM and SIGINT (with signal.signal, restored at exit): chain our
        # drain before its handler. Only in the main thread (not under a test client).
        if threading.current_thread() is not threading.main_thread():
            return
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            previous = signal.getsignal(sig)

            def handler(signum: int, frame: Any, previous: Any = previous) -> None:
                loop.call_soon_threadsafe(begin_drain)
                if callable(previous):
                    previous(signum, frame)

            signal.signal(sig, handler)

    def shutdown() -> None:
        # The requests in flight are done (uvicorn waited for them): commit what is still
        # queued. The store stays open: a lifespan may run again (test clients do); the
        # process owning the app closes it with `app.state.service.close()` or at exit.
        begin_drain()
        # The tournaments' runners stop (a restart resumes them) and their worker processes
        # exit: uvicorn ends the process by re-raising the signal, so no exit hook would run
        # and the pool's processes would outlive it. A later lifespan makes a new pool.
        service.tournament_runner.close()
        if not service.store.writer.drain(timeout=settings.shutdown_seconds):
            log.error("shutdown: the writer did not drain in %s s", settings.shutdown_seconds)
        if listener is not None:
            listener.stop()
        read_model.stop()

    app = Litestar(
        route_handlers=[
            HealthController,
            PlayerController,
            PlayerEventController,
            LobbyController,
            MatchController,
            MatchEventController,
            AnalysisController,
            BotController,
            LeaderboardController,
            TournamentController,
            TournamentResultsController,
            swagger_assets(),
            *([MetricsController] if settings.metrics else []),
            *([web] if web is not None else []),
        ],
        dependencies={
            "service": Provide(provide_service, sync_to_thread=False),
            "read_model": Provide(lambda: read_model, sync_to_thread=False),
            "live": Provide(lambda: live, sync_to_thread=False),
        },
        plugins=[problems.plugin()],
        exception_handlers={Exception: problems.internal_error_handler},
        middleware=middleware,
        openapi_config=openapi_config(),
        on_startup=[startup, open_rate_limit, install_drain_on_signals],
        on_shutdown=[shutdown, close_rate_limit],
        request_max_body_size=64 * 1024,
        before_request=check_request,
        debug=False,
    )
    app.state.service = service
    app.state.read_model = read_model
    app.state.live = live
    app.state.listener = listener
    app.state.shared_rate_limit = shared_rate_limit
    app.state.begin_drain = begin_drain
    # Outermost, around Litestar's router: every response (a 404 too) gets its X-Request-ID.
    app.asgi_handler = observability_middleware(
        app.asgi_handler, access=settings.access_log, metrics=settings.metrics
    )
    _fix_options_allow(app)
    _declare_query_parameters(app)
    _tidy_openapi(app)
    return app


def _declare_query_parameters(app: Litestar) -> None:
    """Records each handler's query parameter names in ``opt["query"]`` for
    :func:`check_request`, which rejects any other query parameter."""
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            if handler.opt.get("static"):
                continue
            names = {
                definition.name
                for definition in (
                    field.kwarg_definition
                    for field in handler.parsed_fn_signature.parameters.values()
                )
                if isinstance(definition, QueryParameter) and definition.name
            }
            handler.opt["query"] = frozenset(names)


def _tidy_openapi(app: Litestar) -> None:
    """Precisions the generated OpenAPI document lacks (body schemas: ``api.openapi``):

    - an optional header is absent or a string, never JSON ``null``: drop the ``null``
      alternative Litestar derives from ``str | None``;
    - links from responses to the operations they lead to.
    """
    openapi = app.openapi_schema
    for path_item in (openapi.paths or {}).values():
        for method in ("get", "post", "put", "patch", "delete"):
            operation = getattr(path_item, method, None)
            for parameter in (operation.parameters or []) if operation is not None else []:
                schema = getattr(parameter, "schema", None)
                if not isinstance(schema, Schema) or not schema.one_of:
                    continue
                kept = [s for s in schema.one_of if not (isinstance(s, Schema) and _is_null(s))]
                if len(kept) == 1 and isinstance(kept[0], Schema):
                    schema.type = kept[0].type
                    schema.one_of = None
    _add_links(openapi)


# OpenAPI links: how a client (or a stateful test) goes from one response to the next call.
_MATCH_ID = {"match_id": "$response.body#/id"}
_LINKS: dict[tuple[str, str, str], dict[str, tuple[str, dict[str, str]]]] = {
    ("/players", "post", "201"): {
        "GetPlayer": ("getPlayer", {"player_id": "$response.body#/id"}),
    },
    ("/matches", "post", "201"): {
        "GetMatch": ("getMatch", _MATCH_ID),
        "JoinMatch": ("joinMatch", _MATCH_ID),
        "PlayAction": ("playAction", _MATCH_ID),
        "ListMatchEvents": ("listMatchEvents", _MATCH_ID),
        "GetMatchAtVersion": (
            "getMatchAtVersion",
            {**_MATCH_ID, "version": "$response.body#/version"},
        ),
        "ExportMatch": ("exportMatch", _MATCH_ID),
        "CancelMatch": ("cancelMatch", _MATCH_ID),
    },
    ("/matches/{match_id}/join", "post", "200"): {
        "PlayAction": ("playAction", _MATCH_ID),
        "GetMatch": ("getMatch", _MATCH_ID),
    },
    ("/matches/{match_id}/actions", "post", "200"): {
        "GetMatch": ("getMatch", _MATCH_ID),
        "PlayAction": ("playAction", _MATCH_ID),
        "ListMatchEvents": ("listMatchEvents", _MATCH_ID),
        "GetDealReveal": ("getDealReveal", {**_MATCH_ID, "deal": "$response.body#/deal"}),
    },
}


def _add_links(openapi: OpenAPI) -> None:
    for (path, method, status), links in _LINKS.items():
        path_item = (openapi.paths or {}).get(path)
        operation = getattr(path_item, method, None) if path_item is not None else None
        response = (operation.responses or {}).get(status) if operation is not None else None
        if not isinstance(response, OpenAPIResponse):
            raise RuntimeError(f"no {status} response on {method.upper()} {path} to link from")
        response.links = {
            name: Link(operation_id=target, parameters=dict(parameters))
            for name, (target, parameters) in links.items()
        }


# Request bodies nest at most this deep (the deepest valid body, a knock's melds, is 3):
# deeper JSON is refused before any recursive decode or walk.
MAX_BODY_DEPTH = 32
_JSON_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_JSON_BRACKET = re.compile(rb"[\[\]{}]")


def _too_deep(raw: bytes, limit: int = MAX_BODY_DEPTH) -> bool:
    """Whether ``raw`` nests arrays or objects more than ``limit`` deep (no recursion:
    string literals are cut out, then brackets are counted)."""
    depth = 0
    for bracket in _JSON_BRACKET.finditer(_JSON_STRING.sub(b'""', raw)):
        if bracket.group() in (b"[", b"{"):
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _integral(value: Any) -> Any:
    """JSON Schema counts ``5.0`` as an integer: so does the strict body check (bounded by
    :data:`MAX_BODY_DEPTH`, checked first)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_integral(v) for v in value]
    if isinstance(value, dict):
        return {k: _integral(v) for k, v in value.items()}
    return value


def _is_null(schema: Schema) -> bool:
    return schema.type == OpenAPIType.NULL or schema.type == [OpenAPIType.NULL]


@functools.cache
def _strict_decoder(body_type: Any) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(body_type, strict=True)


_JSON_MEDIA = re.compile(r"^application/(?:[a-z0-9.+-]+\+)?json$")
_FIELD_PATH = re.compile(r" - at `\$(?P<path>[^`]*)`$")


def _json_media_type(request: Request[Any, Any, Any]) -> None:
    """A body is JSON (``application/json`` or ``application/*+json``, UTF-8): anything else
    is 415, before the body is read."""
    media_type, options = request.content_type
    charset = options.get("charset", "utf-8").lower()
    if _JSON_MEDIA.match(media_type.lower()) is None or charset not in ("utf-8", "utf8"):
        sent = request.headers.get("content-type")
        raise HTTPException(
            status_code=415,
            detail=(
                "send the body as 'Content-Type: application/json' (UTF-8); got "
                + (repr(sent[:80]) if sent else "no Content-Type")
            ),
            headers={"Accept-Post": "application/json"},
        )


def _body_error(
    exc: Exception, request: Request[Any, Any, Any], body_type: Any
) -> ValidationException:
    """A 400 naming the body field that failed (``rules.knock_limit``, ``version``, ...); a
    tag that names no variant (an unknown action ``type``) lists the valid ones."""
    message = str(exc)
    found = _FIELD_PATH.search(message)
    field = found.group("path").lstrip(".") if found else ""
    detail = (message[: found.start()] if found else message)[:300]
    choices = _tags_at(body_type, field.split(".")) if field else None
    if choices:
        detail += f"; one of: {', '.join(choices)}"
    return ValidationException(
        detail=f"Validation failed for {request.method} {request.url.path}: "
        + (f"{field}: " if field else "")
        + detail,
        extra=[{"message": message[:300], "key": field or "body", "source": "body"}],
    )


def _tags_at(body_type: Any, path: list[str]) -> list[str] | None:
    """The tags of the tagged union whose tag field is at ``path`` in ``body_type``."""
    info: Any = msgspec.inspect.type_info(body_type)
    for depth, name in enumerate(path):
        structs = _structs(info)
        if not structs:
            return None
        if depth == len(path) - 1 and all(s.tag_field == name for s in structs):
            return [str(s.tag) for s in structs]
        fields = [f for s in structs for f in s.fields if f.encode_name == name]
        if not fields:
            return None
        info = fields[0].type
    return None


def _structs(info: Any) -> list[Any]:
    if isinstance(info, msgspec.inspect.StructType):
        return [info]
    if isinstance(info, msgspec.inspect.UnionType):
        return [t for t in info.types if isinstance(t, msgspec.inspect.StructType)]
    return []


async def check_request(request: Request[Any, Any, Any]) -> None:
    """Rejects unknown query parameters, and validates a JSON body strictly (no type coercion:
    ``0`` is not ``false``) against the route's ``opt["strict_body"]`` type; Litestar's own
    parsing is lax for every parameter. A body that is not JSON is 415, one nested deeper than
    :data:`MAX_BODY_DEPTH` is 400, and no step recurses on untrusted input. While the store
    is unavailable, a route that needs it is 503 at once (``Retry-After``)."""
    opt = request.route_handler.opt
    if not opt.get("store_free"):
        request.app.state.service.gate.check()
    allowed = opt.get("query")
    if allowed is not None and request.scope.get("query_string"):
        unknown = sorted(set(request.query_params) - allowed)
        if unknown:
            raise ValidationException(
                detail=f"unknown query parameter(s): {', '.join(map(repr, unknown))[:200]}",
                extra=[
                    {"message": "unknown query parameter", "key": k[:64], "source": "query"}
                    for k in unknown[:10]
                ],
            )
    body_type = opt.get("strict_body")
    if body_type is None:
        return
    _json_media_type(request)
    raw = await request.body()
    try:
        parsed_body.keep(request, _strict_decoder(body_type).decode(raw))
        return  # the common case: decoded straight into the type (no integral floats)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        typed_error: Exception = exc
    except RecursionError:
        typed_error = ValueError("the body nests too deeply")
    if _too_deep(raw):
        raise ValidationException(
            detail=f"the body nests arrays or objects more than {MAX_BODY_DEPTH} deep",
            extra=[{"message": "nested too deeply", "key": "body", "source": "body"}],
        )
    try:
        plain = msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError):
        raise _body_error(typed_error, request, body_type) from None
    try:
        parsed_body.keep(request, msgspec.convert(_integral(plain), type=body_type, strict=True))
    except msgspec.ValidationError as exc:
        raise _body_error(exc, request, body_type) from None


def _fix_options_allow(app: Litestar) -> None:
    """Work around Litestar 2.25: the automatic OPTIONS handler of a route reports the
    ``Allow`` methods of the route object it was first created with; when a path's handlers
    are merged into a new route (``/matches``: GET and POST), it misses some. Point every
    such handler's original route at the methods of the route that serves it now."""
    for route in app.routes:
        if not isinstance(route, HTTPRoute):
            continue
        for handler in route.route_handlers:
            fn = getattr(handler, "fn", None)
            if handler.handler_name != "options_handler" or fn is None:
                continue
            for cell in fn.__closure__ or ():
                original = cell.cell_contents
                if isinstance(original, HTTPRoute) and original is not route:
                    original.methods = route.methods


def serve(host: str | None = None, port: int | None = None) -> None:
    """Serves the API with uvicorn (default 127.0.0.1:8000, or the settings' host and port)."""
    import uvicorn

    settings = Settings.from_env()
    uvicorn.run(
        "ginrummy.api.app:create_app",
        factory=True,
        host=host or settings.host,
        port=port or settings.port,
        log_level=settings.log_level,
        access_log=False,  # one line per request only with GINRUMMY_ACCESS_LOG=y (ours)
        timeout_graceful_shutdown=int(settings.shutdown_seconds),
    )
