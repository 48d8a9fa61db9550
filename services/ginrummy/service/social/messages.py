"""Private messages: sending (subject to blocks, the recipient's settings and the flood
rules), reading, marking read, deleting (the text erased from the store), reporting and
exporting.

A message is saved with its sender's :class:`MessagingQuota` in one transaction: two
messages of one sender at once conflict, and the loser is checked again against the winner's
quota (``_ATTEMPTS`` times), so the limits hold across concurrent clients and replicas."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from ginrummy.service.errors import ConflictError, ForbiddenError, NotFoundError
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.replies import Reply
from ginrummy.service.social.aggregates import (
    Conversation,
    MessageReport,
    MessagingQuota,
    conversation_id,
    quota_id,
)
from ginrummy.service.social.erasure import erase_text
from ginrummy.service.social.flood import FloodRules
from ginrummy.service.social.friends import FriendCommands, save
from ginrummy.service.social.graph import SocialGraph

_ATTEMPTS = 8


def message_view(conversation: Conversation, message: dict[str, Any]) -> dict[str, Any]:
    return {
        "number": message["number"],
        "from": message["sender"],
        "to": conversation.other(message["sender"]),
        "text": message["text"],
        "at": datetime.fromtimestamp(message["at"], UTC).isoformat(),
        "deleted": message["deleted"],
    }


class MessageCommands:
    """The private messages' commands and queries."""

    def __init__(
        self,
        store: EventStore,
        commands: IdempotentCommands,
        friends: FriendCommands,
        graph: SocialGraph,
        rules: FloodRules,
    ) -> None:
        self.store = store
        self.commands = commands
        self.friends = friends
        self.graph = graph
        self.rules = rules

    # -- sending --------------------------------------------------------------------------

    def send(self, me: UUID, to: UUID, text: str, now: float | None = None) -> Reply:
        sender, recipient = str(me), self.friends.other_player(me, to)
        kept = self.rules.check_text(text)
        for attempt in range(_ATTEMPTS):
            try:
                return self._send(sender, recipient, kept, now)
            except ConflictError as exc:
                if exc.reason != "conflict" or attempt == _ATTEMPTS - 1:
                    raise
        raise ConflictError("too busy: retry", reason="conflict")  # pragma: no cover

    def _send(self, sender: str, recipient: str, text: str, now: float | None) -> Reply:
        at = time.time() if now is None else now
        day = datetime.fromtimestamp(at, UTC).date().isoformat()
        found = self.store.get(quota_id(sender))
        quota = found if isinstance(found, MessagingQuota) else MessagingQuota(player=sender)
        self.rules.check_burst(quota, at)
        refused = self.graph.may_write(sender, recipient)
        if refused == "blocked":
            raise ForbiddenError("this player does not take your messages", reason="blocked")
        if refused is not None:
            raise ForbiddenError(
                "this player's settings do not let you write", reason="not-allowed-by-settings"
            )
        existing = self.store.get(conversation_id(sender, recipient))
        conversation = (
            existing
            if isinstance(existing, Conversation)
            else Conversation(players=[sender, recipient])
        )
        started = not conversation.messages  # the first message: a new conversation
        self.rules.check_daily(quota, started, day)
        self.rules.check_repeat(text, self._last_two(quota, conversation))
        number = len(conversation.messages) + 1
        conversation.post(number=number, by=sender, to=recipient, text=text, at=at)
        quota.sent(
            at=at, conversation=str(conversation.id), number=number, day=day, started=started
        )
        body = {
            "conversation_id": str(conversation.id),
            **message_view(conversation, conversation.messages[-1]),
        }
        reply = save(self.commands, body, [conversation, quota])
        reply.created = True
        return reply

    def _last_two(self, quota: MessagingQuota, current: Conversation) -> list[str]:
        """The text of the sender's last two messages (read where they are: the quota holds
        no text)."""
        texts: list[str] = []
        for key, number in quota.last_two:
            conversation: Any = current if key == str(current.id) else self.store.get(UUID(key))
            if isinstance(conversation, Conversation) and number <= len(conversation.messages):
                message = conversation.messages[number - 1]
                if not message["deleted"]:
                    texts.append(message["text"])
        return texts

    # -- reading --------------------------------------------------------------------------

    def conversation(self, me: UUID, key: UUID) -> Conversation:
        """The conversation, when the player is one of its two (404 otherwise: no one learns
        that it exists)."""
        found = self.store.get(key)
        if not isinstance(found, Conversation) or str(me) not in found.players:
            raise NotFoundError("no such conversation of yours", reason="conversation-not-found")
        return found

    def messages(self, me: UUID, key: UUID, after: int = 0, limit: int = 100) -> dict[str, Any]:
        """The conversation's messages after number ``after``; the other's messages are hidden
        while the player blocks them; deleted ones show as deleted, without text."""
        conversation = self.conversation(me, key)
        other = conversation.other(str(me))
        hidden = self.graph.is_blocked(str(me), other)
        shown = [
            message_view(conversation, m)
            for m in conversation.messages[after : after + limit]
            if not (hidden and m["sender"] == other)
        ]
        return {
            "conversation_id": str(key),
            "with": other,
            "read_upto": conversation.read_upto.get(str(me), 0),
            "messages": shown,
            "has_more": after + limit < len(conversation.messages),
        }

    def mark_read(self, me: UUID, key: UUID, upto: int) -> Reply:
        conversation = self.conversation(me, key)
        upto = max(0, min(upto, len(conversation.messages)))
        if upto > conversation.read_upto.get(str(me), 0):
            conversation.read(by=str(me), upto=upto)
            save(self.commands, {}, [conversation])
        return Reply({"conversation_id": str(key), "read_upto": conversation.read_upto[str(me)]})

    def list(self, me: UUID) -> dict[str, Any]:
        player = str(me)
        blocked = self.graph.blocked_by(player)
        rows = []
        for row in self.graph.conversations(player):
            other = row.players[1] if row.players[0] == player else row.players[0]
            unread = 0 if other in blocked else row.unread(player)
            rows.append(
                {
                    "conversation_id": row.id,
                    "with": other,
                    "messages": len(row.senders),
                    "unread": unread,
                    "last_at": row.last_at,
                }
            )
        return {"conversations": rows, "unread": sum(r["unread"] for r in rows)}

    # -- deleting, reporting, exporting ---------------------------------------------------

    def delete(self, me: UUID, key: UUID, number: int) -> None:
        """Deletes one of the player's own messages: the tombstone, then the text erased from
        the stored event (``erasure``)."""
        conversation = self.conversation(me, key)
        message = self._message(conversation, number)
        if message["sender"] != str(me):
            raise ForbiddenError("you may delete only your own messages", reason="forbidden")
        if not message["deleted"]:
            conversation.delete(number=number, by=str(me), to=conversation.other(str(me)))
            save(self.commands, {}, [conversation])
        # the version of MessagePosted: Opened is 1, then each message and the others in order
        erase_text(self.store, conversation.id, self._posted_version(conversation, number))

    def _posted_version(self, conversation: Conversation, number: int) -> int:
        for ev in self.store.events(conversation.id):
            if type(ev).__name__ == "MessagePosted" and int(ev.number) == number:
                return int(ev.originator_version)
        raise NotFoundError("no such message", reason="message-not-found")

    def _message(self, conversation: Conversation, number: int) -> dict[str, Any]:
        if not 1 <= number <= len(conversation.messages):
            raise NotFoundError("no such message", reason="message-not-found")
        return conversation.messages[number - 1]

    def report(self, me: UUID, key: UUID, number: int, reason: str) -> Reply:
        """Reports the other player's message: a copy is kept for moderators."""
        conversation = self.conversation(me, key)
        message = self._message(conversation, number)
        if message["sender"] == str(me) or message["deleted"]:
            raise ForbiddenError(
                "you may report another player's message that is still there", reason="forbidden"
            )
        report = MessageReport(
            by=str(me),
            conversation=str(key),
            number=number,
            sender=message["sender"],
            text=message["text"],
            reason=reason.strip()[:500],
        )
        reply = save(self.commands, {"report_id": str(report.id)}, [report])
        reply.created = True
        return reply

    def export(self, me: UUID) -> dict[str, Any]:
        """Every conversation of the player with every message (as it may see them)."""
        player = str(me)
        out = []
        for row in self.graph.conversations(player):
            page = self.messages(me, UUID(row.id), 0, len(row.senders) + 1)
            out.append(
                {"conversation_id": row.id, "with": page["with"], "messages": page["messages"]}
            )
        return {"player_id": player, "conversations": out}
