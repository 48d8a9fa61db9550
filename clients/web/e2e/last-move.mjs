// The other seat's last move through the page (against a bot, by clicks): announced in words in
// an aria-live region and matched against the log the API serves; its discard lit up on the
// pile with an animation that prefers-reduced-motion turns off; the card this seat just drew
// from the stock marked in the hand; the "Moves" list holding every event of the log.
import { BASE, PHONE, apiAs, launch, newPage, playOne, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  await page.getByLabel("Level").selectOption("beginner");
  await page.locator("#bot-variant").selectOption("classic");
  await page.locator("#bot-target").fill("500");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await page.getByTestId("table").waitFor();
  const api = await apiAs(page);
  const id = page.url().split("/").pop();
  const announce = page.getByTestId("opponent-move");
  if ((await announce.getAttribute("aria-live")) !== "polite") throw new Error("the last move is not in a live region");

  let announced = null;
  let drawn = null;
  for (let i = 0; i < 200 && (announced === null || drawn === null); i++) {
    await waitReady(page);
    const phase = await page.locator(".board").getAttribute("data-phase");
    const log = (await api.get(`/matches/${id}/events?limit=5000`)).events;
    const me = (await api.get(`/matches/${id}`)).your_seat;
    const last = log.filter((e) => e.data?.seat !== undefined && e.type !== "deal_started").at(-1);
    // the bot has just discarded: said in words, lit up on the pile
    if (announced === null && phase === "draw" && last?.type === "discarded" && last.data.seat !== me) {
      const card = last.data.card;
      await page.waitForFunction((v) => document.querySelector('[data-testid="opponent-move"]')?.getAttribute("data-version") === String(v), last.version);
      const text = await announce.textContent();
      const face = `${card[0] === "T" ? "10" : card[0]}${{ c: "♣", d: "♦", h: "♥", s: "♠" }[card[1]]}`;
      if (!/^Bot \(beginner\) .*discarded /.test(text) || !text.endsWith(`discarded ${face}.`)) throw new Error(`announced: ${text} (log: ${card})`);
      const pile = page.locator('[data-testid="discard-pile"]');
      if ((await pile.getAttribute("data-card")) !== card || !(await pile.getAttribute("class")).includes("fresh")) throw new Error("the discard is not lit up on the pile");
      const animation = await pile.evaluate((el) => getComputedStyle(el).animationName);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const reduced = await pile.evaluate((el) => getComputedStyle(el).animationName);
      await page.emulateMedia({ reducedMotion: "no-preference" });
      if (animation !== "fresh-discard" || reduced !== "none") throw new Error(`animation ${animation}, reduced ${reduced}`);
      await shoot(page, "table-last-move-desktop");
      await shoot(page, "table-last-move-phone", PHONE);
      announced = { text, card, animation, reduced };
    }
    // this seat has just drawn from the stock: that card is marked (the log says which it was)
    if (drawn === null && phase === "discard" && last?.type === "drew_stock" && last.data.seat === me) {
      await page.waitForSelector(".hand .card.drawn");
      const marked = await page.locator(".hand .card.drawn").getAttribute("data-card");
      if (marked !== last.data.card || (await page.locator(".hand .card.drawn").count()) !== 1) throw new Error(`marked ${marked}, drew ${last.data.card}`);
      drawn = marked;
    }
    await playOne(page);
  }
  if (announced === null || drawn === null) throw new Error(`announced ${JSON.stringify(announced)}, drawn ${drawn}`);

  // play on until the log holds more than 40 events: the list shows every one
  let events = 0;
  for (let i = 0; i < 300 && events <= 45; i++) {
    await waitReady(page);
    await playOne(page);
    events = (await api.get(`/matches/${id}/events?limit=5000`)).events.length;
  }
  await waitReady(page);
  const log = (await api.get(`/matches/${id}/events?limit=5000`)).events;
  await page.waitForFunction((n) => document.querySelectorAll(".log li").length === n, log.length, { timeout: 10000 });
  const summary = await page.locator(".log summary").textContent();
  const items = await page.locator(".log li").count();
  if (summary !== `Moves (${log.length})` || items !== log.length) throw new Error(`${summary}, ${items} items, ${log.length} events`);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, announced, drawn, moves: items }));
} finally {
  await browser.close();
}
