"""Offline verification of an exported match (``GET /matches/{id}/export``).

``verify_export(doc)`` re-checks, without the server:

- the log: versions 1..N without a gap, the events a match must have, in order;
- fairness: the match seed against its commitment, every deal's revealed order and salt against
  the commitment recorded when the deal started, and every order against the documented shuffle
  of that deal's seed (recomputed here in Python, independently of the Rust core);
- the cards: the hands dealt, the upcard and every card drawn from the stock come from the
  committed order, in order; every card drawn from the discard pile was its top card;
- the rules: every action replays legally through the rules core, by the seat to act;
- the scores: every deal's outcome and the running scores, and the final result.

It returns a report: ``{"ok": bool, "errors": [...], "deals": n, "actions": n, ...}``.
"""

from __future__ import annotations

from typing import Any

from ginrummy import core
from ginrummy.service import fairness


class ExportAudit:
    """What every game's export audit keeps: the document, the errors found (each with the
    event it is about), the actions checked; its report (``counts``: the game's own tallies)."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.errors: list[str] = []
        self.actions = 0

    def fail(self, version: Any, message: str) -> None:
        where = f"event {version}: " if version is not None else ""
        self.errors.append(where + message)

    def counts(self) -> dict[str, int]:
        return {}

    def report(self) -> dict[str, Any]:
        return {
            "ok": not self.errors,
            "match_id": self.doc.get("match_id"),
            "events": len(self.doc.get("events") or []),
            "actions": self.actions,
            **self.counts(),
            "errors": self.errors,
        }


class _Audit(ExportAudit):
    def __init__(self, doc: dict[str, Any]) -> None:
        super().__init__(doc)
        self.deals_checked = 0

    def run(self) -> dict[str, Any]:
        doc = self.doc
        if doc.get("format") != "ginrummy-match-export/1":
            self.fail(None, f"unknown export format {doc.get('format')!r}")
            return self.report()
        events: list[dict[str, Any]] = list(doc.get("events") or [])
        for index, ev in enumerate(events, start=1):
            if ev.get("version") != index:
                self.fail(ev.get("version"), f"expected version {index}: the log has a gap")
                return self.report()
        if doc.get("version") != len(events):
            self.fail(None, f"the export claims version {doc.get('version')}, has {len(events)}")
        by_type: dict[str, list[dict[str, Any]]] = {}
        for ev in events:
            by_type.setdefault(ev["type"], []).append(ev)
        starts = by_type.get("match_started") or []
        ends = by_type.get("match_finished") or []
        if not starts or not ends:
            self.fail(None, "an export needs a started and a finished match")
            return self.report()
        started, finished = starts[0], ends[0]
        seed = finished["data"].get("seed")
        seed_salt = finished["data"].get("seed_salt")
        if not isinstance(seed, int) or not isinstance(seed_salt, str):
            self.fail(finished["version"], "the finished match does not reveal its seed")
            return self.report()
        commitment = started["data"].get("seed_commitment", "")
        if not fairness.check(commitment, fairness.seed_commitment(seed, seed_salt)):
            self.fail(started["version"], "the revealed seed does not match its commitment")
        if started["data"].get("seed") != seed or started["data"].get("seed_salt") != seed_salt:
            self.fail(started["version"], "the seed recorded at the start differs from the reveal")
        try:
            rules = core.Rules(**doc["rules"])
            game = core.Match(rules, seed)
        except (core.GinRummyError, TypeError, KeyError) as exc:
            self.fail(None, f"cannot rebuild the match: {exc}")
            return self.report()
        self.replay(game, seed, events)
        return self.report()

    def replay(self, game: core.Match, seed: int, events: list[dict[str, Any]]) -> None:
        deal = -1
        order: list[str] = []
        next_stock = 21
        commitment = ""
        resigned = False
        forfeited: int | None = None
        for ev in events:
            kind = ev["type"]
            data = ev["data"]
            version = ev["version"]
            if kind == "deal_started":
                deal += 1
                if data.get("deal") != deal:
                    self.fail(version, f"deal {data.get('deal')} started, expected {deal}")
                order = fairness.shuffled_deck(fairness.deal_seed(seed, deal))
                if order != game.current_deck():
                    self.fail(version, f"deal {deal}: the core's deck differs from the shuffle")
                commitment = str(data.get("commitment", ""))
                salt = data.get("salt")
                if not isinstance(salt, str) or not fairness.check(
                    commitment, fairness.deck_commitment(order, salt)
                ):
                    self.fail(version, f"deal {deal}: commitment does not match the deck")
                dealer = int(data.get("dealer", -1))
                seats = range(len(game.scores))
                hands = [sorted(game.observation(s).to_dict()["hand"]) for s in seats]
                expected: list[list[str]] = [[] for _ in seats]
                for i in range(20):  # one card at a time, from the seat after the dealer's
                    expected[(dealer + 1 + i) % len(seats)].append(order[i])
                if hands != [sorted(h) for h in expected]:
                    self.fail(version, f"deal {deal}: the hands dealt are not the committed cards")
                next_stock = 21
                continue
            action = core.export_action(str(kind), data)
            if action is not None:
                seat = data.get("seat")
                if game.to_act != seat:
                    self.fail(version, f"seat {seat} acted but seat {game.to_act} was to act")
                    return
                seated = seat in range(len(game.scores))
                obs = game.observation(int(seat)).to_dict() if seated else {}
                if kind in ("upcard_taken", "drew_discard"):
                    pile = [d["card"] for d in obs.get("discards", []) if d.get("taken_by") is None]
                    if not pile or pile[-1] != data.get("card"):
                        self.fail(version, f"{data.get('card')} was not the top of the pile")
                if kind == "upcard_taken" and data.get("card") != order[20]:
                    self.fail(version, "the upcard is not card 20 of the committed order")
                if kind == "drew_stock":
                    if next_stock >= len(order) or data.get("card") != order[next_stock]:
                        self.fail(version, f"{data.get('card')} is not the next stock card")
                    next_stock += 1
                try:
                    game.apply(action)
                except core.GinRummyError as exc:
                    self.fail(version, f"illegal action {action}: {exc}")
                    return
                self.actions += 1
                continue
            if kind == "deal_scored":
                self.deals_checked += 1
                finished_deals = game.deals()
                if not finished_deals or finished_deals[-1].get("number") != deal:
                    self.fail(version, f"deal {deal} was scored but it has not ended")
                    continue
                actual = finished_deals[-1]["outcome"]
                recorded = (data.get("record") or {}).get("outcome")
                if actual != recorded:
                    self.fail(
                        version, f"deal {deal}: outcome {recorded} but the rules give {actual}"
                    )
                if list(data.get("scores") or []) != list(game.scores):
                    self.fail(
                        version, f"scores {data.get('scores')} but the rules give {game.scores}"
                    )
                if data.get("order") != order or not fairness.check(
                    commitment, fairness.deck_commitment(order, str(data.get("salt")))
                ):
                    self.fail(version, f"deal {deal}: the reveal does not match the commitment")
                continue
            if kind == "resigned":
                resigned = True
                continue
            if kind == "deadline_missed":
                # Only the seat to act can miss its deadline, and the match ends there.
                if game.to_act != data.get("seat"):
                    self.fail(version, f"seat {data.get('seat')} missed a deadline off turn")
                forfeited = int(data.get("seat", -1))
                continue
            if kind == "match_finished":
                result = dict(data.get("result") or {})
                if resigned:
                    if result.get("reason") != "resignation":
                        self.fail(version, "a resigned match must finish by resignation")
                    continue
                if forfeited is not None:
                    others = [s for s in range(len(game.scores)) if s != forfeited]
                    if result.get("reason") != "deadline" or [data.get("winner")] != others:
                        self.fail(version, "a missed deadline must finish as the other's win")
                    if list(result.get("scores") or []) != list(game.scores):
                        self.fail(version, f"scores {result.get('scores')} but {game.scores}")
                    continue
                if result.get("reason") == "deals_played":
                    self.deals_played(version, game, data, result, events)
                    continue
                if not game.is_over:
                    self.fail(version, "the match finished but the rules say it goes on")
                    continue
                result.pop("reason", None)
                if result != game.result:
                    self.fail(version, f"result {result} but the rules give {game.result}")
                winner = (game.result or {}).get("winner")
                if data.get("winner") != winner:
                    self.fail(version, f"winner {data.get('winner')} but the rules give {winner}")

    def deals_played(
        self,
        version: int,
        game: core.Match,
        data: dict[str, Any],
        result: dict[str, Any],
        events: list[dict[str, Any]],
    ) -> None:
        """A deal-limited match (a tournament's deal pair game) ends after its deal limit,
        won by the seat with more hand points."""
        created = next((e for e in events if e["type"] == "match_created"), None)
        limit = (created or {}).get("data", {}).get("deal_limit")
        played = len(game.deals())
        if not isinstance(limit, int) or played != limit or result.get("deals") != limit:
            self.fail(version, f"the match ended after {played} deals, its limit is {limit}")
        scores = list(game.scores)
        if list(result.get("scores") or []) != scores:
            self.fail(version, f"scores {result.get('scores')} but the rules give {scores}")
        leaders = [seat for seat, points in enumerate(scores) if points == max(scores)]
        winner = leaders[0] if len(leaders) == 1 else None
        if data.get("winner") != winner or result.get("winner") != winner:
            self.fail(version, f"winner {data.get('winner')} but the scores give {winner}")

    def counts(self) -> dict[str, int]:
        return {"deals": self.deals_checked}


def verify_export(doc: dict[str, Any]) -> dict[str, Any]:
    """Verifies an export document; see the module doc for what is checked."""
    return _Audit(doc).run()
