"""RFC 9457 problem details for every error response."""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request, Response
from litestar.exceptions import (
    HTTPException,
    NotAuthorizedException,
    TooManyRequestsException,
    ValidationException,
)
from litestar.openapi.datastructures import ResponseSpec
from litestar.plugins.problem_details import (
    ProblemDetailsConfig,
    ProblemDetailsException,
    ProblemDetailsPlugin,
)
from litestar.status_codes import HTTP_500_INTERNAL_SERVER_ERROR

from ginrummy.api import schemas
from ginrummy.api.schemas import Problem
from ginrummy.service import metrics
from ginrummy.service.availability import is_outage
from ginrummy.service.errors import (
    ConflictError,
    ForbiddenError,
    IllegalActionError,
    InvalidRequestError,
    NotFoundError,
    ServiceError,
    StreamsFullError,
    TooManyAttemptsError,
    TooManyStreamsError,
    UnauthorizedError,
    UnavailableError,
    VersionRequiredError,
)

log = logging.getLogger("ginrummy.api")

PROBLEM_TYPE = schemas.PROBLEM_TYPE
MEDIA_TYPE = "application/problem+json"

_TITLES = {
    400: "Bad request",
    401: "Authentication required",
    403: "Not allowed",
    404: "Not found",
    405: "Method not allowed",
    409: "Conflict with the current state",
    413: "Request too large",
    415: "Unsupported media type",
    422: "Invalid request",
    428: "Precondition required",
    429: "Too many requests",
    500: "Internal server error",
    503: "Service unavailable",
}
_CODES = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
    409: "conflict",
    413: "too-large",
    415: "unsupported-media-type",
    422: "invalid-request",
    428: "precondition-required",
    429: "rate-limited",
    500: "internal-error",
    503: "unavailable",
}


def problem(
    status: int,
    code: str,
    detail: str,
    *,
    title: str | None = None,
    headers: dict[str, str] | None = None,
    extra: dict[str, Any] | None = None,
) -> ProblemDetailsException:
    return ProblemDetailsException(
        status_code=status,
        type_=PROBLEM_TYPE + code,
        title=title or _TITLES.get(status, "Error"),
        detail=detail,
        headers=headers,
        extra=extra or None,
    )


# Each kind of service refusal and its status (the first match in this order).
_STATUS_OF: tuple[tuple[type[ServiceError], int], ...] = (
    (NotFoundError, 404),
    (UnauthorizedError, 401),
    (ForbiddenError, 403),
    (ConflictError, 409),
    (IllegalActionError, 422),
    (InvalidRequestError, 422),
    (VersionRequiredError, 428),
    (TooManyStreamsError, 429),
    (TooManyAttemptsError, 429),
    (UnavailableError, 503),
)


def status_of(exc: ServiceError) -> int:
    """The HTTP status of a service refusal (400 for any other kind)."""
    for kind, status in _STATUS_OF:
        if isinstance(exc, kind):
            return status
    return 400


def from_service_error(exc: ServiceError) -> ProblemDetailsException:
    status = status_of(exc)
    headers = {"WWW-Authenticate": 'Bearer realm="ginrummy"'} if status == 401 else None
    if isinstance(exc, UnavailableError) and not isinstance(exc, StreamsFullError):
        metrics.STORE_UNAVAILABLE.inc()
    if exc.retry_after is not None:
        headers = {"Retry-After": str(exc.retry_after)}
    return problem(
        status, exc.reason, exc.detail, title=exc.title, extra=exc.extra, headers=headers
    )


def from_http_exception(exc: HTTPException) -> ProblemDetailsException:
    status = exc.status_code
    headers = dict(exc.headers or {})
    extra: dict[str, Any] = {}
    if isinstance(exc, ValidationException):
        detail = exc.detail or "the request does not match the schema"
        if isinstance(exc.extra, list):
            extra["errors"] = [_as_sent(error) for error in exc.extra]
        elif isinstance(exc.extra, dict):
            extra.update(exc.extra)
        return problem(
            400,
            "validation-failed",
            detail,
            title="Invalid request body or parameters",
            headers=headers,
            extra=extra,
        )
    if isinstance(exc, TooManyRequestsException):
        # the window resets in RateLimit-Reset whole seconds, "0" when under a second is left:
        # Retry-After is at least 1 (a client told 0 would retry at once and be refused again)
        raw = str(headers.get("Retry-After", headers.get("RateLimit-Reset", "1")))
        retry = str(max(1, int(raw))) if raw.isdigit() else "1"
        headers["Retry-After"] = retry
        return problem(
            429,
            "rate-limited",
            f"too many requests for this token; retry in {retry} s",
            headers=headers,
        )
    if isinstance(exc, NotAuthorizedException):
        headers.setdefault("WWW-Authenticate", 'Bearer realm="ginrummy"')
    detail = exc.detail if isinstance(exc.detail, str) and exc.detail else _TITLES.get(status, "")
    return problem(status, _CODES.get(status, f"http-{status}"), detail, headers=headers)


def _as_sent(error: Any) -> Any:
    """A header parameter is named as the client sends it (``If-Match``), not as the handler's
    argument (``if_match``)."""
    if isinstance(error, dict) and error.get("source") == "header" and "key" in error:
        key = str(error["key"])
        return {**error, "key": "-".join(part.capitalize() for part in key.split("_"))}
    return error


def internal_error_handler(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    if is_outage(exc):
        # The store could not be reached (PostgreSQL down, restarting, unreachable): 503 with
        # Retry-After, and the gate refuses the next requests at once until it answers again.
        gate = request.app.state.service.gate
        gate.failed(exc)
        return from_service_error(gate.unavailable()).to_response(request)
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem(
        HTTP_500_INTERNAL_SERVER_ERROR,
        "internal-error",
        "the server failed to handle this request; nothing was recorded unless a later read "
        "shows it",
    ).to_response(request)


def plugin() -> ProblemDetailsPlugin:
    return ProblemDetailsPlugin(
        ProblemDetailsConfig(
            enable_for_all_http_exceptions=True,
            exception_to_problem_detail_map={
                ServiceError: from_service_error,
                HTTPException: from_http_exception,
            },
        )
    )


def responses(*statuses: int, described: dict[int, str] | None = None) -> dict[int, ResponseSpec]:
    """OpenAPI entries for the problem responses a route can give (400 always: any parameter
    or body can fail validation; 429: every route is rate limited); ``described`` says more
    about some of them than their title."""
    return {
        status: ResponseSpec(
            data_container=Problem,
            description=(described or {}).get(status, _TITLES.get(status, "Error")),
            media_type=MEDIA_TYPE,
            generate_examples=False,
        )
        for status in sorted({400, 429, *statuses})
    }
