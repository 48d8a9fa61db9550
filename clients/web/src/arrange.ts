// The player's own order of the hand (unit tested): sorted by rank or by suit, or moved card by
// card (drag, Alt+arrows). Display only: the server's arrangement still says what melds.
import { parseCard, rankIndex, sortCards } from "./cards";

/** "melds": the server's melds grouped (the default); otherwise the player's own order. */
export type HandOrder = "melds" | "custom";

const SUITS = "shcd";

/** By rank, then suit. */
export const byRank = (cards: readonly string[]): string[] => sortCards(cards);

/** By suit (spades, hearts, clubs, diamonds), then rank. */
export const bySuit = (cards: readonly string[]): string[] =>
  [...cards].sort((a, b) => SUITS.indexOf(parseCard(a).suit) - SUITS.indexOf(parseCard(b).suit) || rankIndex(a) - rankIndex(b));

/** The hand in the order the player chose: the cards still held keep their places, the cards
 * new to the hand go to the right end. */
export function keepOrder(order: readonly string[], hand: readonly string[]): string[] {
  const held = new Set(hand);
  const kept = order.filter((c) => held.has(c));
  const seen = new Set(kept);
  return [...kept, ...hand.filter((c) => !seen.has(c))];
}

/** `card` moved by `delta` places (clamped to the ends). */
export function moveBy(order: readonly string[], card: string, delta: number): string[] {
  const from = order.indexOf(card);
  if (from < 0) return [...order];
  const to = Math.max(0, Math.min(order.length - 1, from + delta));
  return moveTo(order, card, to);
}

/** `card` moved to index `to` of the order (the place of the card it was dropped on). */
export function moveTo(order: readonly string[], card: string, to: number): string[] {
  const rest = order.filter((c) => c !== card);
  if (rest.length === order.length) return [...order];
  rest.splice(Math.max(0, Math.min(rest.length, to)), 0, card);
  return rest;
}
