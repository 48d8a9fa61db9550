import type { components } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { choicesOf } from "../src/games";

describe("choicesOf", () => {
  it("takes the variants, target bounds and bot levels from the game the server describes", () => {
    const game: components["schemas"]["GameInfo"] = {
      name: "gin", title: "Gin Rummy", min_seats: 2, max_seats: 2, features: ["hints"], rules_document: "docs/RULES.md",
      bot_levels: ["easy", "expert"], tournament_formats: ["round-robin", "swiss"],
      rule_options: [
        { name: "variant", kind: "choice", default: "oklahoma", description: "", choices: ["classic", "oklahoma"] },
        { name: "target_score", kind: "int", default: 150, description: "", minimum: 20, maximum: 500 },
      ],
    };
    expect(choicesOf(game)).toEqual({
      variants: ["classic", "oklahoma"], variant: "oklahoma",
      target: { min: 20, max: 500, value: 150 }, levels: ["easy", "expert"],
      tournamentFormats: ["round-robin", "swiss"],
    });
  });
});
