"""What a projection hands the read model: the event classes it folds, each with its handler."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

#: A projection's handler of one event class: the decoded event, and the stream keys to wake.
Handler = Callable[[Any, set[str]], None]

#: A projection's handlers, by the event class each folds.
Handlers = Mapping[type[Any], Handler]

# The stream key woken when the lobby's open matches may have changed (created, joined,
# started, cancelled).
LOBBY_KEY = "lobby"
