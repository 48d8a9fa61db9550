import { createGinRummyClient, type Event } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import {
  atLeast, decisionsByStep, describeAction, fetchAnalysis, otherAction, retryDelay, sameAction, totalsText, verdict,
  type AnalysisDecision, type MatchAnalysis,
} from "../src/analysis";

const at = "2026-12-01T00:00:00Z";
const ev = (version: number, type: string, data: object) => ({ version, at, deal: 0, type, data }) as unknown as Event;

function decision(over: Partial<AnalysisDecision>): AnalysisDecision {
  return {
    index: 0, version: 1, deal: 0, seat: 0, phase: "discard", scores: [0, 0],
    chosen: { type: "discard", card: "7h" }, best: { type: "discard", card: "7h" },
    chosen_points: 3, chosen_points_se: 0.5, best_points: 3, best_points_se: 0.5,
    loss: 0, loss_se: 0, equity_loss: null, label: "good", actions: [], ...over,
  };
}

const seats = [
  { seat: 0, decisions: 2, total_loss: 6.5, average_loss: 3.25, average_equity_loss: null, good: 1, inaccuracy: 0, mistake: 1, blunder: 0 },
  { seat: 1, decisions: 1, total_loss: 0, average_loss: 0, average_equity_loss: null, good: 1, inaccuracy: 0, mistake: 0, blunder: 0 },
];

function analysis(decisions: AnalysisDecision[]): MatchAnalysis {
  return {
    match_id: "m", status: "done", match_version: 9, playouts: 8, seed: 0, objective: "points", moves: 5,
    thresholds: { inaccuracy: 2, mistake: 5, blunder: 10 }, decisions, seats,
  };
}

describe("the analysis beside the replay's moves", () => {
  const events = [
    ev(1, "match_created", {}),
    ev(4, "deal_started", { deal: 0, dealer: 1 }),
    ev(5, "upcard_passed", { seat: 0 }),
    ev(6, "drew_stock", { seat: 1 }),
    ev(7, "discarded", { seat: 1, card: "Kd" }),
    ev(8, "drew_discard", { seat: 0, card: "Kd" }),
  ];
  it("places each decision on the step whose event its move recorded (by version)", () => {
    const pass = decision({ version: 5, seat: 0, phase: "upcard_offer", chosen: { type: "pass_upcard" }, best: { type: "pass_upcard" } });
    const discard = decision({ version: 7, seat: 1, chosen: { type: "discard", card: "Kd" }, best: { type: "discard", card: "2c" }, loss: 6.5, label: "mistake" });
    const draw = decision({ version: 8, seat: 0, phase: "draw", chosen: { type: "draw_discard" }, best: { type: "draw_stock" }, loss: 1, label: "good" });
    const steps = decisionsByStep(events, analysis([draw, pass, discard]));
    expect(steps).toEqual([null, null, pass, null, discard, draw]);
  });
  it("leaves out a decision with no step (a version the replay does not hold)", () => {
    const steps = decisionsByStep(events, analysis([decision({ version: 99 })]));
    expect(steps.every((s) => s === null)).toBe(true);
    expect(steps).toHaveLength(events.length);
  });
  it("says the actions in words, with the cards' labels", () => {
    expect(describeAction({ type: "discard", card: "7h" })).toBe("discard the seven of hearts");
    expect(describeAction({ type: "knock", discard: "Ts", melds: null })).toBe("knock, discarding the ten of spades");
    expect(describeAction({ type: "lay_off", card: "Ad", meld: 0 })).toBe("lay off the ace of diamonds on meld 1");
    expect(describeAction({ type: "draw_stock" })).toBe("draw from the stock");
    expect(describeAction({ type: "take_upcard" })).toBe("take the upcard");
  });
  it("compares actions without their version", () => {
    expect(sameAction({ type: "discard", card: "7h", version: 3 }, { type: "discard", card: "7h" })).toBe(true);
    expect(sameAction({ type: "discard", card: "7h" }, { type: "discard", card: "7d" })).toBe(false);
    expect(sameAction({ type: "knock", discard: "7h", melds: [["2c", "3c", "4c"]] }, { type: "knock", discard: "7h", melds: null })).toBe(false);
  });
  it("names the best action only when it differs from the chosen one", () => {
    const bad = decision({ chosen: { type: "discard", card: "Kd" }, best: { type: "discard", card: "2c" }, chosen_points: -4, best_points: 2.5, loss: 6.5, loss_se: 1.25, label: "mistake" });
    expect(verdict(bad)).toBe("mistake: 6.5 points lost (± 1.3); best: discard the two of clubs (2.5 against -4.0)");
    expect(verdict(decision({}))).toBe("good: 0.0 points lost (± 0.0), the best move");
    // another move of the same value: no "best" beside a move that lost nothing
    const equal = decision({ chosen: { type: "discard", card: "Kd" }, best: { type: "discard", card: "Ks" }, loss: 0.02, loss_se: 0.3 });
    expect(verdict(equal)).toBe("good: 0.0 points lost (± 0.3); discard the king of spades was as good");
    expect(otherAction(equal)).toBe("discard the king of spades was as good");
    expect(otherAction(bad)).toBe("best: discard the two of clubs");
    expect(otherAction(decision({}))).toBeNull();
  });
  it("sums a seat up in words, and filters by label", () => {
    expect(totalsText(seats[0]!, ["You", "Bot"])).toBe("You: 2 decisions, 3.25 points lost on average (1 good, 0 inaccuracies, 1 mistake, 0 blunders)");
    expect(atLeast({ label: "mistake" }, "inaccuracy")).toBe(true);
    expect(atLeast({ label: "good" }, "inaccuracy")).toBe(false);
    expect(atLeast({ label: "good" }, "good")).toBe(true);
  });
});

describe("fetching the analysis", () => {
  it("waits Retry-After, the header first, else the body's", () => {
    expect(retryDelay("3", { retry_after: 2 })).toBe(3);
    expect(retryDelay(null, { retry_after: 2 })).toBe(2);
    expect(retryDelay("soon", { retry_after: 1 })).toBe(1);
  });
  it("follows 202 + Retry-After until the 200", async () => {
    const done = analysis([decision({ version: 5 })]);
    const answers = [
      new Response(JSON.stringify({ match_id: "m", status: "pending", retry_after: 2 }), { status: 202, headers: { "content-type": "application/json", "Retry-After": "2" } }),
      new Response(JSON.stringify({ match_id: "m", status: "pending", retry_after: 2 }), { status: 202, headers: { "content-type": "application/json", "Retry-After": "1" } }),
      new Response(JSON.stringify(done), { status: 200, headers: { "content-type": "application/json" } }),
    ];
    const asked: string[] = [];
    const client = createGinRummyClient("http://test", "token", {
      fetch: (r) => { asked.push(new URL(r.url).pathname); return Promise.resolve(answers.shift()!); },
    });
    const pending: number[] = [];
    const slept: number[] = [];
    const got = await fetchAnalysis(client, "0000-m", { onPending: (s) => pending.push(s), sleep: (s) => { slept.push(s); return Promise.resolve(); } });
    expect(got).toEqual(done);
    expect(pending).toEqual([2, 1]);
    expect(slept).toEqual([2, 1]);
    expect(asked).toEqual(["/matches/0000-m/analysis", "/matches/0000-m/analysis", "/matches/0000-m/analysis"]);
  });
  it("throws the problem of a match not finished", async () => {
    const problem = { type: "urn:ginrummy:problem:match-not-finished", title: "Conflict", status: 409, detail: "the match is not finished" };
    const client = createGinRummyClient("http://test", "token", {
      fetch: () => Promise.resolve(new Response(JSON.stringify(problem), { status: 409, headers: { "content-type": "application/problem+json" } })),
    });
    await expect(fetchAnalysis(client, "m", { sleep: () => Promise.resolve() })).rejects.toThrow(/409 match-not-finished/);
  });
});
