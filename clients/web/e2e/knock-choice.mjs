// Choosing the knock's melds: play (through the API, against a bot) until this seat may knock
// with a choice of layouts (the seat view's knock_arrangements); then, in the page, Knock… and
// the card to discard offer the layouts, and the one chosen is the one the log records.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot, waitReady } from "./lib.mjs";

/** A knock (not the gin one: that has its own button) whose kept cards the server says can be
 * laid out in more than one way within the knock limit. */
function sharedCardKnock(view) {
  const gin = view.arrangement?.deadwood === 0 ? view.arrangement.discard : null;
  const choice = view.knock_arrangements.find((k) => k.discard !== gin && k.arrangements.length > 1);
  return choice ? view.legal_actions.find((a) => a.type === "knock" && a.discard === choice.discard) ?? null : null;
}

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "classic", target_score: 1000 } });
  let tries = 0;
  let chosen = null;
  let before = null;
  for (let attempt = 0; attempt < 400 && chosen === null; attempt++) {
    const at = await playByApi(api, m.id, (x) => x.status !== "active" || (x.view?.to_act === x.your_seat && x.view.phase === "discard" && sharedCardKnock(x.view) !== null), 20000);
    if (at.status !== "active") throw new Error(`the match ended first (${tries} tries)`);
    tries++;
    const k = sharedCardKnock(at.view);
    await page.goto(`${BASE}/#/m/${m.id}`);
    await page.reload();
    await waitReady(page);
    await page.getByTestId("knock").click();
    await page.locator(`button[data-testid="hand-card"][data-card="${k.discard}"]`).click();
    // the page knocks at once, or asks which melds to lay out
    await page.waitForFunction(
      (v) => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version")) > v
        || document.querySelector('[data-testid="knock-choice"]') !== null,
      at.version,
    );
    if ((await page.getByTestId("knock-choice").count()) > 0 && (await page.getByTestId("knock-option").count()) > 1) {
      await shoot(page, "table-knock-choice-desktop");
      await shoot(page, "table-knock-choice-phone", PHONE);
      const a11y = await checkA11y(page, "knock-choice");
      // the second layout (not the server's default best): its melds as the page lists them
      const option = page.getByTestId("knock-option").nth(1);
      const label = await option.locator(".sr-only").textContent();
      before = at.version;
      await option.click();
      await page.waitForFunction((v) => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version")) > v, before);
      chosen = { label, a11y };
    } else {
      // one layout within the limit after all: the page knocked at once (a plain knock); play on
      await page.waitForFunction((v) => Number(document.querySelector('[data-testid="table"]')?.getAttribute("data-version")) > v, at.version);
    }
  }
  if (chosen === null) throw new Error(`no hand with a choice of layouts in ${tries} tries`);
  const events = (await api.get(`/matches/${m.id}/events?limit=5000`)).events;
  const knocked = events.find((e) => e.type === "knocked" && e.version > before);
  const labels = { A: "ace", T: "ten", J: "jack", Q: "queen", K: "king", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine" };
  const suits = { c: "clubs", d: "diamonds", h: "hearts", s: "spades" };
  const name = (c) => `${labels[c[0]]} of ${suits[c[1]]}`;
  const recorded = knocked.data.melds.map((meld) => meld.map(name));
  for (const meld of recorded) for (const card of meld) if (!chosen.label.includes(card)) throw new Error(`recorded ${card}, chosen ${chosen.label}`);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, tries, chosen: chosen.label, recorded: knocked.data.melds, a11y: [chosen.a11y], seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
