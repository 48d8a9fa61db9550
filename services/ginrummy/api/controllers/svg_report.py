"""The OpenAPI description of ``GET /tournaments/{id}/report.svg``: the chart is
``image/svg+xml``, and the same SVG source is ``text/plain`` for a request whose ``Accept``
prefers it. Both are in the contract, so a generator that cannot read ``image/svg+xml``
(openapi-python-client 0.29.1) reads the response as text instead of warning."""

from __future__ import annotations

from dataclasses import dataclass

from litestar.openapi.spec import OpenAPIMediaType, OpenAPIResponse, Operation, Schema
from litestar.openapi.spec.enums import OpenAPIType

SVG = "image/svg+xml"
PLAIN_TEXT = "text/plain"


@dataclass
class SvgOrTextOperation(Operation):
    """The operation Litestar derives, with ``text/plain`` beside ``image/svg+xml`` in its 200
    response (after it: the SVG stays the default and the first media type)."""

    def __post_init__(self) -> None:
        ok = (self.responses or {}).get("200")
        if not isinstance(ok, OpenAPIResponse) or ok.content is None or SVG not in ok.content:
            raise RuntimeError("the SVG report's operation has no image/svg+xml 200 response")
        ok.description = (
            "The chart as SVG; its source as text (`text/plain`) when `Accept` prefers it"
        )
        ok.content[PLAIN_TEXT] = OpenAPIMediaType(schema=Schema(type=OpenAPIType.STRING))
