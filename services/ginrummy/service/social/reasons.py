"""The refusal reasons of the social features (``errors.REASONS`` includes them)."""

SOCIAL_REASONS = (
    "blocked",
    "challenge-expired",
    "challenge-not-found",
    "challenge-not-pending",
    "conversation-not-found",
    "daily-conversation-cap",
    "friend-request-not-found",
    "message-flood",
    "message-not-found",
    "message-repeated",
    "message-too-long",
    "message-empty",
    "not-allowed-by-settings",
    "not-friends",
    "not-a-member",
    "already-friends",
    "already-requested",
    "not-blocked",
    "already-blocked",
    "self-social",
)
