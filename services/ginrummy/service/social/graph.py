"""The social graph's read side: who is whose friend, who blocks whom, who may write to or
challenge whom, and each player's conversations with their unread counts.

Two kinds of answers. The checks a command makes (:meth:`SocialGraph.is_blocked`,
:meth:`SocialGraph.are_friends`, :meth:`SocialGraph.may_write`, :meth:`SocialGraph.may_challenge`)
read the aggregates themselves (one or two reads by derived id): they are never behind, on any
replica. The lists (:meth:`SocialGraph.friends_of`, requests, conversations) come from
:class:`SocialProjection`, folded from the log by every process (``ReadModel.observers``); each
query first catches up with the log, so a player reads its own writes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from eventsourcing.utils import get_topic

from ginrummy.service.persistence.store import EventStore
from ginrummy.service.social.aggregates import (
    EVERYONE,
    FRIENDS,
    Block,
    Challenge,
    Conversation,
    Friendship,
    SocialSettings,
    block_id,
    friendship_id,
    settings_id,
)

# The aggregates' event classes (made by eventsourcing's ``@event``, which mypy cannot see).
_Friendship: Any = Friendship
_Block: Any = Block
_Conversation: Any = Conversation
_Challenge: Any = Challenge


@dataclass
class ConversationRow:
    """What the lists need of a conversation (no text): who sent each message, which are
    deleted, each player's last read message, when the last one was sent."""

    id: str
    players: list[str]
    senders: list[str] = field(default_factory=list)
    deleted: set[int] = field(default_factory=set)
    read_upto: dict[str, int] = field(default_factory=dict)
    last_at: str | None = None

    def unread(self, player: str) -> int:
        upto = self.read_upto.get(player, 0)
        return sum(
            1
            for number, sender in enumerate(self.senders, start=1)
            if number > upto and sender != player and number not in self.deleted
        )


class SocialProjection:
    """The lists, folded from the social events of the log (in log order, by the follower)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.friends: dict[str, set[str]] = {}
        self.requests_in: dict[str, set[str]] = {}
        self.requests_out: dict[str, set[str]] = {}
        self.blocks: dict[str, set[str]] = {}
        self.conversations: dict[str, ConversationRow] = {}
        self.conversations_of: dict[str, set[str]] = {}
        self.challenges_of: dict[str, list[str]] = {}
        # the pending challenges: id -> when it expires
        self.expiring: dict[str, float] = {}
        self.catch_up: Callable[[], None] = lambda: None

    def observers(self) -> dict[str, Callable[[Any], None]]:
        """The callbacks for ``ReadModel.observers``: topic -> fold."""
        folds: dict[Any, Callable[[Any], None]] = {
            _Friendship.Requested: self._requested,
            _Friendship.Accepted: self._accepted,
            _Friendship.Declined: self._request_ended,
            _Friendship.Cancelled: self._request_ended,
            _Friendship.Unfriended: self._unfriended,
            _Block.Blocked: self._blocked,
            _Block.Unblocked: self._unblocked,
            _Conversation.Opened: self._conversation_opened,
            _Conversation.MessagePosted: self._posted,
            _Conversation.MessageDeleted: self._deleted,
            _Conversation.Read: self._read,
            _Challenge.Issued: self._challenge_issued,
            _Challenge.Accepted: self._challenge_ended,
            _Challenge.Declined: self._challenge_ended,
            _Challenge.Cancelled: self._challenge_ended,
            _Challenge.Expired: self._challenge_ended,
        }
        return {get_topic(cls): self._locked(fold) for cls, fold in folds.items()}

    def _locked(self, fold: Callable[[Any], None]) -> Callable[[Any], None]:
        def folded(ev: Any) -> None:
            with self.lock:
                fold(ev)

        return folded

    def _requested(self, ev: Any) -> None:
        self.requests_out.setdefault(ev.by, set()).add(ev.to)
        self.requests_in.setdefault(ev.to, set()).add(ev.by)

    def _drop_request(self, a: str, b: str) -> None:
        for x, y in ((a, b), (b, a)):
            self.requests_out.get(x, set()).discard(y)
            self.requests_in.get(y, set()).discard(x)

    def _accepted(self, ev: Any) -> None:
        self._drop_request(ev.by, ev.to)
        self.friends.setdefault(ev.by, set()).add(ev.to)
        self.friends.setdefault(ev.to, set()).add(ev.by)

    def _request_ended(self, ev: Any) -> None:
        self._drop_request(ev.by, ev.to)

    def _unfriended(self, ev: Any) -> None:
        self.friends.get(ev.by, set()).discard(ev.to)
        self.friends.get(ev.to, set()).discard(ev.by)

    def _blocked(self, ev: Any) -> None:
        self.blocks.setdefault(ev.by, set()).add(ev.whom)

    def _unblocked(self, ev: Any) -> None:
        self.blocks.get(ev.by, set()).discard(ev.whom)

    def _conversation_opened(self, ev: Any) -> None:
        key = str(ev.originator_id)
        players = sorted(ev.players)
        self.conversations[key] = ConversationRow(key, players, read_upto=dict.fromkeys(players, 0))
        for player in players:
            self.conversations_of.setdefault(player, set()).add(key)

    def _posted(self, ev: Any) -> None:
        row = self.conversations.get(str(ev.originator_id))
        if row is not None:
            row.senders.append(ev.by)
            row.last_at = ev.timestamp.isoformat()

    def _deleted(self, ev: Any) -> None:
        row = self.conversations.get(str(ev.originator_id))
        if row is not None:
            row.deleted.add(int(ev.number))

    def _read(self, ev: Any) -> None:
        row = self.conversations.get(str(ev.originator_id))
        if row is not None:
            row.read_upto[ev.by] = int(ev.upto)

    def _challenge_issued(self, ev: Any) -> None:
        for player in (ev.by, ev.to):
            self.challenges_of.setdefault(player, []).append(str(ev.originator_id))
        self.expiring[str(ev.originator_id)] = float(ev.expires_at)

    def _challenge_ended(self, ev: Any) -> None:
        self.expiring.pop(str(ev.originator_id), None)


class SocialGraph:
    """The social graph's queries: for the social commands, and for other parts (table chat,
    rooms, matches) that must honour blocks and settings."""

    def __init__(self, store: EventStore, projection: SocialProjection | None = None) -> None:
        self.store = store
        self.projection = projection if projection is not None else SocialProjection()

    # -- consistent checks (read the aggregates) -----------------------------------------

    def is_blocked(self, blocker: str, blocked: str) -> bool:
        """Whether ``blocker`` blocks ``blocked`` now."""
        found = self.store.get(block_id(str(blocker), str(blocked)))
        return isinstance(found, Block) and found.active

    def blocked_either_way(self, a: str, b: str) -> bool:
        return self.is_blocked(a, b) or self.is_blocked(b, a)

    def are_friends(self, a: str, b: str) -> bool:
        found = self.store.get(friendship_id(str(a), str(b)))
        return isinstance(found, Friendship) and found.status == "friends"

    def settings(self, player: str) -> SocialSettings:
        """The player's settings (the defaults, not saved, when it has changed none)."""
        found = self.store.get(settings_id(str(player)))
        if isinstance(found, SocialSettings):
            return found
        return SocialSettings(player=str(player))

    def may_write(self, sender: str, recipient: str) -> str | None:
        """``None`` when ``sender`` may write to ``recipient`` now, else the refusal's
        reason (``blocked``, ``not-allowed-by-settings``)."""
        if self.is_blocked(recipient, sender):
            return "blocked"
        return self._audience(self.settings(recipient).who_may_write, sender, recipient)

    def may_challenge(self, challenger: str, challenged: str) -> str | None:
        """As :meth:`may_write`, for a challenge (``who_may_challenge``)."""
        if self.is_blocked(challenged, challenger):
            return "blocked"
        audience = self.settings(challenged).who_may_challenge
        return self._audience(audience, challenger, challenged)

    def _audience(self, audience: str, sender: str, recipient: str) -> str | None:
        if audience == EVERYONE:
            return None
        if audience == FRIENDS and self.are_friends(sender, recipient):
            return None
        return "not-allowed-by-settings"

    # -- lists (the projection, caught up first) ------------------------------------------

    def friends_of(self, player: str) -> list[str]:
        """The player's friends (player ids), sorted."""
        return sorted(self._read(lambda p: p.friends.get(str(player), set())))

    def friends_now(self, player: str) -> set[str]:
        """The player's friends as the projection has them now (no catching up: for the
        live fan-out, which runs in the follower)."""
        with self.projection.lock:
            return set(self.projection.friends.get(str(player), set()))

    def blocked_by(self, player: str) -> set[str]:
        """The players ``player`` blocks (whose messages are hidden from it everywhere)."""
        return set(self._read(lambda p: p.blocks.get(str(player), set())))

    def requests(self, player: str) -> tuple[list[str], list[str]]:
        """The friend requests to the player and from it (player ids)."""
        incoming = sorted(self._read(lambda p: p.requests_in.get(str(player), set())))
        outgoing = sorted(self._read(lambda p: p.requests_out.get(str(player), set())))
        return incoming, outgoing

    def conversations(self, player: str) -> list[ConversationRow]:
        """The player's conversations, the latest first (copies)."""

        def rows(p: SocialProjection) -> list[ConversationRow]:
            keys = p.conversations_of.get(str(player), set())
            return [
                ConversationRow(
                    r.id,
                    list(r.players),
                    list(r.senders),
                    set(r.deleted),
                    dict(r.read_upto),
                    r.last_at,
                )
                for r in (p.conversations[k] for k in keys)
                if r.senders
            ]

        found: list[ConversationRow] = self._read(rows)
        found.sort(key=lambda r: r.last_at or "", reverse=True)
        return found

    def challenges_of(self, player: str) -> list[str]:
        """The ids of the challenges the player issued or received, newest last."""
        return list(self._read(lambda p: p.challenges_of.get(str(player), [])))

    def challenges_due(self, now: float, catch_up: bool = True) -> list[str]:
        """The ids of the pending challenges past their expiry at ``now``, the earliest
        first; without ``catch_up``, as the projection has them now (the sweeper: the
        follower keeps it current, and an idle sweep then reads nothing from the store)."""
        if catch_up:
            self.projection.catch_up()
        with self.projection.lock:
            due = [(at, k) for k, at in self.projection.expiring.items() if at <= now]
        return [key for _, key in sorted(due)]

    def _read(self, pick: Callable[[SocialProjection], Any]) -> Any:
        self.projection.catch_up()
        with self.projection.lock:
            found = pick(self.projection)
            return list(found) if isinstance(found, set | list) else found
