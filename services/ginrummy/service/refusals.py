"""Actions from their JSON form to the core, and refusals written from the seat's view."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import msgspec

from ginrummy import core

_CARD = re.compile(r"\b[A2-9TJQK][cdhs]\b")
_ONE_CARD = re.compile(r"^[A2-9TJQK][cdhs]\Z")
_BARE_ACTIONS = frozenset(
    {"take_upcard", "pass_upcard", "draw_stock", "draw_discard", "big_gin", "finish_layoff"}
)
_decode_obs = msgspec.json.Decoder(dict[str, Any]).decode


def observation_dict(observation: core.Observation) -> dict[str, Any]:
    """``observation.to_dict()`` without the binding's round trip through Python's ``json``."""
    return _decode_obs(observation.to_json())


def _is_card(value: Any) -> bool:
    return isinstance(value, str) and _ONE_CARD.match(value) is not None


def action_from(requested: Mapping[str, Any]) -> core.Action:
    """The core action of a request dict: well-formed common shapes through the action's
    text form (no JSON round trip in the binding), anything else through ``from_dict``."""
    kind = requested.get("type")
    rest = {k: v for k, v in requested.items() if k != "type" and v is not None}
    if kind in _BARE_ACTIONS and not rest:
        return core.Action(str(kind))
    if kind == "discard" and rest.keys() == {"card"} and _is_card(rest["card"]):
        return core.Action(f"discard {rest['card']}")
    if kind == "knock" and rest.keys() == {"discard"} and _is_card(rest["discard"]):
        return core.Action(f"knock {rest['discard']}")
    if kind == "lay_off" and rest.keys() == {"card", "meld"} and _is_card(rest["card"]):
        meld = rest["meld"]
        if type(meld) is int and 0 <= meld <= 99:
            return core.Action(f"lay_off {rest['card']} {meld}")
    return core.Action.from_dict(dict(requested))


def action_dict(action: core.Action) -> dict[str, Any]:
    """An action's JSON form, from its documented text form: cheaper than ``to_dict()``."""
    kind, _, rest = str(action).partition(" ")
    if not rest:
        return {"type": kind}
    if kind == "discard":
        return {"type": kind, "card": rest}
    if kind == "knock" and " " not in rest:
        return {"type": kind, "discard": rest}
    if kind == "lay_off":
        card, _, meld = rest.partition(" ")
        return {"type": kind, "card": card, "meld": int(meld)}
    converted: dict[str, Any] = action.to_dict()
    return converted


def _visible_cards(obs: core.Observation) -> set[str]:
    d = observation_dict(obs)
    seen = set(d.get("hand") or [])
    seen.update(x["card"] for x in d.get("discards") or [])
    seen.update(d.get("opponent_known") or [])
    knock = d.get("knock") or {}
    for meld in knock.get("melds") or []:
        seen.update(meld)
    seen.update(knock.get("deadwood_cards") or [])
    return seen


def own_words(exc: Exception, obs: core.Observation) -> str:
    """The core's message, unless it names a card the seat cannot see (then a generic one)."""
    message = str(exc)
    if set(_CARD.findall(message)) - _visible_cards(obs):
        return "the action is not allowed in this state"
    return message


def explain(action: core.Action, exc: Exception, obs: core.Observation) -> str:
    """A precise reason for an illegal action, from what the seat can see."""
    before = observation_dict(obs)
    spec = action.to_dict()
    phase = before.get("phase")
    kind = action.kind
    hand = set(before.get("hand") or [])
    expected = {
        "upcard_offer": "take_upcard or pass_upcard",
        "draw": "draw_stock or draw_discard",
        "discard": "discard, knock or big_gin",
        "layoff": "lay_off or finish_layoff",
    }.get(str(phase))
    phase_kinds = {
        "upcard_offer": {"take_upcard", "pass_upcard"},
        "draw": {"draw_stock", "draw_discard"},
        "discard": {"discard", "knock", "big_gin"},
        "layoff": {"lay_off", "finish_layoff"},
    }.get(str(phase), set())
    if kind not in phase_kinds and expected is not None:
        return f"{kind} is not allowed in the {phase} phase; expected {expected}"
    card = spec.get("card") or spec.get("discard")
    if card is not None and card not in hand:
        return f"you do not hold {card}"
    if card is not None and before.get("taken_card") == card:
        return f"{card} was just taken from the discard pile and cannot be discarded this turn"
    if kind == "draw_discard" and before.get("upcard_passed_by") and phase == "draw":
        return "after both players pass the upcard the first draw must be from the stock"
    return own_words(exc, obs)
