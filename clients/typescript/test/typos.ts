// What must NOT compile. Each `@ts-expect-error` below sits on a mistake a page could make
// against the contract; `tsc --strict` (npm run lint) fails with "Unused '@ts-expect-error'
// directive" the day any of them compiles, i.e. the day a type loosens back to `string`.
// Never run.
import {
  createGinRummyClient,
  type Action,
  type BotLevel,
  type Event,
  type LegalAction,
  type Match,
  type MatchCreate,
  type Outcome,
  type Phase,
  type Problem,
  type SeatView,
} from "../src/index.js";

export function phases(view: SeatView, phase: Phase): boolean[] {
  return [
    // @ts-expect-error a phase is one of upcard_offer, draw, discard, layoff, ended
    view.phase === "discrad",
    // @ts-expect-error
    phase === "lay_off",
    // @ts-expect-error
    view.phase === "drawing",
  ];
}

export function enums(outcome: Outcome, match: Match, level: BotLevel): boolean[] {
  return [
    // @ts-expect-error an outcome kind is knock, undercut, gin, big_gin, draw or void
    outcome.kind === "undrecut",
    // @ts-expect-error a match is open, active, finished (or cancelled)
    match.status === "finshed",
    // @ts-expect-error bot levels: beginner, easy, medium, expert
    level === "expret",
  ];
}

export function actions(legal: LegalAction): string {
  if (legal.type === "draw_stock") {
    // @ts-expect-error a draw names no card
    return legal.card;
  }
  if (legal.type === "discard") {
    // @ts-expect-error a discard's card is a string, never null or missing
    const card: number = legal.card;
    return String(card);
  }
  return legal.type;
}

// @ts-expect-error an action type
export const typo: Action = { type: "discrad", card: "7h", version: 3 };
// @ts-expect-error a discard needs its card
export const noCard: Action = { type: "discard", version: 3 };
// @ts-expect-error a lay-off's meld is an index
export const meldName: Action = { type: "lay_off", card: "5c", meld: "0" };
// @ts-expect-error a knock names its face-down discard as `discard`, not `card`
export const knockCard: Action = { type: "knock", card: "7h" };
// @ts-expect-error no unknown fields (a misspelt version)
export const verison: Action = { type: "pass_upcard", verison: 3 };

export function events(event: Event): string {
  // @ts-expect-error an event type
  if (event.type === "discard") return "";
  if (event.type === "discarded") {
    // @ts-expect-error a discarded event's data has seat and card
    return event.data.crad;
  }
  if (event.type === "drew_stock") {
    // @ts-expect-error the card of a stock draw may be hidden (null or absent)
    const card: string = event.data.card;
    return card;
  }
  // @ts-expect-error only after narrowing: not every event has a card
  return event.data.card;
}

// @ts-expect-error a variant
export const variant: MatchCreate = { rules: { variant: "hollywod" } };
// @ts-expect-error a bot opponent needs a level of the enum
export const level: MatchCreate = { opponent: { kind: "bot", level: "grandmaster" } };
// @ts-expect-error stock exhaustion is draw or reshuffle
export const exhaustion: MatchCreate = { rules: { stock_exhaustion: "redeal" } };

export async function calls(problem: Problem): Promise<void> {
  const client = createGinRummyClient("http://127.0.0.1:8000");
  // @ts-expect-error a path that does not exist
  await client.GET("/match/{match_id}", { params: { path: { match_id: "x" } } });
  // @ts-expect-error the path parameter is required
  await client.GET("/matches/{match_id}", {});
  // @ts-expect-error a body on the wrong path
  await client.POST("/matches/{match_id}/actions", { params: { path: { match_id: "x" } }, body: { opponent: { kind: "open" } } });
  // @ts-expect-error problem errors are { key, message, source }
  console.log(problem.errors?.[0]?.field);
  // @ts-expect-error a source is body, cookie, header, path or query
  console.log(problem.errors?.[0]?.source === "bdy");
  // @ts-expect-error a problem's legal actions are the tagged union too
  console.log(problem.legal_actions?.[0]?.card);
}
