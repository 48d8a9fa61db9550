// The Rummy table's requests per action, counted while it plays against a bot at machine speed
// (each action as soon as the page is ready for it, by clicks): every request but the live
// stream's (opened once, read incrementally) counted; no 429 answered, no raw error text shown.
// As requests.mjs does for Gin.
import { BASE, apiAs, launch, newPage } from "./lib.mjs";
import { playRummyOne, waitRummyReady } from "./rummy-lib.mjs";

const ACTIONS = Number(process.env.ACTIONS ?? "30");
const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("rummy-form").waitFor();
  const api = await apiAs(page);
  const requests = [];
  const refused = [];
  page.on("request", (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
  page.on("response", (r) => { if (r.status() === 429) refused.push(r.url()); });
  const shownErrors = async () => (await page.locator("body").textContent()).match(/ProblemError|rate-limited|\b429\b/g) ?? [];
  let actions = 0;
  let hands = 0;
  let matches = 0;
  const errors = [];
  // a match may end before ACTIONS (a bot may go out at once): another one then
  while (actions < ACTIONS && matches < 5) {
    const m = await api.post("/rummy/matches", { seats: [{ kind: "me" }, { kind: "bot", level: "beginner" }], options: { target_score: 500 } });
    matches++;
    await page.goto(`${BASE}/#/rummy/${m.id}`);
    for (let i = 0; i < 500 && actions < ACTIONS; i++) {
      await waitRummyReady(page);
      const did = await playRummyOne(page);
      if (did === "finished") break;
      if (did === "next-hand") hands++;
      else actions++;
      errors.push(...(await shownErrors()));
    }
  }
  // the match's opening read (GET /rummy/matches/{id}, once a page load) and the stream are not
  // a move's: counted apart
  const api_ = requests.filter((r) => r.includes("/rummy/matches/") && !r.endsWith("/events/stream"));
  const opening = requests.filter((r) => /^GET \/rummy\/matches\/[0-9a-f-]{36}$/.test(r)).length;
  const kinds = {};
  for (const r of api_) { const k = r.replace(/[0-9a-f-]{36}/, "{id}"); kinds[k] = (kinds[k] ?? 0) + 1; }
  const streams = requests.filter((r) => r.endsWith("/events/stream")).length;
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, actions, hands, matches, requests: api_.length, perMove: api_.length / actions, withoutOpening: (api_.length - Math.min(opening, matches)) / actions, streams, kinds, refused: refused.length, errors }));
} finally {
  await browser.close();
}
