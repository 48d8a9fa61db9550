// The last moves in words, from the event log as the server sent it (unit tested): what the
// other seat did on its turn, and the card this seat just drew from the stock. No rule here:
// only the log read back.
import type { Event } from "@ginrummy/client";
import { parseCard, rankText, type Names } from "./cards";

const SUIT_SIGNS = { c: "♣", d: "♦", h: "♥", s: "♠" } as const;

/** A card as printed: "7♦", "10♠". */
export function cardShort(code: string): string {
  return `${rankText(code)}${SUIT_SIGNS[parseCard(code).suit]}`;
}

type Move = Extract<Event, { data: { seat: number } }>;

const MOVES: ReadonlySet<string> = new Set([
  "upcard_taken", "upcard_passed", "drew_stock", "drew_discard", "discarded", "knocked",
  "big_gin_declared", "laid_off", "layoff_finished", "resigned", "deadline_missed",
]);

const isMove = (e: Event): e is Move => MOVES.has(e.type);

/** One move as a verb phrase ("drew from the stock"), without its subject. */
function phrase(e: Move): string {
  switch (e.type) {
    case "upcard_taken": return `took the upcard ${cardShort(e.data.card)}`;
    case "upcard_passed": return "passed the upcard";
    case "drew_stock": return "drew from the stock";
    case "drew_discard": return `took ${cardShort(e.data.card)} from the discard pile`;
    case "discarded": return `discarded ${cardShort(e.data.card)}`;
    case "knocked": return e.data.discard ? `knocked, discarding ${cardShort(e.data.discard)} face down` : "knocked";
    case "big_gin_declared": return "declared big gin";
    case "laid_off": return `laid off ${cardShort(e.data.card)}`;
    case "layoff_finished": return "finished laying off";
    case "resigned": return "resigned";
    case "deadline_missed": return "missed the move deadline";
    default: return e.type;
  }
}

/** The moves of the last turn `seat` played in the current deal (the run of its moves since
 * another seat moved or the deal began), oldest first. */
export function lastTurnOf(events: readonly Event[], seat: number): Move[] {
  const run: Move[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined || e.type === "deal_started") break;
    if (!isMove(e)) {
      if (run.length > 0 && e.type !== "deal_scored") break;
      continue;
    }
    if (e.data.seat === seat) run.unshift(e);
    else if (run.length > 0) break;
  }
  return run;
}

const joined = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1] ?? ""}`;

/** "Bot drew from the stock and discarded 7♦", or null when `seat` has not moved this deal. */
export function describeTurn(events: readonly Event[], seat: number, names: Names): { text: string; version: number; discarded: string | null } | null {
  const run = lastTurnOf(events, seat);
  const last = run[run.length - 1];
  if (last === undefined) return null;
  const discard = [...run].reverse().find((e) => e.type === "discarded");
  return {
    text: `${names[seat] ?? `Seat ${seat}`} ${joined(run.map(phrase))}.`,
    version: last.version,
    discarded: discard?.type === "discarded" ? discard.data.card : null,
  };
}

/** The card `seat` has just drawn from the stock (its last move, card shown to it), else null. */
export function drawnFromStock(events: readonly Event[], seat: number): string | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined || e.type === "deal_started") return null;
    if (!isMove(e)) continue;
    return e.type === "drew_stock" && e.data.seat === seat ? (e.data.card ?? null) : null;
  }
  return null;
}
