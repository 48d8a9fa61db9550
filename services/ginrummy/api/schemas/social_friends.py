"""Friends, blocks and social settings (``/players/me/friends``, ``/players/me/blocks``,
``/players/me/social-settings``)."""

from __future__ import annotations

from typing import Literal
from uuid import UUID

import msgspec
from msgspec import Struct

from ginrummy.api.schemas.common import Request

Audience = Literal["everyone", "friends", "nobody"]
FriendshipState = Literal["none", "request_sent", "request_received", "friends"]


class FriendRequestCreate(Request, kw_only=True):
    player_id: UUID


class FriendStatus(Struct, kw_only=True):
    """Where you stand with a player."""

    player_id: str
    friendship: FriendshipState
    blocked: bool


class Friend(Struct, kw_only=True):
    """A friend and its presence: online (it holds an open notifications stream), its last
    seen time, the matches it is playing (in every game, the newest first) and the game of
    each."""

    player_id: str
    name: str | None
    online: bool
    last_seen: str | None
    playing: list[str]
    playing_games: dict[str, str] = msgspec.field(default_factory=dict)


class Contacts(Struct, kw_only=True):
    friends: list[Friend]
    requests_received: list[str]
    requests_sent: list[str]
    blocked: list[str]


class SocialSettingsChange(Request, kw_only=True):
    who_may_write: Audience | None = None
    who_may_challenge: Audience | None = None


class SocialSettingsOut(Struct, kw_only=True):
    """Who may write to you and who may challenge you."""

    who_may_write: Audience
    who_may_challenge: Audience
