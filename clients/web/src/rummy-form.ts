// The Rummy form's choices and request (unit tested). The bot levels and every rule option
// (names, kinds, bounds, choices, descriptions) are the API's own request schemas
// (`RummyMatchCreate`'s seat counts, `RummySeatBot`, `RummyOptions` of the OpenAPI document, copied at build time:
// `virtual:api-schemas`); an option left at "default" is omitted, so the server's default holds
// (the target's depends on the seats). The page restates none of them.
import type { components } from "@ginrummy/client";
import type { JsonSchema } from "./tournament-form";

export type RummyMatchCreate = components["schemas"]["RummyMatchCreate"];
export type RummyBotLevel = components["schemas"]["RummySeatBot"]["level"];
type RummyOptionsIn = components["schemas"]["RummyOptions"];

/** One rule option as the form shows it. */
export type OptionField =
  | { name: string; kind: "choice"; choices: (string | number)[]; description: string }
  | { name: string; kind: "bool"; description: string }
  | { name: string; kind: "int"; min: number; max: number; description: string };

export interface RummyChoices {
  levels: RummyBotLevel[];
  /** the seat counts a table may have */
  seats: number[];
  options: OptionField[];
}

/** An other seat of the table: a bot of a level, or open (a player joins it). */
export type OtherSeat = { kind: "open" } | { kind: "bot"; level: RummyBotLevel };

/** The non-null branch of an optional field's schema (`anyOf: [{...}, {type: "null"}]`). */
const given = (s: JsonSchema): JsonSchema => s.anyOf?.find((x) => x.type !== "null") ?? s;

export function rummyChoices(schemas: Record<"RummyMatchCreate" | "RummySeatBot" | "RummyOptions", JsonSchema>): RummyChoices {
  const list = schemas.RummyMatchCreate.properties?.seats as (JsonSchema & { minItems?: number; maxItems?: number }) | undefined;
  const seats = { min: list?.minItems ?? 2, max: list?.maxItems ?? list?.minItems ?? 2 };
  const level = schemas.RummySeatBot.properties?.level;
  const levels = (level?.enum ?? []).filter((l): l is RummyBotLevel => typeof l === "string");
  const options: OptionField[] = [];
  for (const [name, raw] of Object.entries(schemas.RummyOptions.properties ?? {})) {
    const s = given(raw);
    const description = s.description ?? raw.description ?? "";
    if (s.enum) options.push({ name, kind: "choice", choices: s.enum.filter((v): v is string | number => typeof v === "string" || typeof v === "number"), description });
    else if (s.type === "boolean") options.push({ name, kind: "bool", description });
    else if (s.type === "integer") options.push({ name, kind: "int", min: s.minimum ?? 0, max: s.maximum ?? Number.MAX_SAFE_INTEGER, description });
  }
  return { levels, seats: Array.from({ length: seats.max - seats.min + 1 }, (_, i) => seats.min + i), options };
}

/** An option's name in words: "must_discard_to_go_out" -> "Must discard to go out". */
export const optionTitle = (name: string): string => {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The request: the caller's seat first, then the others in seat order; each option the form
 * set ("" is the server's default: omitted). Throws, in words, on a number out of its bounds. */
export function rummyCreateBody(others: readonly OtherSeat[], values: Readonly<Record<string, string>>, fields: readonly OptionField[]): RummyMatchCreate {
  const options: Record<string, string | number | boolean> = {};
  for (const f of fields) {
    const raw = (values[f.name] ?? "").trim();
    if (raw === "") continue;
    if (f.kind === "bool") options[f.name] = raw === "true";
    else if (f.kind === "int") {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < f.min || n > f.max) throw new Error(`${optionTitle(f.name)} must be a whole number from ${f.min} to ${f.max}.`);
      options[f.name] = n;
    } else {
      const choice = f.choices.find((c) => String(c) === raw);
      if (choice === undefined) throw new Error(`${optionTitle(f.name)}: choose one of ${f.choices.join(", ")}.`);
      options[f.name] = choice;
    }
  }
  const seats: RummyMatchCreate["seats"] = [{ kind: "me" }, ...others.map((o) => (o.kind === "bot" ? { kind: "bot" as const, level: o.level } : { kind: "open" as const }))];
  return { seats, options: options as RummyOptionsIn };
}
