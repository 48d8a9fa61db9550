"""Fixtures of the social tests: the API tests' stores (SQLite, and PostgreSQL under
``scripts/with-postgres.sh``), the service and the HTTP client."""

from __future__ import annotations

from api.conftest import app, client, live_server, pg_schema, sqlite_env, store_env
from service.conftest import service

__all__ = ["app", "client", "live_server", "pg_schema", "service", "sqlite_env", "store_env"]
