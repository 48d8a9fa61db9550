"""The HTTP API (Litestar + msgspec): ``create_app()`` for ``uvicorn --factory``, ``serve()``.

Configuration is by environment: ``DATABASE_URL`` (PostgreSQL; default a SQLite file under
``./data/``), ``GINRUMMY_RATE_LIMIT`` (requests per second per token, default 50; 0 disables),
``GINRUMMY_HOST`` / ``GINRUMMY_PORT`` (default 127.0.0.1:8000).
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from litestar import Litestar
from litestar.di import Provide
from litestar.middleware.rate_limit import RateLimitConfig
from litestar.openapi.config import OpenAPIConfig
from litestar.openapi.plugins import JsonRenderPlugin
from litestar.openapi.spec import Components, SecurityScheme, Server

from ginrummy import __version__
from ginrummy.api import problems
from ginrummy.api.auth import provide_service, rate_limit_identity
from ginrummy.api.controllers.bots import BotController
from ginrummy.api.controllers.events import MatchEventController, PlayerEventController
from ginrummy.api.controllers.health import HealthController
from ginrummy.api.controllers.leaderboard import LeaderboardController
from ginrummy.api.controllers.matches import MatchController
from ginrummy.api.controllers.players import PlayerController
from ginrummy.service.application import GinRummyService
from ginrummy.service.config import store_env
from ginrummy.service.projections import ReadModel

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000


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
        render_plugins=[JsonRenderPlugin()],
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
    env: Mapping[str, str] | None = None,
    *,
    rate_limit: int | None = None,
    poll_interval: float = 0.25,
) -> Litestar:
    """The application; ``env`` defaults to ``os.environ`` (see the module doc)."""
    environ = os.environ if env is None else env
    service = GinRummyService(store_env(environ))
    read_model = ReadModel(service, poll_interval=poll_interval)
    per_second = (
        rate_limit if rate_limit is not None else int(environ.get("GINRUMMY_RATE_LIMIT", "50"))
    )
    middleware = []
    if per_second > 0:
        middleware.append(
            RateLimitConfig(
                rate_limit=("second", per_second),
                identifier_for_request=rate_limit_identity,
                exclude=["^/schema", "^/health$"],
            ).middleware
        )

    def startup() -> None:
        read_model.start()

    def shutdown() -> None:
        read_model.stop()
        service.close()

    app = Litestar(
        route_handlers=[
            HealthController,
            PlayerController,
            PlayerEventController,
            MatchController,
            MatchEventController,
            BotController,
            LeaderboardController,
        ],
        dependencies={
            "service": Provide(provide_service, sync_to_thread=False),
            "read_model": Provide(lambda: read_model, sync_to_thread=False),
        },
        plugins=[problems.plugin()],
        exception_handlers={Exception: problems.internal_error_handler},
        middleware=middleware,
        openapi_config=openapi_config(),
        on_startup=[startup],
        on_shutdown=[shutdown],
        request_max_body_size=64 * 1024,
        debug=False,
    )
    app.state.service = service
    app.state.read_model = read_model
    return app


def serve(host: str | None = None, port: int | None = None) -> None:
    """Serves the API with uvicorn (default 127.0.0.1:8000)."""
    import uvicorn

    uvicorn.run(
        "ginrummy.api.app:create_app",
        factory=True,
        host=host or os.environ.get("GINRUMMY_HOST", DEFAULT_HOST),
        port=port or int(os.environ.get("GINRUMMY_PORT", str(DEFAULT_PORT))),
        log_level=os.environ.get("GINRUMMY_LOG_LEVEL", "info"),
    )
