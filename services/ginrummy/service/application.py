"""The application: eventsourcing's ``Application`` (recorder, mapper, repository, snapshots,
all chosen by configuration) and the parts of the service built over it.

| part | module | job |
|---|---|---|
| ``store`` | ``persistence.store`` | reads, saves (group commit), snapshots |
| ``cache`` | ``persistence.cache`` | live matches per process, fast-forwarded on read |
| ``commands`` | ``idempotency`` | the unit of work: save once per ``Idempotency-Key`` |
| ``players`` | ``players`` | registration, names |
| ``accounts`` | ``accounts`` | passwords, passkeys, sessions, personal tokens |
| ``matches`` | ``matches.setup`` | create, join, cancel (the ``Match`` aggregate decides) |
| ``seats`` | ``matches.seats`` | a seat plays or resigns; bots answer |
| ``rummy`` | ``rummy.commands`` | classic Rummy: create, join, cancel, act, views, events |
| ``queries`` | ``queries`` | views, events, past versions, reveals, exports |
| ``tournaments`` | ``tournaments`` | bot tournaments: commands, the runner of their games |
| ``analyses`` | ``analysis`` | analyses of finished matches (stored once), hints |
| ``deadlines`` | ``deadlines`` | the clocks of matches under a time control |
| ``social`` | ``social`` | friends, blocks, messages, challenges, notifications |
| ``chats`` | ``chat`` | the tables' chat: the seats' and the spectators' rooms |
| ``rooms`` | ``rooms`` | named rooms: members, their lobby of open matches, their chat |
"""

from __future__ import annotations

from uuid import UUID

from eventsourcing.application import Application
from eventsourcing.domain import Aggregate
from eventsourcing.persistence import JSONTranscoder, Transcoder

from ginrummy.service.accounts.directory import Accounts
from ginrummy.service.analysis import MatchAnalyses
from ginrummy.service.availability import StoreGate
from ginrummy.service.chat.commands import TableChats
from ginrummy.service.config import Settings
from ginrummy.service.deadlines import DeadlineTimers
from ginrummy.service.idempotency import IdempotentCommands
from ginrummy.service.match import Match
from ginrummy.service.matches import MatchContext, MatchSetup, SeatCommands
from ginrummy.service.persistence.cache import MatchCache
from ginrummy.service.persistence.schema import SchemaMigrator
from ginrummy.service.persistence.store import CoreMatchAsJSON, EventStore
from ginrummy.service.persistence.transcoder import MsgspecTranscoder
from ginrummy.service.players import PlayerDirectory
from ginrummy.service.queries import MatchQueries
from ginrummy.service.rooms.commands import RoomCommands
from ginrummy.service.rummy import RummyMatch
from ginrummy.service.rummy.commands import RummyMatches
from ginrummy.service.social.facade import Social, refuse_blocked_join
from ginrummy.service.stored_topics import register_old_topics
from ginrummy.service.tournaments.commands import TournamentCommands
from ginrummy.service.tournaments.threads import TournamentRunner


class GinRummyService(Application[UUID]):
    """The event-sourced game service."""

    name = "ginrummy"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings if settings is not None else Settings.from_env()
        if self.settings.store_kind == "postgresql":
            # the schema at this code's version before eventsourcing's recorders open it
            # (eventsourcing's own table creation is off: persistence.schema)
            SchemaMigrator(self.settings).ensure(
                migrate=self.settings.schema_migrate, timeout=self.settings.schema_wait_seconds
            )
        register_old_topics()  # events stored before their aggregates moved still read
        super().__init__(env=self.settings.store_env())
        self.gate = StoreGate(
            trips=self.settings.store_kind == "postgresql",
            retry_after=self.settings.retry_after,
        )
        self.store = EventStore(
            self, self.settings.snapshot_interval, gate=self.gate, retries=self.settings.db_retries
        )
        self.cache = MatchCache(self.store, self.settings.cache_maxsize)
        self.commands = IdempotentCommands(self.store, self._saved)
        self.players = PlayerDirectory(self.store, self.commands)
        self.accounts = Accounts(self.store, self.commands, self.players)
        context = MatchContext(self.store, self.cache, self.players, self.commands)
        self.matches = MatchSetup(context)
        self.seats = SeatCommands(context)
        self.deadlines = DeadlineTimers(self.store, self.cache)
        self.store.add_listener(self.deadlines.saved)
        self.rummy = RummyMatches(
            self.store, self.cache, self.players, self.commands, self.deadlines
        )
        self.queries = MatchQueries(self.store, self.cache, self.players)
        self.tournament_runner = TournamentRunner(
            self.store,
            self.settings.tournament_workers,
            self.settings.dask_scheduler,
            matches=self.matches,
            cache=self.cache,
            timers=self.deadlines,
            rummy=self.rummy,
        )
        self.tournaments = TournamentCommands(
            self.store, self.tournament_runner, commands=self.commands, players=self.players
        )
        self.analyses = MatchAnalyses(self.store, self.cache, self.settings)
        self.social = Social(self.store, self.commands, self.players, self.settings, self.cache)
        self.matches.refuse_join = refuse_blocked_join(self.social.graph)
        self.chats = TableChats(self.store, self.cache, self.players, self.social.graph.is_blocked)
        self.rooms = RoomCommands(
            self.store, self.commands, self.cache, self.players, self.social.graph.is_blocked
        )
        self.matches.open_in_room = self.rooms.open_match

    def close(self) -> None:
        self.social.close()
        self.tournament_runner.close()
        self.deadlines.close()
        self.analyses.close()
        self.store.close()
        super().close()

    def construct_transcoder(self) -> Transcoder:
        """eventsourcing's JSON format, written and read by msgspec (``transcoder``)."""
        transcoder = MsgspecTranscoder()
        self.register_transcodings(transcoder)
        return transcoder

    def register_transcodings(self, transcoder: JSONTranscoder) -> None:
        super().register_transcodings(transcoder)
        transcoder.register(CoreMatchAsJSON())

    def _saved(self, aggregates: list[Aggregate]) -> None:
        for aggregate in aggregates:
            if isinstance(aggregate, Match):
                self.cache.checkin(aggregate)
            elif isinstance(aggregate, RummyMatch):
                self.rummy.cache.checkin(aggregate)
