// The tournament form's choices and request (unit tested). Its formats, pair units, bounds and
// defaults come from the API's own request schemas (`TournamentCreate`, `SprtParams` of the
// OpenAPI document, copied at build time: `virtual:api-schemas`), its bot levels, variants and
// target from GET /games; the page only says them in words. No tournament logic here: what the
// API refuses, it says (the form shows its words).
import { must, type BotLevel, type components, type GinRummyClient } from "@ginrummy/client";

export type TournamentCreate = components["schemas"]["TournamentCreate"];
export type Format = NonNullable<TournamentCreate["format"]>;
export type PairUnit = NonNullable<TournamentCreate["pair"]>;
export type SprtModel = NonNullable<TournamentCreate["sprt_model"]>;
export type SprtParams = components["schemas"]["SprtParams"];
export type SprtField = keyof SprtParams & string;
export type GamePair = components["schemas"]["GamePair"];

/** As much of a JSON Schema as the form reads. */
export interface JsonSchema {
  type?: string;
  enum?: readonly unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
  anyOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

/** Each format in a player's words (keyed by the API's names: a new format must get words). */
export const FORMAT_WORDS: Record<Format, { title: string; says: string }> = {
  "round-robin": { title: "Round robin", says: "every bot plays every other one" },
  gauntlet: { title: "Gauntlet", says: "one challenger plays each of the others" },
  sprt: { title: "Sequential test (SPRT)", says: "two bots play until the test decides whether the first is stronger by the margin you set" },
  swiss: { title: "Swiss", says: "a number of rounds, each pairing bots with similar scores that have not met yet" },
  "rummy-table": { title: "Rummy table", says: "three or four Rummy bots at one table, each deal played once per seat rotation" },
};
export const UNIT_WORDS: Record<PairUnit, string> = {
  matches: "two whole matches, the seats swapped",
  deals: "two single deals: the same cards, the seats swapped",
};
export const MODEL_WORDS: Record<SprtModel, string> = {
  exact: "exact (pentanomial, as fastchess)",
  approximate: "approximate (the older formula)",
};
export const SPRT_WORDS: Record<SprtField, string> = {
  elo0: "Elo difference if not stronger (H0)",
  elo1: "Elo difference if stronger (H1)",
  alpha: "Chance of a false “stronger” (alpha)",
  beta: "Chance of a false “not stronger” (beta)",
};
export const SPRT_FIELDS: readonly SprtField[] = ["elo0", "elo1", "alpha", "beta"];

export interface Bound { min: number; max: number; value: number }
export interface NumberField { value: number; min?: number; max?: number; step: number }

export interface TournamentChoices {
  formats: Format[];
  format: Format;
  units: PairUnit[];
  unit: PairUnit;
  pairs: Bound;
  rounds: Bound;
  /** The HTTP bots' time per move, in seconds. */
  deadline: Bound;
  sprt: Record<SprtField, NumberField>;
  models: SprtModel[];
}

/** A property's schema, the nullable branch aside (`anyOf: [X, null]`), with the outer default. */
function prop(schema: JsonSchema, name: string): JsonSchema {
  const p = schema.properties?.[name] ?? {};
  const inner = p.anyOf?.find((s) => s.type !== "null");
  return inner ? { ...inner, ...("default" in p && p.default !== null ? { default: p.default } : {}) } : p;
}
const num = (v: unknown, fallback: number) => (typeof v === "number" ? v : fallback);
function bound(s: JsonSchema, fallback: number): Bound {
  const min = num(s.minimum, fallback);
  return { min, max: num(s.maximum, Math.max(min, fallback)), value: num(s.default, min) };
}
const enumOf = <T>(s: JsonSchema) => (s.enum ?? []) as T[];

/** The form's choices from the API's request schemas. */
export function tournamentChoices(schemas: { TournamentCreate: JsonSchema; SprtParams: JsonSchema }): TournamentChoices {
  const create = schemas.TournamentCreate;
  const formats = enumOf<Format>(prop(create, "format"));
  const units = enumOf<PairUnit>(prop(create, "pair"));
  const rounds = bound(prop(create, "rounds"), 1);
  const ms = bound(prop(create, "move_deadline_ms"), 10_000);
  const sprt = {} as Record<SprtField, NumberField>;
  for (const f of SPRT_FIELDS) {
    const s = prop(schemas.SprtParams, f);
    const bounded = s.exclusiveMinimum !== undefined || s.minimum !== undefined;
    sprt[f] = {
      value: num(s.default, 0),
      ...(s.minimum !== undefined ? { min: s.minimum } : s.exclusiveMinimum !== undefined ? { min: s.exclusiveMinimum + 0.001 } : {}),
      ...(s.maximum !== undefined ? { max: s.maximum } : s.exclusiveMaximum !== undefined ? { max: s.exclusiveMaximum - 0.001 } : {}),
      step: bounded ? 0.001 : 1,
    };
  }
  return {
    formats,
    format: (prop(create, "format").default as Format | undefined) ?? formats[0] ?? "round-robin",
    units,
    unit: (prop(create, "pair").default as PairUnit | undefined) ?? units[0] ?? "matches",
    pairs: bound(prop(create, "pairs"), 1),
    rounds: { ...rounds, value: Math.min(rounds.max, Math.max(rounds.min, 3)) },
    deadline: { min: ms.min / 1000, max: ms.max / 1000, value: ms.value / 1000 },
    sprt,
    models: enumOf<SprtModel>(prop(create, "sprt_model")),
  };
}

/** What the form holds. */
export interface TournamentForm {
  format: Format;
  /** The built-in bots, in the order of GET /games. */
  levels: BotLevel[];
  /** A gauntlet's challenger (one of `levels`): it enters first. */
  challenger: BotLevel | null;
  pairs: number;
  unit: PairUnit;
  variant: string;
  target: number;
  rounds: number;
  sprt: Record<SprtField, number>;
  /** null: the API's default. */
  model: SprtModel | null;
  /** Players may enter their own bots (over HTTP) before the start: create without starting. */
  openToHttp: boolean;
  deadlineSeconds: number;
}

/** The request of the form: only the fields its format takes. */
export function createBody(f: TournamentForm): TournamentCreate {
  const first = f.format === "gauntlet" && f.challenger && f.levels.includes(f.challenger) ? [f.challenger] : [];
  const body: TournamentCreate = {
    format: f.format,
    entrants: [...first, ...f.levels.filter((l) => !first.includes(l))],
    pairs: f.pairs,
    pair: f.unit,
    rules: { variant: f.variant as NonNullable<components["schemas"]["Rules"]["variant"]>, target_score: f.target },
  };
  if (f.format === "swiss") body.rounds = f.rounds;
  if (f.format === "sprt") {
    body.sprt = { ...f.sprt };
    if (f.model) body.sprt_model = f.model;
  }
  if (f.openToHttp) body.move_deadline_ms = Math.round(f.deadlineSeconds * 1000);
  return body;
}

/** A pair's games: an HTTP pair's two matches (their replays), else its built-in games' moves. */
export function gameLinks(tournament: string, g: GamePair, of: "gin" | "rummy" = "gin"): { href: string; text: string; label: string }[] {
  return [0, 1].map((game) => {
    const match = g.matches?.[game];
    return match
      ? { href: matchReplay(match, of), text: `Replay ${game + 1}`, label: `Replay ${game + 1}: the match of game ${game + 1} of pair ${g.position}, ${g.a} against ${g.b}` }
      : { href: `#/t/${tournament}/g/${g.position}/${game}`, text: `Moves ${game + 1}`, label: `Moves ${game + 1}: every move of game ${game + 1} of pair ${g.position}, ${g.a} against ${g.b}` };
  });
}

/** An entrant as the page names it: an HTTP bot `@ann` is "ann's bot". */
export const entrantText = (name: string): string => (name.startsWith("@") ? `${name.slice(1)}'s bot` : name);

/** A tournament game's match: its replay (a Gin or a Rummy match). */
export const matchReplay = (match: string, of: "gin" | "rummy"): string => (of === "rummy" ? `#/rummy/${match}/replay` : `#/r/${match}`);

/** A tournament game's match while it is played: its table (a Gin or a Rummy match). */
export const matchTable = (match: string, of: "gin" | "rummy"): string => (of === "rummy" ? `#/rummy/${match}` : `#/m/${match}`);

/** Reads the game pairs after `after` (GET /tournaments/{id}/games), every page of them. */
export async function gamesAfter(client: GinRummyClient, id: string, after: number): Promise<GamePair[]> {
  const out: GamePair[] = [];
  let from = after;
  for (;;) {
    const page = await must(client.GET("/tournaments/{tournament_id}/games", { params: { path: { tournament_id: id }, query: { after: from, limit: 1000 } } }));
    out.push(...page.games);
    const last = page.games[page.games.length - 1];
    if (!last || page.games.length < 1000) return out;
    from = last.position;
  }
}
