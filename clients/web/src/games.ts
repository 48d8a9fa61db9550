// The game the page plays, as the server describes it (GET /games/{name}): the form's variants,
// bot levels and target bounds come from there, never from the page.
import type { BotLevel, components, Rules } from "@ginrummy/client";

/** The game this page plays; its variants, bot levels and target bounds come from GET /games. */
export const GAME = "gin";
type Game = components["schemas"]["GameInfo"];
export type Variant = NonNullable<Rules["variant"]>;

/** The form's choices, from the game as the server describes it. */
export interface Choices {
  variants: Variant[];
  variant: Variant;
  target: { min: number; max: number; value: number };
  levels: BotLevel[];
  /** The tournament formats it is played in (GET /games' `tournament_formats`). */
  tournamentFormats: Game["tournament_formats"];
}

export function choicesOf(game: Game): Choices {
  const variant = game.rule_options.find((o) => o.name === "variant");
  const target = game.rule_options.find((o) => o.name === "target_score");
  const number = (v: unknown, fallback: number) => (typeof v === "number" ? v : fallback);
  const value = number(target?.default, 100);
  return {
    variants: (variant?.choices ?? []) as Variant[],
    variant: String(variant?.default ?? "") as Variant,
    target: { min: number(target?.minimum, value), max: number(target?.maximum, value), value },
    levels: game.bot_levels,
    tournamentFormats: game.tournament_formats,
  };
}
