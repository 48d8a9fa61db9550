"""The service's refusals: each says what was wrong (``detail``) and why, as a stable reason
(``reason``, the ``urn:ginrummy:problem:<reason>`` of the API). They carry no HTTP status: the
API maps each kind of refusal to its status (``ginrummy.api.problems``)."""

from __future__ import annotations

from typing import Any

from ginrummy.service.social.reasons import SOCIAL_REASONS

# Every reason the service gives (a test checks that the code uses no other): the API
# publishes them as the enum of a problem's ``type``.
REASONS = (
    "already-claimed",
    "already-seated",
    "bad-opponent",
    "bad-request",
    "bad-seat",
    "chat-closed",
    "chat-empty",
    "chat-flood",
    "chat-repeat",
    "chat-too-long",
    "conflict",
    "csrf-failed",
    "deal-live",
    "deal-not-found",
    "forbidden",
    "hints-in-rated-match",
    "hints-not-allowed",
    "idempotency-key-reused",
    "illegal-action",
    "invalid-action",
    "invalid-name",
    "invalid-request",
    "invalid-rules",
    "invalid-session",
    "invalid-token",
    "match-not-active",
    "match-not-finished",
    "match-not-found",
    "mine-needs-token",
    "missing-scope",
    "missing-token",
    "name-taken",
    "not-creator",
    "not-found",
    "not-open",
    "not-your-match",
    "not-your-turn",
    "passkey-failed",
    "player-not-found",
    "registration-replayed",
    "reveals-held",
    "session-not-found",
    "sign-in-failed",
    "stale-version",
    "streams-full",
    "token-not-found",
    "too-many-attempts",
    "too-many-streams",
    "tournament-not-found",
    "unauthorized",
    "unknown-bot-level",
    "version-mismatch",
    "version-not-found",
    "version-required",
    "weak-password",
    *SOCIAL_REASONS,
)


class ServiceError(Exception):
    """A refused request: a stable reason, a title and a precise detail (plus extra fields,
    e.g. the legal actions or the current version)."""

    reason = "bad-request"
    title = "Bad request"

    def __init__(self, detail: str, *, reason: str | None = None, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if reason is not None:
            self.reason = reason
        self.extra = extra


class NotFoundError(ServiceError):
    """The match, player, version or deal does not exist."""

    reason = "not-found"
    title = "Not found"


class UnauthorizedError(ServiceError):
    """No valid credentials."""

    reason = "unauthorized"
    title = "Authentication required"


class ForbiddenError(ServiceError):
    """Valid credentials, but not allowed here (e.g. no seat in the match)."""

    reason = "forbidden"
    title = "Not allowed"


class ConflictError(ServiceError):
    """The request conflicts with the current state (a taken name, a match not open, ...)."""

    reason = "conflict"
    title = "Conflict with the current state"


class StaleVersionError(ConflictError):
    """The client named a version the match has moved past."""

    reason = "stale-version"
    title = "The match changed since the version you saw"


class IllegalActionError(ServiceError):
    """The rules do not allow the action now (the core's refusal, from the seat's view)."""

    reason = "illegal-action"
    title = "Illegal action"


class InvalidRequestError(ServiceError):
    """Well-formed but unacceptable (invalid rules, a key reused for another request, ...)."""

    reason = "invalid-request"
    title = "Invalid request"


class VersionRequiredError(ServiceError):
    """An action that names no version."""

    reason = "version-required"
    title = "Name the match version you saw"


class TooManyAttemptsError(ServiceError):
    """Too many failed attempts from this caller: retry after ``retry_after`` seconds."""

    reason = "too-many-attempts"
    title = "Too many attempts"

    def __init__(self, detail: str, *, retry_after: int = 1) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


def lost_race() -> StaleVersionError:
    """Another command was recorded first (the store's unique (match, version) constraint)."""
    return StaleVersionError("another action was recorded first; reload the match and retry")


class UnavailableError(ServiceError):
    """The service cannot answer now (the store is unreachable, or this replica is shutting
    down); nothing was recorded. ``retry_after``: seconds to wait before retrying."""

    reason = "store-unavailable"
    title = "Service unavailable"

    def __init__(self, detail: str, *, retry_after: int = 2, reason: str | None = None) -> None:
        super().__init__(detail, reason=reason)
        self.retry_after = retry_after


class TooManyStreamsError(ServiceError):
    """This token (or, anonymous, this address) holds as many live streams as it may."""

    reason = "too-many-streams"
    title = "Too many live streams"

    def __init__(self, detail: str, *, retry_after: int = 5) -> None:
        super().__init__(detail)
        self.retry_after = retry_after


class StreamsFullError(UnavailableError):
    """This replica holds as many live streams as it may: retry later (or on another)."""

    reason = "streams-full"
    title = "No room for another live stream"

    def __init__(self, detail: str, *, retry_after: int = 5) -> None:
        super().__init__(detail, retry_after=retry_after, reason="streams-full")
