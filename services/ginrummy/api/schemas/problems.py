"""RFC 9457 problem details: the reasons and the body of every 4xx and 5xx reply."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal

from msgspec import Meta, Struct

from ginrummy import core
from ginrummy.api.schemas.matches import Action
from ginrummy.service import errors

PROBLEM_TYPE = "urn:ginrummy:problem:"
# Reasons the HTTP layer gives itself (validation, media type, size, rate limit, ...).
HTTP_REASONS = (
    "validation-failed",
    "unsupported-media-type",
    "too-large",
    "method-not-allowed",
    "precondition-required",
    "rate-limited",
    "internal-error",
    "unavailable",
    "store-unavailable",
    "shutting-down",
)
PROBLEM_TYPES = tuple(PROBLEM_TYPE + r for r in sorted({*errors.REASONS, *HTTP_REASONS}))
if TYPE_CHECKING:
    ProblemType = str
else:
    ProblemType = Annotated[
        Literal[PROBLEM_TYPES],
        Meta(
            description="urn:ginrummy:problem:<reason>; new reasons may be added in later "
            "versions (regenerate your client)"
        ),
    ]


class ProblemError(Struct, kw_only=True):
    """One reason a request was invalid: ``key`` names the field (``version``,
    ``rules.knock_limit``, ``If-Match``, a query parameter), ``source`` where it was."""

    message: str
    key: str
    source: Literal["body", "query", "path", "header", "cookie"] | None = None


class Problem(Struct, kw_only=True, omit_defaults=True):
    """RFC 9457 problem details; ``type`` is ``urn:ginrummy:problem:<reason>``."""

    type: ProblemType
    title: str
    status: int
    detail: str
    instance: str | None = None
    errors: list[ProblemError] | None = None
    legal_actions: list[Action] | None = None
    refusal: (
        Annotated[
            Literal[core.ILLEGAL_ACTION_REASONS],  # type: ignore[valid-type]
            Meta(description="the rule that refused an illegal action (the core's reason)"),
        ]
        | None
    ) = None
    current_version: int | None = None
    player_id: str | None = None
