"""The built-in bots' turns, played inside the command that made them due (:func:`play_bots`)."""

from __future__ import annotations

from ginrummy.service import bots, fairness
from ginrummy.service.match import Match

MAX_BOT_STEPS = 10_000


def play_bots(match: Match) -> None:
    """Each built-in bot to act chooses from its own observation (with a seed drawn here), and
    the match plays its choice, until a player's seat is to act or the match is over."""
    for _ in range(MAX_BOT_STEPS):
        turn = match.bot_to_act()
        if turn is None:
            return
        seat, level = turn
        game = match.game
        assert game is not None
        playouts = match.bot_playouts[seat] if match.bot_playouts is not None else None
        action = bots.choose(level, game.observation(seat), fairness.new_seed(), playouts)
        match.play(seat, action, next_deal_salt=fairness.new_salt)
    raise RuntimeError("bot loop did not terminate")  # pragma: no cover - a bug


def start_with_bots(match: Match) -> None:
    """Starts ``match`` with a fresh seed and deck salt; its bots play their first turns."""
    match.start(fairness.new_seed(), fairness.new_salt(), fairness.new_salt())
    play_bots(match)
