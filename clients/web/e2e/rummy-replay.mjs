// Watching and replaying Rummy (issues 21 and 22). A person plays a 2-seat match against a bot
// by clicks (started from the home page's form, target 50, turn limit 50) while a spectator in another
// browser context watches it live at #/rummy/ID: each of the person's moves arrives on the
// spectator's board from the stream (no reload), whose card counts, stock and pile are the
// API's `table`, with no hand shown. Once the match is over the person follows the table's link
// to the replay (#/rummy/ID/replay) and steps through it to the last step, by clicks and by the
// keyboard (the arrow keys on the stepper): every hand is shown at each step, the moves are in
// words, and the scores at the last step are the match's. The home page lists the match under
// "Your Rummy matches". axe-core on the spectator's board and the replay; no horizontal scroll at
// 390 px; no page or console error. Screenshots: rummy-spectator, rummy-replay (-desktop, -phone).
import { BASE, PHONE, DESKTOP, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";
import { playRummyOne, scrollWidth, tableAttr, waitRummyReady } from "./rummy-lib.mjs";

const TARGET = process.env.TARGET ?? "50";
const SPECTATOR = '[data-testid="rummy-table"]';
const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  const a11y = [];
  const widths = {};
  await page.goto(BASE + "/");
  await page.getByTestId("rummy-form").waitFor();
  const api = await apiAs(page);
  await page.locator("#rummy-seats").selectOption("2");
  await page.locator("#rummy-seat-2").selectOption("beginner");
  await page.locator(".rummy-options summary").click();
  await page.locator("#rummy-target_score").fill(TARGET);
  await page.locator("#rummy-turn_limit").fill("50");
  await page.getByRole("button", { name: "Start the Rummy table" }).click();
  await page.waitForSelector('[data-testid="rummy-table"]', { timeout: 15000 });
  const id = page.url().split("#/rummy/")[1];

  // the spectator: another context, another guest, at the match's link
  const watcher = await newPage(browser);
  await watcher.goto(`${BASE}/#/rummy/${id}`);
  await watcher.getByTestId("rummy-spectator").waitFor({ timeout: 15000 });
  let arrived = 0;
  let compared = 0;
  let shot = false;
  const did = {};
  let actions = 0;
  for (let i = 0; i < 3000; i++) {
    await waitRummyReady(page);
    if ((await tableAttr(page, "data-status")) === "finished") break;
    const what = await playRummyOne(page);
    did[what] = (did[what] ?? 0) + 1;
    if (what === "finished") break;
    if (what === "next-hand") continue;
    actions++;
    const version = Number(await tableAttr(page, "data-version"));
    // the move reaches the spectator from the stream: its table at this version (or later)
    await watcher.waitForFunction(
      ([sel, v]) => Number(document.querySelector(sel)?.getAttribute("data-version") ?? 0) >= v,
      [SPECTATOR, version],
      { timeout: 15000 },
    );
    arrived++;
    const status = await watcher.locator(SPECTATOR).getAttribute("data-status");
    if (status !== "active" || (await watcher.getByTestId("rummy-spectator").count()) === 0) continue;
    // what the spectator sees is the API's table of that version, and no hand
    const seen = Number(await watcher.locator(SPECTATOR).getAttribute("data-version"));
    const m = await (await fetch(`${BASE}/rummy/matches/${id}`)).json();
    if (m.version === seen && m.table) {
      const counts = await watcher.locator('[data-testid="watch-seat"]').evaluateAll((els) => els.map((e) => Number(e.dataset.count)));
      const stock = Number(await watcher.getByTestId("watch-stock").getAttribute("data-count"));
      if (counts.join() !== m.table.hand_sizes.join() || stock !== m.table.stock_size) {
        throw new Error(`the spectator shows ${counts} / ${stock}, the API ${m.table.hand_sizes} / ${m.table.stock_size}`);
      }
      compared++;
    }
    if ((await watcher.locator('[data-testid="watch-hand"], [data-testid="rummy-hand"]').count()) > 0) throw new Error("the spectator sees a hand");
    if (!shot && actions >= 4) {
      shot = true;
      a11y.push(await checkA11y(watcher, "rummy-spectator"));
      await shoot(watcher, "rummy-spectator-desktop");
      await watcher.setViewportSize(PHONE);
      widths.spectator = await scrollWidth(watcher);
      await shoot(watcher, "rummy-spectator-phone");
      await watcher.setViewportSize(DESKTOP);
    }
  }
  await page.waitForSelector('[data-testid="rummy-table"][data-status="finished"]', { timeout: 20000 });
  const final = await api.get(`/rummy/matches/${id}`);
  // the spectator's page sees the end too
  await watcher.waitForSelector(`${SPECTATOR}[data-status="finished"]`, { timeout: 15000 });
  const watcherWords = await watcher.locator('[data-testid="others-moves"] p').count();

  // the replay, from the finished table's link
  await page.getByTestId("replay-link").click();
  await page.waitForSelector('[data-testid="rummy-replay"][data-ready="1"]', { timeout: 15000 });
  const last = Number(await page.getByTestId("rummy-replay").getAttribute("data-last"));
  const steps = { clicks: 0, keys: 0, withHands: 0, words: new Set() };
  const stepTo = async (n) => page.waitForSelector(`[data-testid="rummy-replay"][data-step="${n}"][data-ready="1"]`, { timeout: 15000 });
  for (let s = 1; s <= last; s++) {
    if (s % 2 === 0) {
      // the keyboard: the arrow key on the stepper's focused control
      await page.getByTestId("next").focus();
      await page.keyboard.press("ArrowRight");
      steps.keys++;
    } else {
      await page.getByTestId("next").click();
      steps.clicks++;
    }
    await stepTo(s);
    steps.words.add((await page.getByTestId("replay-event").innerText()).split(" ").slice(1, 3).join(" "));
    if ((await page.getByTestId("rummy-spectator").count()) > 0) {
      const hands = await page.locator('[data-testid="watch-hand"]').count();
      if (hands !== final.seats.length) throw new Error(`step ${s}: ${hands} hands shown of ${final.seats.length}`);
      steps.withHands++;
    }
    if (s === Math.floor(last / 2)) {
      a11y.push(await checkA11y(page, "rummy-replay"));
      await shoot(page, "rummy-replay-desktop");
      await page.setViewportSize(PHONE);
      widths.replay = await scrollWidth(page);
      await shoot(page, "rummy-replay-phone");
      await page.setViewportSize(DESKTOP);
    }
  }
  const lastScores = await Promise.all(final.seats.map((_, seat) => page.getByTestId(`replay-score${seat}`).innerText()));
  const lastWords = await page.getByTestId("replay-event").innerText();
  if ((await page.getByTestId("next").isDisabled()) !== true) throw new Error("the last step has a next step");

  // the home page lists the match among the player's Rummy matches, linked to its replay
  await page.goto(BASE + "/#/");
  await page.getByTestId("rummy-mine").waitFor();
  const listed = await page.locator(`[data-testid="rummy-mine"] a[href="#/rummy/${id}/replay"]`).count();

  const problems = [...page.problems, ...watcher.problems];
  if (problems.length) throw new Error(problems.join("\n"));
  console.log(JSON.stringify({
    ok: true, id, actions, did, arrived, compared, watcherWords, last, steps: { ...steps, words: [...steps.words] },
    lastScores: lastScores.map(Number), lastWords, scores: final.scores, standings: final.standings, listed, widths, a11y,
    seconds: (Date.now() - started) / 1000,
  }));
} finally {
  await browser.close();
}
