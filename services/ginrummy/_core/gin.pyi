"""Type stub of ``ginrummy._core.gin``: Gin as its own submodule of the native module.

Its vocabulary (:func:`action_kinds`), its seat count, and the Gin names of ``ginrummy._core``
(the same objects)."""

from typing import Literal, TypedDict

from ginrummy._core import (
    ILLEGAL_ACTION_REASONS as ILLEGAL_ACTION_REASONS,
)
from ginrummy._core import (
    Action as Action,
)
from ginrummy._core import (
    Bot as Bot,
)
from ginrummy._core import (
    Deal as Deal,
)
from ginrummy._core import (
    Match as Match,
)
from ginrummy._core import (
    Observation as Observation,
)
from ginrummy._core import (
    Rules as Rules,
)
from ginrummy._core import (
    analyze as analyze,
)
from ginrummy._core import (
    analyze_deal as analyze_deal,
)
from ginrummy._core import (
    analyze_match as analyze_match,
)
from ginrummy._core import (
    decision_seed as decision_seed,
)
from ginrummy._core import (
    merge_simulations as merge_simulations,
)
from ginrummy._core import (
    replay_deal_game as replay_deal_game,
)
from ginrummy._core import (
    replay_match_game as replay_match_game,
)
from ginrummy._core import (
    simulate as simulate,
)

__all__ = [
    "ILLEGAL_ACTION_REASONS",
    "SEATS",
    "Action",
    "Bot",
    "Deal",
    "Match",
    "Observation",
    "Rules",
    "action_kinds",
    "analyze",
    "analyze_deal",
    "analyze_match",
    "decision_seed",
    "merge_simulations",
    "replay_deal_game",
    "replay_match_game",
    "simulate",
]

SEATS: int
"""Gin's seat count: 2."""

class _Field(TypedDict):
    name: str
    type: Literal["card", "melds", "meld_index"]
    required: bool
    secret: dict[str, str] | None
    """``None``, or ``{"from": "others", "until": "deal_end"}``: only the acting seat sees the
    field while the deal is live."""

class _ActionKind(TypedDict):
    name: str
    """The action's ``type``."""
    fields: list[_Field]
    """What a seat sends, beside ``type``."""
    event: str
    """The name of the event that records it."""
    records: list[_Field]
    """That event's fields beside ``seat``."""

def action_kinds() -> list[_ActionKind]:
    """Gin's action kinds, in the order of the core's ``Action``."""
