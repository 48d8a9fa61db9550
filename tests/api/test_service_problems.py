"""Every kind of service refusal, as the API serves it: the problem's type, status, title and
Retry-After (pinned: a client reads them; changing one is a contract change)."""

from __future__ import annotations

import pytest

from ginrummy.api.problems import PROBLEM_TYPE, from_service_error
from ginrummy.service import errors
from ginrummy.service.chat.aggregate import ChatFloodError
from ginrummy.service.errors import ServiceError
from ginrummy.service.social.flood import FloodError

# kind: (reason, status, title, Retry-After)
SERVED: dict[type[ServiceError], tuple[str, int, str, str | None]] = {
    errors.ServiceError: ("bad-request", 400, "Bad request", None),
    errors.NotFoundError: ("not-found", 404, "Not found", None),
    errors.UnauthorizedError: ("unauthorized", 401, "Authentication required", None),
    errors.ForbiddenError: ("forbidden", 403, "Not allowed", None),
    errors.ConflictError: ("conflict", 409, "Conflict with the current state", None),
    errors.StaleVersionError: (
        "stale-version",
        409,
        "The match changed since the version you saw",
        None,
    ),
    errors.IllegalActionError: ("illegal-action", 422, "Illegal action", None),
    errors.InvalidRequestError: ("invalid-request", 422, "Invalid request", None),
    errors.VersionRequiredError: ("version-required", 428, "Name the match version you saw", None),
    errors.TooManyAttemptsError: ("too-many-attempts", 429, "Too many attempts", "1"),
    errors.UnavailableError: ("store-unavailable", 503, "Service unavailable", "2"),
    errors.TooManyStreamsError: ("too-many-streams", 429, "Too many live streams", "5"),
    errors.StreamsFullError: ("streams-full", 503, "No room for another live stream", "5"),
    FloodError: ("message-flood", 429, "Too many attempts", "1"),
    ChatFloodError: ("chat-flood", 429, "Too many chat lines", "1"),
}


def _kinds(kind: type[ServiceError]) -> set[type[ServiceError]]:
    found = {kind}
    for sub in kind.__subclasses__():
        found |= _kinds(sub)
    return found


def test_every_kind_of_refusal_is_pinned() -> None:
    assert _kinds(ServiceError) == set(SERVED)


@pytest.mark.parametrize("kind", list(SERVED), ids=lambda kind: kind.__name__)
def test_a_refusal_is_served_as_pinned(kind: type[ServiceError]) -> None:
    reason, status, title, retry_after = SERVED[kind]
    served = from_service_error(kind("what was wrong"))
    assert served.type_ == PROBLEM_TYPE + reason
    assert served.status_code == status
    assert served.title == title
    assert served.detail == "what was wrong"
    assert (served.headers or {}).get("Retry-After") == retry_after
    assert ("WWW-Authenticate" in (served.headers or {})) == (status == 401)


@pytest.mark.parametrize("kind", list(SERVED), ids=lambda kind: kind.__name__)
def test_a_raise_may_name_a_finer_reason_and_its_own_wait(kind: type[ServiceError]) -> None:
    served = from_service_error(kind("no such deal", reason="deal-not-found", retry_after=7))
    assert served.type_ == PROBLEM_TYPE + "deal-not-found"
    assert served.status_code == SERVED[kind][1]
    assert served.title == SERVED[kind][2]
    assert (served.headers or {}).get("Retry-After") == "7"


def test_extra_fields_travel_with_the_problem() -> None:
    served = from_service_error(errors.StaleVersionError("moved on", current_version=4))
    assert served.extra == {"current_version": 4}
