// Choosing the knock's melds: play (through the API, against a bot) until this seat may knock
// holding a card that fits both a set and a run; then, in the page, Knock… and the card to
// discard offer the layouts, and the one chosen is the one the log records.
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot, waitReady } from "./lib.mjs";

const R = "A23456789TJQK";
const points = (c) => Math.min(R.indexOf(c[0]) + 1, 10);

/** Every meld of the cards: sets of three or four, runs of three or more. */
function melds(cards) {
  const out = [];
  for (const r of R) {
    const same = cards.filter((c) => c[0] === r);
    if (same.length >= 3) out.push(same);
    if (same.length === 4) for (let i = 0; i < 4; i++) out.push(same.filter((_, j) => j !== i));
  }
  for (const suit of "cdhs") {
    for (let a = 0; a < 13; a++) {
      const run = [];
      for (let b = a; b < 13 && cards.includes(R[b] + suit); b++) {
        run.push(R[b] + suit);
        if (run.length >= 3) out.push([...run]);
      }
    }
  }
  return out;
}

/** The least deadwood of the cards when meld `first` is laid (null: no such layout). */
function leastDeadwood(cards, first) {
  const rest = cards.filter((c) => !first.includes(c));
  const all = melds(rest);
  let best = rest.reduce((n, c) => n + points(c), 0);
  const walk = (from, used) => {
    best = Math.min(best, rest.filter((c) => !used.has(c)).reduce((n, c) => n + points(c), 0));
    for (let i = from; i < all.length; i++) {
      if (all[i].some((c) => used.has(c))) continue;
      walk(i + 1, new Set([...used, ...all[i]]));
    }
  };
  walk(0, new Set());
  return best;
}

/** A knock (not the gin one: that has its own button) whose kept cards can be laid out in two
 * ways within the knock limit: a card in a set of its rank, or in a run of its suit. */
function sharedCardKnock(view) {
  const gin = view.arrangement?.deadwood === 0 ? view.arrangement.discard : null;
  for (const k of view.legal_actions.filter((a) => a.type === "knock" && a.discard !== gin)) {
    const kept = view.hand.filter((c) => c !== k.discard);
    const all = melds(kept);
    for (const c of kept) {
      const isSet = (m) => m.every((x) => x[0] === m[0][0]);
      const sets = all.filter((m) => m.includes(c) && isSet(m));
      const runs = all.filter((m) => m.includes(c) && !isSet(m));
      const fits = (ms) => ms.some((m) => leastDeadwood(kept, m) <= view.knock_limit);
      if (fits(sets) && fits(runs)) return k;
    }
  }
  return null;
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
