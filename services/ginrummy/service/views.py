"""What one viewer may see: match views and event records filtered for a seat.

Hidden information (RULES.md, "Information each seat may see"): while a deal is live a seat never
sees the opponent's hand (beyond the cards it took from the discard pile), the stock's order, the
card the opponent drew from the stock, the face-down knock discard, or the deal's salt. The match
seed stays secret until the match ends (with it every later deal could be recomputed). Once a
deal ends its cards are public; once the match ends everything is.

A spectator (anyone without a seat in the match: another player or an anonymous caller) sees
what an onlooker at a real table sees, no more: while a deal is live, the event log and the
match's stream show the cards that are face up on the table (the upcard taken, every card
discarded, every card drawn from the discard pile, the knocker's melds and the cards laid off,
a big gin's melds), and never a card in a hand that was not face up, the stock, a card drawn
from the stock, the face-down knock discard, the salt or the seed. The match itself shows a
spectator no ``view`` but ``spectator`` (the core's view of the table: after a knock, the
knocker's melds and deadwood laid out, as the defender sees them). In short, a spectator sees
the cards both seats see.

A tournament's pair game (``Match.reveals_held``) deals the same cards as the other game of its
pair: until both have ended (``RevealsReleased``) each of its deals stays as hidden as a live
deal, and its reveals (the seed, every deal's order and salt) are shown to nobody.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec
from eventsourcing.domain import DomainEventProtocol

from ginrummy import core
from ginrummy.service.games import DEFAULT_GAME
from ginrummy.service.match import ACTIVE, FINISHED, GIN, Match

# Event fields that only the acting seat sees while the event's deal is live (the core's
# table of action kinds says which).
_SEAT_SECRETS = GIN.seat_secrets
# Event fields nobody sees while the event's deal is live.
_DEAL_SECRETS: dict[str, tuple[str, ...]] = {
    "DealStarted": ("salt",),
}
# Event fields nobody sees until the match is over.
_MATCH_SECRETS: dict[str, tuple[str, ...]] = {
    "Started": ("seed", "seed_salt"),
}
# The reveals, which nobody sees while a tournament pair game's reveals are held.
_HELD_SECRETS: dict[str, tuple[str, ...]] = {
    "DealScored": ("order", "salt"),
    "Finished": ("seed", "seed_salt"),
}
_COMMON = {"originator_id", "originator_version", "timestamp", "originator_topic"}


_RENAMED = {
    "Created": "match_created",
    "Joined": "player_joined",
    "Started": "match_started",
    "Finished": "match_finished",
    "Cancelled": "match_cancelled",
}


def snake(name: str) -> str:
    """The public event type: ``DealStarted`` -> ``deal_started``, ``Started`` ->
    ``match_started``."""
    renamed = _RENAMED.get(name)
    if renamed is not None:
        return renamed
    return core.public_event_type(name)


def event_record(
    match: Match,
    ev: DomainEventProtocol[Any],
    viewer: int | None,
) -> dict[str, Any]:
    """One stored event as ``viewer`` (a seat, or ``None`` for anyone else) may see it now."""
    name = type(ev).__name__
    version = ev.originator_version
    deal = match.deal_at(version)
    data = {k: v for k, v in vars(ev).items() if k not in _COMMON}
    if name == "Created":
        data.pop("originator_topic", None)
        data.setdefault("hints", False)  # matches created before the flags existed
        data.setdefault("rated", True)
        if data.get("game") == DEFAULT_GAME:  # as every match before games had names
            data.pop("game")
        for key in ("tournament_id", "move_deadline_ms", "bot_playouts", "deal_limit"):
            if data.get(key) is None:  # an ordinary match: as before time controls
                data.pop(key, None)
        if not data.get("reveals_held"):
            data.pop("reveals_held", None)
    held = match.reveals_held
    finished = match.status == FINISHED and not held
    if not finished:
        for key in _MATCH_SECRETS.get(name, ()):
            data.pop(key, None)
        for key in _HELD_SECRETS.get(name, ()) if held else ():
            data.pop(key, None)
        if deal >= 0 and (held or not match.deal_ended(deal)):
            for key in _DEAL_SECRETS.get(name, ()):
                data.pop(key, None)
            if data.get("seat") != viewer or viewer is None:
                for key in _SEAT_SECRETS.get(name, ()):
                    data.pop(key, None)
    return {
        "version": version,
        "type": snake(name),
        "at": getattr(ev, "timestamp").isoformat(),  # noqa: B009 - not in the protocol
        "deal": deal if deal >= 0 else None,
        "data": _jsonable(data),
    }


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


_decode_obs = msgspec.json.Decoder(dict[str, Any]).decode


def observation_dict(observation: core.Observation) -> dict[str, Any]:
    """``observation.to_dict()`` without the binding's round trip through Python's ``json``."""
    return _decode_obs(observation.to_json())


def game_scores(game: core.Match) -> list[list[int]]:
    """Each game's hand points per seat (Hollywood scores three games at once); public."""
    result = game.result
    if result is not None:
        return [list(g["hand_points"]) for g in result["games"]]
    scores: list[list[int]] = observation_dict(game.observation(0))["game_scores"]
    return scores


def seat_view(match: Match, seat: int, *, with_legal: bool = True) -> msgspec.Raw:
    """The seat's own view of the current deal, as JSON built by the core: its observation, its
    hand's best arrangement and, when the match is active and the seat is to act (and
    ``with_legal``), its legal actions."""
    game = match.game
    assert game is not None
    return msgspec.Raw(game.seat_view_json(seat, with_legal and match.status == ACTIVE))


def spectator_view(match: Match) -> msgspec.Raw | None:
    """The live deal as a spectator sees it (built by the core: only the cards face up on the
    table), while the match is active."""
    game = match.game
    if game is None or match.status != ACTIVE:
        return None
    return msgspec.Raw(game.spectator_view_json())


def match_view(match: Match, viewer: int | None, names: list[str | None]) -> dict[str, Any]:
    """The match as ``viewer`` sees it; ``view`` holds the seat's cards (participants only),
    ``spectator`` the face-up cards (anyone else)."""
    game = match.game
    seats = []
    for seat in match.seats:
        seats.append(
            {
                "seat": seat,
                "player_id": match.players[seat],
                "name": names[seat],
                "bot": match.bots[seat],
            }
        )
    view: dict[str, Any] = {
        "id": str(match.id),
        "game": match.game_name,
        "status": match.status,
        "version": match.version,
        "rules": match.rules,
        "seats": seats,
        "created_by": match.created_by,
        "hints": match.hints,
        "rated": match.rated,
        "created_at": match.created_on.isoformat(),
        "updated_at": match.modified_on.isoformat(),
        "your_seat": viewer,
        "deal": match.deal if match.deal >= 0 else None,
        "dealer": match.dealer if match.deal >= 0 else None,
        "to_act": game.to_act if game is not None and match.status == ACTIVE else None,
        "scores": list(match.scores),
        "moves": match.moves,
        "seed_commitment": match.seed_commitment,
        "deal_commitments": list(match.commitments),
        "winner": match.winner,
        "resigned_by": match.resigned_by,
        "result": match.result,
        "view": seat_view(match, viewer) if game is not None and viewer is not None else None,
        "spectator": spectator_view(match) if viewer is None else None,
        "tournament_id": match.tournament_id,
        "move_deadline_ms": match.move_deadline_ms,
        "deadline_at": _deadline_at(match),
    }
    return view


def _deadline_at(match: Match) -> str | None:
    clock = match.deadline()
    return None if clock is None else datetime.fromtimestamp(clock[2], UTC).isoformat()
