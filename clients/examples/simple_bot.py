"""A complete ginrummy bot: knock or go gin when it can, else keep the hand's deadwood low.

ginrummy-bot --token TOKEN --play clients/examples/simple_bot.py:act --join-open
"""

from __future__ import annotations

from ginrummy_bot import Action
from ginrummy_client.models import Discard, SeatView

RANKS = "A23456789TJQK"


def points(card: str) -> int:
    """A card's deadwood value: ace 1, number cards their number, faces 10."""
    return min(RANKS.index(card[0]) + 1, 10)


def act(view: SeatView) -> Action:
    kinds = {str(a.type_): a for a in view.legal_actions}
    for kind in ("big_gin", "knock", "lay_off", "finish_layoff", "pass_upcard", "draw_stock"):
        if kind in kinds:
            return kinds[kind]
    # Discard the highest card outside the melds of the hand's best arrangement.
    loose = set(view.arrangement.deadwood_cards) if view.arrangement else set(view.hand)
    discards = [a for a in view.legal_actions if isinstance(a, Discard)]
    return max(discards, key=lambda a: (a.card in loose, points(a.card)))
