import type { Event, SeatView } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import {
  cardLabel, controlsOf, dealScoredVersion, explainOutcome, layoutHand, scoreSheet, seatsOf, sortCards, topDiscard,
} from "../src/cards";

const rules = {
  knock_limit: 10, variant: "classic", oklahoma_spades_double: true, gin_bonus: 25, undercut_bonus: 25, big_gin_bonus: 31,
  big_gin: true, stock_exhaustion: "draw", target_score: 100, game_bonus: 100, line_bonus: 25, shutout: true,
} as const;

function view(over: Partial<SeatView>): SeatView {
  return {
    seat: 0, dealer: 1, phase: "discard", to_act: 0, hand: [], arrangement: null, discards: [], upcard_passed_by: [],
    opponent_known: [], opponent_card_count: 10, stock_size: 31, rules, knock_limit: 10, taken_card: null, knock: null,
    outcome: null, opponent_hand: null, scores: [0, 0], game_scores: [], legal_actions: [], knock_arrangements: [], end: null, ...over,
  };
}

describe("cards", () => {
  it("labels cards for screen readers", () => {
    expect(cardLabel("7h")).toBe("seven of hearts");
    expect(cardLabel("Ts")).toBe("ten of spades");
    expect(cardLabel("Ad")).toBe("ace of diamonds");
    expect(() => cardLabel("1x")).toThrow();
  });
  it("sorts by rank then suit", () => {
    expect(sortCards(["Kd", "2c", "2s", "Ah", "Tc"])).toEqual(["Ah", "2s", "2c", "Tc", "Kd"]);
  });
});

describe("layoutHand", () => {
  it("groups the melds and keeps the deadwood apart", () => {
    const hand = ["5s", "3c", "5d", "Ad", "3h", "5h", "2c", "3d", "As", "2d"];
    const served = { melds: [["5d", "5h", "5s"], ["3c", "3d", "3h"]], deadwood_cards: ["Ad", "As", "2c", "2d"], deadwood: 6, discard: null };
    const l = layoutHand(hand, served);
    expect(l.melds).toEqual([["3s", "3h", "3c", "3d"].filter((c) => hand.includes(c)), ["5s", "5h", "5d"]]);
    expect(l.deadwood).toEqual(["As", "Ad", "2c", "2d"]);
    expect(l.count).toBe(6);
  });
  it("counts no deadwood itself: without a served arrangement there is no count", () => {
    expect(layoutHand(["Kd", "2c"], null)).toEqual({ melds: [], deadwood: ["2c", "Kd"], count: null });
  });
  it("shows the server's count, not one of its own", () => {
    // a count the cards would not give: the page shows the server's
    expect(layoutHand(["Kd", "2c"], { melds: [], deadwood: 99 }).count).toBe(99);
  });
});

describe("controlsOf", () => {
  it("offers only what the legal actions allow", () => {
    const c = controlsOf(view({ phase: "draw", legal_actions: [{ type: "draw_stock" }, { type: "draw_discard" }] }));
    expect(c.drawStock).not.toBeNull();
    expect(c.drawDiscard).not.toBeNull();
    expect(c.takeUpcard).toBeNull();
    expect(c.discard.size).toBe(0);
    expect(c.knock.size).toBe(0);
    expect(controlsOf(null).any).toBe(false);
  });
  it("tells a gin from a knock", () => {
    const hand = ["2c", "3c", "4c", "5h", "5d", "5s", "9h", "9s", "9d", "Kc", "Qd"];
    const c = controlsOf(view({
      hand,
      arrangement: { melds: [["2c", "3c", "4c"], ["5h", "5d", "5s"], ["9h", "9s", "9d"]], deadwood_cards: ["Qd"], deadwood: 0, discard: "Kc" },
      legal_actions: [
        { type: "discard", card: "Kc" }, { type: "discard", card: "Qd" },
        { type: "knock", discard: "Kc" }, { type: "knock", discard: "Qd" },
      ],
    }));
    expect(c.gin).toEqual({ type: "knock", discard: "Kc" });
    expect([...c.knock.keys()]).toEqual(["Qd"]);
    expect([...c.discard.keys()]).toEqual(["Kc", "Qd"]);
  });
  it("indexes lay-offs by card and meld", () => {
    const c = controlsOf(view({
      phase: "layoff",
      legal_actions: [{ type: "lay_off", card: "6h", meld: 0 }, { type: "lay_off", card: "6h", meld: 1 }, { type: "finish_layoff" }],
    }));
    expect([...(c.layOff.get("6h")?.keys() ?? [])]).toEqual([0, 1]);
    expect(c.finishLayoff).not.toBeNull();
  });
});

describe("the discard pile and the score sheet", () => {
  it("finds the top of the pile", () => {
    expect(topDiscard(view({ discards: [{ card: "7h", by: null, taken_by: null }, { card: "8h", by: 0, taken_by: 1 }] }))).toBe("7h");
    expect(topDiscard(view({ discards: [] }))).toBeNull();
  });
  it("explains a deal and lists the scored deals", () => {
    const names = ["You", "Bot (easy)"] as const;
    const outcome = { kind: "knock", knocker: 0, winner: 0, points: 28, knocker_deadwood: 7, defender_deadwood: 35, doubled: false } as const;
    expect(explainOutcome(outcome, names)).toBe("You knocked with 7 deadwood against 35: You score the difference, 28 points.");
    expect(explainOutcome({ ...outcome, kind: "undercut", winner: 1, points: 27 }, names)).toContain("undercut");
    const events: Event[] = [
      { version: 3, type: "deal_started", at: "", deal: 0, data: { deal: 0, dealer: 0, commitment: "c" } },
      { version: 27, type: "deal_scored", at: "", deal: 0, data: { deal: 0, record: { number: 0, dealer: 0, outcome }, scores: [28, 0], order: [], salt: "s" } },
    ];
    expect(scoreSheet(events, names)).toEqual([{ deal: 1, text: explainOutcome(outcome, names), points: [28, 0], totals: [28, 0] }]);
    expect(dealScoredVersion(events, 0)).toBe(27);
    expect(dealScoredVersion(events, 1)).toBeNull();
  });
});

