import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import schemas from "virtual:api-schemas";
import { createBody, entrantText, FORMAT_WORDS, gameLinks, matchTable, tournamentChoices, type GamePair, type TournamentForm } from "../src/tournament-form";

const doc = JSON.parse(readFileSync(new URL("../../../openapi/openapi.json", import.meta.url), "utf8"));

describe("tournamentChoices", () => {
  const c = tournamentChoices(schemas);
  it("takes the formats, pair units, bounds and defaults from the API's request schemas", () => {
    const create = doc.components.schemas.TournamentCreate.properties;
    expect(c.formats).toEqual(create.format.enum);
    expect(c.format).toBe(create.format.default);
    expect(c.units).toEqual(create.pair.enum);
    expect(c.pairs).toEqual({ min: create.pairs.minimum, max: create.pairs.maximum, value: create.pairs.default });
    const rounds = create.rounds.anyOf.find((s: { type?: string }) => s.type === "integer");
    expect([c.rounds.min, c.rounds.max]).toEqual([rounds.minimum, rounds.maximum]);
    expect(c.deadline).toEqual({ min: create.move_deadline_ms.minimum / 1000, max: create.move_deadline_ms.maximum / 1000, value: create.move_deadline_ms.default / 1000 });
    expect(c.models).toEqual(create.sprt_model.anyOf[0].enum);
    const sprt = doc.components.schemas.SprtParams.properties;
    for (const f of ["elo0", "elo1", "alpha", "beta"] as const) expect(c.sprt[f].value).toBe(sprt[f].default);
    expect(c.sprt.alpha.min).toBeGreaterThan(0);
    expect(c.sprt.alpha.max).toBeLessThan(1);
  });
  it("has words for every format", () => {
    for (const f of c.formats) expect(FORMAT_WORDS[f].title).toBeTruthy();
  });
});

describe("createBody", () => {
  const base: TournamentForm = {
    format: "round-robin", levels: ["beginner", "easy", "medium"], challenger: null, pairs: 2, unit: "deals",
    variant: "classic", target: 10, rounds: 2, sprt: { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05 }, model: null,
    openToHttp: false, deadlineSeconds: 10,
  };
  it("sends only the fields the format takes", () => {
    expect(createBody(base)).toEqual({ format: "round-robin", entrants: ["beginner", "easy", "medium"], pairs: 2, pair: "deals", rules: { variant: "classic", target_score: 10 } });
    expect(createBody({ ...base, format: "swiss" }).rounds).toBe(2);
    const sprt = createBody({ ...base, format: "sprt", levels: ["easy", "medium"], model: "approximate" });
    expect([sprt.sprt, sprt.sprt_model, sprt.rounds]).toEqual([base.sprt, "approximate", undefined]);
    expect(createBody({ ...base, openToHttp: true, deadlineSeconds: 2.5 }).move_deadline_ms).toBe(2500);
  });
  it("puts a gauntlet's challenger first", () => {
    expect(createBody({ ...base, format: "gauntlet", challenger: "medium" }).entrants).toEqual(["medium", "beginner", "easy"]);
  });
});

describe("gameLinks", () => {
  const pair = { position: 3, pairing: 1, a: "beginner", b: "@ann", seed: 1, k: 0, a_wins: 1, b_wins: 1, ties: 0, a_points: 10, b_points: 12, deals: 3 } satisfies GamePair;
  it("links an HTTP pair's matches to their replays, a built-in pair's games to their moves", () => {
    expect(gameLinks("T", { ...pair, matches: ["m1", "m2"] }).map((l) => l.href)).toEqual(["#/r/m1", "#/r/m2"]);
    expect(gameLinks("T", pair).map((l) => l.href)).toEqual(["#/t/T/g/3/0", "#/t/T/g/3/1"]);
  });
  it("links a Rummy tournament's HTTP matches to the Rummy replays, its built-in games to their moves", () => {
    expect(gameLinks("T", { ...pair, matches: ["m1", "m2"] }, "rummy").map((l) => l.href)).toEqual(["#/rummy/m1/replay", "#/rummy/m2/replay"]);
    expect(gameLinks("T", pair, "rummy").map((l) => l.href)).toEqual(["#/t/T/g/3/0", "#/t/T/g/3/1"]);
    expect(matchTable("m1", "rummy")).toBe("#/rummy/m1");
    expect(matchTable("m1", "gin")).toBe("#/m/m1");
    expect(entrantText("@ann")).toBe("ann's bot");
  });
});
