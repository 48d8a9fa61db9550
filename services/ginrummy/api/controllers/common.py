"""Helpers shared by the controllers: replies, versions, idempotency keys, where a stream
resumes."""

from __future__ import annotations

import re
from typing import Annotated, Any, TypeVar, cast

import msgspec
from litestar import MediaType, Request, Response
from litestar.exceptions import ValidationException
from litestar.params import HeaderParameter, QueryParameter
from litestar.response.base import ASGIResponse

from ginrummy.api.schemas import MAX_SAFE_INTEGER
from ginrummy.service.errors import InvalidRequestError
from ginrummy.service.idempotency import IdempotencyKey, fingerprint
from ginrummy.service.replies import Reply

T = TypeVar("T")

IDEMPOTENCY_KEY = HeaderParameter(
    name="Idempotency-Key",
    required=False,
    min_length=1,
    max_length=255,
    pattern=r"^[!-~]{1,255}$",
    description="a unique key (e.g. a UUID): a retried POST with the same key returns the "
    "first response and records nothing new",
)
IF_MATCH = HeaderParameter(
    name="If-Match",
    required=False,
    max_length=24,
    pattern=r'^(W/)?"?[0-9]{1,15}"?$',
    description='the ETag of the match version you saw (e.g. "12")',
)

# Positions and versions fit in 53 bits (JSON-safe; the stores use 64-bit integers).
MAX_POSITION = MAX_SAFE_INTEGER

LAST_EVENT_ID = HeaderParameter(
    name="Last-Event-ID",
    required=False,
    max_length=15,
    pattern=r"^[0-9]{1,15}$",
    description="resume after this event id (sent automatically by EventSource on reconnect)",
)
# The ``after`` query parameter of a page or a stream: the position (or version) it follows.
After = Annotated[int, QueryParameter(name="after", ge=0, le=MAX_POSITION)]


def resume_point(last_event_id: str | None, after: int) -> int:
    """Where a stream resumes: ``Last-Event-ID`` (validated by its pattern), else ``after``."""
    return int(last_event_id) if last_event_id is not None else after


_ETAG = re.compile(r'^\s*(?:W/)?"?(\d{1,15})"?\s*$')


def parse_if_match(value: str | None) -> int | None:
    """The version an ``If-Match`` header names; 400 (naming the header) unless it is the
    ETag of a version, at most ``MAX_SAFE_INTEGER``."""
    if value is None:
        return None
    found = _ETAG.match(value)
    if found is None or int(found.group(1)) > MAX_SAFE_INTEGER:
        raise ValidationException(
            detail=f'If-Match must be the ETag of a match version, like "12" (at most '
            f"{MAX_SAFE_INTEGER}); got {value[:40]!r}",
            extra=[{"message": "not a match version", "key": "If-Match", "source": "header"}],
        )
    return int(found.group(1))


def expected_version(if_match: str | None, body_version: int | None) -> int | None:
    """The version an action names: ``If-Match``'s or the body's ``version`` (``None`` if
    neither); 422 ``version-mismatch`` when both are sent and differ."""
    header_version = parse_if_match(if_match)
    if header_version is not None and body_version is not None and header_version != body_version:
        raise InvalidRequestError(
            f"If-Match names version {header_version} but the body names {body_version}",
            reason="version-mismatch",
        )
    return header_version if header_version is not None else body_version


#: Request fields added to the contract after idempotency records were first kept, with their
#: defaults: a body that leaves one at its default is fingerprinted as it was before the field
#: existed, so a retry of a request made before the upgrade still replays.
FIELDS_ADDED_SINCE_FINGERPRINTS: dict[str, object] = {
    "game": "gin",
    "seats": None,
    "room": None,
    "options": None,  # a tournament's (Rummy's options)
}


def _fingerprinted(body: object) -> bytes:
    if not isinstance(body, msgspec.Struct):
        return msgspec.json.encode(body)
    fields = msgspec.to_builtins(body)
    if isinstance(fields, dict):
        for name, default in FIELDS_ADDED_SINCE_FINGERPRINTS.items():
            if name in fields and fields[name] == default:
                del fields[name]
    return msgspec.json.encode(fields)


def idempotency(
    request: Request[Any, Any, Any], key: str | None, caller: str, body: object, *extra: str
) -> IdempotencyKey | None:
    if key is None:
        return None
    encoded = _fingerprinted(body) if body is not None else b""
    return IdempotencyKey(
        key=key,
        caller=caller,
        fingerprint=fingerprint(request.method, request.url.path, encoded, *extra),
    )


def encoded(body: object, struct: type[T]) -> Response[T]:
    """``body`` as a ``struct`` response (its schema in the OpenAPI document), encoded as is: it
    may embed the seat's view as JSON the core built; the contract tests check every response
    against the schema."""
    return Response(cast(T, msgspec.json.encode(body)), media_type=MediaType.JSON)


def respond(reply: Reply, struct: type[T], location: str | None = None) -> Response[T]:
    """The reply as a ``struct`` response (its schema in the OpenAPI document): 201 with
    ``Location`` when it created a resource, the match version as its ``ETag``. The body goes
    out as encoded: it may embed the seat's view as JSON the core built; the contract tests
    check every response against the schema."""
    return Response(
        cast(T, reply.content()),
        status_code=201 if reply.created else 200,
        headers=_reply_headers(reply, location),
        media_type=MediaType.JSON,
    )


def respond_asgi(reply: Reply) -> ASGIResponse:
    """:func:`respond`'s response as Litestar sends it, for a reply that created nothing
    (the move lane's: :mod:`ginrummy.api.move_lane`)."""
    if reply.created:
        raise ValueError("respond_asgi answers a reply that created nothing (200)")
    return ASGIResponse(
        body=reply.content(),
        status_code=200,
        headers=_reply_headers(reply, None),
        media_type=MediaType.JSON,
    )


def _reply_headers(reply: Reply, location: str | None) -> dict[str, str]:
    headers: dict[str, str] = {}
    if reply.version is not None:
        headers["ETag"] = etag(reply.version)
    if reply.created and location is not None:
        headers["Location"] = location
    if reply.replayed:
        headers["Idempotent-Replayed"] = "true"
    return headers


def etag(version: int) -> str:
    """The strong entity tag of a match at ``version``."""
    return f'"{version}"'
