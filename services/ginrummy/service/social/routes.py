"""What each social event notifies, and to whom (the routes of ``notifications``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from uuid import UUID

from ginrummy.service.match.aggregate import Match
from ginrummy.service.social.aggregates import Challenge, Conversation, Friendship, Presence
from ginrummy.service.social.graph import SocialGraph
from ginrummy.service.social.notifications import Note, NotificationRoutes
from ginrummy.service.social.rematch import Rematch

_Friendship: Any = Friendship
_Conversation: Any = Conversation
_Challenge: Any = Challenge
_Presence: Any = Presence
_Rematch: Any = Rematch

# friendship event -> the record type its other player gets
_FRIENDSHIP = {
    "Requested": "friend_request",
    "Accepted": "friend_request_accepted",
    "Declined": "friend_request_declined",
    "Cancelled": "friend_request_cancelled",
    "Unfriended": "unfriended",
}
_CHALLENGE = {
    "Accepted": "challenge_accepted",
    "Declined": "challenge_declined",
    "Cancelled": "challenge_cancelled",
    "Expired": "challenge_expired",
}


def _at(ev: Any) -> str:
    return str(ev.timestamp.isoformat())


def _friendship(kind: str) -> Any:
    def route(ev: Any) -> list[Note]:
        return [(ev.to, {"type": kind, "player_id": ev.by, "at": _at(ev)})]

    return route


def _message(ev: Any) -> list[Note]:
    record = {
        "type": "message",
        "conversation_id": str(ev.originator_id),
        "number": int(ev.number),
        "from": ev.by,
        "to": ev.to,
        "text": ev.text,
        "at": _at(ev),
    }
    # the sender's other pages too (its own copy)
    return [(ev.to, record), (ev.by, record)]


def _message_deleted(ev: Any) -> list[Note]:
    record = {
        "type": "message_deleted",
        "conversation_id": str(ev.originator_id),
        "number": int(ev.number),
        "from": ev.by,
        "at": _at(ev),
    }
    return [(ev.to, record), (ev.by, record)]


def _challenge_issued(ev: Any) -> list[Note]:
    record = {
        "type": "challenge",
        "challenge_id": str(ev.originator_id),
        "from": ev.by,
        "game": ev.game,
        "rules": dict(ev.rules),
        "expires_at": float(ev.expires_at),
        "at": _at(ev),
    }
    return [(ev.to, record)]


def _challenge(kind: str) -> Any:
    def route(ev: Any) -> list[Note]:
        record: dict[str, Any] = {
            "type": kind,
            "challenge_id": str(ev.originator_id),
            "player_id": ev.by,
            "at": _at(ev),
        }
        if kind == "challenge_accepted":
            record["match_id"] = ev.match_id
        if kind == "challenge_declined":
            record["reason"] = ev.reason
        if kind == "challenge_expired":  # both players learn it
            return [(ev.to, record), (ev.by, record)]
        return [(ev.to, record)]

    return route


_REMATCH = {
    "Offered": "rematch_offer",
    "Accepted": "rematch_accepted",
    "Declined": "rematch_declined",
}


def _rematch(kind: str) -> Any:
    def route(ev: Any) -> list[Note]:
        if ev.to.startswith("bot:"):  # a built-in bot has no stream
            return []
        record: dict[str, Any] = {
            "type": kind,
            "match_id": ev.match_id,
            "player_id": ev.by,
            "at": _at(ev),
        }
        if kind == "rematch_accepted":
            record["new_match_id"] = ev.new_match_id
        return [(ev.to, record)]

    return route


def register_social_routes(routes: NotificationRoutes, graph: SocialGraph) -> None:
    """The social events' routes: friend requests, messages, challenges, rematches
    (resumable) and the presence of friends (live only)."""
    for name, kind in _FRIENDSHIP.items():
        routes.register(getattr(_Friendship, name), _friendship(kind))
    routes.register(_Conversation.MessagePosted, _message)
    routes.register(_Conversation.MessageDeleted, _message_deleted)
    routes.register(_Challenge.Issued, _challenge_issued)
    for name, kind in _CHALLENGE.items():
        routes.register(getattr(_Challenge, name), _challenge(kind))
    for name, kind in _REMATCH.items():
        routes.register(getattr(_Rematch, name), _rematch(kind))

    def presence(ev: Any) -> list[Note]:
        record = {
            "type": "presence",
            "player_id": ev.by,
            "online": bool(ev.online),
            "last_seen": float(ev.at),
        }
        return [(friend, record) for friend in sorted(graph.friends_now(ev.by))]

    routes.register(_Presence.StreamOpened, presence, resumable=False)
    routes.register(_Presence.StreamClosed, presence, resumable=False)


#: A player's matches in play in every game: (match id, game), the newest first.
Playing = Callable[[str], list[tuple[str, str]]]


def playing_fields(matches: list[tuple[str, str]]) -> dict[str, Any]:
    """A player's matches in play as a presence tells them: ``playing`` (their ids, the newest
    first, as always) and ``playing_games`` (each one's game)."""
    return {
        "playing": [match_id for match_id, _ in matches],
        "playing_games": dict(matches),
    }


def register_playing_routes(
    routes: NotificationRoutes,
    graph: SocialGraph,
    seated: Callable[[UUID, int], list[str]],
    playing: Playing,
    events: tuple[Any, ...] = (Match.Started, Match.Finished),
) -> None:
    """A friend's matches, live: when a match of a game starts or ends (``events``: its
    classes, Gin's by default), the friends of each player seated in it (``seated``: that
    game's index) get that player's matches in play in every game (``playing``: the live
    streams' indexes of matches, which have folded the batch being routed; the read model
    cannot be asked to catch up from the follower's own thread)."""

    def route(ev: Any) -> list[Note]:
        notes: list[Note] = []
        for player in seated(ev.originator_id, int(ev.originator_version)):
            record = {
                "type": "playing",
                "player_id": player,
                **playing_fields(playing(player)),
                "at": _at(ev),
            }
            notes += [(friend, record) for friend in sorted(graph.friends_now(player))]
        return notes

    for event_class in events:
        routes.register(event_class, route, resumable=False)
