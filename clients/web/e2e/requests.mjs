// The page's requests per move, counted while it plays whole deals against a bot at machine
// speed (each move as soon as the page is ready for it): every request but the live stream's
// (opened once, read incrementally) counted; no 429 answered, no raw error text shown.
import { BASE, launch, newPage, playOne, waitReady } from "./lib.mjs";

const DEALS = Number(process.env.DEALS ?? "2");
// under a low rate limit (EXPECT_429=1) every 429 waits out its Retry-After: the table may take
// many seconds to be ready on a loaded machine
const READY_MS = process.env.EXPECT_429 === "1" ? 120000 : 20000;
const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor({ timeout: READY_MS });
  await page.getByLabel("Level").selectOption("beginner");
  await page.locator("#bot-variant").selectOption("classic");
  await page.locator("#bot-target").fill("1000");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await waitReady(page, READY_MS);
  const requests = [];
  const refused = [];
  page.on("request", (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
  page.on("response", (r) => { if (r.status() === 429) refused.push(r.url()); });
  const shownErrors = async () => (await page.locator("body").textContent()).match(/ProblemError|rate-limited|\b429\b/g) ?? [];
  let moves = 0;
  let deals = 0;
  const errors = [];
  for (let i = 0; i < 2000 && deals < DEALS; i++) {
    await waitReady(page, READY_MS);
    const did = await playOne(page);
    if (did === "next-deal") deals++;
    else if (did === "finished") break;
    else moves++;
    errors.push(...(await shownErrors()));
  }
  const api = requests.filter((r) => r.includes("/matches/") && !r.endsWith("/events/stream"));
  const streams = requests.filter((r) => r.endsWith("/events/stream")).length;
  const kinds = {};
  for (const r of api) { const k = r.replace(/[0-9a-f-]{36}/, "{id}").replace(/\/versions\/\d+/, "/versions/{v}"); kinds[k] = (kinds[k] ?? 0) + 1; }
  // with a low rate limit (EXPECT_429=1) the browser's own console notes each 429 it met
  const problems = page.problems.filter((p) => process.env.EXPECT_429 !== "1" || !/status of 429/.test(p));
  if (problems.length) throw new Error(problems.join("\n"));
  console.log(JSON.stringify({ ok: true, moves, deals, requests: api.length, perMove: api.length / moves, streams, kinds, refused: refused.length, errors }));
} finally {
  await browser.close();
}
