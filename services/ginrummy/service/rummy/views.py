"""What one viewer may see of a Rummy match: the match view and its event log, filtered for a
seat.

Hidden information (``docs/RULES-RUMMY.md``, "Information each seat may see"): while a hand is
live a seat never sees another seat's hand, the stock's order, a card another seat drew from
the stock (the core's table of action kinds marks it secret from the others until the hand
ends), or the hand's salt. The seed stays secret until the match ends (with it every later hand
could be recomputed). Once a hand ends its cards are public (``HandScored``: every hand counted
and the deck); once the match ends everything is. Anyone without a seat sees what every seat
sees: no hand, no stock card.

A tournament's pair game (``reveals_held``) deals the same cards as the other game of its pair:
until both have ended (``RevealsReleased``) each of its hands stays as hidden as a live hand,
and its reveals (the seed, every hand's and stock rebuild's order and salt) are shown to nobody.
"""

from __future__ import annotations

from typing import Any

from eventsourcing.domain import DomainEventProtocol

from ginrummy import core
from ginrummy.service.match.status import ACTIVE, FINISHED
from ginrummy.service.rummy.aggregate import RUMMY, RummyMatch

# Event fields that only the acting seat sees while the event's hand is live.
_SEAT_SECRETS = RUMMY.seat_secrets
# Event fields nobody sees while the event's hand is live.
_HAND_SECRETS: dict[str, tuple[str, ...]] = {"HandDealt": ("salt",), "StockRebuilt": ("salt",)}
# Event fields nobody sees until the match is over.
_MATCH_SECRETS: dict[str, tuple[str, ...]] = {"Started": ("seed", "seed_salt")}
# The reveals, which nobody sees while a tournament pair game's reveals are held.
_HELD_SECRETS: dict[str, tuple[str, ...]] = {
    "HandScored": ("order", "salt", "rebuilds"),
    "Finished": ("seed", "seed_salt"),
}
# What a match's ``Created`` records only for a tournament's game (left out otherwise).
_TOURNAMENT_FIELDS = ("tournament_id", "hand_limit")
_COMMON = {"originator_id", "originator_version", "timestamp", "originator_topic"}

#: The public event type of each stored event class.
EVENT_TYPES: dict[str, str] = {
    "Created": "match_created",
    "Joined": "player_joined",
    "Started": "match_started",
    "HandDealt": "hand_dealt",
    "HandScored": "hand_scored",
    "StockRebuilt": "stock_rebuilt",
    "Cancelled": "match_cancelled",
    "DeadlineMissed": "deadline_missed",
    "Finished": "match_finished",
    "RevealsReleased": "reveals_released",
    **{kind.event: core.public_event_type(kind.event) for kind in RUMMY.action_kinds},
}


def event_record(
    match: RummyMatch, ev: DomainEventProtocol[Any], viewer: int | None
) -> dict[str, Any]:
    """One stored event as ``viewer`` (a seat, or ``None`` for anyone else) may see it now."""
    name = type(ev).__name__
    version = ev.originator_version
    hand = match.hand_at(version)
    data = {k: v for k, v in vars(ev).items() if k not in _COMMON}
    if name == "Created":
        for key in _TOURNAMENT_FIELDS:
            if data.get(key) is None:
                data.pop(key, None)
        if not data.get("reveals_held"):
            data.pop("reveals_held", None)
    held = match.reveals_held
    if match.status != FINISHED or held:
        for key in _MATCH_SECRETS.get(name, ()):
            data.pop(key, None)
        for key in _HELD_SECRETS.get(name, ()) if held else ():
            data.pop(key, None)
        if hand >= 0 and not match.hand_ended(hand):
            for key in _HAND_SECRETS.get(name, ()):
                data.pop(key, None)
            if viewer is None or data.get("seat") != viewer:
                for key in _SEAT_SECRETS.get(name, ()):
                    data[key] = None
    return {
        "version": version,
        "type": EVENT_TYPES[name],
        "at": getattr(ev, "timestamp").isoformat(),  # noqa: B009 - not in the protocol
        "hand": hand if hand >= 0 else None,
        **data,
    }


def observed(match: RummyMatch, seat: int) -> dict[str, Any]:
    """The core's observation of ``seat``; while a tournament pair game's reveals are held,
    without the orders the core shows once a hand is over (its ``deck``, each rebuild's
    ``order``): the other game of the pair deals the same hands."""
    game = match.started_game()
    view: dict[str, Any] = game.observation(seat)
    if match.reveals_held:
        view["deck"] = None
        view["rebuilds"] = [{**r, "order": None} for r in view.get("rebuilds") or []]
    return view


def seat_view(match: RummyMatch, seat: int, *, with_legal: bool = True) -> dict[str, Any] | None:
    """The seat's own view of the hand in play (the core's observation) and, when it is to act
    in an active match (and ``with_legal``), its legal actions as the core lists them."""
    game = match.game
    if game is None:
        return None
    view = observed(match, seat)
    to_act = with_legal and match.status == ACTIVE and game.to_act == seat
    view["legal_actions"] = game.legal_actions() if to_act else []
    return view


# What a seat's observation holds that is the seat's own (its hand) or its turn's.
_SEAT_ONLY = ("seat", "hand", "legal_actions")


def table_view(match: RummyMatch) -> dict[str, Any] | None:
    """The table as anyone may see it (a spectator's view): the core's observation without a
    hand (the other fields are the same from every seat)."""
    if match.game is None:
        return None
    view = observed(match, 0)
    for key in _SEAT_ONLY:
        view.pop(key, None)
    return view


def match_view(match: RummyMatch, viewer: int | None, names: list[str | None]) -> dict[str, Any]:
    """The match as ``viewer`` sees it; ``view`` is the seat's (participants only)."""
    game = match.game
    return {
        "id": str(match.id),
        "game": RUMMY.name,
        "status": str(match.status),
        "version": match.version,
        "options": match.options,
        "seats": [
            {
                "seat": seat,
                "player_id": match.players[seat],
                "name": names[seat],
                "bot": match.bots[seat],
            }
            for seat in match.seats
        ],
        "created_by": match.created_by,
        "created_at": match.created_on.isoformat(),
        "updated_at": match.modified_on.isoformat(),
        "your_seat": viewer,
        "hand": match.hand if match.hand >= 0 else None,
        "dealer": match.dealer if match.hand >= 0 else None,
        "to_act": game.to_act if game is not None and match.status == ACTIVE else None,
        "scores": list(match.scores),
        "moves": match.moves,
        "seed_commitment": match.seed_commitment,
        "hand_commitments": list(match.commitments),
        "rebuild_commitments": list(match.rebuild_commitments),
        "hands": [dict(h) for h in match.ended_hands],
        "standings": match.standings,
        "returns": match.returns,
        "view": seat_view(match, viewer) if viewer is not None else None,
        "move_deadline_ms": match.move_deadline_ms,
        "deadline_at": match.deadline_fields().get("deadline_at"),
        "table": table_view(match),
        "last_move": dict(match.last_move) if match.last_move is not None else None,
        "tournament_id": match.tournament_id,
        "rated": match.rated,
        "hand_limit": match.hand_limit,
        "reveals_held": match.reveals_held,
    }


def match_at_version(
    current: RummyMatch, past: RummyMatch, viewer: int | None, names: list[str | None]
) -> dict[str, Any]:
    """The match as it stood at ``past``'s version, as ``viewer`` (its seat in ``current``, the
    match now; ``None`` for anyone else) may see it now: a seat sees its own view of that
    moment (no legal actions: it is the past). ``seat_hands``: every seat's hand at that moment once
    the hand they belong to has ended now (its cards are public), else ``None``. ``table`` is the
    table of that moment as anyone sees it (melds, pile, card counts): with ``seat_hands`` a
    finished match's replay shows everything as it stood."""
    body = match_view(past, None, names)
    game = past.game
    body["your_seat"] = viewer
    body["seat_hands"] = None
    if game is None:
        return body
    if viewer is not None:
        body["view"] = seat_view(past, viewer, with_legal=False)
    # The core deals a hand as soon as the previous one ends, before the service's
    # HandScored and HandDealt: the cards in hand at a version belong to the last hand dealt.
    in_hand = game.hands_dealt - 1
    if (current.status == FINISHED and not current.reveals_held) or current.hand_ended(in_hand):
        body["seat_hands"] = [game.observation(s)["hand"] for s in past.seats]
    return body
