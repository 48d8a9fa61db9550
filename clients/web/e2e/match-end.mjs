// The end of a match in the page: a winner banner, and a score sheet whose lines add up on their
// face to the totals shown everywhere (the header, the banner, the sheet's total), for a classic
// match (its deals, the game bonus, the line bonus, the shutout's doubling) and for Hollywood
// (each game's column group to its game total, the games to the match's). Both matches are
// played through the API (the plain policy of lib.mjs), then opened in the page.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot } from "./lib.mjs";

/** Per column of the sheet: the sum of its cells that add (`data-add`), and its total
 * (`data-total`, one per column). */
async function sheetSums(page, testid) {
  return page.evaluate((id) => {
    const sheet = document.querySelector(`[data-testid="${id}"]`);
    if (!sheet) return null;
    const sums = [];
    for (const row of sheet.querySelectorAll("tr")) {
      [...row.querySelectorAll("td[data-add]")].forEach((td, j) => { sums[j] = (sums[j] ?? 0) + Number(td.getAttribute("data-add")); });
    }
    const totals = [...sheet.querySelectorAll("td[data-total]")].map((td) => Number(td.getAttribute("data-total")));
    const shown = [...sheet.querySelectorAll("td[data-total]")].map((td) => Number(td.textContent));
    const rows = [...sheet.querySelectorAll("tfoot tr")].map((r) => r.querySelector("th")?.textContent ?? "");
    return { sums, totals, shown, rows };
  }, testid);
}

async function header(page, seats) {
  const out = [];
  for (let s = 0; s < seats; s++) out.push(Number(await page.getByTestId(`score${s}`).textContent()));
  return out;
}

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const a11y = [];
  const done = (x) => x.status !== "active";

  // 1. Classic to 10: one deal or two, a shutout most of the time.
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "classic", target_score: 10 } });
  await playByApi(api, m.id, done);
  const match = await api.get(`/matches/${m.id}`);
  if (match.status !== "finished" || match.result?.reason !== "target_reached") throw new Error(`classic: ${match.status} ${JSON.stringify(match.result)}`);
  await page.goto(`${BASE}/#/m/${m.id}`);
  await page.waitForSelector('[data-testid="table"][data-status="finished"]');
  await page.getByTestId("winner-banner").waitFor();
  await page.locator('[data-testid="score-sheet"] td[data-total]').first().waitFor();
  const names = ["You", "Bot (beginner)"];
  const seatNames = match.seats.map((s) => (s.bot ? names[1] : names[0]));
  const banner = await page.getByTestId("winner-banner").textContent();
  const winner = seatNames[match.winner];
  const totals = match.result.totals;
  if (!banner.includes(`${winner} won the match`) || !banner.includes(totals.join(" to "))) throw new Error(`banner: ${banner}; totals ${totals}`);
  const head = await header(page, 2);
  const sheet = await sheetSums(page, "score-sheet");
  const classic = { banner, head, totals, sheet, shutout: match.result.games[0].shutout };
  if (JSON.stringify(head) !== JSON.stringify(totals)) throw new Error(`header ${head} against the result's totals ${totals}`);
  if (JSON.stringify(sheet.sums) !== JSON.stringify(totals) || JSON.stringify(sheet.totals) !== JSON.stringify(totals) || JSON.stringify(sheet.shown) !== JSON.stringify(totals)) {
    throw new Error(`the sheet does not add up: ${JSON.stringify(sheet)} against ${totals}`);
  }
  for (const row of ["Game bonus", "Line bonus", "Total"]) if (!sheet.rows.includes(row)) throw new Error(`no ${row} line: ${sheet.rows}`);
  if (classic.shutout !== sheet.rows.includes("Shutout (doubled)")) throw new Error(`shutout ${classic.shutout}, lines ${sheet.rows}`);
  const text = await page.locator("main").textContent();
  if (/\b1 points\b/.test(text) || /You's/.test(text)) throw new Error(`wording: ${text.match(/.{40}(1 points|You's).{20}/)?.[0]}`);
  await shoot(page, "match-end-desktop");
  await shoot(page, "match-end-phone", PHONE);
  a11y.push(await checkA11y(page, "match-end"));

  // 2. Hollywood to 10: three games side by side, each adding up to its total.
  const h = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "hollywood", target_score: 10 } });
  await playByApi(api, h.id, done);
  const hm = await api.get(`/matches/${h.id}`);
  if (hm.status !== "finished" || hm.result?.reason !== "target_reached") throw new Error(`hollywood: ${hm.status} ${JSON.stringify(hm.result)}`);
  await page.goto(`${BASE}/#/m/${h.id}`);
  await page.waitForSelector('[data-testid="table"][data-status="finished"]');
  // every deal's row (the standings after each deal, read once per deal) and the footer
  const deals = (await api.get(`/matches/${h.id}/events?limit=5000`)).events.filter((e) => e.type === "deal_scored").length;
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="hollywood-sheet"] tbody tr th[scope="row"]').length === n, deals, { timeout: 20000 });
  const hsheet = await sheetSums(page, "hollywood-sheet");
  const gameTotals = hm.result.games.flatMap((g) => g.totals);
  if (JSON.stringify(hsheet.sums) !== JSON.stringify(gameTotals) || JSON.stringify(hsheet.totals) !== JSON.stringify(gameTotals)) {
    throw new Error(`Hollywood's games do not add up: ${JSON.stringify(hsheet)} against ${gameTotals}`);
  }
  const hhead = await header(page, 2);
  const matchRow = await page.locator('[data-testid="hollywood-sheet"] tfoot tr').last().textContent();
  const seatsSum = [0, 1].map((s) => hm.result.games.reduce((n, g) => n + g.totals[s], 0));
  if (JSON.stringify(hhead) !== JSON.stringify(hm.result.totals) || JSON.stringify(seatsSum) !== JSON.stringify(hm.result.totals)) throw new Error(`Hollywood header ${hhead}, games ${seatsSum}, totals ${hm.result.totals}`);
  for (const t of hm.result.totals) if (!matchRow.includes(String(t))) throw new Error(`match row ${matchRow}`);
  await page.getByTestId("winner-banner").waitFor();
  await shoot(page, "match-end-hollywood-desktop");
  await shoot(page, "match-end-hollywood-phone", PHONE);
  a11y.push(await checkA11y(page, "match-end-hollywood"));

  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, classic, hollywood: { head: hhead, totals: hm.result.totals, sheet: hsheet }, a11y, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
