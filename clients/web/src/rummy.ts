// Classic Rummy at the table, kept apart from the DOM (unit tested by Vitest): what the seat's
// legal actions allow (the host lists every meld, lay-off, swap and discard; the page only
// finds the ones that match what the player selected), the hand sorted for the eye, the moves
// of the log in words and the end of a hand as the API counted it. No rule is computed here:
// every value, every point and every legal move is the server's.
import type { components } from "@ginrummy/client";
import { bySuit, byRank } from "./arrange";
import { cardLabel, possessive, type Names } from "./cards";
import { cardShort } from "./moves";

type S = components["schemas"];
export type RummyMatch = S["RummyMatch"];
export type RummyView = S["RummySeatView"];
export type RummyAction = S["RummyAction"];
export type RummyEvent = S["RummyEvent"];
export type TableMeld = S["RummyTableMeld"];
export type HandEnd = S["RummyHandEnd"];
export type HandRecord = S["RummyHandRecord"];
export type RummyOptions = S["RummyOptionsOut"];

type Of<T extends RummyAction["type"]> = Extract<RummyAction, { type: T }>;
export type MeldAction = Of<"meld">;
export type LayOffAction = Of<"lay_off">;
export type SwapAction = Of<"swap_joker">;
export type DiscardAction = Of<"discard">;

/** The two jokers of a deck that has them: X1 and X2. */
export const isJoker = (code: string): boolean => code === "X1" || code === "X2";

/** What a screen reader says: "seven of hearts", "joker". */
export function rummyCardLabel(code: string): string {
  return isJoker(code) ? "joker" : cardLabel(code);
}

/** A card as printed: "7♦", "10♠", "Joker". */
export function rummyCardShort(code: string): string {
  return isJoker(code) ? "Joker" : cardShort(code);
}

/** A list of cards as printed, in their order. */
export const cardsShort = (cards: readonly string[]): string => cards.map(rummyCardShort).join(" ");

/** The hand for the eye: by rank or by suit (the jokers last), or as the server holds it. */
export function sortHand(cards: readonly string[], by: "rank" | "suit" | null): string[] {
  if (by === null) return [...cards];
  const naturals = cards.filter((c) => !isJoker(c));
  const jokers = cards.filter(isJoker).sort();
  return [...(by === "rank" ? byRank(naturals) : bySuit(naturals)), ...jokers];
}

/** Every control of the table, derived from the view's legal actions (an illegal move has no
 * control). */
export interface RummyControls {
  drawStock: Of<"draw_stock"> | null;
  drawDiscard: Of<"draw_discard"> | null;
  /** card -> its discard */
  discard: Map<string, DiscardAction>;
  /** every meld the hand may lay, as listed */
  melds: MeldAction[];
  /** card -> meld id -> the lay-offs (more than one when a joker may stand for several cards) */
  layOff: Map<string, Map<number, LayOffAction[]>>;
  /** natural card -> the joker swaps it makes */
  swaps: Map<string, SwapAction[]>;
  any: boolean;
}

export function rummyControls(view: RummyView | null | undefined): RummyControls {
  const c: RummyControls = {
    drawStock: null, drawDiscard: null, discard: new Map(), melds: [], layOff: new Map(), swaps: new Map(), any: false,
  };
  for (const a of view?.legal_actions ?? []) {
    c.any = true;
    switch (a.type) {
      case "draw_stock": c.drawStock = a; break;
      case "draw_discard": c.drawDiscard = a; break;
      case "discard": c.discard.set(a.card, a); break;
      case "meld": c.melds.push(a); break;
      case "lay_off": {
        const byMeld = c.layOff.get(a.card) ?? new Map<number, LayOffAction[]>();
        byMeld.set(a.meld, [...(byMeld.get(a.meld) ?? []), a]);
        c.layOff.set(a.card, byMeld);
        break;
      }
      case "swap_joker": c.swaps.set(a.card, [...(c.swaps.get(a.card) ?? []), a]); break;
    }
  }
  return c;
}

/** A meld the player may lay with the cards selected: its cards, and each way its jokers may
 * stand (one action each: the player picks when there are several). */
export interface MeldOffer {
  cards: string[];
  /** its cards are exactly the selection */
  exact: boolean;
  actions: MeldAction[];
}

const keyOf = (cards: readonly string[]): string => [...cards].sort().join(" ");

/** The listed melds that hold every selected card, the exact ones first, then the smaller;
 * the melds of the same cards (jokers standing for different cards) as one offer. */
export function meldOffers(melds: readonly MeldAction[], selected: readonly string[]): MeldOffer[] {
  if (selected.length === 0) return [];
  const wanted = keyOf(selected);
  const offers = new Map<string, MeldOffer>();
  for (const m of melds) {
    if (!selected.every((card) => m.cards.includes(card))) continue;
    const key = keyOf(m.cards);
    const offer = offers.get(key);
    if (offer) offer.actions.push(m);
    else offers.set(key, { cards: [...m.cards], exact: key === wanted, actions: [m] });
  }
  return [...offers.values()].sort((a, b) => Number(b.exact) - Number(a.exact) || a.cards.length - b.cards.length);
}

/** What a run's jokers stand for, in words: "joker as 9♥" (empty for a set's or none). */
export function jokersText(jokers: Readonly<Record<string, string>> | null | undefined): string {
  return Object.entries(jokers ?? {}).sort().map(([, card]) => `joker as ${cardShort(card)}`).join(", ");
}

/** A meld action in words, with what its jokers stand for when it has any. */
export function meldText(m: MeldAction): string {
  const jokers = jokersText(m.jokers);
  return `${cardsShort(m.cards)}${jokers ? ` (${jokers})` : ""}`;
}

/** A lay-off's choice in words: "as 6♥" for a joker on a run, else the card. */
export function layOffText(a: LayOffAction): string {
  return a.stands_for && isJoker(a.card) ? `${rummyCardShort(a.card)} as ${cardShort(a.stands_for)}` : rummyCardShort(a.card);
}

/** A table meld's cards as printed, each run joker with the card it stands for. */
export function tableMeldText(m: TableMeld): string {
  return m.cards.map((c) => (isJoker(c) && m.jokers[c] ? `Joker (${cardShort(m.jokers[c])})` : rummyCardShort(c))).join(" ");
}

/** The table's melds by owner, in seat order from `first` (the melds in the order laid). */
export function meldsByOwner(melds: readonly TableMeld[], seats: number, first = 0): { owner: number; melds: TableMeld[] }[] {
  const out: { owner: number; melds: TableMeld[] }[] = [];
  for (let i = 0; i < seats; i++) {
    const owner = (first + i) % seats;
    const own = melds.filter((m) => m.owner === owner);
    if (own.length > 0) out.push({ owner, melds: own });
  }
  return out;
}

/** The name shown for each seat of the match. */
export function rummySeatNames(match: Pick<RummyMatch, "seats">, myId: string | null): Names {
  return match.seats.map((s) => {
    if (s.player_id && s.player_id === myId) return "You";
    if (s.bot) return `Bot ${s.seat + 1} (${s.bot})`;
    return s.name ?? `Open seat ${s.seat + 1}`;
  });
}

type MoveEvent = Extract<RummyEvent, { seat: number; action: RummyAction }>;
const MOVES: ReadonlySet<string> = new Set(["drew_stock", "drew_discard", "melded", "laid_off", "joker_swapped", "discarded"]);
export const isMove = (e: RummyEvent): e is MoveEvent => MOVES.has(e.type);

/** One move as a verb phrase, without its subject ("drew from the stock"). */
export function movePhrase(e: MoveEvent): string {
  switch (e.type) {
    case "drew_stock": return e.card ? `drew ${rummyCardShort(e.card)} from the stock` : "drew from the stock";
    case "drew_discard": return `took ${rummyCardShort(e.card)} from the discard pile`;
    case "melded": {
      const jokers = jokersText(e.jokers);
      return `melded ${cardsShort(e.cards)}${jokers ? ` (${jokers})` : ""}`;
    }
    case "laid_off": return `laid off ${rummyCardShort(e.card)}${e.stands_for && isJoker(e.card) ? ` as ${cardShort(e.stands_for)}` : ""} on meld ${e.meld + 1}`;
    case "joker_swapped": return `swapped ${rummyCardShort(e.card)} for the joker of meld ${e.meld + 1}`;
    case "discarded": return `discarded ${rummyCardShort(e.card)}`;
  }
}

/** An action as sent (a built-in tournament game's move), as a verb phrase: "drew from the
 * stock", "melded 7♥ 8♥ 9♥", "laid off 6♥ on meld 2", "discarded K♠". */
export function actionPhrase(a: RummyAction): string {
  switch (a.type) {
    case "draw_stock": return "drew from the stock";
    case "draw_discard": return "took the top of the discard pile";
    case "meld": return `melded ${meldText(a)}`;
    case "lay_off": return `laid off ${layOffText(a)} on meld ${a.meld + 1}`;
    case "swap_joker": return `swapped ${rummyCardShort(a.card)} for ${a.joker === "X1" ? "the first" : "the second"} joker`;
    case "discard": return `discarded ${rummyCardShort(a.card)}`;
  }
}

/** An event of the log in words (the "Moves" list). */
export function describeRummyEvent(e: RummyEvent, names: Names): string {
  const who = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
  if (isMove(e)) return `${who(e.seat)} ${movePhrase(e)}`;
  switch (e.type) {
    case "match_created": return "The match was created";
    case "player_joined": return `${who(e.seat)} took seat ${e.seat + 1}`;
    case "match_started": return "The match started";
    case "hand_dealt": return `Hand ${(e.hand ?? 0) + 1} dealt by ${who(e.dealer)}`;
    case "stock_rebuilt": return "The stock was empty: the discard pile (but its top card) became the stock";
    case "hand_scored": return `Hand ${(e.hand ?? 0) + 1}: ${handEndHeadline(e.end, names)}`;
    case "match_cancelled": return "The match was cancelled";
    case "match_finished": return `The match is over: ${e.standings.winners.length === 0 ? "nobody won it" : `${winnersText(e.standings.winners, names)} the match`}`;
    default: return "";
  }
}

/** A turn of another seat in words: "Bot 2 (easy) drew from the stock, melded 7♥ 8♥ 9♥ and
 * discarded K♠". */
export interface TurnText {
  seat: number;
  version: number;
  text: string;
}

/** The turns of the other seats since `seat`'s last finished turn in the hand now in play (each
 * turn a run of one seat's moves), oldest first; every seat's last turn when `seat` is null. */
export function othersTurns(events: readonly RummyEvent[], seat: number | null, names: Names): TurnText[] {
  const last = events[events.length - 1];
  const hand = [...events].reverse().find((e) => e.type === "hand_dealt")?.hand ?? last?.hand ?? null;
  const moves = events.filter((e): e is MoveEvent => isMove(e) && e.hand === hand);
  const turns: { seat: number; moves: MoveEvent[] }[] = [];
  for (const m of moves) {
    const t = turns[turns.length - 1];
    if (t && t.seat === m.seat) t.moves.push(m);
    else turns.push({ seat: m.seat, moves: [m] });
  }
  let since = turns;
  if (seat !== null) {
    // this seat's turn in play (it has drawn) does not hide what the others did before it
    const done = turns[turns.length - 1]?.seat === seat ? turns.slice(0, -1) : turns;
    since = done.slice(done.map((t) => t.seat).lastIndexOf(seat) + 1);
  } else {
    const lastOf = new Map(turns.map((t) => [t.seat, t]));
    since = turns.filter((t) => lastOf.get(t.seat) === t);
  }
  return since.filter((t) => t.seat !== seat).map((t) => {
    const phrases = t.moves.map(movePhrase);
    const joined = phrases.length > 1 ? `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}` : phrases[0] ?? "";
    return { seat: t.seat, version: t.moves[t.moves.length - 1]?.version ?? 0, text: `${names[t.seat] ?? `Seat ${t.seat + 1}`} ${joined}` };
  });
}

/** The seat whose card just went on top of the pile (to light it up), if the last move was a
 * discard. */
export function freshDiscard(events: readonly RummyEvent[]): string | null {
  const last = [...events].reverse().find(isMove);
  return last?.type === "discarded" ? last.card : null;
}

const STALEMATES: Record<NonNullable<HandEnd["stalemate"]>, string> = {
  stock_exhausted: "the stock ran out with no reshuffle left",
  no_play_can_finish: "no player could ever go out",
  turn_limit: "the hand reached the turn limit",
};

export function winnersText(winners: readonly number[], names: Names): string {
  const who = winners.map((w) => names[w] ?? `Seat ${w + 1}`);
  if (who.length === 0) return "nobody won";
  return `${who.length > 1 ? `${who.slice(0, -1).join(", ")} and ${who[who.length - 1]} shared the win of` : `${who[0]} won`}`;
}

/** The hand's end in one line: who went out (rummy), or why it was a stalemate. */
export function handEndHeadline(end: HandEnd, names: Names): string {
  if (end.winner === null) return `a stalemate: ${STALEMATES[end.stalemate ?? "turn_limit"]}; nobody scores`;
  const who = names[end.winner] ?? `Seat ${end.winner + 1}`;
  return `${who} went out${end.rummy ? ", going rummy (all in one turn): points doubled" : ""}`;
}

/** One line per seat of a hand's end: its cards left, their value and the points it scored
 * (all as the API counted them). */
export interface HandEndRow {
  seat: number;
  name: string;
  cards: string[];
  value: number;
  points: number;
  winner: boolean;
}

export function handEndRows(end: HandEnd, names: Names): HandEndRow[] {
  return end.hands.map((cards, seat) => ({
    seat,
    name: names[seat] ?? `Seat ${seat + 1}`,
    cards: [...cards],
    value: end.values[seat] ?? 0,
    points: end.points[seat] ?? 0,
    winner: end.winner === seat,
  }));
}

/** How the hand was scored, in words, under the match's scoring option; the numbers are the
 * API's (each hand's value, the multiplier, the points). */
export function scoringText(end: HandEnd, names: Names, scoring: RummyOptions["scoring"]): string {
  if (end.winner === null) return "A stalemate scores nothing.";
  const winner = end.winner;
  const who = names[winner] ?? `Seat ${winner + 1}`;
  const others = end.values.map((v, seat) => ({ v, seat })).filter((x) => x.seat !== winner);
  const doubled = end.multiplier > 1 ? ` × ${end.multiplier} (rummy)` : "";
  const adds = who === "You" ? "add" : "adds";
  if (scoring === "penalty") {
    const each = others.map((x) => `${names[x.seat] ?? `Seat ${x.seat + 1}`} +${end.points[x.seat] ?? 0}`).join(", ");
    return `Penalty scoring: each other player adds the value of the cards left in their own hand${doubled}: ${each}. ${who} ${adds} nothing.`;
  }
  const sum = others.map((x) => String(x.v)).join(" + ");
  return `${possessive(who, true)} points are the values of the cards left in the other hands: ${others.length > 1 ? `(${sum})` : sum}${doubled} = ${end.points[winner] ?? 0}.`;
}

/** The hands the page has not shown the end of yet: those finished after `seen`. */
export function newHandEnd(hands: readonly HandRecord[], seen: number): HandRecord | null {
  return hands.length > seen ? hands[hands.length - 1] ?? null : null;
}

/** The match's result in words, from its standings. */
export function rummyMatchEnd(match: Pick<RummyMatch, "status" | "standings">, names: Names, scoring: RummyOptions["scoring"]): string {
  if (match.status === "cancelled") return "The match was cancelled.";
  const s = match.standings;
  if (!s) return "";
  const how = scoring === "penalty" ? `a player reached ${s.target}: the lowest score wins` : `first to ${s.target}`;
  return `The match is over (${how}): ${s.winners.length === 0 ? "nobody won it" : `${winnersText(s.winners, names)} the match`}.`;
}
