"""What a Rummy seat must not see, from the server's own state (``hidden_truth``), and the
check of a text against it (``assert_hides``): shared by the hidden-information tests of the
endpoints (``test_api_rummy``) and of the live streams (``test_api_rummy_live_secrets``)."""

from __future__ import annotations

import re
from typing import Any
from uuid import UUID

from litestar import Litestar

from ginrummy.service.rummy.commands import rummy_match

CARD = re.compile(r"(?<![0-9A-Za-z])(?:[A2-9TJQK][cdhs]|X[12])(?![0-9A-Za-z])")
RANKS = "A23456789TJQK"
# A joker's stand-in names a place in a run (which card the joker stands for), not a card
# anyone holds: the table's melds and the lay-offs on offer name them wherever the card is.
STAND_IN = re.compile(r'"(?:stands_for|X[12])":"(?:[A2-9TJQK][cdhs])"')


def deck(jokers: int) -> set[str]:
    return {r + s for r in RANKS for s in "cdhs"} | {f"X{i + 1}" for i in range(jokers)}


def hidden_truth(app: Litestar, match_id: str, seen: set[str]) -> dict[str, Any]:
    """What each seat must not see now, from the server's own state: every card of another
    seat's hand and of the stock, except the names every seat saw face up (``seen``, which
    this call grows: a card on the table, which a joker swap may take back into a hand, and
    a card on the pile, which a seat may take or a rebuild turn into the stock); the hand's
    salt, its rebuilds' salts and the seed. ``spectator``: what no seat holds face up (every
    hand and the stock, less ``seen``)."""
    match = rummy_match(app.state.service.store, UUID(match_id))
    game = match.game
    assert game is not None
    seats = len(match.players)
    obs = [game.observation(s) for s in range(seats)]
    on_table = {c for m in obs[0]["melds"] for c in m["cards"]} | set(obs[0]["pile"])
    hands = [set(o["hand"]) for o in obs]
    stock = deck(int(match.options["jokers"])) - on_table - set().union(*hands)
    assert len(stock) == obs[0]["stock_size"]
    seen |= on_table | {d["card"] for d in obs[0]["discards"]}
    hidden = []
    for seat in range(seats):
        others = set().union(*(hands[s] for s in range(seats) if s != seat))
        hidden.append((others | stock) - seen)
    return {
        "hidden": hidden,
        "spectator": (set().union(*hands) | stock) - seen,
        "salt": match.hand_salt,
        "salts": [match.hand_salt, *match.rebuild_salts] if match.hand_live else [],
        "seed": str(match.seed),
        # the first hand: a later one deals the same names again, and the last one's cards
        # are public once it ended
        "live": match.hand_live and match.hand == 0 and match.status == "active",
        "version": match.version,
        "to_act": game.to_act,
        "rebuilds": len(match.rebuild_orders),
    }


def assert_hides(text: str, secret: set[str], truth: dict[str, Any], named: set[str]) -> None:
    text = STAND_IN.sub("", text)
    leaked = (set(CARD.findall(text)) & secret) - named
    where = [
        text[max(0, m.start() - 300) : m.end()] for m in CARD.finditer(text) if m.group() in leaked
    ]
    assert not leaked, f"leaked {leaked} in {where}"
    assert truth["salt"] not in text, f"the hand's salt in {text}"
    assert truth["seed"] not in text, f"the seed in {text}"
    for salt in truth.get("salts", []):
        assert salt is None or salt not in text, f"a salt in {text}"
