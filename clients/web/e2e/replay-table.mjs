// The replay of a finished match, seen by someone who did not play it: at each step the whole
// table as it stood (every hand laid out with its melds and deadwood, the stock, the discard pile
// and its upcard, the knock), each checked against what the API serves for that version
// (`seat_views`); the last step shows the match's totals; the words are a player's ("move 12",
// "fair-deal proof"), not "version 23" or "deck commitments".
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, playByApi, shoot } from "./lib.mjs";

const get = async (path) => {
  const r = await fetch(BASE + path);
  if (!r.ok) throw new Error(`GET ${path}: ${r.status}`);
  return r.json();
};

/** Moves the replay to step `i` (the range input, as a drag of its thumb would) and waits for
 * the table of that version. */
async function goTo(page, i, version) {
  await page.locator('[data-testid="replay"] input[type="range"]').evaluate((el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }, i);
  await page.waitForSelector(`[data-testid="replay-at"][data-at="${version}"]`, { timeout: 10000 });
}

/** What the page shows of the table now. */
function shown(page) {
  return page.evaluate(() => {
    const seats = [...document.querySelectorAll('[data-testid="replay-seat"]')].map((s) => ({
      seat: Number(s.getAttribute("data-seat")),
      cards: [...s.querySelectorAll('[data-testid="replay-card"]')].map((c) => c.getAttribute("data-card")),
      melds: [...s.querySelectorAll(".group.meld")].map((g) => [...g.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card"))),
      deadwood: s.querySelector('[data-testid="deadwood"] strong')?.textContent ?? null,
    }));
    const pile = document.querySelector('[data-testid="replay-board"] [data-testid="discard-pile"]')?.getAttribute("data-card") ?? null;
    const below = [...document.querySelectorAll('[data-testid="pile-below"] [data-card]')].map((c) => c.getAttribute("data-card"));
    const knock = document.querySelector('[data-testid="replay-knock"]');
    const knockMelds = knock ? knock.querySelectorAll(".meld-target").length : 0;
    return { seats, pile, below, knockMelds, stock: document.querySelector('[data-testid="replay-board"] .stock')?.getAttribute("aria-label") };
  });
}

const sorted = (xs) => [...xs].sort();

const browser = await launch();
const started = Date.now();
try {
  const player = await newPage(browser);
  await player.goto(BASE + "/");
  await player.getByTestId("bot-form").waitFor();
  const api = await apiAs(player);
  const m = await api.post("/matches", { opponent: { kind: "bot", level: "beginner" }, rules: { variant: "classic", target_score: 10 } });
  const final = await playByApi(api, m.id, (x) => x.status !== "active");
  if (final.status !== "finished") throw new Error(`the match is ${final.status}`);

  // someone else: a new guest of its own
  const page = await newPage(browser);
  await page.goto(`${BASE}/#/r/${m.id}`);
  await page.getByTestId("replay").waitFor();
  await page.getByTestId("replay-board").waitFor();
  const events = (await get(`/matches/${m.id}/events?limit=5000`)).events;
  const at = async (i) => get(`/matches/${m.id}/versions/${events[i].version}`);
  const checked = [];
  const pick = (type) => events.findIndex((e) => e.type === type);
  const steps = [
    ["upcard", events.findIndex((e) => e.type === "deal_started")],
    ["discard", pick("discarded")],
    // a knock the defender then answers (a gin ends the deal at once: its step shows the end)
    ["knock", events.findIndex((e, i) => e.type === "knocked" && events[i + 1]?.type !== "deal_scored")],
  ].filter(([, i]) => i >= 0);
  for (const [what, i] of steps) {
    const served = await at(i);
    await goTo(page, i, events[i].version);
    const now = await shown(page);
    const views = served.seat_views;
    if (!views || views.length !== 2) throw new Error(`${what}: no seat views at ${events[i].version}`);
    const pile = views[0].discards.filter((d) => d.taken_by == null).map((d) => d.card);
    if (now.pile !== (pile.at(-1) ?? null) || JSON.stringify(now.below) !== JSON.stringify(pile.slice(0, -1).reverse())) throw new Error(`${what}: pile ${now.pile} ${now.below} against ${pile}`);
    if (!now.stock?.includes(`${views[0].stock_size} cards`)) throw new Error(`${what}: stock ${now.stock} against ${views[0].stock_size}`);
    const knock = views[0].knock;
    for (const v of views) {
      const seat = now.seats.find((s) => s.seat === v.seat);
      if (knock && knock.knocker === v.seat) {
        // the knocker's hand lies in the knock, once
        if (seat.cards.length !== 0 || now.knockMelds !== knock.melds.length) throw new Error(`${what}: the knock ${JSON.stringify(now)} against ${JSON.stringify(knock)}`);
        continue;
      }
      if (JSON.stringify(sorted(seat.cards)) !== JSON.stringify(sorted(v.hand))) throw new Error(`${what}: seat ${v.seat} shows ${seat.cards} against ${v.hand}`);
      if (seat.deadwood !== String(v.arrangement.deadwood)) throw new Error(`${what}: seat ${v.seat} deadwood ${seat.deadwood} against ${v.arrangement.deadwood}`);
      const melds = v.arrangement.melds.map((x) => sorted(x).join()).sort();
      if (JSON.stringify(seat.melds.map((x) => sorted(x).join()).sort()) !== JSON.stringify(melds)) throw new Error(`${what}: seat ${v.seat} melds ${JSON.stringify(seat.melds)} against ${JSON.stringify(melds)}`);
    }
    checked.push({ what, version: events[i].version, pile: now.pile, deadwood: now.seats.map((s) => s.deadwood), knockMelds: now.knockMelds });
    if (what === "discard") {
      await shoot(page, "replay-table-desktop");
      await shoot(page, "replay-table-phone", PHONE);
    }
  }
  if (!checked.some((c) => c.what === "upcard") || !checked.some((c) => c.what === "discard")) throw new Error(`steps checked: ${JSON.stringify(checked)}`);

  // the last step: the match's totals, and the deal's end as scored
  await goTo(page, events.length - 1, events.at(-1).version);
  const score = await page.getByTestId("replay-score").textContent();
  const totals = final.result.totals;
  if (!score.startsWith("Match total") || !totals.every((t) => score.includes(String(t)))) throw new Error(`the last step: ${score} against ${totals}`);
  // a player's words
  const words = await page.getByTestId("replay").textContent();
  if (/version \d/.test(words) || /commitment/i.test(words) || !/Fair-deal proof verified/.test(words)) throw new Error(`wording: ${words.slice(0, 400)}`);
  const step = await page.getByTestId("replay-step").textContent();
  if (step !== `move ${events.length} of ${events.length}`) throw new Error(`step: ${step}`);
  const a11y = [await checkA11y(page, "replay-table")];

  for (const p of [player, page]) if (p.problems.length) throw new Error(p.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, checked, score, step, a11y, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
