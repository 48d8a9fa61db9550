"""The social aggregates. Every event names the players it concerns (``by``, ``to``), so the
notifications stream routes an event from the event alone (``notifications``).

| aggregate | id | holds |
|---|---|---|
| :class:`Friendship` | one per pair (UUIDv5 of the sorted pair) | requested, friends, none |
| :class:`Block` | one per ordered pair (blocker, blocked) | blocked or not |
| :class:`SocialSettings` | one per player | who may write to it, who may challenge it |
| :class:`Conversation` | one per pair | its messages (each an event), reads, deletions |
| :class:`MessagingQuota` | one per sender | the flood rules' memory (no text) |
| :class:`MessageReport` | a new UUID | a reported message's copy, for moderators |
| :class:`Challenge` | a new UUID | a challenge: issued, accepted, declined, cancelled, expired |
| :class:`Presence` | one per player | its open notification streams (leases), last seen |
"""

from __future__ import annotations

from typing import Any
from uuid import UUID, uuid5

from eventsourcing.domain import Aggregate, event

from ginrummy.service.identity import NAMESPACE

# Who may write to (or challenge) a player.
EVERYONE = "everyone"
FRIENDS = "friends"
NOBODY = "nobody"
AUDIENCES = (EVERYONE, FRIENDS, NOBODY)


def pair_key(a: str, b: str) -> str:
    low, high = sorted((a, b))
    return f"{low}:{high}"


def friendship_id(a: str, b: str) -> UUID:
    return uuid5(NAMESPACE, f"friendship:{pair_key(a, b)}")


def block_id(blocker: str, blocked: str) -> UUID:
    return uuid5(NAMESPACE, f"block:{blocker}:{blocked}")


def settings_id(player: str) -> UUID:
    return uuid5(NAMESPACE, f"social-settings:{player}")


def conversation_id(a: str, b: str) -> UUID:
    return uuid5(NAMESPACE, f"conversation:{pair_key(a, b)}")


def quota_id(player: str) -> UUID:
    return uuid5(NAMESPACE, f"messaging-quota:{player}")


def presence_id(player: str) -> UUID:
    return uuid5(NAMESPACE, f"presence:{player}")


class Friendship(Aggregate):
    """Two players' friendship: ``none``, ``requested`` (by ``requester``) or ``friends``."""

    @staticmethod
    def create_id(players: list[str]) -> UUID:
        return friendship_id(players[0], players[1])

    @event("Opened")
    def __init__(self, players: list[str]) -> None:
        self.players = sorted(players)
        self.status = "none"
        self.requester: str | None = None

    def other(self, player: str) -> str:
        return self.players[1] if self.players[0] == player else self.players[0]

    @event("Requested")
    def request(self, by: str, to: str) -> None:
        self.status = "requested"
        self.requester = by

    @event("Accepted")
    def accept(self, by: str, to: str) -> None:
        self.status = "friends"
        self.requester = None

    @event("Declined")
    def decline(self, by: str, to: str) -> None:
        self.status = "none"
        self.requester = None

    @event("Cancelled")
    def cancel(self, by: str, to: str) -> None:
        self.status = "none"
        self.requester = None

    @event("Unfriended")
    def unfriend(self, by: str, to: str) -> None:
        self.status = "none"
        self.requester = None


class Block(Aggregate):
    """``blocker`` blocks ``blocked`` (or no longer does)."""

    @staticmethod
    def create_id(blocker: str, blocked: str) -> UUID:
        return block_id(blocker, blocked)

    @event("Opened")
    def __init__(self, blocker: str, blocked: str) -> None:
        self.blocker = blocker
        self.blocked = blocked
        self.active = False

    @event("Blocked")
    def block(self, by: str, whom: str) -> None:
        self.active = True

    @event("Unblocked")
    def unblock(self, by: str, whom: str) -> None:
        self.active = False


class SocialSettings(Aggregate):
    """Who may write to a player and who may challenge it (``everyone``, ``friends``,
    ``nobody``)."""

    @staticmethod
    def create_id(player: str) -> UUID:
        return settings_id(player)

    @event("Opened")
    def __init__(self, player: str) -> None:
        self.player = player
        self.who_may_write = EVERYONE
        self.who_may_challenge = EVERYONE

    @event("Changed")
    def change(self, by: str, who_may_write: str, who_may_challenge: str) -> None:
        self.who_may_write = who_may_write
        self.who_may_challenge = who_may_challenge


class Conversation(Aggregate):
    """Two players' private messages. A message is a ``MessagePosted`` event; deleting one
    records ``MessageDeleted`` (the tombstone) and erases the text of its ``MessagePosted`` in
    the store (``messages.erase``). ``read_upto``: each player's last read message number."""

    @staticmethod
    def create_id(players: list[str]) -> UUID:
        return conversation_id(players[0], players[1])

    @event("Opened")
    def __init__(self, players: list[str]) -> None:
        self.players = sorted(players)
        self.messages: list[dict[str, Any]] = []
        self.read_upto: dict[str, int] = {p: 0 for p in self.players}

    def other(self, player: str) -> str:
        return self.players[1] if self.players[0] == player else self.players[0]

    @event("MessagePosted")
    def post(self, number: int, by: str, to: str, text: str, at: float) -> None:
        self.messages.append(
            {"number": number, "sender": by, "text": text, "at": at, "deleted": False}
        )

    @event("MessageDeleted")
    def delete(self, number: int, by: str, to: str) -> None:
        message = self.messages[number - 1]
        message["text"] = ""
        message["deleted"] = True

    @event("Read")
    def read(self, by: str, upto: int) -> None:
        self.read_upto[by] = upto


class MessagingQuota(Aggregate):
    """A sender's flood memory: the times of its last messages, where its last two are (never
    their text), and the conversations it started on its latest day. Saved with every message
    it sends, so two concurrent messages conflict and the limits hold across replicas."""

    @staticmethod
    def create_id(player: str) -> UUID:
        return quota_id(player)

    @event("Opened")
    def __init__(self, player: str) -> None:
        self.player = player
        self.recent: list[float] = []
        self.last_two: list[list[Any]] = []
        self.day = ""
        self.started_today = 0

    @event("Sent")
    def sent(self, at: float, conversation: str, number: int, day: str, started: bool) -> None:
        self.recent = [*self.recent, at][-10:]
        self.last_two = [*self.last_two, [conversation, number]][-2:]
        if day != self.day:
            self.day = day
            self.started_today = 0
        if started:
            self.started_today += 1


class MessageReport(Aggregate):
    """A reported message, kept for moderators with a copy of its text as reported."""

    @event("Filed")
    def __init__(
        self, by: str, conversation: str, number: int, sender: str, text: str, reason: str
    ) -> None:
        self.by = by
        self.conversation = conversation
        self.number = number
        self.sender = sender
        self.text = text
        self.reason = reason


class Challenge(Aggregate):
    """A challenge to a match: ``pending`` until accepted (``match_id``), declined (with a
    reason), cancelled, or past ``expires_at`` (a Unix time: ``expired`` at once, and an
    ``Expired`` event recorded soon after by ``expiry``)."""

    @event("Issued")
    def __init__(
        self,
        by: str,
        to: str,
        game: str,
        rules: dict[str, Any],
        expires_at: float,
    ) -> None:
        self.challenger = by
        self.challenged = to
        self.game = game
        self.rules = dict(rules)
        self.expires_at = expires_at
        self.state = "pending"
        self.match_id: str | None = None
        self.reason: str | None = None

    def status(self, now: float) -> str:
        if self.state == "pending" and now >= self.expires_at:
            return "expired"
        return self.state

    @event("Accepted")
    def accept(self, by: str, to: str, match_id: str) -> None:
        self.state = "accepted"
        self.match_id = match_id

    @event("Declined")
    def decline(self, by: str, to: str, reason: str) -> None:
        self.state = "declined"
        self.reason = reason

    @event("Cancelled")
    def cancel(self, by: str, to: str) -> None:
        self.state = "cancelled"

    @event("Expired")
    def expire(self, by: str, to: str) -> None:
        """Recorded once the challenge is past ``expires_at`` unanswered (``expiry``): ``by``
        the challenged player, ``to`` the challenger."""
        self.state = "expired"


class Presence(Aggregate):
    """A player's open notification streams, each a lease (until a Unix time: a replica that
    dies leaves its leases to lapse), and when it was last seen. Each event says whether the
    player is online after it (``online``: the presence record its friends get)."""

    @staticmethod
    def create_id(player: str) -> UUID:
        return presence_id(player)

    @event("Opened")
    def __init__(self, player: str) -> None:
        self.player = player
        self.streams: dict[str, float] = {}
        self.last_seen: float | None = None

    def online(self, now: float) -> bool:
        return any(until > now for until in self.streams.values())

    @event("StreamOpened")
    def stream_opened(self, by: str, stream: str, at: float, until: float, online: bool) -> None:
        self.streams = {s: u for s, u in self.streams.items() if u > at}
        self.streams[stream] = until
        self.last_seen = at

    @event("StreamClosed")
    def stream_closed(self, by: str, stream: str, at: float, online: bool) -> None:
        self.streams = {s: u for s, u in self.streams.items() if s != stream and u > at}
        self.last_seen = at
