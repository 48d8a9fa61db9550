"""GET /health."""

from __future__ import annotations

from litestar import Controller, get
from litestar.di import NamedDependency

from ginrummy import __version__
from ginrummy.api.schemas import Health
from ginrummy.service.application import GinRummyService


class HealthController(Controller):
    path = "/health"
    tags = ("health",)

    @get(
        operation_id="getHealth",
        summary="Liveness and the kind of store",
        sync_to_thread=True,
        opt={"rate_limit_exempt": True},
    )
    def health(self, service: NamedDependency[GinRummyService]) -> Health:
        service.store.position()  # the store answers
        return Health(status="ok", store=service.settings.store_kind, version=__version__)
