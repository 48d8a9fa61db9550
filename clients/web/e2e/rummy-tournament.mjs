// A Rummy tournament's built-in game, move by move, on the page (issue 21): a round robin of two
// built-in Rummy levels (created and started through the API) finishes; its games list links
// each built-in game to its moves; the game's page (GET .../rummy-moves) shows every action in
// words, steps through them with the table each was played on and every seat's hand then, and
// lists each hand's end; axe clean, no wider than the phone.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const levels = ["beginner", "easy"];
  const t = await api.post("/tournaments", { game: "rummy", entrants: levels, options: { target_score: 50 }, pairs: 1, seed: 6 });
  await api.post(`/tournaments/${t.id}/start`);
  // the tournament's page follows its stream: the games list fills in when the pair is recorded
  await page.goto(`${BASE}/#/t/${t.id}`);
  await page.locator('[data-testid="game-pair"]').first().waitFor({ timeout: 60000 });
  const links = await page.locator('[data-testid="game-link"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const expected = [`#/t/${t.id}/g/1/0`, `#/t/${t.id}/g/1/1`];
  if (JSON.stringify(links) !== JSON.stringify(expected)) throw new Error(`links ${JSON.stringify(links)}`);
  await page.locator(`a[href="${expected[1]}"]`).click();
  await page.locator('[data-testid="tournament-game"][data-game="rummy"]').waitFor({ timeout: 30000 });
  const replayed = await api.get(`/tournaments/${t.id}/games/1/rummy-moves?game=1`);
  const moves = await page.locator('[data-testid="game-moves"] li').count();
  const hands = await page.locator('[data-testid="game-deals"] li').count();
  if (moves !== replayed.moves.length || hands !== replayed.hands.length || moves < 4) throw new Error(`moves ${moves}, hands ${hands}`);
  const first = await page.getByTestId("replay-event").textContent();
  const seats = await page.locator('[data-testid="watch-seat"]').count();
  const shown = await page.locator('[data-testid="watch-hand"][data-seat="0"] .card').count();
  if (seats !== 2 || shown !== replayed.moves[0].hands[0].length) throw new Error(`seats ${seats}, cards ${shown}`);
  await page.getByTestId("next").click();
  const step = await page.getByTestId("replay-step").textContent();
  const second = await page.getByTestId("replay-event").textContent();
  if (!step.startsWith("move 2 of") || second === first) throw new Error(`step ${step}: ${second}`);
  // a move of the list jumps to it
  await page.locator('[data-testid="game-moves"] li button').nth(moves - 1).click();
  const lastStep = await page.getByTestId("replay-step").textContent();
  if (!lastStep.startsWith(`move ${moves} of ${moves}`)) throw new Error(`last step ${lastStep}`);
  const result = await page.getByTestId("game-result").textContent();
  await shoot(page, "rummy-tournament-moves-desktop");
  await page.setViewportSize(PHONE);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  await shoot(page, "rummy-tournament-moves-phone");
  await page.setViewportSize({ width: 1280, height: 900 });
  if (width > PHONE.width) throw new Error(`wider than the phone: ${width}`);
  const a11y = await checkA11y(page, "rummy-tournament-moves");
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, moves, hands, first, second, result, width, a11y: [a11y], seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
