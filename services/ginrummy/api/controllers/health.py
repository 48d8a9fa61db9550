"""GET /health (alive) and GET /ready (this replica can serve: the store answers, it is not
shutting down)."""

from __future__ import annotations

import asyncio
from typing import Annotated, Literal

from litestar import Controller, get
from litestar.di import NamedDependency
from msgspec import Meta, Struct

from ginrummy import __version__
from ginrummy.api.problems import responses
from ginrummy.api.schemas import Health
from ginrummy.service.application import GinRummyService
from ginrummy.service.errors import UnavailableError
from ginrummy.service.projections import ReadModel

# The longest a readiness check waits for the store (a probe's own timeout is longer).
READY_TIMEOUT_SECONDS = 2.0


class Ready(Struct, kw_only=True):
    status: Literal["ready"]
    store: Annotated[
        Literal["sqlite", "postgresql"], Meta(description="the kind of event store (no address)")
    ]
    position: Annotated[int, Meta(ge=0, description="the latest position of the event log")]
    projection_lag: Annotated[
        int, Meta(ge=0, description="events recorded that this replica's read model has not folded")
    ]
    version: str


class HealthController(Controller):
    tags = ("health",)

    @get(
        "/health",
        operation_id="getHealth",
        summary="Liveness: the process answers (the store is not consulted)",
        opt={"rate_limit_exempt": True, "store_free": True},
    )
    async def health(self, service: NamedDependency[GinRummyService]) -> Health:
        return Health(status="ok", store=service.settings.store_kind, version=__version__)

    @get(
        "/ready",
        operation_id="getReadiness",
        summary="Readiness: the store answers and this replica is not shutting down",
        description=(
            "503 (`store-unavailable` or `shutting-down`, with `Retry-After`) while the event "
            "store cannot be reached or the replica is draining: take it out of rotation."
        ),
        opt={"rate_limit_exempt": True, "store_free": True},
        responses=responses(503),
    )
    async def ready(
        self,
        service: NamedDependency[GinRummyService],
        read_model: NamedDependency[ReadModel],
    ) -> Ready:
        gate = service.gate
        if gate.draining:
            raise UnavailableError(
                "this replica is shutting down; use another one",
                retry_after=gate.retry_after,
                reason="shutting-down",
            )
        try:
            position = await asyncio.wait_for(
                asyncio.to_thread(service.store.position), READY_TIMEOUT_SECONDS
            )
        except Exception as exc:
            gate.failed(exc)
            raise gate.unavailable() from None
        return Ready(
            status="ready",
            store=service.settings.store_kind,
            position=position,
            projection_lag=max(0, position - read_model.position),
            version=__version__,
        )
