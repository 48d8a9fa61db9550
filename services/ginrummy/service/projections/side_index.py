"""The matches of each side (:class:`SideIndex`): one owner for every game's table of matches
(Gin's ``match_table``, Rummy's ``rummy_table``), so that a side's matches are found without
reading every match."""

from __future__ import annotations

from collections.abc import Iterable
from uuid import UUID


class SideIndex:
    """The matches of each player (by id) and of each bot level (``bot:<level>``), in the
    order they were seated."""

    def __init__(self) -> None:
        self.player_matches: dict[str, list[UUID]] = {}
        self.bot_matches: dict[str, list[UUID]] = {}

    def created(
        self, match_id: UUID, players: Iterable[str | None], bots: Iterable[str | None]
    ) -> None:
        """A new match: its seated players and its bots' levels (free seats are ``None``);
        a level seated more than once lists the match once."""
        for player in dict.fromkeys(p for p in players if p is not None):
            self.joined(match_id, player)
        for bot in dict.fromkeys(b for b in bots if b is not None):
            self.bot_matches.setdefault(f"bot:{bot}", []).append(match_id)

    def joined(self, match_id: UUID, player: str) -> None:
        matches = self.player_matches.setdefault(player, [])
        if not matches or matches[-1] != match_id:
            matches.append(match_id)

    def of(self, side: str) -> list[UUID]:
        """The matches of ``side``: a player's id, or a bot level's ``bot:<level>``."""
        index = self.bot_matches if side.startswith("bot:") else self.player_matches
        return list(index.get(side, ()))
