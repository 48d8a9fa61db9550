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
    e.g. the legal actions or the current version). Each kind of refusal declares its reason
    and title on its class line (and, when the caller should retry, the seconds to wait by
    default); a raise may name a finer reason (``reason=``) or another wait (``retry_after=``).
    """

    reason = "bad-request"
    title = "Bad request"
    # seconds to wait before retrying (the ``Retry-After`` header), None: retrying will not help
    default_retry_after: int | None = None

    def __init_subclass__(
        cls, *, reason: str, title: str, retry_after: int | None = None, **kwargs: Any
    ) -> None:
        super().__init_subclass__(**kwargs)
        cls.reason = reason
        cls.title = title
        if retry_after is not None:
            cls.default_retry_after = retry_after

    def __init__(
        self,
        detail: str,
        *,
        reason: str | None = None,
        retry_after: int | None = None,
        **extra: Any,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        if reason is not None:
            self.reason = reason
        self.retry_after = self.default_retry_after if retry_after is None else retry_after
        self.extra = extra


class NotFoundError(ServiceError, reason="not-found", title="Not found"):
    """The match, player, version or deal does not exist."""


class UnauthorizedError(ServiceError, reason="unauthorized", title="Authentication required"):
    """No valid credentials."""


class ForbiddenError(ServiceError, reason="forbidden", title="Not allowed"):
    """Valid credentials, but not allowed here (e.g. no seat in the match)."""


class ConflictError(ServiceError, reason="conflict", title="Conflict with the current state"):
    """The request conflicts with the current state (a taken name, a match not open, ...)."""


class StaleVersionError(
    ConflictError, reason="stale-version", title="The match changed since the version you saw"
):
    """The client named a version the match has moved past."""


class IllegalActionError(ServiceError, reason="illegal-action", title="Illegal action"):
    """The rules do not allow the action now (the core's refusal, from the seat's view)."""


class InvalidRequestError(ServiceError, reason="invalid-request", title="Invalid request"):
    """Well-formed but unacceptable (invalid rules, a key reused for another request, ...)."""


class VersionRequiredError(
    ServiceError, reason="version-required", title="Name the match version you saw"
):
    """An action that names no version."""


class TooManyAttemptsError(
    ServiceError, reason="too-many-attempts", title="Too many attempts", retry_after=1
):
    """Too many failed attempts from this caller: retry after ``retry_after`` seconds."""


def lost_race() -> StaleVersionError:
    """Another command was recorded first (the store's unique (match, version) constraint)."""
    return StaleVersionError("another action was recorded first; reload the match and retry")


class UnavailableError(
    ServiceError, reason="store-unavailable", title="Service unavailable", retry_after=2
):
    """The service cannot answer now (the store is unreachable, or this replica is shutting
    down); nothing was recorded. ``retry_after``: seconds to wait before retrying."""


class TooManyStreamsError(
    ServiceError, reason="too-many-streams", title="Too many live streams", retry_after=5
):
    """This token (or, anonymous, this address) holds as many live streams as it may."""


class StreamsFullError(
    UnavailableError, reason="streams-full", title="No room for another live stream", retry_after=5
):
    """This replica holds as many live streams as it may: retry later (or on another)."""
