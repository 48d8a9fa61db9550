import type { Event } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { eloChart, hollywoodSheet, scoreSheet, seatsOf } from "../src/cards";

describe("hollywoodSheet", () => {
  it("shows what each deal added to each game", () => {
    const rows = hollywoodSheet([
      { deal: 0, games: [[20, 0], [0, 0], [0, 0]] },
      { deal: 1, games: [[20, 15], [0, 0], [0, 0]] },
      { deal: 2, games: [[45, 15], [25, 0], [0, 0]] },
    ]);
    expect(rows.map((r) => r.deal)).toEqual([1, 2, 3]);
    expect(rows[0]?.added).toEqual([[20, 0], null, null]);
    expect(rows[1]?.added).toEqual([[0, 15], null, null]);
    expect(rows[2]?.added).toEqual([[25, 0], [25, 0], null]);
    expect(rows[2]?.totals).toEqual([[45, 15], [25, 0], [0, 0]]);
  });
});

describe("seats", () => {
  it("come from the match's seats, however many", () => {
    expect(seatsOf(["A", "B"])).toEqual([0, 1]);
    expect(seatsOf(["A", "B", "C", "D"])).toEqual([0, 1, 2, 3]);
  });
  it("give every seat of a table its column in the score sheet", () => {
    const outcome = { kind: "knock", knocker: 2, winner: 2, points: 14, knocker_deadwood: 3, defender_deadwood: 17, doubled: false } as const;
    const events = [
      { version: 9, type: "deal_scored", at: "", deal: 0, data: { deal: 0, record: { number: 0, dealer: 0, outcome }, scores: [0, 0, 14], order: [], salt: "s" } },
    ] as unknown as Event[];
    const rows = scoreSheet(events, ["A", "B", "C"]);
    expect(rows[0]?.points).toEqual([0, 0, 14]);
    expect(rows[0]?.totals).toEqual([0, 0, 14]);
  });
  it("give the Hollywood sheet one column per seat in each game", () => {
    const rows = hollywoodSheet([{ deal: 0, games: [[5, 0, 0]] }, { deal: 1, games: [[5, 0, 9]] }]);
    expect(rows[1]?.added).toEqual([[0, 0, 9]]);
    expect(rows[1]?.totals).toEqual([[5, 0, 9]]);
  });
});

describe("eloChart", () => {
  it("places each Elo and its interval on one scale that includes 0", () => {
    const c = eloChart([
      { entrant: "a", score: 0.7, elo: { elo: 150, elo_low: 50, elo_high: 250 } },
      { entrant: "b", score: 0.3, elo: { elo: -150, elo_low: -250, elo_high: -50 } },
    ], 400);
    expect(c.min).toBeLessThanOrEqual(-250);
    expect(c.max).toBeGreaterThanOrEqual(250);
    const [a, b] = c.rows;
    expect(a && b).toBeTruthy();
    expect(a!.x0).toBeLessThan(a!.x);
    expect(a!.x).toBeLessThan(a!.x1);
    expect(b!.x1).toBeLessThan(c.zero);
    expect(a!.x0).toBeGreaterThan(c.zero);
    expect(c.ticks.some((t) => t.value === 0 && t.x === c.zero)).toBe(true);
  });
  it("draws an infinite Elo at the edge of its side, open-ended", () => {
    const c = eloChart([
      { entrant: "w", score: 1, elo: { elo: null, elo_low: null, elo_high: null } },
      { entrant: "l", score: 0, elo: { elo: null, elo_low: null, elo_high: null } },
    ], 300, 10);
    expect(c.rows[0]?.x).toBe(290);
    expect(c.rows[1]?.x).toBe(10);
    expect(c.rows[0]?.openLow && c.rows[0]?.openHigh).toBe(true);
  });
});
