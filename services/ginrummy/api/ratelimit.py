"""The rate-limit middleware: Litestar's (a fixed window per process) over SQLite, and over
PostgreSQL one window shared by every replica (:mod:`ginrummy.service.persistence.ratelimit`).

Same identity (:func:`ginrummy.api.auth.rate_limit_identity`), same headers (``RateLimit-Policy``,
``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset``) and the same refusal (429,
a problem document with ``Retry-After``) either way. While the store is down, or if the shared
counter fails, a request is counted by the process's own limiter instead (never refused for
the counter's sake, never held up by it longer than its one-second timeout).
"""

from __future__ import annotations

import logging
import math
from typing import Any

import psycopg
from litestar import Request
from litestar.datastructures import MutableScopeHeaders
from litestar.exceptions import TooManyRequestsException
from litestar.middleware.rate_limit import RateLimitMiddleware
from litestar.types import Message, Receive, Scope, Send

from ginrummy.service.persistence.ratelimit import SharedRateLimit

log = logging.getLogger("ginrummy.ratelimit")


class SharedRateLimitMiddleware(RateLimitMiddleware):
    """Counts in ``app.state.shared_rate_limit`` when there is one and the store is up."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app = scope["litestar_app"]
        shared: SharedRateLimit | None = getattr(app.state, "shared_rate_limit", None)
        if shared is None or app.state.service.gate.is_down:
            await super().__call__(scope, receive, send)
            return
        request: Request[Any, Any, Any] = app.request_class(scope)
        key = self.get_identifier_for_request(request)
        try:
            hits, reset = await shared.hit(key)
        except (psycopg.Error, OSError) as exc:
            log.debug("shared rate limit unavailable, counting in process: %s", exc)
            await super().__call__(scope, receive, send)
            return
        headers = {
            self.config.rate_limit_policy_header_key: f"{self.max_requests}; w=1",
            self.config.rate_limit_limit_header_key: str(self.max_requests),
            self.config.rate_limit_remaining_header_key: str(max(0, self.max_requests - hits)),
            self.config.rate_limit_reset_header_key: str(max(1, math.ceil(reset))),
        }
        if hits > self.max_requests:
            raise TooManyRequestsException(headers=headers)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                mutable = MutableScopeHeaders(message)
                for name, value in headers.items():
                    mutable[name] = value
            await send(message)

        await self.app(scope, receive, send_with_headers)
