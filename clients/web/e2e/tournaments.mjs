// The tournaments pages: a round robin of three bots created and started from the page; its page
// follows it while it runs, from the tournament's stream (SSE), without a reload: the progress
// and the standings grow while it is still running; it shows the crosstable and the ratings chart
// (SVG, one row per entrant) once it ends; then the list links to it.
import { BASE, PHONE, checkA11y, launch, newPage, shoot } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  await page.getByRole("link", { name: "Tournaments" }).click();
  await page.getByTestId("tournament-form").waitFor();
  const listA11y = await checkA11y(page, "tournaments-list");
  // three entrants: beginner, easy (checked already) and medium
  await page.getByLabel("medium").check();
  // long enough to be seen running whatever the machine's speed: 360 pairs, about 7 s here, of
  // which 2-3% had been played when the page first showed the tournament (40 pairs ended in
  // about 2 s and were up to a quarter played by then: a faster machine could miss it running)
  await page.locator("#t-pairs").fill("120");
  await page.getByRole("button", { name: "Create and start" }).click();
  await page.getByTestId("tournament").waitFor();
  // a mark the page would lose if it were reloaded
  await page.evaluate(() => { window.__noReload = true; });
  const gamesNow = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="standings"] tbody tr td:nth-child(3)')].reduce((n, td) => n + Number(td.textContent), 0));
  const firstGames = await gamesNow();
  // while it runs, the standings grow (checked on every frame: the page changes them by itself)
  const whileRunning = await (await page.waitForFunction((first) => {
    const root = document.querySelector('[data-testid="tournament"]');
    if (root?.getAttribute("data-status") !== "running") return false;
    const games = [...document.querySelectorAll('[data-testid="standings"] tbody tr td:nth-child(3)')].reduce((n, td) => n + Number(td.textContent), 0);
    const p = document.querySelector('[data-testid="progress"]');
    return games > first && p && p.value < p.max ? { games, progress: p.value, max: p.max } : false;
  }, firstGames, { timeout: 60000, polling: "raf" })).jsonValue();
  // no reload: it reaches "finished" by itself
  await page.waitForSelector('[data-testid="tournament"][data-status="finished"]', { timeout: 180000 });
  const standings = await page.locator('[data-testid="standings"] tbody tr').count();
  const rows = await page.locator('[data-testid="elo-row"]').count();
  const cross = await page.locator('[data-testid="crosstable"] tbody tr').count();
  const progress = await page.getByTestId("progress").evaluate((el) => [el.value, el.max]);
  if (standings !== 3 || rows !== 3 || cross !== 3) throw new Error(`standings ${standings}, chart rows ${rows}, crosstable ${cross}`);
  if (progress[0] !== progress[1] || progress[0] < 1) throw new Error(`progress ${progress}`);
  const chart = await page.getByTestId("elo-chart").locator("desc").textContent();
  if (!(await page.evaluate(() => window.__noReload === true))) throw new Error("the page was reloaded");
  const updates = Number(await page.getByTestId("tournament").getAttribute("data-updates"));
  await shoot(page, "tournament-desktop");
  await shoot(page, "tournament-phone", PHONE);
  const showA11y = await checkA11y(page, "tournament");
  const id = page.url().split("/").pop();
  await page.getByRole("link", { name: "Tournaments" }).click();
  await page.locator(`[data-testid="tournaments"] a[href="#/t/${id}"]`).waitFor();
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, chart, progress, firstGames, whileRunning, updates, a11y: [listA11y, showA11y], seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
