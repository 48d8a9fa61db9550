"""The strict request checks (Litestar's ``before_request``): unknown query parameters,
JSON bodies decoded strictly into their route's type, media types, nesting depth, and the
store's gate. Litestar's own parsing is lax for every parameter; these refuse what it lets
through, each with a 4xx problem and before anything is read further or written.

A route opts in with ``opt``: ``strict_body`` (the body's msgspec type), ``store_free`` (it
answers while the store is down), ``static`` (the page's files: no query check);
:func:`declare_query_parameters` records each handler's query parameter names.
"""

from __future__ import annotations

import email.message
import functools
import re
from typing import Any

import msgspec
from litestar import Litestar, Request
from litestar.exceptions import HTTPException, ValidationException
from litestar.params import QueryParameter
from litestar.routes import HTTPRoute

from ginrummy.api import parsed_body


def declare_query_parameters(app: Litestar) -> None:
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


@functools.cache
def strict_decoder(body_type: Any) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(body_type, strict=True)


_JSON_MEDIA = re.compile(r"^application/(?:[a-z0-9.+-]+\+)?json$")
_FIELD_PATH = re.compile(r" - at `\$(?P<path>[^`]*)`$")


@functools.lru_cache(maxsize=256)
def is_json_media_type(content_type: str) -> bool:
    """Whether a ``Content-Type`` value names JSON in UTF-8 (clients send few distinct
    values: each is parsed once)."""
    header = email.message.Message()
    header["content-type"] = content_type
    charset = header.get_content_charset("utf-8")
    return _JSON_MEDIA.match(header.get_content_type()) is not None and charset in ("utf-8", "utf8")


def _json_media_type(request: Request[Any, Any, Any]) -> None:
    """A body is JSON (``application/json`` or ``application/*+json``, UTF-8): anything else
    is 415, before the body is read."""
    sent = request.headers.get("content-type")
    if not is_json_media_type(sent or ""):
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
        parsed_body.keep(request, strict_decoder(body_type).decode(raw))
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
