import { describe, expect, it } from "vitest";
import { byRank, bySuit, keepOrder, moveBy, moveTo } from "../src/arrange";

describe("the player's order of the hand", () => {
  const hand = ["Kd", "2s", "2h", "7s", "Ac"];
  it("sorts by rank and by suit", () => {
    expect(byRank(hand)).toEqual(["Ac", "2s", "2h", "7s", "Kd"]);
    expect(bySuit(hand)).toEqual(["2s", "7s", "2h", "Ac", "Kd"]);
  });
  it("keeps the places of the cards still held, new cards at the right end", () => {
    expect(keepOrder(["7s", "Kd", "2s", "2h", "Ac"], ["2s", "Ac", "Kd", "7s", "9h", "2h"])).toEqual(["7s", "Kd", "2s", "2h", "Ac", "9h"]);
    expect(keepOrder(["7s", "Kd", "2s"], ["2s", "Kd"])).toEqual(["Kd", "2s"]);
  });
  it("moves a card by a place, clamped at the ends", () => {
    expect(moveBy(hand, "2s", -1)).toEqual(["2s", "Kd", "2h", "7s", "Ac"]);
    expect(moveBy(hand, "Kd", -1)).toEqual(hand);
    expect(moveBy(hand, "Ac", 1)).toEqual(hand);
    expect(moveBy(hand, "2h", 2)).toEqual(["Kd", "2s", "7s", "Ac", "2h"]);
  });
  it("moves a card to where it was dropped", () => {
    expect(moveTo(hand, "Ac", 0)).toEqual(["Ac", "Kd", "2s", "2h", "7s"]);
    expect(moveTo(hand, "Kd", 3)).toEqual(["2s", "2h", "7s", "Kd", "Ac"]);
    expect(moveTo(hand, "9h", 0)).toEqual(hand);
  });
});
