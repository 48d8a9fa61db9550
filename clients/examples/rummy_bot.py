"""A complete Rummy bot: draw (the pile's top when it makes a meld), lay every meld and lay-off
it can, discard the highest card.

ginrummy-bot --token TOKEN --play-rummy clients/examples/rummy_bot.py:act
"""

from __future__ import annotations

from typing import Any

from ginrummy_bot import Action
from ginrummy_client.models import RummySeatView

RANKS = "A23456789TJQK"


def rank(card: str) -> int:
    """A card's place in a suit, ace low (a joker, ``X1``/``X2``, none: -1)."""
    return RANKS.find(card[0]) if card[0] != "X" else -1


def makes_meld(card: str, hand: list[str]) -> bool:
    """Whether ``card`` and two cards of ``hand`` make a set or a run (jokers left out)."""
    if sum(rank(c) == rank(card) for c in hand) >= 2:
        return True
    near = {rank(c) - rank(card) for c in hand if c[1:] == card[1:] and rank(c) >= 0}
    return {-2, -1} <= near or {-1, 1} <= near or {1, 2} <= near


def act(view: RummySeatView) -> Action:
    legal: list[dict[str, Any]] = [a.to_dict() for a in view.legal_actions]
    kinds = {a["type"]: a for a in legal}
    if "draw_discard" in kinds and view.pile and makes_meld(view.pile[-1], view.hand):
        return kinds["draw_discard"]
    # Draw from the stock, else lay a meld, else lay off, one action at a time: the runner
    # asks again on the view each action returns.
    for kind in ("draw_stock", "meld", "lay_off"):
        if kind in kinds:
            return kinds[kind]
    # Discard the highest card, a joker last.
    discards = [a for a in legal if a["type"] == "discard"]
    if not discards:  # only joker swaps are left
        return legal[0]
    return max(discards, key=lambda a: (rank(a["card"]) >= 0, rank(a["card"])))
