import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import schemas from "virtual:api-schemas";
import {
  actionPhrase, describeRummyEvent, freshDiscard, handEndHeadline, handEndRows, meldOffers, meldsByOwner, newHandEnd, othersTurns,
  rummyCardLabel, rummyControls, rummyMatchEnd, rummySeatNames, scoringText, sortHand, tableMeldText,
  type HandEnd, type MeldAction, type RummyEvent, type RummyView, type TableMeld,
} from "../src/rummy";
import { optionTitle, rummyChoices, rummyCreateBody } from "../src/rummy-form";

const doc = JSON.parse(readFileSync(new URL("../../../openapi/openapi.json", import.meta.url), "utf8"));

const view = (legal: RummyView["legal_actions"], extra: Partial<RummyView> = {}): RummyView => ({
  seat: 0, seats: 4, dealer: 3, to_act: 0, phase: "play", turn: 3, hand: ["7h", "8h", "9h", "X1", "Kc"],
  hand_sizes: [5, 7, 7, 7], stock_size: 20, pile: ["2c", "5d"], discards: [], taken: null, melds: [], rebuilds: [],
  reshuffles_left: 1, end: null, deck: null, scores: [0, 0, 0, 0], legal_actions: legal, ...extra,
});

const meld = (cards: string[], jokers?: Record<string, string>): MeldAction => ({ type: "meld", cards, ...(jokers ? { jokers } : {}) });

describe("rummyControls", () => {
  it("sorts the listed actions by what they do, lay-offs by card and meld", () => {
    const c = rummyControls(view([
      { type: "discard", card: "Kc" }, { type: "discard", card: "7h" },
      meld(["7h", "8h", "9h"]),
      { type: "lay_off", card: "X1", meld: 2, stands_for: "6s" }, { type: "lay_off", card: "X1", meld: 2, stands_for: "Ts" },
      { type: "lay_off", card: "Kc", meld: 0 },
      { type: "swap_joker", card: "9h", joker: "X2" },
    ]));
    expect([...c.discard.keys()]).toEqual(["Kc", "7h"]);
    expect(c.melds).toHaveLength(1);
    expect(c.layOff.get("X1")?.get(2)?.map((a) => a.stands_for)).toEqual(["6s", "Ts"]);
    expect(c.layOff.get("Kc")?.get(0)).toHaveLength(1);
    expect(c.swaps.get("9h")?.[0]?.joker).toBe("X2");
    expect(c.drawStock).toBeNull();
    expect(c.any).toBe(true);
  });
  it("gives no control without a view or legal actions", () => {
    expect(rummyControls(null).any).toBe(false);
    const drawing = rummyControls(view([{ type: "draw_stock" }, { type: "draw_discard" }], { phase: "draw" }));
    expect(drawing.drawStock?.type).toBe("draw_stock");
    expect(drawing.drawDiscard?.type).toBe("draw_discard");
    expect(drawing.discard.size).toBe(0);
  });
});

describe("meldOffers", () => {
  const listed = [
    meld(["7h", "8h", "9h"]),
    meld(["7h", "8h", "X1"], { X1: "9h" }),
    meld(["7h", "8h", "X1"], { X1: "6h" }),
    meld(["7h", "8h", "9h", "X1"], { X1: "Th" }),
    meld(["Kc", "Kd", "X1"]),
  ];
  it("offers the listed melds that hold every selected card, the exact one first", () => {
    const offers = meldOffers(listed, ["9h", "8h", "7h"]);
    expect(offers.map((o) => [o.cards.join(" "), o.exact])).toEqual([["7h 8h 9h", true], ["7h 8h 9h X1", false]]);
  });
  it("groups the melds of the same cards: one offer, a choice of what the joker stands for", () => {
    const [offer] = meldOffers(listed, ["X1", "7h", "8h"]);
    expect(offer?.exact).toBe(true);
    expect(offer?.actions.map((a) => a.jokers?.X1)).toEqual(["9h", "6h"]);
  });
  it("offers nothing for no selection or a selection no listed meld holds", () => {
    expect(meldOffers(listed, [])).toEqual([]);
    expect(meldOffers(listed, ["7h", "Kc"])).toEqual([]);
  });
});

describe("the hand and the table", () => {
  it("sorts by rank or suit with the jokers last, or keeps the server's order", () => {
    const hand = ["X2", "Kc", "7h", "7s", "2h", "X1"];
    expect(sortHand(hand, "rank")).toEqual(["2h", "7s", "7h", "Kc", "X1", "X2"]);
    expect(sortHand(hand, "suit")).toEqual(["7s", "2h", "7h", "Kc", "X1", "X2"]);
    expect(sortHand(hand, null)).toEqual(hand);
  });
  it("names jokers and the card a run's joker stands for", () => {
    expect(rummyCardLabel("X1")).toBe("joker");
    expect(rummyCardLabel("Td")).toBe("ten of diamonds");
    const m: TableMeld = { id: 4, owner: 2, kind: "run", cards: ["6s", "X2", "8s"], jokers: { X2: "7s" } };
    expect(tableMeldText(m)).toBe("6♠ Joker (7♠) 8♠");
  });
  it("groups the melds by owner, from a seat round the table", () => {
    const melds: TableMeld[] = [
      { id: 0, owner: 2, kind: "set", cards: ["5c", "5d", "5h"], jokers: {} },
      { id: 1, owner: 0, kind: "run", cards: ["2s", "3s", "4s"], jokers: {} },
      { id: 2, owner: 2, kind: "run", cards: ["9d", "Td", "Jd"], jokers: {} },
    ];
    expect(meldsByOwner(melds, 3, 1).map((g) => [g.owner, g.melds.map((m) => m.id)])).toEqual([[2, [0, 2]], [0, [1]]]);
  });
  it("names seats: you, each bot by seat and level, players by name", () => {
    const names = rummySeatNames({ seats: [
      { seat: 0, player_id: "a", name: "ada", bot: null },
      { seat: 1, player_id: null, name: null, bot: "easy" },
      { seat: 2, player_id: "b", name: "bob", bot: null },
      { seat: 3, player_id: null, name: null, bot: null },
    ] }, "a");
    expect(names).toEqual(["You", "Bot 2 (easy)", "bob", "Open seat 4"]);
  });
});

const base = { at: "2026-01-01T00:00:00Z", hand: 0 };
const names = ["You", "Bot 2 (easy)", "Bot 3 (medium)"];

describe("the moves in words", () => {
  const events: RummyEvent[] = [
    { ...base, version: 5, type: "hand_dealt", dealer: 2, commitment: "c" },
    { ...base, version: 6, type: "drew_stock", seat: 0, action: { type: "draw_stock" }, card: "4c" },
    { ...base, version: 7, type: "discarded", seat: 0, action: { type: "discard", card: "Kc" }, card: "Kc" },
    { ...base, version: 8, type: "drew_discard", seat: 1, action: { type: "draw_discard" }, card: "Kc" },
    { ...base, version: 9, type: "melded", seat: 1, action: { type: "meld", cards: ["Kc", "Kd", "X1"] }, meld: 0, cards: ["Kc", "Kd", "X1"], jokers: {} },
    { ...base, version: 10, type: "discarded", seat: 1, action: { type: "discard", card: "3d" }, card: "3d" },
    { ...base, version: 11, type: "drew_stock", seat: 2, action: { type: "draw_stock" }, card: null },
    { ...base, version: 12, type: "laid_off", seat: 2, action: { type: "lay_off", card: "Ks", meld: 0 }, card: "Ks", meld: 0 },
    { ...base, version: 13, type: "discarded", seat: 2, action: { type: "discard", card: "9h" }, card: "9h" },
  ];
  it("says each other seat's turn since this seat moved", () => {
    expect(othersTurns(events, 0, names).map((t) => t.text)).toEqual([
      "Bot 2 (easy) took K♣ from the discard pile, melded K♣ K♦ Joker and discarded 3♦",
      "Bot 3 (medium) drew from the stock, laid off K♠ on meld 1 and discarded 9♥",
    ]);
    expect(othersTurns(events, 1, names).map((t) => t.seat)).toEqual([2]);
    // in its own turn (it has drawn), a seat still reads what the others did before it
    const drawn: RummyEvent = { ...base, version: 14, type: "drew_stock", seat: 0, action: { type: "draw_stock" }, card: "5c" };
    expect(othersTurns([...events, drawn], 0, names).map((t) => t.seat)).toEqual([1, 2]);
    // a watcher: every seat's last turn
    expect(othersTurns(events, null, names).map((t) => t.seat)).toEqual([0, 1, 2]);
  });
  it("forgets the turns of a hand that is over", () => {
    const next: RummyEvent[] = [...events, { ...base, hand: 1, version: 14, type: "hand_dealt", dealer: 0, commitment: "d" }];
    expect(othersTurns(next, 0, names)).toEqual([]);
  });
  it("lights up a discard only while it is the last move", () => {
    expect(freshDiscard(events)).toBe("9h");
    expect(freshDiscard(events.slice(0, 8))).toBeNull();
  });
  it("says an action as sent (a tournament game's moves)", () => {
    expect(events.filter((e) => "action" in e).map((e) => ("action" in e ? actionPhrase(e.action) : ""))).toEqual([
      "drew from the stock", "discarded K♣", "took the top of the discard pile", "melded K♣ K♦ Joker",
      "discarded 3♦", "drew from the stock", "laid off K♠ on meld 1", "discarded 9♥",
    ]);
    expect(actionPhrase({ type: "swap_joker", card: "7h", joker: "X2" })).toBe("swapped 7♥ for the second joker");
  });
  it("describes the log's events", () => {
    expect(describeRummyEvent(events[0]!, names)).toBe("Hand 1 dealt by Bot 3 (medium)");
    expect(describeRummyEvent(events[5]!, names)).toBe("Bot 2 (easy) discarded 3♦");
  });
});

describe("the end of a hand, as the API counted it", () => {
  const end: HandEnd = { winner: 1, rummy: false, stalemate: null, turns: 14, hands: [["Kc", "2d"], [], ["X1"]], values: [12, 0, 15], multiplier: 1, points: [0, 27, 0] };
  it("lists each hand with its value and points", () => {
    expect(handEndRows(end, names).map((r) => [r.name, r.cards.join(" "), r.value, r.points, r.winner])).toEqual([
      ["You", "Kc 2d", 12, 0, false], ["Bot 2 (easy)", "", 0, 27, true], ["Bot 3 (medium)", "X1", 15, 0, false],
    ]);
  });
  it("explains the scoring with the API's numbers", () => {
    expect(handEndHeadline(end, names)).toBe("Bot 2 (easy) went out");
    expect(scoringText(end, names, "winner_takes_all")).toBe("Bot 2 (easy)'s points are the values of the cards left in the other hands: (12 + 15) = 27.");
    const rummy = { ...end, rummy: true, multiplier: 2, points: [0, 54, 0] };
    expect(handEndHeadline(rummy, names)).toContain("going rummy");
    expect(scoringText(rummy, names, "winner_takes_all")).toContain("(12 + 15) × 2 (rummy) = 54");
    const penalty = { ...end, points: [12, 0, 15] };
    expect(scoringText(penalty, names, "penalty")).toContain("You +12, Bot 3 (medium) +15");
    expect(scoringText({ ...penalty, winner: 0, points: [0, 0, 15] }, names, "penalty")).toContain("You add nothing");
    const stalemate = { ...end, winner: null, stalemate: "turn_limit" as const, points: [0, 0, 0] };
    expect(handEndHeadline(stalemate, names)).toContain("turn limit");
    expect(scoringText(stalemate, names, "winner_takes_all")).toBe("A stalemate scores nothing.");
  });
  it("finds a hand end not yet shown", () => {
    const record = { hand: 0, dealer: 2, end };
    expect(newHandEnd([record], 0)).toBe(record);
    expect(newHandEnd([record], 1)).toBeNull();
  });
  it("says the match's result from its standings", () => {
    expect(rummyMatchEnd({ status: "finished", standings: { scores: [0, 150, 20], target: 150, over: true, winners: [1] } }, names, "winner_takes_all"))
      .toBe("The match is over (first to 150): Bot 2 (easy) won the match.");
    expect(rummyMatchEnd({ status: "finished", standings: { scores: [100, 20, 20], target: 100, over: true, winners: [1, 2] } }, names, "penalty"))
      .toContain("Bot 2 (easy) and Bot 3 (medium) shared the win of the match");
  });
});

describe("the Rummy form", () => {
  const c = rummyChoices(schemas);
  const s = doc.components.schemas;
  it("takes the levels, seat counts and options from the API's request schemas", () => {
    expect(c.levels).toEqual(s.RummySeatBot.properties.level.enum);
    expect(c.seats).toEqual([s.RummyMatchCreate.properties.seats.minItems, 3, s.RummyMatchCreate.properties.seats.maxItems]);
    expect(c.options.map((o) => o.name)).toEqual(Object.keys(s.RummyOptions.properties));
    const target = c.options.find((o) => o.name === "target_score");
    expect(target).toMatchObject({ kind: "int", min: s.RummyOptions.properties.target_score.anyOf[0].minimum, max: s.RummyOptions.properties.target_score.anyOf[0].maximum });
    expect(c.options.find((o) => o.name === "jokers")).toMatchObject({ kind: "choice" });
    expect(c.options.find((o) => o.name === "must_discard_to_go_out")).toMatchObject({ kind: "bool" });
    expect(optionTitle("must_discard_to_go_out")).toBe("Must discard to go out");
  });
  it("builds the request: you first, the options set (typed), the rest left to the server", () => {
    const body = rummyCreateBody([{ kind: "bot", level: c.levels[0]! }, { kind: "open" }], { target_score: "60", jokers: "2", must_discard_to_go_out: "true", aces: "" }, c.options);
    expect(body).toEqual({ seats: [{ kind: "me" }, { kind: "bot", level: c.levels[0] }, { kind: "open" }], options: { target_score: 60, jokers: 2, must_discard_to_go_out: true } });
  });
  it("refuses a number out of its bounds, in words", () => {
    expect(() => rummyCreateBody([{ kind: "open" }], { target_score: "5" }, c.options)).toThrow(/Target score must be a whole number from 50 to 1000/);
  });
});
