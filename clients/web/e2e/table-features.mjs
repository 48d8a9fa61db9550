// The table's rarer moments, each arranged through the API and then shown and played in the page:
// the defender's lay-off step after a bot's knock (screenshots, desktop and phone; lay-offs made
// by clicks), resigning (with its confirmation), cancelling an open match (with its
// confirmation), and Hollywood's three-column score sheet.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const a11y = [];

  // 1. A bot knocks and this seat may lay off: play (through the API) until that moment.
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "expert" }, rules: { variant: "classic", target_score: 1000 } });
  const layoffAt = await playByApi(api, m.id, (x) => x.view?.phase === "layoff" && x.view.to_act === x.your_seat && x.view.legal_actions.some((a) => a.type === "lay_off"));
  await page.goto(`${BASE}/#/m/${m.id}`);
  await waitReady(page);
  if ((await page.locator(".board").getAttribute("data-phase")) !== "layoff") throw new Error("not at the lay-off step");
  // the knocker's hand shows once, as laid (its melds and deadwood): no backs, no "Known:" row
  const knocked = layoffAt.view.knock;
  const knockerCards = [...knocked.melds.flat(), ...knocked.deadwood_cards];
  const onPage = await page.evaluate(() => [...document.querySelectorAll('[data-testid="table"] [data-card]')].map((n) => n.getAttribute("data-card")));
  const times = knockerCards.map((c) => onPage.filter((x) => x === c).length);
  const opponentSeat = page.getByTestId("opponent-seat");
  const knockerOnce = {
    times,
    backs: await opponentSeat.locator(".card.back").count(),
    known: await opponentSeat.locator(".known").count(),
    note: await page.getByTestId("knocker-hand-note").textContent(),
  };
  if (times.some((n) => n !== 1) || knockerOnce.backs !== 0 || knockerOnce.known !== 0) throw new Error(`the knocker's hand at the lay-offs: ${JSON.stringify(knockerOnce)} (${knockerCards})`);
  // A spectator (another player, no seat) watches the lay-offs: the knocker's melds and deadwood
  // as the API's spectator view has them, each of the knocker's cards once, and nothing of the
  // defender's hand but the cards it took face up from the pile.
  const watcher = await newPage(browser);
  await watcher.goto(BASE + "/");
  await watcher.getByTestId("bot-form").waitFor();
  await watcher.goto(`${BASE}/#/m/${m.id}`);
  await watcher.getByTestId("spectator-knock").waitFor();
  const spectatorLayoff = await watchedKnock(watcher, m.id, layoffAt);
  await shoot(watcher, "spectator-layoff-desktop");
  await shoot(watcher, "spectator-layoff-phone", PHONE);
  a11y.push(await checkA11y(watcher, "spectator-layoff"));
  // choose the first card that can be laid off: the knocker's melds it fits light up
  await page.locator('button[data-testid="hand-card"]:not([disabled])').first().click();
  await page.locator('[data-testid="knocker-meld"]:not([disabled])').first().waitFor();
  await shoot(page, "table-knock-layoff-desktop");
  await shoot(page, "table-knock-layoff-phone", PHONE);
  a11y.push(await checkA11y(page, "table-knock-layoff"));
  let laid = 0;
  for (let i = 0; i < 10; i++) {
    const target = page.locator('[data-testid="knocker-meld"]:not([disabled])');
    if ((await target.count()) === 0) break;
    const v = await page.locator('[data-testid="table"]').getAttribute("data-version");
    await target.first().click();
    await page.waitForFunction((x) => document.querySelector('[data-testid="table"]')?.getAttribute("data-version") !== x, v);
    laid++;
    await waitReady(page);
    const more = page.locator('button[data-testid="hand-card"]:not([disabled])');
    if ((await page.locator(".board").getAttribute("data-phase")) !== "layoff" || (await more.count()) === 0) break;
    await more.first().click();
  }
  const events = (await api.get(`/matches/${m.id}/events?limit=5000`)).events;
  const laidOff = events.filter((e) => e.type === "laid_off" && e.data.seat === layoffAt.your_seat && e.version > layoffAt.version).length;
  if (laidOff !== laid || laid === 0) throw new Error(`laid off ${laid} by clicks, the log has ${laidOff}`);
  // the spectator saw each lay-off arrive (from its stream), beside the same deadwood
  await watcher.waitForFunction((n) => document.querySelectorAll('[data-testid="spectator-knock"] .laid').length === n, laid, { timeout: 10000 });
  spectatorLayoff.laidSeen = await watcher.locator('[data-testid="spectator-knock"] .laid').count();
  const afterLays = await watchedKnock(watcher, m.id, layoffAt);
  if (afterLays.deadwood !== spectatorLayoff.deadwood) throw new Error("the deadwood changed with the lay-offs");
  if (watcher.problems.length) throw new Error(watcher.problems.join("\n"));

  // 2. Resign, with its confirmation: "Keep playing" first changes nothing, then "Yes, resign".
  await page.getByTestId("resign").click();
  await page.getByTestId("confirm-no").click();
  if ((await api.get(`/matches/${m.id}`)).status !== "active") throw new Error("Keep playing resigned");
  await page.getByTestId("resign").click();
  await page.getByTestId("confirm").waitFor();
  a11y.push(await checkA11y(page, "resign-confirm"));
  await page.getByTestId("confirm-yes").click();
  await page.waitForSelector('[data-testid="table"][data-status="finished"]');
  const resigned = await api.get(`/matches/${m.id}`);
  if (resigned.resigned_by !== resigned.your_seat || resigned.winner === resigned.your_seat) throw new Error(`resign: ${JSON.stringify(resigned.result)}`);
  if ((await page.getByTestId("resign").count()) !== 0) throw new Error("resign offered after the end");

  // 3. Cancel an open match (its creator only), with its confirmation.
  await page.goto(BASE + "/");
  await page.getByTestId("friend-form").waitFor();
  await page.getByRole("button", { name: "Create an open match" }).click();
  await page.getByTestId("cancel").click();
  await page.getByTestId("confirm-yes").click();
  await page.waitForSelector('[data-testid="table"][data-status="cancelled"]');

  // 4. Hollywood: two deals scored, then the page's sheet has three games side by side.
  const h = await api.post("/matches", { opponent: { kind: "bot", level: "expert" }, rules: { variant: "hollywood", target_score: 100 } });
  await playByApi(api, h.id, (x) => x.status !== "active" || (x.deal ?? 0) >= 2);
  await page.goto(`${BASE}/#/m/${h.id}`);
  await page.getByTestId("hollywood-sheet").waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="hollywood-sheet"] tbody tr th[scope="row"]').length >= 2);
  const headers = await page.locator('[data-testid="hollywood-sheet"] thead th[scope="colgroup"]').allTextContents();
  if (headers.join(",") !== "Game 1,Game 2,Game 3") throw new Error(`headers: ${headers}`);
  const view = (await api.get(`/matches/${h.id}`)).view;
  const lastRow = await page.locator('[data-testid="hollywood-sheet"] tbody tr').last().textContent();
  const shownTotals = [...(lastRow ?? "").matchAll(/\((\d+)\)/g)].map((x) => Number(x[1]));
  if (JSON.stringify(shownTotals) !== JSON.stringify(view.game_scores.flat())) throw new Error(`Hollywood totals ${shownTotals} against ${JSON.stringify(view.game_scores)}`);
  await shoot(page, "hollywood-sheet-desktop");
  await shoot(page, "hollywood-sheet-phone", PHONE);
  a11y.push(await checkA11y(page, "hollywood"));

  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, laid, knockerOnce, spectatorLayoff, a11y, hollywood: { headers, lastRow, gameScores: view?.game_scores }, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}

/** What the spectator's page shows of the knock, checked against the API's spectator view (read
 * anonymously) and against the defender's own view `seat` (its hand must not show). */
async function watchedKnock(watcher, id, seat) {
  const served = (await (await fetch(`${BASE}/matches/${id}`)).json()).spectator;
  const knock = served.knock;
  await watcher.waitForFunction((n) => document.querySelectorAll('[data-testid="spectator-knock"] .laid').length === n, knock.layoffs.length, { timeout: 10000 });
  const melds = await watcher.locator('[data-testid="spectator-meld"]').evaluateAll((ms) => ms.map((m) => [...m.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card")).sort()));
  const deadwoodLine = watcher.getByTestId("spectator-deadwood");
  const deadwood = Number(await deadwoodLine.getAttribute("data-deadwood"));
  const deadwoodCards = await deadwoodLine.locator("[data-card]").evaluateAll((cs) => cs.map((c) => c.getAttribute("data-card")).sort());
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (!same(melds, knock.melds.map((m) => [...m].sort()))) throw new Error(`melds ${JSON.stringify(melds)} against ${JSON.stringify(knock.melds)}`);
  if (deadwood !== knock.deadwood || deadwood === 0 || !same(deadwoodCards, [...knock.deadwood_cards].sort())) throw new Error(`deadwood ${deadwood} ${deadwoodCards} against ${JSON.stringify(knock)}`);
  // the knocker's cards each once; the defender's only the cards it took face up
  const onPage = await watcher.evaluate(() => [...document.querySelectorAll('[data-testid="spectator-board"] [data-card]')].map((n) => n.getAttribute("data-card")));
  const knockerCards = [...knock.melds.flat(), ...knock.deadwood_cards];
  if (knockerCards.some((c) => onPage.filter((x) => x === c).length !== 1)) throw new Error(`the knocker's cards on the spectator's page: ${onPage}`);
  const known = served.hands[seat.your_seat].known;
  const defenders = seat.view.hand.filter((c) => !known.includes(c) && !knockerCards.includes(c));
  const shownOfDefender = defenders.filter((c) => onPage.includes(c));
  if (shownOfDefender.length) throw new Error(`the defender's ${shownOfDefender} shown to a spectator`);
  const backs = await watcher.locator('[data-testid="spectator-seat"] .card.back').count();
  return { melds: melds.length, deadwood, deadwoodCards, backs, note: await watcher.getByTestId("knocker-hand-note").textContent(), shownOfDefender: shownOfDefender.length };
}
