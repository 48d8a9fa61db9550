"""Type stub of the native module built from core_rs/py (checked by mypy.stubtest).

A package of stubs because the module has a submodule per game: ``gin`` (``gin.pyi``) and
``rummy`` (``rummy.pyi``, classic Rummy)."""

from collections.abc import Iterable
from typing import Any, TypeAlias, final

from . import gin as gin
from . import rummy as rummy

__all__ = [
    "ILLEGAL_ACTION_REASONS",
    "Action",
    "Arrangement",
    "Bot",
    "Deal",
    "GinRummyError",
    "Hand",
    "IllegalActionError",
    "InvalidCardsError",
    "InvalidMeldsError",
    "InvalidRulesError",
    "InvalidStateError",
    "Match",
    "Observation",
    "Rules",
    "all_arrangements",
    "analyze",
    "analyze_deal",
    "analyze_match",
    "arrange",
    "best_layoffs",
    "deadwood",
    "deadwood_many",
    "decision_seed",
    "gin",
    "merge_simulations",
    "parse_cards",
    "replay_deal_game",
    "replay_match_game",
    "rummy",
    "simulate",
]

class GinRummyError(Exception): ...
class InvalidCardsError(GinRummyError): ...
class InvalidMeldsError(GinRummyError): ...

class IllegalActionError(GinRummyError):
    """An action the rules do not allow now, or one that does not parse; the state is
    unchanged. ``str(exc)`` is the message (from the acting seat's information only)."""

    reason: str
    """The machine-readable reason, one of ``ILLEGAL_ACTION_REASONS`` (empty only for an
    instance not raised by the core)."""

class InvalidRulesError(GinRummyError): ...
class InvalidStateError(GinRummyError): ...

ILLEGAL_ACTION_REASONS: tuple[str, ...]
"""Every reason code of ``IllegalActionError.reason``: ``not_your_turn``, ``deal_over``,
``match_over``, ``wrong_phase``, ``not_held``, ``just_taken``, ``must_draw_stock``,
``pile_empty``, ``over_knock_limit``, ``invalid_melds``, ``big_gin_off``, ``not_big_gin``,
``no_such_meld``, ``does_not_fit``, ``malformed``, ``no_legal_action``."""

@final
class Hand:
    def __new__(cls, cards: _Cards) -> Hand: ...
    def cards(self) -> list[str]: ...
    def deadwood(self) -> int: ...
    def __len__(self) -> int: ...
    def __contains__(self, card: str, /) -> bool: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Arrangement:
    @property
    def melds(self) -> list[list[str]]: ...
    @property
    def deadwood_cards(self) -> list[str]: ...
    @property
    def deadwood(self) -> int: ...
    @property
    def discard(self) -> str | None: ...

def deadwood(cards: _Cards) -> int: ...
def arrange(cards: _Cards) -> Arrangement: ...
def all_arrangements(cards: _Cards) -> list[Arrangement]: ...
def deadwood_many(hands: Iterable[_Cards]) -> list[int]: ...
def best_layoffs(
    defender: _Cards, knocker_melds: list[_Cards]
) -> tuple[list[tuple[str, int]], Arrangement]: ...
def parse_cards(cards: _Cards) -> list[str]: ...

@final
class Rules:
    def __new__(cls, **options: Any) -> Rules: ...
    @staticmethod
    def from_dict(options: dict[str, Any]) -> Rules: ...
    @staticmethod
    def from_json(text: str) -> Rules: ...
    def to_json(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...
    @staticmethod
    def options() -> list[dict[str, Any]]:
        """Every rule option in field order: ``name``, ``kind`` (``"int"``, ``"bool"`` or
        ``"choice"``), ``minimum``/``maximum`` (ints) or ``choices`` (choices), ``default``,
        ``description``; the ranges are the ones validation enforces."""
    @property
    def knock_limit(self) -> int: ...
    @property
    def variant(self) -> str: ...
    @property
    def oklahoma_spades_double(self) -> bool: ...
    @property
    def gin_bonus(self) -> int: ...
    @property
    def undercut_bonus(self) -> int: ...
    @property
    def big_gin_bonus(self) -> int: ...
    @property
    def big_gin(self) -> bool: ...
    @property
    def stock_exhaustion(self) -> str: ...
    @property
    def target_score(self) -> int: ...
    @property
    def game_bonus(self) -> int: ...
    @property
    def line_bonus(self) -> int: ...
    @property
    def shutout(self) -> bool: ...
    def __eq__(self, other: object, /) -> bool: ...

@final
class Action:
    def __new__(cls, text: str) -> Action: ...
    @staticmethod
    def parse(text: str) -> Action: ...
    @staticmethod
    def from_dict(value: dict[str, Any]) -> Action: ...
    @staticmethod
    def from_json(data: bytes | str) -> Action:
        """The action's JSON form (bytes or text), parsed by the core; ``IllegalActionError``
        (reason ``malformed``) when it is not an action."""
    def to_json(self) -> str: ...
    @property
    def kind(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Observation:
    @staticmethod
    def from_dict(value: dict[str, Any]) -> Observation: ...
    @staticmethod
    def from_json(text: str) -> Observation: ...
    def to_json(self) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...
    def legal_actions(self) -> list[Action]: ...

@final
class Deal:
    def __new__(cls, rules: Rules | None = None, seed: int = 0, dealer: int = 0) -> Deal: ...
    @staticmethod
    def from_deck(deck: list[str], rules: Rules | None = None, dealer: int = 0) -> Deal: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: _ActionLike) -> None: ...
    def resolve(self, action: _ActionLike, seat: int | None = None) -> dict[str, Any]:
        """What ``apply(action)`` would do, without applying it; see ``Match.resolve``."""
    def observation(self, seat: int) -> Observation: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def outcome(self) -> dict[str, Any] | None: ...
    def hand(self, seat: int) -> list[str]: ...
    def stock(self) -> list[str]: ...
    def deck(self) -> list[str]: ...
    def to_json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> Deal: ...
    def __copy__(self) -> Deal: ...
    def __deepcopy__(self, memo: Any) -> Deal: ...

@final
class Match:
    def __new__(cls, rules: Rules | None = None, seed: int = 0) -> Match: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: _ActionLike) -> None: ...
    def check(self, action: _ActionLike) -> str | None:
        """Checks an action without applying it (raises what ``apply`` would); returns the card
        it moves into the hand (``draw_stock``, ``take_upcard``, ``draw_discard``) or None."""
    def resolve(self, action: _ActionLike, seat: int | None = None) -> dict[str, Any]:
        """What ``apply(action)`` would do, without applying it or copying the match: the
        payload of the event that records it. ``{"type": "take_upcard" | "draw_stock" |
        "draw_discard" | "discard", "card": c}``, ``{"type": "pass_upcard" |
        "finish_layoff"}``, ``{"type": "knock", "discard": c, "melds": [[c, ...], ...]}``
        (declared, or the best arrangement: what ``apply`` lays), ``{"type": "big_gin",
        "melds": [...]}``, ``{"type": "lay_off", "card": c, "meld": i}``. Raises exactly
        what ``apply`` would; with ``seat``, ``IllegalActionError`` (reason
        ``not_your_turn``) when it is not that seat's turn."""
    def observation(self, seat: int) -> Observation: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def scores(self) -> tuple[int, int]: ...
    @property
    def result(self) -> dict[str, Any] | None: ...
    def deals(self) -> list[dict[str, Any]]: ...
    def current_deck(self) -> list[str]: ...
    def seat_view_json(self, seat: int, with_legal: bool) -> str:
        """The fields of ``observation(seat)``, then ``arrangement`` (``arrange(hand)`` as a
        dict, ``None`` for an empty hand), ``legal_actions`` (the dicts of
        ``legal_actions()`` when ``with_legal`` and ``seat`` is to act, else ``[]``),
        ``knock_arrangements`` (for each legal knock ``{"discard", "arrangements"}``: every
        way to meld the kept cards within the knock limit, fewest deadwood first) and ``end``
        (what ``deal_end_json`` gives for the current deal once it has ended, else ``None``),
        as one JSON object."""
    def spectator_view_json(self) -> str:
        """The current deal as a spectator sees it (only the cards face up on the table), as
        JSON: ``dealer``, ``phase``, ``to_act``, ``hands`` (``{"seat", "card_count",
        "known"}`` per seat), ``discards``, ``upcard_passed_by``, ``stock_size``,
        ``knock_limit`` and ``knock`` (``{"knocker", "melds", "layoffs"}`` or ``None``)."""
    def deal_end_json(self, number: int) -> str | None:
        """The end of finished deal ``number`` as JSON (``knocker``, ``discard``, ``hands``:
        ``{"seat", "melds", "deadwood_cards", "deadwood", "layoffs"}`` per seat, laid out as
        scored, and ``outcome``); ``None`` when no finished deal has that number."""
    def hand(self, seat: int) -> list[str]:
        """The seat's hand in the current deal, in the order of the observation's ``hand``."""
    @property
    def dealer(self) -> int:
        """The dealer of the current deal (the last one once the match is over)."""
    @property
    def deals_started(self) -> int:
        """Deals dealt so far (finished ones plus the one in play): grows exactly when
        ``current_deck()`` changes."""
    def top_discard(self) -> str | None:
        """The top card of the current deal's face-up discard pile."""
    def to_json(self) -> str: ...
    @staticmethod
    def from_json(text: str) -> Match: ...
    def __copy__(self) -> Match: ...
    def __deepcopy__(self, memo: Any) -> Match: ...

@final
class Bot:
    def __new__(
        cls,
        level: str,
        seed: int = 0,
        budget_ms: int = 50,
        playouts: int | None = None,
        match_aware: bool = True,
    ) -> Bot: ...
    def act(self, observation: Observation | dict[str, Any] | str) -> Action: ...
    @property
    def level(self) -> str: ...
    @property
    def seed(self) -> int: ...
    @property
    def budget_ms(self) -> int: ...
    @property
    def playouts(self) -> int | None: ...
    @property
    def match_aware(self) -> bool: ...
    def last_search(self) -> dict[str, Any]: ...

def merge_simulations(first: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """Two results of ``simulate`` over consecutive chunks of pairs, merged by the core (the
    counts added, the means and intervals recomputed; the first one's ``config`` kept)."""

def replay_match_game(
    a: str | Bot,
    b: str | Bot,
    k: int,
    game: int,
    seed: int = 0,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Game ``game`` (0: A in seat 0; 1: A in seat 1) of match pair ``k`` of ``simulate(a, b,
    matches=..., seed=seed, rules=rules)`` played again exactly: ``match_seed`` (the seed of
    ``Match(rules, match_seed)``, which deals its deals), ``moves`` (``seat``, ``action``),
    ``deals`` and ``result`` of the finished match."""

def replay_deal_game(
    a: str | Bot,
    b: str | Bot,
    k: int,
    game: int,
    seed: int = 0,
    rules: Rules | None = None,
) -> dict[str, Any]:
    """Game ``game`` (0: A in seat 0; 1: A in seat 1) of deal pair ``k`` of ``simulate(a, b,
    deals=..., seed=seed, rules=rules)`` played again exactly: ``deal_seed`` and ``dealer``
    (of the ``Deal`` that deals it), ``moves`` (``seat``, ``action``) and its ``outcome``."""

def simulate(
    a: str | Bot,
    b: str | Bot,
    deals: int | None = None,
    matches: int | None = None,
    seed: int = 0,
    rules: Rules | None = None,
    threads: int = 1,
    start: int = 0,
) -> dict[str, Any]: ...
def analyze(
    observation: Observation | dict[str, Any] | str,
    playouts: int = 200,
    seed: int = 0,
    objective: str = "points",
    action: _ActionLike | None = None,
) -> dict[str, Any]: ...
def analyze_match(
    game: Match, playouts: int = 200, seed: int = 0, objective: str = "points"
) -> dict[str, Any]: ...
def analyze_deal(deal: Deal, playouts: int = 200, seed: int = 0) -> dict[str, Any]: ...
def decision_seed(seed: int, k: int) -> int:
    """The seed with which an analysis seeded ``seed`` analyses the move of index ``k``."""

_Cards: TypeAlias = str | Iterable[str] | Hand
_ActionLike: TypeAlias = Action | str | bytes | dict[str, Any]
