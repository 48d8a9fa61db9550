// The dealer and the knock limit at the table (Oklahoma: the upcard sets the limit every deal):
// both as the API serves them, in the first deal and again after the next deal has begun
// (followed live, no reload); desktop and phone.
import { BASE, PHONE, apiAs, launch, newPage, playByApi, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "oklahoma", target_score: 1000 } });
  await page.goto(`${BASE}/#/m/${m.id}`);
  const names = (x) => x.seats.map((s) => (s.player_id === api.me.id ? "You" : s.bot ? `Bot (${s.bot})` : s.name));
  const expect = (x) => ({
    dealer: names(x)[x.view.dealer],
    limit: x.view.knock_limit > 0 ? `Knock with ${x.view.knock_limit} or less deadwood` : "Gin only: no knock this deal",
  });
  const shown = async (want) => {
    await page.waitForFunction((w) => document.querySelector('[data-testid="dealer"]')?.textContent === w.dealer
      && document.querySelector('[data-testid="knock-limit"]')?.textContent === w.limit, want, { timeout: 10000 })
      .catch(async () => { throw new Error(`shown ${await page.getByTestId("table-facts").textContent()}, want ${JSON.stringify(want)}`); });
  };
  const seen = [];
  let now = await api.get(`/matches/${m.id}`);
  await waitReady(page);
  await shown(expect(now));
  seen.push({ deal: now.deal, ...expect(now) });
  await shoot(page, "table-facts-desktop");
  await shoot(page, "table-facts-phone", PHONE);
  // the next deal (played through the API): the page follows it live
  now = await playByApi(api, m.id, (x) => x.deal === 1 && x.view?.to_act === x.your_seat);
  await shown(expect(now));
  seen.push({ deal: now.deal, ...expect(now) });
  // the seat's heading says who deals
  const marked = await page.locator('.board h3:has-text("dealer")').count();
  if ((await page.getByTestId("next-deal").count()) === 0 && marked !== 1) throw new Error(`${marked} seats marked dealer`);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, seen }));
} finally {
  await browser.close();
}
