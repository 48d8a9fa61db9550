"""The HTTP API (Litestar + msgspec): ``create_app()`` for ``uvicorn --factory``, ``serve()``.

``create_app`` only wires the parts together; each job has its module: the lifecycle
(:mod:`.lifecycle`), the strict request checks (:mod:`.request_checks`), the OpenAPI document's
configuration and precisions (:mod:`.openapi_patch`, :mod:`.openapi`), Litestar's work-arounds
(:mod:`.workarounds`), the rate limit (:mod:`.ratelimit`), logs and metrics
(:mod:`.observability`). Configuration is one :class:`~ginrummy.service.config.Settings`
object, read from the environment at startup (the variables are listed in
``service/config/``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from litestar import Litestar
from litestar.di import Provide
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.router import Router
from litestar.static_files import create_static_files_router

from ginrummy.api import problems
from ginrummy.api.auth import (
    declare_scopes,
    rate_limit_identity,
)
from ginrummy.api.controllers.accounts import AccountController
from ginrummy.api.controllers.analysis import AnalysisController
from ginrummy.api.controllers.bots import BotController
from ginrummy.api.controllers.chat import ChatController
from ginrummy.api.controllers.events import (
    LobbyController,
    MatchEventController,
    PlayerEventController,
)
from ginrummy.api.controllers.games import GameController
from ginrummy.api.controllers.health import HealthController
from ginrummy.api.controllers.leaderboard import LeaderboardController
from ginrummy.api.controllers.matches import MatchController
from ginrummy.api.controllers.passkeys import PasskeyController
from ginrummy.api.controllers.players import PlayerController
from ginrummy.api.controllers.rematch import RematchController
from ginrummy.api.controllers.room_chat import RoomChatController
from ginrummy.api.controllers.rooms import RoomController
from ginrummy.api.controllers.rummy import RummyMatchController
from ginrummy.api.controllers.rummy_records import RummyRecordController
from ginrummy.api.controllers.social_blocks import BlockController
from ginrummy.api.controllers.social_challenges import ChallengeController
from ginrummy.api.controllers.social_friends import FriendController
from ginrummy.api.controllers.social_messages import MessageController
from ginrummy.api.controllers.social_notifications import NotificationController
from ginrummy.api.controllers.social_settings import SocialSettingsController
from ginrummy.api.controllers.tournaments import TournamentController, TournamentResultsController
from ginrummy.api.lifecycle import Lifecycle
from ginrummy.api.live_handoff import live_handoff
from ginrummy.api.observability import (
    MetricsController,
    configure_logging,
    observability_middleware,
)
from ginrummy.api.openapi import swagger_assets
from ginrummy.api.openapi_patch import openapi_config, tidy_openapi
from ginrummy.api.ratelimit import SharedRateLimitMiddleware
from ginrummy.api.request_checks import check_request, declare_query_parameters
from ginrummy.api.workarounds import fix_options_allow
from ginrummy.service import metrics
from ginrummy.service.accounts import revocation_observers
from ginrummy.service.application import GinRummyService
from ginrummy.service.chat.live import chat_streams
from ginrummy.service.config import Settings
from ginrummy.service.live import live_streams
from ginrummy.service.live_limits import StreamLimits
from ginrummy.service.persistence.listener import LogListener
from ginrummy.service.persistence.ratelimit import SharedRateLimit
from ginrummy.service.projections import ReadModel
from ginrummy.service.rooms.live import wire_rooms
from ginrummy.service.rummy.live import rummy_streams
from ginrummy.service.social.wiring import wire_social

# issue 25's resources (service/social)
SOCIAL_CONTROLLERS = (
    FriendController,
    BlockController,
    SocialSettingsController,
    MessageController,
    ChallengeController,
    NotificationController,
    RematchController,
    RoomController,
    RoomChatController,
)
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
    read_model.wake_interval = settings.listen_interval_seconds
    live = live_streams(
        service, read_model, settings.sse_max_seconds, settings.sse_keepalive_seconds
    )
    chats = chat_streams(service, live)
    rummy_live = rummy_streams(service, live)
    stream_limits = StreamLimits(settings.sse_max_per_token, settings.sse_max_streams)
    # Other processes' events wake the tournaments' runners (the streams are fed by the read
    # model's batches: service.live_fanout).
    read_model.on_touched = service.tournament_runner.touched
    read_model.observers.update(revocation_observers(service.accounts.cache))
    wire_social(service.social, read_model, live)
    service.rooms.streams = wire_rooms(service.rooms, read_model, live)
    listener = _listener(settings, service, read_model)
    metrics.watch(metrics.PROJECTION_LAG, lambda: read_model.lag)
    metrics.watch(metrics.PROJECTION_POSITION, lambda: read_model.position)
    metrics.watch(metrics.STORE_UP, lambda: 0 if service.gate.is_down else 1)
    middleware, shared_rate_limit = _rate_limit(settings)
    lifecycle = Lifecycle(settings, service, read_model, live, listener, shared_rate_limit)
    # The web page (clients/web, built by `make web`; GINRUMMY_WEB_DIR): at / once built.
    web = web_router(Path(settings.web_dir))
    app = Litestar(
        route_handlers=[
            HealthController,
            PlayerController,
            AccountController,
            PasskeyController,
            PlayerEventController,
            LobbyController,
            MatchController,
            RummyMatchController,
            RummyRecordController,
            MatchEventController,
            ChatController,
            AnalysisController,
            BotController,
            GameController,
            LeaderboardController,
            TournamentController,
            TournamentResultsController,
            *SOCIAL_CONTROLLERS,
            swagger_assets(),
            *([MetricsController] if settings.metrics else []),
            *([web] if web is not None else []),
        ],
        dependencies={
            "service": Provide(lambda: service, sync_to_thread=False),
            "read_model": Provide(lambda: read_model, sync_to_thread=False),
            "live": Provide(lambda: live, sync_to_thread=False),
            "stream_limits": Provide(lambda: stream_limits, sync_to_thread=False),
            "chat_streams": Provide(lambda: chats, sync_to_thread=False),
            "rummy_streams": Provide(lambda: rummy_live, sync_to_thread=False),
        },
        plugins=[problems.plugin()],
        exception_handlers={Exception: problems.internal_error_handler},
        middleware=middleware,
        openapi_config=openapi_config(),
        on_startup=lifecycle.on_startup,
        on_shutdown=lifecycle.on_shutdown,
        request_max_body_size=64 * 1024,
        before_request=check_request,
        debug=False,
    )
    app.state.service = service
    app.state.read_model = read_model
    app.state.live = live
    app.state.stream_limits = stream_limits
    app.state.listener = listener
    app.state.shared_rate_limit = shared_rate_limit
    app.state.begin_drain = lifecycle.begin_drain
    # Around Litestar's router: every response (a 404 too) gets its X-Request-ID; outermost,
    # the handoff runs a live stream's body once Litestar and that middleware are done.
    app.asgi_handler = live_handoff(
        observability_middleware(
            app.asgi_handler, access=settings.access_log, metrics=settings.metrics
        )
    )
    fix_options_allow(app)
    declare_query_parameters(app)
    tidy_openapi(app)
    declare_scopes(app.openapi_schema)
    return app


def _listener(
    settings: Settings, service: GinRummyService, read_model: ReadModel
) -> LogListener | None:
    """Over PostgreSQL, other replicas' commits wake this one's streams at once
    (:mod:`ginrummy.service.persistence.listener`); the read model polls less while it
    listens."""
    channel = getattr(service.recorder, "channel_name", None)
    if settings.store_kind != "postgresql" or not settings.listen or not isinstance(channel, str):
        return None
    listener = LogListener(
        settings.database_url,
        channel,
        read_model.kick,
        connect_timeout=settings.db_connect_timeout,
        interval=settings.listen_interval_seconds,
    )
    read_model.listen_poll_interval = max(settings.listen_poll_seconds, settings.poll_seconds)
    read_model.listening = lambda: listener.healthy
    return listener


def _rate_limit(settings: Settings) -> tuple[list[Any], SharedRateLimit | None]:
    """The rate limit's middleware (none when off) and, over PostgreSQL, the window shared by
    every replica (:mod:`ginrummy.api.ratelimit`)."""
    if settings.rate_limit <= 0:
        return [], None
    shared: SharedRateLimit | None = None
    if settings.store_kind == "postgresql" and settings.rate_limit_shared:
        shared = SharedRateLimit(settings.database_url, settings.db_schema, settings.rate_limit)
    config = RateLimitConfig(
        rate_limit=("second", settings.rate_limit),
        identifier_for_request=rate_limit_identity,
        exclude=["^/schema", "^/health$", "^/ready$", "^/metrics$", *WEB_PATHS],
        middleware_class=SharedRateLimitMiddleware,
    )
    return [config.middleware], shared


def serve(host: str | None = None, port: int | None = None) -> None:
    """Serves the API with uvicorn (default 127.0.0.1:8000, or the settings' host and port)."""
    import uvicorn

    from ginrummy.api.http_protocol import CoalescingHttpToolsProtocol

    settings = Settings.from_env()
    uvicorn.run(
        "ginrummy.api.app:create_app",
        factory=True,
        http=CoalescingHttpToolsProtocol,
        host=host or settings.host,
        port=port or settings.port,
        log_level=settings.log_level,
        access_log=False,  # one line per request only with GINRUMMY_ACCESS_LOG=y (ours)
        timeout_graceful_shutdown=int(settings.shutdown_seconds),
    )
