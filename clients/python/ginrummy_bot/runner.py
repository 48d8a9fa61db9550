"""The bot runner: plays a player's matches through the generated client, on its live stream.

A bot is one function ``act(view) -> action``: ``view`` is the seat's
:class:`ginrummy_client.models.SeatView` (hand, discards, scores, ``legal_actions``, ...), and
the action is one of its ``legal_actions`` (or a request body of ``POST .../actions``, or its
dict). A Rummy bot is another function, ``rummy_act(view) -> action`` (``Runner(...,
rummy_act=...)``, ``ginrummy-bot --play-rummy``): ``view`` is a
:class:`ginrummy_client.models.RummySeatView` and the action one of its ``legal_actions`` (or
its dict), sent as it was offered. A Rummy turn is several actions (a draw, any melds and
lay-offs, a discard): ``rummy_act`` is asked once per action, each time on the view the last
one returned. The runner does everything else:

- it listens to ``GET /players/me/events/stream`` and takes a turn on each ``your_turn``; a
  dropped stream is resumed with ``Last-Event-ID`` (the server announces every pending turn
  again on each connection, so no turn is missed);
- a turn reads the match, asks ``act`` on that view and sends the answer with that view's
  version (``If-Match`` and ``version``): the server applies it only if nothing changed since;
  an action is never sent on a view other than the one it was decided from;
- a request that fails in the network (or with 502/503/504) is sent again, the same request
  with the same ``Idempotency-Key`` (a replay writes nothing), until ``retry_seconds`` run out;
- 429: waits as ``Retry-After`` says, then sends the same request again;
- 409 (the match changed under the turn): reads it again and, if it is still the bot's turn,
  asks ``act`` again on the new view and sends that, once;
- a match's game is learnt from its events on the stream (a Rummy event has ``game:
  "rummy"``); a turn of a match not seen yet reads ``GET /matches/{id}``, and on its 404 naming
  ``/rummy/matches`` plays it as Rummy (the answer is kept);
- ``join_open``: joins open matches of other players (``join_from``: only theirs);
  ``create_open``: keeps that many matches of its own open or in play; both in the lobby of
  ``game`` (``lobby``): Gin's (created with ``rules``) or Rummy's (created with ``seats``, the
  runner's first and the others open, and ``options``).
"""

from __future__ import annotations

import contextlib
import email.utils
import json
import logging
import threading
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

import httpx

from ginrummy_bot.lobby import GameLobby, lobby_of
from ginrummy_bot.sse import ServerSentEvent, iter_sse
from ginrummy_client import AuthenticatedClient
from ginrummy_client.api.matches import get_match, play_action
from ginrummy_client.api.players import get_my_profile
from ginrummy_client.api.rummy import get_rummy_match, play_rummy_action
from ginrummy_client.models import (
    BigGin,
    Discard,
    DrawDiscard,
    DrawStock,
    FinishLayoff,
    Knock,
    LayOff,
    Match,
    MatchStatus,
    PassUpcard,
    Player,
    Resign,
    RummyActionRequest,
    RummyMatch,
    RummySeatView,
    SeatView,
    TakeUpcard,
)
from ginrummy_client.types import Response

log = logging.getLogger("ginrummy_bot")

T = TypeVar("T")


class _Model(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


#: What ``act`` may return: a legal action or a request body (generated models), or its dict.
Action = _Model | Mapping[str, Any]
#: A bot: the seat's view in, the action out.
Act = Callable[[SeatView], Action]
#: A Rummy bot: the Rummy seat's view in, one of its legal actions (or its dict) out.
RummyAct = Callable[[RummySeatView], Action]
ActionBody = (
    TakeUpcard
    | PassUpcard
    | DrawStock
    | DrawDiscard
    | Discard
    | Knock
    | BigGin
    | LayOff
    | FinishLayoff
    | Resign
)

_BODIES: dict[str, Callable[[dict[str, Any]], ActionBody]] = {
    "take_upcard": TakeUpcard.from_dict,
    "pass_upcard": PassUpcard.from_dict,
    "draw_stock": DrawStock.from_dict,
    "draw_discard": DrawDiscard.from_dict,
    "discard": Discard.from_dict,
    "knock": Knock.from_dict,
    "big_gin": BigGin.from_dict,
    "lay_off": LayOff.from_dict,
    "finish_layoff": FinishLayoff.from_dict,
    "resign": Resign.from_dict,
}
_RETRIED_STATUSES = {502, 503, 504}
#: Where each game's matches live.
_PATHS = {"gin": "/matches", "rummy": "/rummy/matches"}


class BotError(Exception):
    """A turn that cannot be played: the bot's answer is not an action, or the server refused
    it (the problem's reason and detail)."""


@dataclass
class Options:
    """What the runner does besides playing its turns."""

    join_open: bool = False
    join_from: str | None = None
    create_open: int = 0
    #: the rules of the Gin matches it creates
    rules: dict[str, Any] | None = None
    #: whose lobby ``join_open`` and ``create_open`` use: ``gin`` or ``rummy``
    game: str = "gin"
    #: the seats of the Rummy matches it creates (2 to 4: its own, then open ones) and their
    #: options (``RummyOptions``)
    seats: int = 2
    options: dict[str, Any] | None = None
    #: stop after this many matches that the runner played in have finished
    matches: int | None = None
    lobby_seconds: float = 1.0
    #: how long a request is retried through network errors (a restarting server)
    retry_seconds: float = 120.0
    #: a stream silent for this long is taken as dropped (the server sends keep-alives)
    stream_read_seconds: float = 45.0
    request_seconds: float = 15.0


@dataclass
class Stats:
    """What happened: the tests read it, ``ginrummy-bot`` logs it."""

    turns: int = 0
    acts: int = 0
    applied: list[tuple[str, int, dict[str, Any]]] = field(default_factory=list)
    conflicts: int = 0
    rate_limited: int = 0
    network_retries: int = 0
    replayed: int = 0
    stream_connects: int = 0
    last_event_ids: list[str | None] = field(default_factory=list)
    created: int = 0
    joined: int = 0
    finished: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def action_body(action: Action, version: int | None = None) -> ActionBody:
    """The request body of ``POST /matches/{id}/actions`` for an action (a legal action, a
    body, or a dict), naming ``version``."""
    body = action_dict(action)
    return _BODIES[body["type"]]({**body, "version": version})


def action_dict(action: Action) -> dict[str, Any]:
    """The JSON form of what ``act`` returned, without its ``version``."""
    if isinstance(action, Mapping):
        body = dict(action)
    elif hasattr(action, "to_dict"):
        body = action.to_dict()
    else:
        raise BotError(f"act returned {action!r}, not an action")
    body.pop("version", None)
    body = {k: v for k, v in body.items() if v is not None}
    if body.get("type") not in _BODIES:
        raise BotError(f"act returned an action of unknown type: {body!r}")
    return body


def is_legal(body: dict[str, Any], view: SeatView) -> bool:
    """Whether ``body`` is one of the view's legal actions (a knock may name its own melds;
    resigning is always allowed)."""
    if body["type"] == "resign":
        return True
    for legal in view.legal_actions:
        offered = action_dict(legal)
        if offered == body:
            return True
        knock = body["type"] == "knock" and offered["type"] == "knock"
        if knock and offered.get("discard") == body.get("discard"):
            return True
    return False


def rummy_action_dict(action: Action) -> dict[str, Any]:
    """The JSON form of a Rummy action ``rummy_act`` returned, without ``version`` or unset
    (``None``) fields."""
    if isinstance(action, Mapping):
        body = dict(action)
    elif hasattr(action, "to_dict"):
        body = action.to_dict()
    else:
        raise BotError(f"rummy_act returned {action!r}, not an action")
    body.pop("version", None)
    return {k: v for k, v in body.items() if v is not None}


def rummy_legal(action: Action, view: RummySeatView) -> dict[str, Any]:
    """The legal action of ``view`` that ``action`` is, as the server offered it."""
    body = rummy_action_dict(action)
    for legal in view.legal_actions:
        offered = legal.to_dict()
        if rummy_action_dict(offered) == body:
            return offered
    raise BotError(f"{body} is not one of the legal actions")


def retry_after(headers: Mapping[str, str], default: float = 1.0) -> float:
    """Seconds to wait from ``Retry-After`` (seconds or an HTTP date)."""
    value = headers.get("Retry-After")
    if value is None:
        return default
    try:
        return max(0.0, float(value))
    except ValueError:
        when = email.utils.parsedate_to_datetime(value)
        return max(0.0, when.timestamp() - time.time())


def problem_of(response: Response[Any]) -> str:
    """``reason: detail`` of an RFC 9457 problem response."""
    try:
        doc = json.loads(response.content)
        reason = str(doc.get("type", "")).rsplit(":", 1)[-1]
        return f"{response.status_code} {reason}: {doc.get('detail', '')}"
    except (ValueError, AttributeError):
        return f"{response.status_code}: {response.content[:200]!r}"


class Runner:
    """Plays the matches of the player whose bearer token it holds with ``act``."""

    def __init__(
        self,
        url: str,
        token: str,
        act: Act | None,
        options: Options | None = None,
        *,
        rummy_act: RummyAct | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.act = act
        self.rummy_act = rummy_act
        self.options = options or Options()
        self.stats = Stats()
        self.http = httpx.Client(
            base_url=url,
            headers={"Authorization": f"Bearer {token}"},
            timeout=httpx.Timeout(self.options.request_seconds),
            transport=transport,
        )
        self.client = AuthenticatedClient(base_url=url, token=token).set_httpx_client(self.http)
        self.player_id: str | None = None
        self._stop = threading.Event()
        self._stream: httpx.Response | None = None
        self._known: dict[str, int] = {}  # match id -> the latest version the runner saw
        self._mine: set[str] = set()  # matches the runner played in, created or joined
        self._done: set[str] = set()
        self._games: dict[str, str] = {}  # match id -> "gin" or "rummy"
        self._lock = threading.Lock()
        o = self.options
        self.lobby: GameLobby = lobby_of(
            o.game, self.client, self._call, seats=o.seats, rules=o.rules, options=o.options
        )

    # -- requests -------------------------------------------------------------------------

    def _call(self, what: str, send: Callable[[], Response[T]]) -> Response[T]:
        """``send()`` until it gets an answer: the same request (so the same idempotency key)
        again after a network error or a 502/503/504, and after a 429 once ``Retry-After``
        has passed."""
        deadline = time.monotonic() + self.options.retry_seconds
        delay = 0.05
        while True:
            try:
                response = send()
            except httpx.TransportError as error:
                if time.monotonic() + delay > deadline or self._stop.is_set():
                    raise
                self.stats.network_retries += 1
                log.info("%s: %s; retrying in %.2fs", what, type(error).__name__, delay)
                self._stop.wait(delay)
                delay = min(delay * 2, 1.0)
                continue
            if response.status_code == 429:
                self.stats.rate_limited += 1
                wait = retry_after(response.headers)
                log.info("%s: 429, waiting %.2fs (Retry-After)", what, wait)
                self._stop.wait(wait)
                continue
            if response.status_code in _RETRIED_STATUSES and time.monotonic() < deadline:
                self.stats.network_retries += 1
                self._stop.wait(delay)
                delay = min(delay * 2, 1.0)
                continue
            if response.headers.get("Idempotent-Replayed") == "true":
                self.stats.replayed += 1
            return response

    def _read(self, match_id: str, game: str = "gin") -> Match | RummyMatch:
        if game == "rummy":
            rummy = self._call(
                f"GET /rummy/matches/{match_id}",
                lambda: get_rummy_match.sync_detailed(uuid.UUID(match_id), client=self.client),
            )
            if rummy.status_code != 200 or not isinstance(rummy.parsed, RummyMatch):
                raise BotError(f"reading Rummy match {match_id}: {problem_of(rummy)}")
            return rummy.parsed
        response = self._call(
            f"GET /matches/{match_id}",
            lambda: get_match.sync_detailed(uuid.UUID(match_id), client=self.client),
        )
        if response.status_code != 200 or not isinstance(response.parsed, Match):
            raise BotError(f"reading match {match_id}: {problem_of(response)}")
        return response.parsed

    def _game_of(self, match_id: str) -> tuple[str, Match | None]:
        """The match's game, from its events, else from ``GET /matches/{id}`` (a Rummy match
        there is a 404 naming ``/rummy/matches``); with the Gin match when it was just read."""
        game = self._games.get(match_id)
        if game is not None:
            return game, None
        response = self._call(
            f"GET /matches/{match_id}",
            lambda: get_match.sync_detailed(uuid.UUID(match_id), client=self.client),
        )
        if response.status_code == 200 and isinstance(response.parsed, Match):
            self._games[match_id] = "gin"
            return "gin", response.parsed
        if response.status_code == 404 and b"/rummy/matches" in response.content:
            self._games[match_id] = "rummy"
            return "rummy", None
        raise BotError(f"reading match {match_id}: {problem_of(response)}")

    # -- turns ----------------------------------------------------------------------------

    def _my_turn(self, match: Match | RummyMatch) -> SeatView | RummySeatView | None:
        view = match.view
        if match.status.value != MatchStatus.ACTIVE.value or view is None:
            return None
        if match.to_act is None or match.to_act != match.your_seat:
            return None
        return view

    def take_turn(self, match_id: str, version: int | None = None) -> None:
        """Plays the bot's turn(s) in a match: while it is the bot's turn, decide on the view
        just read (or just returned) and send that decision with that view's version."""
        if version is not None and version < self._known.get(match_id, -1):
            return  # an old announcement: a newer version was seen since
        self.stats.turns += 1
        self._mine.add(match_id)
        game, read = self._game_of(match_id)
        match: Match | RummyMatch = read or self._read(match_id, game)
        path = _PATHS[game]
        conflicts = 0
        while not self._stop.is_set():
            self._see(match)
            view = self._my_turn(match)
            if view is None:
                return
            self.stats.acts += 1
            seen = match.version
            body = self._decide(match, seen, view)
            key = str(uuid.uuid4())
            response = self._call(
                f"POST {path}/{match_id}/actions",
                lambda body=body, key=key, seen=seen, view=view: self._send(  # type: ignore[misc]
                    match_id, view, body, seen, key
                ),
            )
            if response.status_code == 200 and isinstance(response.parsed, Match | RummyMatch):
                self.stats.applied.append((match_id, seen, body))
                match = response.parsed
                conflicts = 0
                continue
            if response.status_code == 409 and conflicts == 0:
                # The match changed since the view was read: read it again, decide again.
                self.stats.conflicts += 1
                conflicts += 1
                log.info("match %s: 409 on v%d; reading it again", match_id, seen)
                match = self._read(match_id, game)
                continue
            raise BotError(f"match {match_id} v{seen} {body}: {problem_of(response)}")

    def _decide(
        self, match: Match | RummyMatch, seen: int, view: SeatView | RummySeatView
    ) -> dict[str, Any]:
        """Asks the game's bot on ``view``: the legal action it chose, as a dict. A Rummy bot
        with ``act_on`` (a built-in level: ``levels.RummyLevel``) also gets the match."""
        match_id = match.id
        if isinstance(view, RummySeatView):
            if self.rummy_act is None:
                raise BotError(f"Rummy match {match_id}: the runner has no Rummy bot (rummy_act)")
            act_on = getattr(self.rummy_act, "act_on", None)
            try:
                if act_on is not None and isinstance(match, RummyMatch):
                    return rummy_legal(act_on(match, view), view)
                return rummy_legal(self.rummy_act(view), view)
            except BotError as error:
                raise BotError(f"Rummy match {match_id} v{seen}: {error}") from None
        if self.act is None:
            raise BotError(f"match {match_id}: the runner has no Gin bot (act)")
        body = action_dict(self.act(view))
        if not is_legal(body, view):
            raise BotError(f"match {match_id} v{seen}: {body} is not legal here")
        return body

    def _send(
        self,
        match_id: str,
        view: SeatView | RummySeatView,
        body: dict[str, Any],
        seen: int,
        key: str,
    ) -> Response[Any]:
        """One ``POST .../actions`` of the view's game: ``body`` decided on version ``seen``."""
        if isinstance(view, RummySeatView):
            return play_rummy_action.sync_detailed(
                uuid.UUID(match_id),
                client=self.client,
                body=RummyActionRequest.from_dict({"action": body, "version": seen}),
                idempotency_key=key,
                if_match=f'"{seen}"',
            )
        return play_action.sync_detailed(
            uuid.UUID(match_id),
            client=self.client,
            body=action_body(body, seen),
            idempotency_key=key,
            if_match=f'"{seen}"',
        )

    def _see(self, match: Match | RummyMatch) -> None:
        with self._lock:
            if match.version > self._known.get(match.id, -1):
                self._known[match.id] = match.version
        if match.status.value == MatchStatus.FINISHED.value:
            self._finished(match.id)

    def _finished(self, match_id: str) -> None:
        with self._lock:
            if match_id in self._done or match_id not in self._mine:
                return
            self._done.add(match_id)
            self.stats.finished.append(match_id)
            log.info("match %s finished (%d so far)", match_id, len(self.stats.finished))
            if self.options.matches is not None and len(self._done) >= self.options.matches:
                self.stop()

    # -- the live stream ------------------------------------------------------------------

    def _on_event(self, event: ServerSentEvent) -> None:
        record = event.json()
        match_id = record.get("match_id")
        if not isinstance(match_id, str):
            return
        game = record.get("game")
        if game in _PATHS:
            self._games[match_id] = str(game)
        elif event.event != "your_turn":
            self._games.setdefault(match_id, "gin")  # Gin's messages name no game
        if event.event == "your_turn":
            try:
                self.take_turn(match_id, int(record["version"]))
            except BotError as error:
                self.stats.errors.append(str(error))
                log.error("%s", error)
        elif event.event == "match_finished":
            self._finished(match_id)

    def _listen(self) -> None:
        """Follows the player's stream until stopped, resuming after the last event id."""
        last_id: str | None = None
        delay = 0.05
        deadline = time.monotonic() + self.options.retry_seconds
        timeout = httpx.Timeout(self.options.request_seconds, read=self.options.stream_read_seconds)
        while not self._stop.is_set():
            headers = {"Accept": "text/event-stream"}
            if last_id is not None:
                headers["Last-Event-ID"] = last_id
            try:
                with self.http.stream(
                    "GET", "/players/me/events/stream", headers=headers, timeout=timeout
                ) as response:
                    if response.status_code == 429:
                        self.stats.rate_limited += 1
                        self._stop.wait(retry_after(response.headers))
                        continue
                    if response.status_code != 200:
                        response.read()
                        raise BotError(f"the event stream: {response.status_code} {response.text}")
                    self._stream = response
                    self.stats.stream_connects += 1
                    self.stats.last_event_ids.append(last_id)
                    delay = 0.05
                    deadline = time.monotonic() + self.options.retry_seconds
                    for event in iter_sse(response.iter_lines()):
                        if event.id is not None:
                            last_id = event.id
                        self._on_event(event)
                        if self._stop.is_set():
                            return
            except (httpx.TransportError, httpx.StreamError) as error:
                if self._stop.is_set():
                    return
                if time.monotonic() > deadline:
                    raise
                log.info("event stream: %s; reconnecting in %.2fs", type(error).__name__, delay)
                self._stop.wait(delay)
                delay = min(delay * 2, 1.0)
            finally:
                self._stream = None

    # -- the lobby ------------------------------------------------------------------------

    def _lobby(self) -> None:
        while not self._stop.wait(self.options.lobby_seconds):
            try:
                self._lobby_once()
            except (httpx.HTTPError, BotError) as error:
                log.warning("lobby: %s", error)

    def _wanted(self) -> int:
        """How many more matches may be started (``matches`` bounds them all)."""
        if self.options.matches is None:
            return 1 << 30
        return self.options.matches - len(self._mine)

    def _lobby_once(self) -> None:
        lobby = self.lobby
        if self.options.create_open > 0:
            mine = lobby.mine()
            while mine < self.options.create_open and self._wanted() > 0:
                self._create()
                mine += 1
        if self.options.join_open and self._wanted() > 0:
            for listed in lobby.open_matches():
                if self.player_id in listed.players:
                    continue
                wanted = self.options.join_from
                if wanted is not None and wanted not in listed.players | listed.names:
                    continue
                if lobby.join(listed.id, str(uuid.uuid4())):
                    self.stats.joined += 1
                    self._games[listed.id] = lobby.game
                    self._mine.add(listed.id)
                    log.info("joined %s match %s", lobby.game, listed.id)
                if self._wanted() <= 0:
                    break

    def _create(self) -> None:
        created = self.lobby.create(str(uuid.uuid4()))
        if created.status_code != 201 or not isinstance(created.parsed, Match | RummyMatch):
            raise BotError(f"creating a {self.lobby.game} match: {problem_of(created)}")
        self.stats.created += 1
        self._games[created.parsed.id] = self.lobby.game
        self._mine.add(created.parsed.id)
        log.info("created open %s match %s", self.lobby.game, created.parsed.id)

    # -- running --------------------------------------------------------------------------

    def run(self) -> Stats:
        """Plays until :meth:`stop` (or ``matches`` finished matches)."""
        me = self._call("GET /players/me", lambda: get_my_profile.sync_detailed(client=self.client))
        if me.status_code != 200 or not isinstance(me.parsed, Player):
            raise BotError(f"who am I: {problem_of(me)}")
        self.player_id = me.parsed.id
        lobby = None
        if self.options.join_open or self.options.create_open > 0:
            self._lobby_once()
            lobby = threading.Thread(target=self._lobby, name="ginrummy-bot-lobby", daemon=True)
            lobby.start()
        try:
            self._listen()
        finally:
            self._stop.set()
            if lobby is not None:
                lobby.join()
        return self.stats

    def stop(self) -> None:
        """Stops the runner (from any thread): it ends its stream and returns from ``run``."""
        self._stop.set()
        stream = self._stream
        if stream is not None:
            with contextlib.suppress(Exception):  # a stream another thread reads
                stream.close()

    def close(self) -> None:
        self.http.close()
