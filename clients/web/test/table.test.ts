import type { Event } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { bestArrangement, eloChart, hollywoodSheet, knockArrangements, spectatorState } from "../src/cards";

describe("knockArrangements", () => {
  it("offers both layouts when a card fits a set and a run", () => {
    // 3h belongs to the set of threes or to the run Ah-2h-3h; Kc is the discard
    const hand = ["3h", "3c", "3d", "Ah", "2h", "4s", "5s", "6s", "7s", "8s", "Kc"];
    const options = knockArrangements(hand, "Kc", 10);
    const layouts = options.map((o) => o.melds.map((m) => m.join(" ")).sort().join(" | "));
    expect(layouts).toEqual([
      ["3h 3c 3d", "4s 5s 6s 7s 8s"].sort().join(" | "),
      ["Ah 2h 3h", "4s 5s 6s 7s 8s"].sort().join(" | "),
    ]);
    expect(options.map((o) => o.deadwood)).toEqual([3, 6]);
    for (const o of options) {
      expect(o.deadwood).toBeLessThanOrEqual(10);
      expect(o.melds.flat().length + o.deadwood_cards.length).toBe(10);
    }
    // fewest deadwood first
    expect(options.map((o) => o.deadwood)).toEqual([...options.map((o) => o.deadwood)].sort((a, b) => a - b));
  });

  it("leaves out layouts over the knock limit and those that only drop a meld", () => {
    const hand = ["3h", "3c", "3d", "Ah", "2h", "4s", "5s", "6s", "7s", "8s", "Kc"];
    expect(knockArrangements(hand, "Kc", 5).map((o) => o.deadwood)).toEqual([3]);
    expect(knockArrangements(hand, "Kc", 2)).toEqual([]);
    const single = knockArrangements(["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts", "Kd"], "Kd", 10);
    // one run of ten or splits of it: every one melds all ten cards
    for (const o of single) expect(o.deadwood).toBe(0);
    expect(single.length).toBeGreaterThan(0);
  });
});

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

describe("spectatorState", () => {
  const at = "2026-01-01T00:00:00Z";
  const ev = (version: number, type: string, data: object, deal: number | null = 0) => ({ version, at, deal, type, data }) as unknown as Event;
  it("follows the public cards of the live deal", () => {
    const events = [
      ev(1, "deal_started", { deal: 0, dealer: 1, commitment: "x" }),
      ev(2, "upcard_taken", { seat: 0, card: "7h" }),
      ev(3, "discarded", { seat: 0, card: "Kc" }),
      ev(4, "drew_stock", { seat: 1 }),
      ev(5, "discarded", { seat: 1, card: "Qd" }),
      ev(6, "drew_discard", { seat: 0, card: "Qd" }),
      ev(7, "discarded", { seat: 0, card: "7h" }),
    ];
    const s = spectatorState(events, ["A", "B"]);
    expect(s?.counts).toEqual([10, 10]);
    expect(s?.known).toEqual([["Qd"], []]);
    expect(s?.pile).toEqual(["Kc", "7h"]);
    expect(s?.stock).toBe(30);
    expect(s?.lastMove).toContain("discarded seven of hearts");
  });
  it("starts again with each deal and shows the knock", () => {
    const events = [
      ev(1, "deal_started", { deal: 0, dealer: 1, commitment: "x" }),
      ev(2, "discarded", { seat: 0, card: "Kc" }),
      ev(3, "deal_started", { deal: 1, dealer: 0, commitment: "y" }, 1),
      ev(4, "drew_stock", { seat: 1 }, 1),
      ev(5, "knocked", { seat: 1, melds: [["2s", "3s", "4s"]] }, 1),
      ev(6, "laid_off", { seat: 0, card: "5s", meld: 0 }, 1),
    ];
    const s = spectatorState(events, ["A", "B"]);
    expect(s?.deal).toBe(1);
    expect(s?.pile).toEqual([]);
    expect(s?.knocker).toBe(1);
    expect(s?.counts).toEqual([9, 10]);
    expect(s?.layoffs).toEqual([{ card: "5s", meld: 0 }]);
  });
});

describe("bestArrangement", () => {
  it("melds a set of exactly three", () => {
    expect(bestArrangement(["7h", "7c", "7d", "Kc"]).deadwood).toBe(10);
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
