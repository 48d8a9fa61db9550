"""Fixtures of the service tests (no HTTP): the stores of the API tests."""

from api.conftest import pg_schema, sqlite_env, store_env

__all__ = ["pg_schema", "sqlite_env", "store_env"]
