"""`Match.spectator_view_json`: a spectator sees only the cards face up on the table.

Random matches: at every position the spectator's view names no card but those of the discard
history and the knock's melds, deadwood and lay-offs (never a card in a hand that did not come
face up from the pile or was laid out by a knock, the stock, a card drawn from it, or the knock's
face-down discard), and its counts and the knock agree with the seats' own observations.
"""

from __future__ import annotations

import json
import random
import re
from typing import Any

from tests.core.test_seat_view import choose

from ginrummy import core

CARD = re.compile(r'"([A2-9TJQK][cdhs])"')


def check_spectator(game: core.Match) -> None:
    view: dict[str, Any] = json.loads(game.spectator_view_json())
    observations = [game.observation(s).to_dict() for s in range(len(view["hands"]))]
    public = {d["card"] for d in view["discards"]}
    knock = view["knock"]
    if knock is not None:
        public |= {c for meld in knock["melds"] for c in meld}
        public |= {lay["card"] for lay in knock["layoffs"]}
        # the knocker's hand lies face up: its deadwood as both seats see it
        public |= set(knock["deadwood_cards"])
        for seen in observations:
            assert knock["knocker"] == seen["knock"]["knocker"]
            assert knock["melds"] == seen["knock"]["melds"]
            assert knock["deadwood_cards"] == seen["knock"]["deadwood_cards"]
            assert knock["deadwood"] == seen["knock"]["deadwood"]
    shown = set(CARD.findall(json.dumps(view)))
    assert shown <= public, shown - public
    assert view["discards"] == observations[0]["discards"]
    assert view["stock_size"] == observations[0]["stock_size"]
    assert view["to_act"] == observations[0]["to_act"]
    for seat, hand in enumerate(view["hands"]):
        assert hand["seat"] == seat
        assert hand["card_count"] == len(game.hand(seat))
        taken = {d["card"] for d in view["discards"] if d["taken_by"] == seat}
        assert set(hand["known"]) == taken & set(game.hand(seat))


def test_a_spectator_sees_only_face_up_cards() -> None:
    rng = random.Random(19)
    positions, knocks = 0, 0
    seed = 0
    while positions < 3_000:
        game = core.Match(core.Rules(target_score=30), seed=seed)
        while not game.is_over and positions < 3_000:
            check_spectator(game)
            knocks += json.loads(game.spectator_view_json())["knock"] is not None
            positions += 1
            game.apply(choose(game, rng))
        seed += 1
    assert knocks > 0  # lay-off phases were seen


def test_finished_deals_end_as_scored() -> None:
    from tests.core.test_seat_view import check_deal_end

    rng = random.Random(7)
    game = core.Match(core.Rules(target_score=60), seed=11)
    while not game.is_over:
        game.apply(choose(game, rng))
    records = game.deals()
    assert records
    for record in records:
        text = game.deal_end_json(record["number"])
        assert text is not None
        end = json.loads(text)
        assert end["outcome"] == record["outcome"]
        check_deal_end(end)
    assert game.deal_end_json(len(records) + 5) is None
