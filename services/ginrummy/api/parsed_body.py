"""A request body decoded once: the strict check's typed value, handed to the handler as is.

The request check (``app.check_request``) decodes a route's JSON body strictly into its
``opt["strict_body"]`` type and keeps the value on the request (:func:`keep`). Litestar would
then decode the body again and convert it into the handler's ``data`` type; a route whose
``data`` uses :class:`ParsedBody` as its DTO gets the kept value instead, with the same OpenAPI
request body as a plain ``data: T`` (the schema of the annotation, no transfer model).

Litestar's DTO factories do not take a union type (an action request is one); this DTO has no
transfer model, so it does not need one.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import msgspec
from litestar.connection import ASGIConnection
from litestar.dto import AbstractDTO, DTOFieldDefinition
from litestar.openapi.spec import Reference, Schema
from litestar.typing import FieldDefinition

__all__ = ["ParsedBody", "keep"]

_KEPT = "ginrummy.parsed_body"


def keep(connection: ASGIConnection[Any, Any, Any, Any], value: object) -> None:
    """Keeps the body's decoded value for the handler (the request check calls this)."""
    connection.scope[_KEPT] = value  # type: ignore[literal-required]


class ParsedBody(AbstractDTO[Any]):
    """``data`` is the body as the request check decoded it (a route with a
    ``strict_body``); without one, the body decoded strictly into the route's type."""

    def decode_bytes(self, value: bytes) -> Any:
        scope: dict[str, Any] = self.asgi_connection.scope  # type: ignore[assignment]
        if _KEPT in scope:
            return scope[_KEPT]
        body_type = self.asgi_connection.route_handler.opt["strict_body"]
        return msgspec.json.decode(value, type=body_type, strict=True)

    def decode_builtins(self, value: dict[str, Any]) -> Any:
        body_type = self.asgi_connection.route_handler.opt["strict_body"]
        return msgspec.convert(value, type=body_type, strict=True)

    @classmethod
    def create_for_field_definition(
        cls, field_definition: FieldDefinition, handler_id: str, backend_cls: Any = None
    ) -> None:
        """No transfer model to build: the value is the handler's own type."""

    @classmethod
    def create_openapi_schema(
        cls, field_definition: FieldDefinition, handler_id: str, schema_creator: Any
    ) -> Reference | Schema:
        """The schema of the annotation, as for a ``data`` without a DTO."""
        schema: Reference | Schema = schema_creator.for_field_definition(field_definition)
        return schema

    @classmethod
    def generate_field_definitions(
        cls, model_type: type[Any]
    ) -> Generator[DTOFieldDefinition, None, None]:
        """No transfer model, hence no fields of one."""
        yield from ()

    @classmethod
    def detect_nested_field(cls, field_definition: FieldDefinition) -> bool:
        return False
