// The page's logic, kept apart from the DOM (unit tested by Vitest): cards, the hand's layout,
// what the legal actions allow on the table, and the words that explain a deal.
import type { components, Event, LegalAction, Match, Outcome, SeatView } from "@ginrummy/client";

export type Suit = "c" | "d" | "h" | "s";
export const RANKS = "A23456789TJQK";
const RANK_NAMES: Record<string, string> = {
  A: "ace", T: "ten", J: "jack", Q: "queen", K: "king",
  "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine",
};
const SUIT_NAMES: Record<Suit, string> = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
const SUIT_ORDER: Record<Suit, number> = { s: 0, h: 1, c: 2, d: 3 };

export interface Card {
  code: string;
  rank: string;
  suit: Suit;
}

export function parseCard(code: string): Card {
  const rank = code.slice(0, 1);
  const suit = code.slice(1, 2);
  if (!RANKS.includes(rank) || rank === "" || !(suit in SUIT_NAMES) || code.length !== 2) {
    throw new Error(`not a card: ${code}`);
  }
  return { code, rank, suit: suit as Suit };
}

/** 0 (ace) .. 12 (king). */
export function rankIndex(code: string): number {
  return RANKS.indexOf(parseCard(code).rank);
}

/** What a screen reader says: "seven of hearts". */
export function cardLabel(code: string): string {
  const { rank, suit } = parseCard(code);
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit]}`;
}

/** The rank as printed on the card face ("10" for T). */
export function rankText(code: string): string {
  const { rank } = parseCard(code);
  return rank === "T" ? "10" : rank;
}

export function isRed(code: string): boolean {
  const { suit } = parseCard(code);
  return suit === "h" || suit === "d";
}

/** By rank, then suit (spades, hearts, clubs, diamonds: colours alternate). */
export function sortCards(cards: readonly string[]): string[] {
  return [...cards].sort(
    (a, b) => rankIndex(a) - rankIndex(b) || SUIT_ORDER[parseCard(a).suit] - SUIT_ORDER[parseCard(b).suit],
  );
}

export interface HandLayout {
  /** The melds of the best arrangement, each sorted, in the order of their lowest card. */
  melds: string[][];
  /** The cards outside every meld, sorted. */
  deadwood: string[];
  /** Deadwood points, as the server counted them (after the best discard for 11 cards); null
   * when it served no arrangement. */
  count: number | null;
}

/** How the server laid out a hand: its melds and their deadwood (the rules' count). */
export interface Laid {
  melds: readonly (readonly string[])[];
  deadwood: number;
}

/** The hand sorted with melds grouped and deadwood cards apart, from the arrangement the server
 * served (cards it does not meld are deadwood; its count is the server's). */
export function layoutHand(hand: readonly string[], arrangement: Laid | null | undefined): HandLayout {
  const melds = (arrangement?.melds ?? [])
    .map((m) => sortCards(m.filter((c) => hand.includes(c))))
    .filter((m) => m.length > 0)
    .sort((a, b) => rankIndex(a[0] ?? "Ac") - rankIndex(b[0] ?? "Ac"));
  const melded = new Set(melds.flat());
  const deadwood = sortCards(hand.filter((c) => !melded.has(c)));
  return { melds, deadwood, count: arrangement ? arrangement.deadwood : null };
}

type Of<T extends LegalAction["type"]> = Extract<LegalAction, { type: T }>;

/** What the legal actions allow on the table: every control of the page is derived from this,
 * so an illegal move has no control to make it. */
export interface Controls {
  takeUpcard: Of<"take_upcard"> | null;
  passUpcard: Of<"pass_upcard"> | null;
  drawStock: Of<"draw_stock"> | null;
  drawDiscard: Of<"draw_discard"> | null;
  /** card → its discard action */
  discard: Map<string, Of<"discard">>;
  /** card → the knock discarding it */
  knock: Map<string, Of<"knock">>;
  /** the knock that goes gin (no deadwood left), if any */
  gin: Of<"knock"> | null;
  bigGin: Of<"big_gin"> | null;
  /** card → meld index → the lay-off action */
  layOff: Map<string, Map<number, Of<"lay_off">>>;
  finishLayoff: Of<"finish_layoff"> | null;
  any: boolean;
}

export function controlsOf(view: SeatView | null | undefined): Controls {
  const c: Controls = {
    takeUpcard: null, passUpcard: null, drawStock: null, drawDiscard: null,
    discard: new Map(), knock: new Map(), gin: null, bigGin: null,
    layOff: new Map(), finishLayoff: null, any: false,
  };
  for (const a of view?.legal_actions ?? []) {
    c.any = true;
    switch (a.type) {
      case "take_upcard": c.takeUpcard = a; break;
      case "pass_upcard": c.passUpcard = a; break;
      case "draw_stock": c.drawStock = a; break;
      case "draw_discard": c.drawDiscard = a; break;
      case "discard": c.discard.set(a.card, a); break;
      case "knock": c.knock.set(a.discard, a); break;
      case "big_gin": c.bigGin = a; break;
      case "lay_off": {
        const byMeld = c.layOff.get(a.card) ?? new Map<number, Of<"lay_off">>();
        byMeld.set(a.meld, a);
        c.layOff.set(a.card, byMeld);
        break;
      }
      case "finish_layoff": c.finishLayoff = a; break;
    }
  }
  // Gin: a knock whose discard leaves no deadwood (the arrangement of 11 cards names the best
  // discard and the deadwood after it).
  if (view?.arrangement && view.hand.length === 11) {
    const best = view.arrangement.discard;
    if (view.arrangement.deadwood === 0 && best !== null && best !== undefined) {
      const ginKnock = c.knock.get(best);
      if (ginKnock) {
        c.gin = ginKnock;
        c.knock.delete(best);
      }
    }
  }
  return c;
}

/** The top of the discard pile (the last card put there that nobody took back). */
export function topDiscard(view: SeatView): string | null {
  const pile = view.discards.filter((d) => d.taken_by === null || d.taken_by === undefined);
  return pile.length > 0 ? (pile[pile.length - 1]?.card ?? null) : null;
}

/** The name shown for each seat, in seat order (one per seat of the match). */
export type Names = readonly string[];

/** The seats of a table: 0..n-1. */
export function seatsOf(names: Names): number[] {
  return names.map((_, seat) => seat);
}

/** "1 point", "14 points". */
export function pointsText(n: number): string {
  return `${n} point${n === 1 ? "" : "s"}`;
}

/** Whose, in words: "your" for the page's own seat ("You"), else "Bot's"; `capital` at the
 * start of a sentence. */
export function possessive(name: string | undefined, capital = false): string {
  if (name === "You") return capital ? "Your" : "your";
  return `${name ?? "the"}'s`;
}

/** The scoring of a deal in words. */
export function explainOutcome(o: Outcome, names: Names): string {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? "nobody" : names[seat] ?? `seat ${seat}`);
  const scores = (seat: number | null | undefined) => `${name(seat)} ${name(seat) === "You" ? "score" : "scores"}`;
  const dw = (n: number | null | undefined) => (n === null || n === undefined ? "?" : String(n));
  const doubled = o.doubled ? " (doubled)" : "";
  switch (o.kind) {
    case "gin":
      return `${name(o.knocker)} went gin: ${pointsText(o.points)}${doubled} (the gin bonus plus the defender's deadwood, ${dw(o.defender_deadwood)}).`;
    case "big_gin":
      return `${name(o.knocker)} went big gin: ${pointsText(o.points)}${doubled} (big gin bonus plus the defender's deadwood ${dw(o.defender_deadwood)}).`;
    case "knock":
      return `${name(o.knocker)} knocked with ${dw(o.knocker_deadwood)} deadwood against ${dw(o.defender_deadwood)}: ${scores(o.winner)} the difference, ${pointsText(o.points)}${doubled}.`;
    case "undercut":
      return `${name(o.knocker)} knocked with ${dw(o.knocker_deadwood)} deadwood but was undercut (${dw(o.defender_deadwood)}): ${scores(o.winner)} ${pointsText(o.points)}${doubled} (undercut bonus plus the difference).`;
    case "draw":
      return "The stock ran out: the deal is a draw, nobody scores.";
    case "void":
      return "The deal is void and dealt again.";
  }
}

/** One line of the match's log. */
export function describeEvent(e: Event, names: Names): string {
  const who = (seat: number) => names[seat] ?? `seat ${seat}`;
  switch (e.type) {
    case "match_created": return "Match created";
    case "player_joined": return `${who(e.data.seat)} joined`;
    case "match_started": return "Match started";
    case "deal_started": return `Deal ${e.data.deal + 1} dealt by ${who(e.data.dealer)}`;
    case "upcard_taken": return `${who(e.data.seat)} took the upcard (${cardLabel(e.data.card)})`;
    case "upcard_passed": return `${who(e.data.seat)} passed the upcard`;
    case "drew_stock": return `${who(e.data.seat)} drew from the stock`;
    case "drew_discard": return `${who(e.data.seat)} drew ${cardLabel(e.data.card)} from the discard pile`;
    case "discarded": return `${who(e.data.seat)} discarded ${cardLabel(e.data.card)}`;
    case "knocked": return `${who(e.data.seat)} knocked`;
    case "big_gin_declared": return `${who(e.data.seat)} declared big gin`;
    case "laid_off": return `${who(e.data.seat)} laid off ${cardLabel(e.data.card)}`;
    case "layoff_finished": return `${who(e.data.seat)} finished laying off`;
    case "deal_scored": return `Deal ${e.data.deal + 1} scored: ${explainOutcome(e.data.record.outcome, names)}`;
    case "resigned": return `${who(e.data.seat)} resigned`;
    case "deadline_missed": return `${who(e.data.seat)} missed the ${e.data.deadline_ms} ms move deadline`;
    case "match_finished": return "Match finished";
    case "match_cancelled": return "Match cancelled";
    case "reveals_released": return "Deck orders and seed revealed (the other game of the pair has ended)";
  }
}

export interface ScoreRow {
  deal: number;
  text: string;
  /** per seat: the points this deal gave it */
  points: number[];
  /** per seat: the running totals after this deal */
  totals: number[];
}

/** The score sheet: one row per scored deal. */
export function scoreSheet(events: readonly Event[], names: Names): ScoreRow[] {
  const rows: ScoreRow[] = [];
  for (const e of events) {
    if (e.type !== "deal_scored") continue;
    const o = e.data.record.outcome;
    rows.push({
      deal: e.data.deal + 1,
      text: explainOutcome(o, names),
      points: seatsOf(names).map((seat) => (o.winner === seat ? o.points : 0)),
      totals: seatsOf(names).map((seat) => e.data.scores[seat] ?? 0),
    });
  }
  return rows;
}

type GameResult = components["schemas"]["GameResult"];
export type TargetReached = components["schemas"]["TargetReached"];

/** The scores to show for the match: once it has reached its target, the result's totals (hand
 * points and every bonus, as served); before that, and after a resignation, its hand points. */
export function shownScores(match: Pick<Match, "scores" | "result">): readonly number[] {
  return match.result?.reason === "target_reached" ? match.result.totals : match.scores;
}

/** The lines of a score sheet below its hand points, per seat, each as the API serves it: the
 * game bonus, the line bonus, the points the shutout's doubling added (what the total holds
 * beyond the hand points and both bonuses) and the total; so that the hand points and these
 * lines add up, on the sheet's face, to the total. */
export interface Bonuses {
  game: number[];
  line: number[];
  shutout: number[];
  total: number[];
}

function bonusesFrom(hand: readonly number[], game: readonly number[], line: readonly number[], total: readonly number[], seats: readonly number[]): Bonuses {
  return {
    game: seats.map((s) => game[s] ?? 0),
    line: seats.map((s) => line[s] ?? 0),
    shutout: seats.map((s) => (total[s] ?? 0) - (hand[s] ?? 0) - (game[s] ?? 0) - (line[s] ?? 0)),
    total: seats.map((s) => total[s] ?? 0),
  };
}

/** One game's bonuses (a column group of Hollywood's sheet). */
export function gameBonuses(g: GameResult, seats: readonly number[]): Bonuses {
  return bonusesFrom(g.hand_points, g.game_bonus, g.line_bonus, g.totals, seats);
}

/** The match's bonuses: every game's added up, against the match's hand points and totals. */
export function matchBonuses(r: TargetReached, seats: readonly number[]): Bonuses {
  const sum = (pick: (g: GameResult) => readonly number[]) => seats.map((s) => r.games.reduce((n, g) => n + (pick(g)[s] ?? 0), 0));
  const game = sum((g) => g.game_bonus);
  const line = sum((g) => g.line_bonus);
  return bonusesFrom(r.hand_points, seats.map((s) => game[s] ?? 0), seats.map((s) => line[s] ?? 0), r.totals, seats);
}

/** The match's end in words: who won, and the totals ("You won the match, 321 to 40."). */
export function matchEndText(match: Pick<Match, "status" | "winner" | "result" | "scores">, names: Names): string {
  if (match.status === "cancelled") return "The match was cancelled.";
  const r = match.result;
  const scores = shownScores(match);
  const line = seatsOf(names).map((s) => scores[s] ?? 0).join(" to ");
  const winner = match.winner === null ? null : names[match.winner] ?? `seat ${match.winner}`;
  const won = winner === null ? "Nobody won the match" : `${winner} won the match`;
  switch (r?.reason) {
    case "resignation": return `${won}: ${names[r.resigned] ?? `seat ${r.resigned}`} resigned (${line}).`;
    case "deadline": return `${won}: ${names[r.forfeited] ?? `seat ${r.forfeited}`} missed a move deadline (${line}).`;
    case "deals_played": return `${won}, ${line} after ${r.deals} deals.`;
    default: return `${won}, ${line}.`;
  }
}

/** The version at which deal `deal` was scored (its end-of-deal state), if it was. */
export function dealScoredVersion(events: readonly Event[], deal: number): number | null {
  for (const e of events) if (e.type === "deal_scored" && e.data.deal === deal) return e.version;
  return null;
}

/** The Hollywood score sheet: one row per scored deal, its games side by side, from the games'
 * standings after each deal (`game_scores` of the view as it stood then: per game, per seat). */
export interface HollywoodRow {
  deal: number;
  /** per game, per seat: the points this deal added (null: not scored in that game) */
  added: (readonly number[] | null)[];
  /** per game, per seat: the running totals after this deal */
  totals: (readonly number[])[];
}

export function hollywoodSheet(after: readonly { deal: number; games: readonly (readonly number[])[] }[]): HollywoodRow[] {
  const rows: HollywoodRow[] = [];
  let prev: (readonly number[])[] = [];
  for (const a of after) {
    const totals = a.games.map((g) => [...g]);
    const added = totals.map((t, g) => {
      const d = t.map((points, seat) => points - (prev[g]?.[seat] ?? 0));
      return d.every((x) => x === 0) ? null : d;
    });
    rows.push({ deal: a.deal + 1, added, totals });
    prev = totals;
  }
  return rows;
}

/** The ratings chart's geometry: one row per entrant, its Elo as a dot and its 95% interval as
 * a bar, on a common scale that includes 0 (an Elo of null, infinite, is drawn at the edge
 * with `open` set on that side). Pure: the SVG is drawn from it. */
export interface EloRow {
  name: string;
  elo: number | null;
  low: number | null;
  high: number | null;
  x: number;
  x0: number;
  x1: number;
  openLow: boolean;
  openHigh: boolean;
}

export function eloChart(
  standings: readonly { entrant: string; score: number; elo: { elo?: number | null; elo_low?: number | null; elo_high?: number | null } }[],
  width: number,
  pad = 10,
): { rows: EloRow[]; min: number; max: number; zero: number; ticks: { value: number; x: number }[] } {
  const finite = standings.flatMap((s) => [s.elo.elo, s.elo.elo_low, s.elo.elo_high]).filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  let min = Math.min(0, ...finite);
  let max = Math.max(0, ...finite);
  if (max - min < 20) { min -= 10; max += 10; }
  const step = niceStep((max - min) / 5);
  min = Math.floor(min / step) * step;
  max = Math.ceil(max / step) * step;
  const scale = (v: number) => pad + ((v - min) / (max - min)) * (width - 2 * pad);
  const rows = standings.map((s) => {
    const elo = s.elo.elo ?? null;
    const low = s.elo.elo_low ?? null;
    const high = s.elo.elo_high ?? null;
    // an infinite Elo (every game won, or lost) sits at the edge of its side
    const x = elo === null ? (s.score >= 0.5 ? scale(max) : scale(min)) : scale(elo);
    return {
      name: s.entrant, elo, low, high, x,
      x0: low === null ? scale(min) : scale(low),
      x1: high === null ? scale(max) : scale(high),
      openLow: low === null, openHigh: high === null,
    };
  });
  const ticks: { value: number; x: number }[] = [];
  for (let v = min; v <= max + 1e-9; v += step) ticks.push({ value: Math.round(v), x: scale(v) });
  return { rows, min, max, zero: scale(0), ticks };
}

function niceStep(raw: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}
