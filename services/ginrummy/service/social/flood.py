"""The flood rules of private messages (after lichess's): at most ``burst`` messages in
``window`` seconds, no repeat of one of your last two messages, at most ``daily_new`` new
conversations a day (UTC), and at most ``MAX_CHARS`` characters."""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.service.errors import ConflictError, InvalidRequestError, TooManyAttemptsError
from ginrummy.service.social.aggregates import MessagingQuota

MAX_CHARS = 500


@dataclass(frozen=True)
class FloodRules:
    burst: int = 5
    window: float = 10.0
    daily_new: int = 20

    def check_text(self, text: str) -> str:
        """The text as stored (stripped); 422 when empty or too long."""
        kept = text.strip()
        if not kept:
            raise InvalidRequestError("a message has some text", reason="message-empty")
        if len(kept) > MAX_CHARS:
            raise InvalidRequestError(
                f"a message holds at most {MAX_CHARS} characters ({len(kept)} sent)",
                reason="message-too-long",
            )
        return kept

    def check_burst(self, quota: MessagingQuota, now: float) -> None:
        """429 ``message-flood`` past the burst (checked first, on the sender's quota alone:
        a flood's refusals read nothing else)."""
        recent = [t for t in quota.recent if now - t < self.window]
        if len(recent) >= self.burst:
            wait = max(1, int(self.window - (now - recent[-self.burst])) + 1)
            raise FloodError(
                f"at most {self.burst} messages in {self.window:g} s", retry_after=wait
            )

    def check_daily(self, quota: MessagingQuota, new_conversation: bool, day: str) -> None:
        """429 ``daily-conversation-cap`` past the day's new conversations."""
        started = quota.started_today if quota.day == day else 0
        if new_conversation and started >= self.daily_new:
            raise FloodError(
                f"at most {self.daily_new} new conversations a day",
                reason="daily-conversation-cap",
                retry_after=3600,
            )

    @staticmethod
    def check_repeat(text: str, last_two: list[str]) -> None:
        if text in last_two:
            raise ConflictError(
                "that repeats one of your last two messages", reason="message-repeated"
            )


class FloodError(TooManyAttemptsError, reason="message-flood", title="Too many attempts"):
    """A flood rule refused the message (``reason``: ``message-flood`` or
    ``daily-conversation-cap``): retry after ``retry_after`` seconds."""
