"""The tournament reads: a tournament as the API shows it, its recorded pairs, a built-in
pair's game move by move, and its live records (``GET /tournaments/{id}/stream``).

Standings and the crosstable are a fold of the recorded pairs (``stats.standings``), with a
Swiss tournament's bye points (``formats.Swiss.byes``); a Rummy table's report is a fold of
its deal sets (``table.table_report``); the SPRT is shown as the test stands
after them (``Sprt.summary``). The tournament's secret is never shown.
"""

from __future__ import annotations

from typing import Any
from uuid import UUID

from ginrummy.service.errors import NotFoundError
from ginrummy.service.persistence.store import EventStore
from ginrummy.service.tournaments import replays, stats
from ginrummy.service.tournaments.aggregate import Tournament
from ginrummy.service.tournaments.formats import SWISS, format_of
from ginrummy.service.tournaments.pairs import record_of
from ginrummy.service.tournaments.table import table_report
from ginrummy.service.tournaments.threads import sprt_of


def records_of(t: Tournament) -> list[stats.PairRecord]:
    return [record_of(r) for r in t.results]


def byes_of(t: Tournament) -> dict[str, float]:
    """A Swiss tournament's bye points by entrant (none in the other formats)."""
    return SWISS.byes(t.swiss_rounds, t.pairs)


def _sprt(t: Tournament) -> dict[str, Any] | None:
    test = sprt_of(t)
    if test is None:
        return None
    return test.summary(stats.Pentanomial.of_pairs(r.index for r in records_of(t)))


def games_in_play(t: Tournament) -> list[dict[str, Any]]:
    """The HTTP games scheduled whose pair is not recorded yet (one may have ended while the
    other game of its pair plays), in the order they were scheduled: their matches."""
    recorded = {m for r in t.results for m in r.get("matches") or ()}
    games = []
    for key, match_id in t.scheduled.items():
        if match_id in recorded:
            continue
        pairing, k, game = (int(x) for x in key.split(":"))
        games.append({"pairing": pairing, "k": k, "game": game, "match_id": match_id})
    return games


class TournamentViews:
    """What the API reads of a tournament."""

    def __init__(self, store: EventStore) -> None:
        self.store = store

    def get(self, tid: UUID) -> Tournament:
        found = self.store.get(tid)
        if not isinstance(found, Tournament):
            raise NotFoundError(f"no tournament {tid}", reason="tournament-not-found")
        return found

    def show(self, tid: UUID) -> dict[str, Any]:
        return self.body(self.get(tid))

    def body(self, t: Tournament) -> dict[str, Any]:
        """The tournament as the API shows it (its secret never)."""
        table = stats.standings(t.entrants, records_of(t), byes_of(t))
        form = format_of(t.format)
        total = form.planned_pairs(len(t.entrants), t.pairs, t.rounds)
        played = len(t.sets) if form.table else len(t.results)
        games = sum(len(s["games"]) for s in t.sets) if form.table else 2 * len(t.results)
        return {
            "id": str(t.id),
            "format": t.format,
            "game": t.game,
            "options": dict(t.options) if t.options is not None else None,
            "status": t.status,
            "entrants": list(t.entrants),
            "http_entrants": dict(t.players),
            "rules": dict(t.rules),
            "pairs": t.pairs,
            "seed": t.seed,
            "move_deadline_ms": t.move_deadline_ms,
            "pair": t.pair,
            "rated": t.rated,
            "points_measure": "hand_points" if t.pair == "deals" else "match_totals",
            "sprt": _sprt(t),
            "rounds": t.rounds,
            "swiss_rounds": list(t.swiss_rounds),
            "outcome": t.outcome,
            "progress": {"pairs_played": played, "pairs_planned": total, "games_played": games},
            "standings": [] if form.table else table["standings"],
            "table": table_report(t.entrants, t.sets) if form.table else None,
            "crosstable": {} if form.table else table["crosstable"],
            "version": t.version,
            "created_at": t.created_on.isoformat(),
            "created_by": t.creator,
            "games_in_play": games_in_play(t),
        }

    def games(self, tid: UUID, after: int, limit: int) -> list[dict[str, Any]]:
        """The recorded game pairs (position > ``after``), each with what replays it."""
        t = self.get(tid)
        return [{"position": i + 1, **r} for i, r in enumerate(t.results) if i + 1 > after][:limit]

    def replay_game(self, tid: UUID, position: int, game: int) -> dict[str, Any]:
        """Game ``game`` (0: A in seat 0, 1: A in seat 1) of the recorded Gin pair at
        ``position``, move by move (``replays.gin_game``)."""
        return replays.gin_game(self.get(tid), position, game)

    def replay_rummy_game(self, tid: UUID, position: int, game: int) -> dict[str, Any]:
        """Game ``game`` of the recorded Rummy pair at ``position``, move by move
        (``replays.rummy_game``)."""
        return replays.rummy_game(self.get(tid), position, game)

    def _table_records(
        self, t: Tournament, after: int, seen: list[int]
    ) -> tuple[list[tuple[int, dict[str, Any]]], bool]:
        """A Rummy table's live records: one ``standings_changed`` after the deal sets just
        read (its ``table`` report and progress; no pair standings), ``tournament_finished``."""
        out: list[tuple[int, dict[str, Any]]] = []
        base = {"tournament_id": str(t.id)}
        changed = 0
        over = False
        for ev in self.store.events_after(t.id, seen[0]):
            version = int(ev.originator_version)
            if version > t.version:  # saved after the read: the next read takes it
                break
            seen[0] = version
            name = type(ev).__qualname__.rsplit(".", 1)[-1]
            if name == "DealSetFinished":
                seen[1] += 1
                if version > after:
                    changed = version
            elif name in ("Finished", "Cancelled", "Failed"):
                over = True
                if changed:
                    out.append((changed, self._table_changed(t, changed, seen[1])))
                    changed = 0
                if version > after:
                    finished = {"status": t.status, "outcome": t.outcome}
                    record = {**base, "type": "tournament_finished", "version": version}
                    out.append((version, {**record, **finished}))
        if changed:
            out.append((changed, self._table_changed(t, changed, seen[1])))
        return out, over

    @staticmethod
    def _table_changed(t: Tournament, version: int, sets: int) -> dict[str, Any]:
        return {
            "tournament_id": str(t.id),
            "type": "standings_changed",
            "version": version,
            "progress": {
                "pairs_played": sets,
                "pairs_planned": t.pairs,
                "games_played": sum(len(s["games"]) for s in t.sets[:sets]),
            },
            "standings": [],
            "table": table_report(t.entrants, t.sets[:sets]),
        }

    def stream_records(
        self, tid: UUID, after: int, seen: list[int]
    ) -> tuple[list[tuple[int, dict[str, Any]]], bool]:
        """The tournament's live records after version ``after``: ``game_scheduled``,
        ``game_finished`` (a recorded pair, with its position), then one ``standings_changed``
        with the standings and progress as of the last pair read, and ``tournament_finished``
        (also when cancelled or failed). ``seen`` is the caller's state (``[version read,
        pairs read]``); returns the records (with their SSE ids, the tournament's versions)
        and whether the stream is over."""
        t = self.get(tid)
        if not seen:
            seen.extend([0, 0])
        if format_of(t.format).table:
            return self._table_records(t, after, seen)
        events = self.store.events_after(tid, seen[0])
        out: list[tuple[int, dict[str, Any]]] = []
        changed = 0
        over = False
        base = {"tournament_id": str(tid)}
        for ev in events:
            version = int(ev.originator_version)
            seen[0] = version
            name = type(ev).__qualname__.rsplit(".", 1)[-1]
            if name == "GamePairFinished":
                seen[1] += 1
                if version > after:
                    changed = version
                    record = {"position": seen[1], **ev.result}
                    out.append(
                        (
                            version,
                            {**base, "type": "game_finished", "version": version, "game": record},
                        )
                    )
            elif name == "GameScheduled" and version > after:
                out.append(
                    (
                        version,
                        {
                            **base,
                            "type": "game_scheduled",
                            "version": version,
                            "pairing": ev.pairing,
                            "k": ev.k,
                            "game": ev.game,
                            "match_id": ev.match_id,
                        },
                    )
                )
            elif name in ("Finished", "Cancelled", "Failed"):
                over = True
                if version > after:
                    out.append(
                        (
                            version,
                            {
                                **base,
                                "type": "tournament_finished",
                                "version": version,
                                "status": t.status,
                                "outcome": t.outcome,
                            },
                        )
                    )
        if changed:
            records = records_of(t)[: seen[1]]
            table = stats.standings(t.entrants, records, byes_of(t))
            position = next(i for i, (v, _) in enumerate(out) if v == changed) + 1
            out.insert(
                position,
                (
                    changed,
                    {
                        **base,
                        "type": "standings_changed",
                        "version": changed,
                        "progress": {
                            "pairs_played": seen[1],
                            "pairs_planned": format_of(t.format).planned_pairs(
                                len(t.entrants), t.pairs, t.rounds
                            ),
                            "games_played": 2 * seen[1],
                        },
                        "standings": table["standings"],
                    },
                ),
            )
        return out, over
