import type { Match } from "@ginrummy/client";
import { describe, expect, it } from "vitest";
import { explainOutcome, gameBonuses, matchBonuses, matchEndText, pointsText, possessive, shownScores, type TargetReached } from "../src/cards";

const game = (over: Partial<TargetReached["games"][number]>): TargetReached["games"][number] => ({
  hand_points: [0, 0], hands_won: [0, 0], closed: true, winner: 0, shutout: false, game_bonus: [0, 0], line_bonus: [0, 0], totals: [0, 0], ...over,
});

// a classic shutout as the core scores it: (34 * 2) + 100 + 25 for the winner
const shutout: TargetReached = {
  reason: "target_reached", over: true, hands: 1, draws: 0, hands_won: [1, 0], hand_points: [34, 0], winner: 0, totals: [193, 0],
  games: [game({ hand_points: [34, 0], hands_won: [1, 0], shutout: true, game_bonus: [100, 0], line_bonus: [25, 0], totals: [193, 0] })],
};

describe("the match's end", () => {
  it("shows the result's totals once the target is reached, the hand points before", () => {
    expect(shownScores({ scores: [34, 0], result: shutout })).toEqual([193, 0]);
    expect(shownScores({ scores: [34, 5], result: null })).toEqual([34, 5]);
    expect(shownScores({ scores: [34, 5], result: { reason: "resignation", resigned: 1, winner: 0, scores: [34, 5] } })).toEqual([34, 5]);
  });
  it("gives the shutout's doubling a line of its own, so that the lines add up to the total", () => {
    const b = matchBonuses(shutout, [0, 1]);
    expect(b).toEqual({ game: [100, 0], line: [25, 0], shutout: [34, 0], total: [193, 0] });
    for (const s of [0, 1]) expect((shutout.hand_points[s] ?? 0) + (b.game[s] ?? 0) + (b.line[s] ?? 0) + (b.shutout[s] ?? 0)).toBe(b.total[s]);
  });
  it("adds Hollywood's games into the match's bonuses, and keeps each game's own", () => {
    const games = [
      game({ hand_points: [40, 12], hands_won: [2, 1], game_bonus: [100, 0], line_bonus: [50, 25], totals: [190, 37] }),
      game({ hand_points: [25, 0], hands_won: [1, 0], shutout: true, game_bonus: [100, 0], line_bonus: [25, 0], totals: [175, 0] }),
      game({ hand_points: [0, 0], hands_won: [0, 0], closed: false, winner: null, totals: [0, 0] }),
    ];
    const r: TargetReached = { ...shutout, hands: 3, hands_won: [2, 1], hand_points: [40, 12], games, totals: [365, 37] };
    expect(gameBonuses(games[1]!, [0, 1])).toEqual({ game: [100, 0], line: [25, 0], shutout: [25, 0], total: [175, 0] });
    expect(matchBonuses(r, [0, 1])).toEqual({ game: [200, 0], line: [75, 25], shutout: [50, 0], total: [365, 37] });
  });
  it("says who won and the totals", () => {
    const names = ["You", "Bot (easy)"];
    const m = { status: "finished", winner: 0, result: shutout, scores: [34, 0] } as Pick<Match, "status" | "winner" | "result" | "scores">;
    expect(matchEndText(m, names)).toBe("You won the match, 193 to 0.");
    expect(matchEndText({ ...m, winner: 1, result: { reason: "resignation", resigned: 0, winner: 1, scores: [3, 9] }, scores: [3, 9] }, names))
      .toBe("Bot (easy) won the match: You resigned (3 to 9).");
    expect(matchEndText({ ...m, status: "cancelled", winner: null, result: null }, names)).toBe("The match was cancelled.");
  });
});

describe("wording", () => {
  it("says one point, and your melds", () => {
    expect(pointsText(1)).toBe("1 point");
    expect(pointsText(0)).toBe("0 points");
    expect(pointsText(14)).toBe("14 points");
    expect(possessive("You")).toBe("your");
    expect(possessive("You", true)).toBe("Your");
    expect(possessive("Bot (easy)")).toBe("Bot (easy)'s");
    const outcome = { kind: "knock", knocker: 1, winner: 1, points: 1, knocker_deadwood: 6, defender_deadwood: 7, doubled: false } as const;
    expect(explainOutcome(outcome, ["You", "Bot"])).toBe("Bot knocked with 6 deadwood against 7: Bot scores the difference, 1 point.");
  });
});
