"""Type stub of ``ginrummy._core.rummy``: classic Rummy (2 to 4 seats) as its own submodule.

Actions, what they did, observations and standings are the core's JSON forms as dicts
(``docs/DESIGN.md``, the ``ginrummy-rummy`` crate)."""

from typing import Any, Literal, TypedDict, final

__all__ = [
    "DEFAULT_BUDGET_MS",
    "ILLEGAL_ACTION_REASONS",
    "MAX_SEATS",
    "MIN_SEATS",
    "Match",
    "action_kinds",
    "bot_choose",
    "bot_levels",
    "merge_simulations",
    "options",
    "simulate",
]

MIN_SEATS: int
"""The fewest seats: 2."""
MAX_SEATS: int
"""The most seats: 4."""
DEFAULT_BUDGET_MS: int
"""The expert's default time budget per decision, in milliseconds."""
ILLEGAL_ACTION_REASONS: tuple[str, ...]
"""Rummy's refusal codes (``IllegalActionError.reason``): ``not_your_turn``, ``hand_over``,
``match_over``, ``wrong_phase``, ``not_held``, ``just_taken``, ``pile_empty``,
``invalid_meld``, ``no_such_meld``, ``does_not_fit``, ``not_a_joker``, ``must_discard``,
``only_lay_off``, ``malformed``."""

class _Field(TypedDict):
    name: str
    type: Literal["card", "cards", "joker_stand_ins", "meld_index"]
    required: bool
    secret: dict[str, str] | None
    """``None``, or ``{"from": "others", "until": "deal_end"}``: only the acting seat sees the
    field while the hand is live."""

class _ActionKind(TypedDict):
    name: str
    fields: list[_Field]
    event: str
    records: list[_Field]

def action_kinds() -> list[_ActionKind]:
    """Rummy's action kinds, in the order of the core's ``Action``."""

def bot_levels() -> list[str]:
    """The built-in bot levels, weakest first: ``beginner``, ``easy``, ``medium``,
    ``expert``."""

def bot_choose(
    level: str,
    seed: int,
    options: dict[str, Any],
    observation: dict[str, Any],
    legal_actions: list[dict[str, Any]],
    budget_ms: int = ...,
    playouts: int | None = None,
) -> dict[str, Any]:
    """The action a built-in bot of ``level`` takes from a seat's ``observation`` (as
    ``Match.observation`` gives it, or a seat's view over HTTP: other keys are ignored), its
    ``legal_actions`` and the match's ``options``, its choices drawn from ``seed``: what
    ``Match.bot_action`` takes for the seat to act, for a bot playing away from the match.
    Raises ``ValueError`` for an unreadable observation, action or level,
    ``InvalidRulesError`` for bad options, ``InvalidStateError`` with no legal action."""

def simulate(
    a: str,
    b: str,
    *,
    seats: int,
    deals: int,
    seed: int = 0,
    start: int = 0,
    options: dict[str, Any] | None = None,
    budget_ms: int = ...,
    playouts: int | None = None,
) -> dict[str, Any]:
    """Duplicate play: the deals ``start..start + deals`` of the run seeded ``seed``, each once
    per rotation of the ``seats`` seats, bot ``a`` at one seat and ``b`` at the others:
    ``{"seats", "deals", "hands", "mean", "half_width", "a_wins", "b_wins", "a_rummies",
    "b_rummies", "stalemates", "turns", "sum", "sum_sq"}``, ``mean`` A's points per hand (its
    zero-sum return averaged over each deal's rotations), ``half_width`` half its 95%
    interval (1.96 standard errors over the deals). Raises
    ``ValueError`` for an unknown level, ``InvalidRulesError`` for bad options or seats."""

def merge_simulations(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Two ``simulate`` results of disjoint deals at the same table, together. Raises
    ``InvalidStateError`` for different tables, ``ValueError`` for a dict that is no result."""

def options(seats: int) -> list[dict[str, Any]]:
    """The option table for a table of ``seats`` (2 to 4): ``{"name", "kind", "minimum",
    "maximum" | "choices", "default", "description"}`` per option. Raises
    ``InvalidRulesError`` for another seat count."""

@final
class Match:
    """A match of classic Rummy: hands until a score reaches the target."""

    def __new__(cls, seats: int, seed: int, options: dict[str, Any] | None = None) -> Match:
        """Raises ``InvalidRulesError`` for unknown or out-of-range options or seats."""
    @property
    def seats(self) -> int: ...
    @property
    def to_act(self) -> int | None:
        """The seat to act, ``None`` once the match is over."""
    @property
    def is_over(self) -> bool: ...
    @property
    def first_dealer(self) -> int:
        """The dealer of the first hand, drawn by the match."""
    def legal_actions(self) -> list[dict[str, Any]]:
        """The legal actions of the seat to act, as dicts ``apply`` takes back as they are."""
    def apply(self, action: dict[str, Any]) -> dict[str, Any]:
        """Applies an action for the seat to act; returns what it did. Raises
        ``IllegalActionError`` (with ``reason``) and changes nothing when refused."""
    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see now. Raises ``InvalidStateError`` for a seat not at the
        table."""
    def standings(self) -> dict[str, Any]:
        """``{"scores", "target", "over", "winners"}``."""
    def hands(self) -> list[dict[str, Any]]:
        """The finished hands: ``{"number", "seed", "dealer", "end"}``."""
    def returns(self) -> list[float]:
        """Each seat's zero-sum return."""
    def current_deck(self) -> list[str]:
        """The deck of the hand in play (or the last one), in dealing order (what the service
        commits to when the hand is dealt)."""
    def current_rebuilds(self) -> list[list[str]]:
        """Each stock rebuild of the hand in play so far: the new stock's order, its top first
        (what the service commits to before its first draw)."""
    @property
    def hands_dealt(self) -> int:
        """How many hands have been dealt (grows exactly when a new hand is dealt)."""
    def bot_action(
        self, level: str, seed: int, budget_ms: int = ..., playouts: int | None = None
    ) -> dict[str, Any]:
        """The action a built-in bot of ``level`` takes for the seat to act, from that seat's
        observation and legal actions, its choices drawn from ``seed``; the expert searches for
        ``budget_ms`` or ``playouts`` determinisations (deterministic). Raises
        ``InvalidStateError`` once the match is over, ``ValueError`` for another level."""
    def __deepcopy__(self, memo: Any) -> Match:
        """A private copy."""
