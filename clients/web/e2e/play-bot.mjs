// A complete match against a bot through the page, by clicks only (target score 10), with
// screenshots of the table mid-deal and at the end-of-deal reveal, desktop and phone sizes;
// then the replay (with the deck commitments' badge) and its analysis (asked for with the
// keyboard: "analysing…" while the server computes it, then each decision's label beside its
// move, checked against GET /matches/{id}/analysis), the leaderboard and the profile.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playOne, pressWithKeyboard, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  await page.getByLabel("Level").selectOption("beginner");
  await page.locator("#bot-variant").selectOption("classic");
  await page.locator("#bot-target").fill(process.env.TARGET ?? "10");
  const a11y = [await checkA11y(page, "home")];
  await shoot(page, "home-desktop");
  await shoot(page, "home-phone", PHONE);
  await page.getByRole("button", { name: "Play the bot" }).click();
  await page.getByTestId("table").waitFor();

  const moves = [];
  let midShot = false;
  let revealShot = false;
  for (let i = 0; i < 400; i++) {
    await waitReady(page);
    const phase = await page.locator(".board").getAttribute("data-phase");
    if (!midShot && phase === "discard") {
      await shoot(page, "table-mid-deal-desktop");
      await shoot(page, "table-mid-deal-phone", PHONE);
      a11y.push(await checkA11y(page, "table-mid-deal"));
      midShot = true;
    }
    if (!revealShot && (await page.getByTestId("reveal").count()) > 0 && (process.env.REVEAL_MID !== "1" || (await page.getByTestId("next-deal").count()) > 0)) {
      await shoot(page, "table-reveal-desktop");
      await shoot(page, "table-reveal-phone", PHONE);
      a11y.push(await checkA11y(page, "reveal"));
      revealShot = true;
    }
    const did = await playOne(page);
    moves.push(did);
    if (did === "finished") break;
  }
  if (moves.at(-1) !== "finished") throw new Error(`the match did not finish: ${moves.slice(-10).join(", ")}`);
  const status = await page.getByTestId("status").textContent();
  if (!/The match is over/.test(status ?? "")) throw new Error(`unexpected status: ${status}`);
  await page.getByTestId("reveal").waitFor();
  const scores = [await page.getByTestId("score0").textContent(), await page.getByTestId("score1").textContent()];

  // replay: step back and forth; the deck commitments verify
  await page.getByTestId("replay-link").click();
  await page.getByTestId("replay").waitFor();
  const badge = page.getByTestId("verified");
  await badge.waitFor();
  const badgeText = await badge.textContent();
  if (!badgeText?.includes("verified")) throw new Error(`badge: ${badgeText}`);
  const lastEvent = await page.getByTestId("replay-event").textContent();
  await page.getByTestId("prev").click();
  await page.waitForFunction((t) => document.querySelector('[data-testid="replay-event"]')?.textContent !== t, lastEvent);
  await page.getByTestId("next").click();
  await page.waitForFunction((t) => document.querySelector('[data-testid="replay-event"]')?.textContent === t, lastEvent);
  await shoot(page, "replay-desktop");
  await shoot(page, "replay-phone", PHONE);
  a11y.push(await checkA11y(page, "replay"));

  // the analysis: asked for by the keyboard; 202 + Retry-After until it is computed
  const matchId = page.url().split("/").pop();
  await pressWithKeyboard(page, page.getByTestId("analyse"));
  await page.waitForFunction(() => /Analysing/.test(document.querySelector('[data-testid="analysis-status"]')?.textContent ?? ""));
  await page.getByTestId("analysis-moves").waitFor({ timeout: 60000 });
  const analysis = await (await apiAs(page)).get(`/matches/${matchId}/analysis`);
  if (analysis.status !== "done") throw new Error(`analysis: ${JSON.stringify(analysis).slice(0, 300)}`);
  const rows = page.getByTestId("decision");
  const shown = await rows.count();
  if (shown !== analysis.decisions.length || shown === 0) throw new Error(`${shown} decisions shown, ${analysis.decisions.length} analysed`);
  const tags = await page.locator('[data-testid="decision"] .tag').allTextContents();
  if (tags.join() !== analysis.decisions.map((d) => d.label).join()) throw new Error(`labels ${tags.slice(0, 5)} against ${analysis.decisions.slice(0, 5).map((d) => d.label)}`);
  // the filter keeps the costly ones; a decision's row takes the replay to its move (by the
  // keyboard), and its label and loss show beside it
  const pick = analysis.decisions.findIndex((d) => d.label !== "good");
  const k = pick >= 0 ? pick : 0;
  if (pick >= 0) {
    await page.locator("#analysis-filter").selectOption("inaccuracy");
    const costly = analysis.decisions.filter((d) => d.label !== "good").length;
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="decision"]').length === n, costly);
  }
  await pressWithKeyboard(page, rows.first());
  await page.waitForFunction((v) => document.querySelector('[data-testid="replay-step"]')?.getAttribute("data-version") === String(v), analysis.decisions[k].version);
  const beside = await page.getByTestId("move-analysis").textContent();
  if (!beside?.includes(`${analysis.decisions[k].label}:`) || !beside.includes(`${analysis.decisions[k].loss.toFixed(1)} point`)) throw new Error(`beside the move: ${beside}`);
  const totals = await page.locator('[data-testid="analysis-totals"] tbody tr').allTextContents();
  if (totals.length !== 6) throw new Error(`totals: ${totals}`);
  await shoot(page, "replay-analysis-desktop");
  await shoot(page, "replay-analysis-phone", PHONE);
  a11y.push(await checkA11y(page, "replay-analysis"));

  // leaderboard and profile
  await page.getByRole("link", { name: "Leaderboard" }).click();
  await page.getByRole("heading", { name: "Leaderboard" }).waitFor();
  await page.getByTestId("leaderboard").waitFor();
  await shoot(page, "leaderboard-desktop");
  await shoot(page, "leaderboard-phone", PHONE);
  a11y.push(await checkA11y(page, "leaderboard"));
  await page.getByTestId("me").click();
  await page.getByTestId("profile").waitFor();
  const profile = await page.getByTestId("profile").textContent();
  if (!/matches\s*1/.test(profile ?? "")) throw new Error(`profile: ${profile}`);
  a11y.push(await checkA11y(page, "profile"));

  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, moves: moves.length, kinds: [...new Set(moves)], scores, badge: badgeText, analysis: { decisions: analysis.decisions.length, shown, beside, labels: [...new Set(tags)], totals }, seconds: (Date.now() - started) / 1000, midShot, revealShot, a11y }));
} finally {
  await browser.close();
}
