import type { Event } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { cardShort, describeTurn, drawnFromStock, lastTurnOf } from "../src/moves";

const ev = (version: number, type: string, data: Record<string, unknown>) => ({ version, type, at: "", data }) as unknown as Event;

const log: Event[] = [
  ev(1, "deal_started", { deal: 0, dealer: 1 }),
  ev(2, "upcard_passed", { seat: 0 }),
  ev(3, "upcard_passed", { seat: 1 }),
  ev(4, "drew_stock", { seat: 0, card: "5h" }),
  ev(5, "discarded", { seat: 0, card: "Ks" }),
  ev(6, "drew_stock", { seat: 1 }),
  ev(7, "discarded", { seat: 1, card: "7d" }),
];

describe("the last moves in words", () => {
  it("prints cards as on their faces", () => {
    expect(cardShort("7d")).toBe("7♦");
    expect(cardShort("Ts")).toBe("10♠");
  });
  it("says what the other seat did on its last turn", () => {
    expect(lastTurnOf(log, 1).map((e) => e.version)).toEqual([6, 7]);
    expect(describeTurn(log, 1, ["You", "Bot"])).toEqual({ text: "Bot drew from the stock and discarded 7♦.", version: 7, discarded: "7d" });
    expect(describeTurn(log, 0, ["You", "Bot"])?.text).toBe("You drew from the stock and discarded K♠.");
  });
  it("joins three moves with commas", () => {
    const more = [...log, ev(8, "drew_discard", { seat: 0, card: "7d" }), ev(9, "knocked", { seat: 0, discard: "2c" }), ev(10, "laid_off", { seat: 1, card: "8d" }), ev(11, "laid_off", { seat: 1, card: "9d" }), ev(12, "layoff_finished", { seat: 1 })];
    expect(describeTurn(more, 1, ["You", "Bot"])?.text).toBe("Bot laid off 8♦, laid off 9♦ and finished laying off.");
    expect(describeTurn(more, 0, ["You", "Bot"])?.discarded).toBeNull();
  });
  it("forgets the last deal once a new one starts", () => {
    expect(describeTurn([...log, ev(8, "deal_scored", {}), ev(9, "deal_started", { deal: 1, dealer: 0 })], 1, ["You", "Bot"])).toBeNull();
  });
  it("marks the card just drawn from the stock, until the next move", () => {
    expect(drawnFromStock(log.slice(0, 4), 0)).toBe("5h");
    expect(drawnFromStock(log.slice(0, 5), 0)).toBeNull();
    expect(drawnFromStock(log.slice(0, 6), 1)).toBeNull(); // the card is hidden from others
  });
});
