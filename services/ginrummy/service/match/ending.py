"""How a match ended: the result its ``Finished`` event records (:func:`final_result`)."""

from __future__ import annotations

from typing import Any

from ginrummy.service.match.seating import Seating


def final_result(match: Seating) -> tuple[dict[str, Any], int | None]:
    """The result of a match that just ended, and its winning seat (``None``: a draw): a
    forfeit on time, a resignation, a deal-limited game's deals played, or the target reached."""
    game = match.started_game()
    if match.forfeited_by is not None:
        winner = match.sole_other(match.forfeited_by)
        return {
            "reason": "deadline",
            "forfeited": match.forfeited_by,
            "winner": winner,
            "scores": list(game.scores),
        }, winner
    if match.resigned_by is not None:
        winner = match.sole_other(match.resigned_by)
        return {
            "reason": "resignation",
            "resigned": match.resigned_by,
            "winner": winner,
            "scores": list(game.scores),
        }, winner
    if match.deals_done():  # a deal pair's game: its deals' hand points, no match bonus
        scores = list(game.scores)
        leaders = [seat for seat, points in enumerate(scores) if points == max(scores)]
        winner = leaders[0] if len(leaders) == 1 else None
        return {
            "reason": "deals_played",
            "deals": match.deal + 1,
            "winner": winner,
            "scores": scores,
        }, winner
    assert game.result is not None
    result: dict[str, Any] = {"reason": "target_reached", **game.result}
    raw_winner = result.get("winner")
    return result, int(raw_winner) if raw_winner is not None else None
