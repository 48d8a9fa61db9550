"""Server-Sent Events: the parser of a ``text/event-stream`` body (the WHATWG rules)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ServerSentEvent:
    """One dispatched event: its name (``message`` when unnamed), data and id (if sent)."""

    event: str
    data: str
    id: str | None

    def json(self) -> Any:
        return json.loads(self.data)


def iter_sse(lines: Iterable[str]) -> Iterator[ServerSentEvent]:
    """The events of a stream given line by line (without their line endings). Comments
    (keep-alives) are skipped; an event is dispatched at the blank line that ends it."""
    event = ""
    data: list[str] = []
    event_id: str | None = None
    for line in lines:
        if not line:
            if data:
                yield ServerSentEvent(event or "message", "\n".join(data), event_id)
            event, data, event_id = "", [], None
            continue
        if line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            event = value
        elif name == "data":
            data.append(value)
        elif name == "id" and "\0" not in value:
            event_id = value
