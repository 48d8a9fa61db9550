"""Offline verification of a Rummy match's export (``GET /rummy/matches/{id}/export``).

``verify_rummy_export(doc)`` re-checks, without the server:

- the log: versions 1..N without a gap, a created, a started and a finished match;
- fairness: the match seed against its commitment; each hand's revealed order and salt against
  the commitment recorded when it was dealt, and against the deck the rules core deals from
  the revealed seed; each stock rebuild's revealed order and salt against the commitment
  recorded for it, against the core's rebuild, and that it was committed before the first draw
  from it;
- the rules: every action replays legally through the rules core, by the seat to act, and does
  what its event records (the card drawn, the meld's id, ...);
- the scores: every hand's end and the scores after it, and the final standings and returns
  (a missed deadline's forfeit by the seat that was to act; a tournament's deal pair game ended
  by its ``hand_limit``, ranked by the scores of its hands).

It returns a report: ``{"ok": bool, "errors": [...], "hands": n, "rebuilds": n, "actions": n,
...}``; an error names the event (its version) where the export departs from the rules.
"""

from __future__ import annotations

from typing import Any

from ginrummy import core
from ginrummy._core import rummy
from ginrummy.service import fairness
from ginrummy.service.audit import ExportAudit
from ginrummy.service.rummy.aggregate import RUMMY, forfeit_standings, limit_standings
from ginrummy.service.rummy.records import EXPORT_FORMAT

# The fields each action event records beyond its seat and action (the core's table).
_RECORDS = {
    core.public_event_type(kind.event): tuple(f.name for f in kind.records)
    for kind in RUMMY.action_kinds
}
#: Each kind of action's event type (``draw_stock`` -> ``drew_stock``).
_EVENT_OF = {kind.name: core.public_event_type(kind.event) for kind in RUMMY.action_kinds}


class _Audit(ExportAudit):
    def __init__(self, doc: dict[str, Any]) -> None:
        super().__init__(doc)
        self.hands = 0
        self.rebuilds = 0
        self.hand_limit: int | None = None

    def run(self) -> dict[str, Any]:
        doc = self.doc
        if doc.get("format") != EXPORT_FORMAT:
            self.fail(None, f"unknown export format {doc.get('format')!r}")
            return self.report()
        events: list[dict[str, Any]] = list(doc.get("events") or [])
        for index, ev in enumerate(events, start=1):
            if not isinstance(ev, dict) or ev.get("version") != index:
                self.fail(index, f"expected version {index}: the log has a gap")
                return self.report()
        if doc.get("version") != len(events):
            self.fail(None, f"the export claims version {doc.get('version')}, has {len(events)}")
        first: dict[Any, dict[str, Any]] = {}
        for ev in events:
            first.setdefault(ev.get("type"), ev)
        created = first.get("match_created")
        started = first.get("match_started")
        finished = first.get("match_finished")
        if created is None or started is None or finished is None:
            self.fail(None, "an export needs a created, a started and a finished match")
            return self.report()
        seed, seed_salt = finished.get("seed"), finished.get("seed_salt")
        if not isinstance(seed, int) or not isinstance(seed_salt, str):
            self.fail(finished["version"], "the finished match does not reveal its seed")
            return self.report()
        commitment = str(started.get("seed_commitment", ""))
        if not fairness.check(commitment, fairness.seed_commitment(seed, seed_salt)):
            self.fail(started["version"], "the revealed seed does not match its commitment")
        if started.get("seed") != seed or started.get("seed_salt") != seed_salt:
            self.fail(started["version"], "the seed recorded at the start differs from the reveal")
        options = created.get("options")
        if options != doc.get("options"):
            self.fail(created["version"], "the options created differ from the export's")
        try:
            game = rummy.Match(len(created.get("players") or []), seed, dict(options or {}))
        except (core.GinRummyError, TypeError, ValueError, OverflowError) as exc:
            self.fail(None, f"cannot rebuild the match: {exc}")
            return self.report()
        limit = created.get("hand_limit")
        self.hand_limit = limit if isinstance(limit, int) else None
        self.replay(game, events)
        return self.report()

    def replay(self, game: rummy.Match, events: list[dict[str, Any]]) -> None:
        hand = -1
        deck: list[str] = []
        commitment = ""
        rebuilds: list[tuple[list[str], str]] = []  # (order, commitment) of the hand's rebuilds
        forfeited: int | None = None
        for ev in events:
            kind = ev.get("type")
            version = ev["version"]
            if kind == "hand_dealt":
                hand += 1
                if ev.get("hand") != hand:
                    self.fail(version, f"hand {ev.get('hand')} dealt, expected hand {hand}")
                    return
                if game.hands_dealt != hand + 1:
                    self.fail(version, f"hand {hand} dealt but the rules have not dealt it")
                    return
                deck = game.current_deck()
                commitment = str(ev.get("commitment", ""))
                if not _committed(commitment, deck, ev.get("salt")):
                    self.fail(version, f"hand {hand}: the commitment does not match the deck")
                if ev.get("dealer") != game.observation(0)["dealer"]:
                    self.fail(version, f"hand {hand}: dealer {ev.get('dealer')} is not the rules'")
                rebuilds = []
                continue
            if kind == "stock_rebuilt":
                made = game.current_rebuilds()
                index = ev.get("rebuild")
                if ev.get("hand") != hand or index != len(rebuilds) or index >= len(made):
                    self.fail(version, f"hand {hand}: rebuild {index} was not made by the rules")
                    return
                order = made[index]
                recorded = str(ev.get("commitment", ""))
                if not _committed(recorded, order, ev.get("salt")):
                    self.fail(
                        version, f"hand {hand}: the commitment does not match rebuild {index}"
                    )
                rebuilds.append((order, recorded))
                self.rebuilds += 1
                continue
            if kind in _RECORDS:
                if not self.action(game, ev, len(rebuilds)):
                    return
                continue
            if kind == "hand_scored":
                self.hands += 1
                self.scored(game, ev, hand, deck, commitment, rebuilds)
                continue
            if kind == "deadline_missed":
                seat = ev.get("seat")
                if game.to_act != seat or not isinstance(seat, int):
                    self.fail(version, f"seat {seat} missed a deadline off turn")
                    return
                forfeited = seat
                continue
            if kind == "match_finished":
                self.finished(game, ev, forfeited)

    def action(self, game: rummy.Match, ev: dict[str, Any], committed: int) -> bool:
        """Replays an action event; ``False`` when the replay cannot go on."""
        version, seat, kind = ev["version"], ev.get("seat"), str(ev.get("type"))
        if game.to_act != seat:
            self.fail(version, f"seat {seat} acted but seat {game.to_act} was to act")
            return False
        if kind == "drew_stock" and len(game.current_rebuilds()) > committed:
            self.fail(version, "a card was drawn from a stock rebuild not committed to")
        try:
            done = game.apply(dict(ev.get("action") or {}))
        except (core.GinRummyError, TypeError, ValueError) as exc:
            self.fail(version, f"illegal action {ev.get('action')}: {exc}")
            return False
        if _EVENT_OF.get(str(done.get("type"))) != kind:
            self.fail(version, f"the action is a {done.get('type')}, recorded as {kind}")
        for field in _RECORDS[kind]:
            if done.get(field) != ev.get(field):
                self.fail(
                    version,
                    f"{kind}: {field} {ev.get(field)!r} but the rules give {done.get(field)!r}",
                )
        self.actions += 1
        return True

    def scored(
        self,
        game: rummy.Match,
        ev: dict[str, Any],
        hand: int,
        deck: list[str],
        commitment: str,
        rebuilds: list[tuple[list[str], str]],
    ) -> None:
        version = ev["version"]
        ended = game.hands()
        if ev.get("hand") != hand or len(ended) != hand + 1:
            self.fail(version, f"hand {ev.get('hand')} was scored but hand {hand} has not ended")
            return
        if ev.get("end") != ended[-1]["end"]:
            self.fail(version, f"hand {hand}: its end is not the one the rules give")
        scores = game.standings()["scores"]
        if ev.get("scores") != scores:
            self.fail(version, f"scores {ev.get('scores')} but the rules give {scores}")
        if ev.get("order") != deck or not _committed(commitment, deck, ev.get("salt")):
            self.fail(version, f"hand {hand}: the reveal does not match the commitment")
        revealed = list(ev.get("rebuilds") or [])
        if len(revealed) != len(rebuilds):
            self.fail(
                version, f"hand {hand}: {len(revealed)} rebuilds revealed, {len(rebuilds)} made"
            )
            return
        for index, (reveal, (order, recorded)) in enumerate(zip(revealed, rebuilds, strict=True)):
            if not isinstance(reveal, dict) or reveal.get("order") != order:
                self.fail(version, f"hand {hand}: rebuild {index}'s order is not the rules'")
            elif not _committed(recorded, order, reveal.get("salt")):
                self.fail(version, f"hand {hand}: rebuild {index}'s reveal does not match")

    def finished(self, game: rummy.Match, ev: dict[str, Any], forfeited: int | None) -> None:
        version = ev["version"]
        if ev.get("forfeited") != forfeited:
            self.fail(version, f"forfeited {ev.get('forfeited')} but the log says {forfeited}")
        if forfeited is not None:
            # a missed deadline: the standings of the moment, the forfeit losing
            penalty = dict(self.doc.get("options") or {}).get("scoring") == "penalty"
            standings, returns = forfeit_standings(game.standings(), forfeited, penalty=penalty)
            if ev.get("standings") != standings or ev.get("returns") != returns:
                self.fail(version, f"a forfeit by seat {forfeited} must finish as {standings}")
            return
        standings, returns = game.standings(), game.returns()
        if not game.is_over and self.hand_limit is not None and self.hands >= self.hand_limit:
            # a deal pair's game played its hands: ranked by their scores
            penalty = dict(self.doc.get("options") or {}).get("scoring") == "penalty"
            standings, returns = limit_standings(standings, penalty=penalty)
        elif not game.is_over:
            self.fail(version, "the match finished but the rules say it goes on")
            return
        if ev.get("standings") != standings:
            self.fail(version, f"standings {ev.get('standings')} but {standings}")
        if ev.get("returns") != returns:
            self.fail(version, f"returns {ev.get('returns')} but {returns}")

    def counts(self) -> dict[str, int]:
        return {"hands": self.hands, "rebuilds": self.rebuilds}


def _committed(commitment: str, order: list[str], salt: Any) -> bool:
    return isinstance(salt, str) and fairness.check(
        commitment, fairness.deck_commitment(order, salt)
    )


def verify_rummy_export(doc: dict[str, Any]) -> dict[str, Any]:
    """Verifies a Rummy export document; see the module doc for what is checked."""
    return _Audit(doc).run()
