// Arranging the hand through the page (against a bot): sorted by rank and by suit (buttons),
// a card moved by the keyboard (Alt+Right, the focus staying on it) and by a drag (pointer
// events; a drag during the discard step discards nothing); the order kept across the moves of
// the deal (the card drawn joins at the right end). Desktop, then again at the phone's size.
import { BASE, PHONE, launch, newPage, playOne, shoot, waitReady } from "./lib.mjs";

const SUITS = "shcd";
const RANKS = "A23456789TJQK";
const rankSort = (cs) => [...cs].sort((a, b) => RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]) || SUITS.indexOf(a[1]) - SUITS.indexOf(b[1]));
const suitSort = (cs) => [...cs].sort((a, b) => SUITS.indexOf(a[1]) - SUITS.indexOf(b[1]) || RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  await page.getByLabel("Level").selectOption("beginner");
  await page.locator("#bot-variant").selectOption("classic");
  await page.locator("#bot-target").fill("500");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await waitReady(page);
  const hand = () => page.locator('.seat.mine [data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
  const deal = () => page.locator(".table-head .muted").textContent();
  const version = () => page.locator('[data-testid="table"]').getAttribute("data-version");
  const waitOrder = (want) => page.waitForFunction((w) => JSON.stringify([...document.querySelectorAll('.seat.mine [data-testid="hand-card"]')].map((e) => e.getAttribute("data-card"))) === w, JSON.stringify(want), { timeout: 5000 });

  const checks = {};
  const arrange = async (size) => {
    const cards = await hand();
    await page.getByTestId("sort-suit").click();
    await waitOrder(suitSort(cards));
    await page.getByTestId("sort-rank").click();
    await waitOrder(rankSort(cards));
    // the keyboard: Alt+Right moves the focused card one place, and the focus stays on it
    const sorted = rankSort(cards);
    await page.locator(`.seat.mine [data-card="${sorted[0]}"]`).focus();
    await page.keyboard.press("Alt+ArrowRight");
    const byKey = [sorted[1], sorted[0], ...sorted.slice(2)];
    await waitOrder(byKey);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute("data-card"));
    if (focused !== sorted[0]) throw new Error(`focus on ${focused} after Alt+Right`);
    await page.keyboard.press("Alt+ArrowLeft");
    await waitOrder(sorted);
    // a drag: the last card dropped on the first
    const v = await version();
    const from = await page.locator(`.seat.mine [data-card="${sorted.at(-1)}"]`).boundingBox();
    const to = await page.locator(`.seat.mine [data-card="${sorted[0]}"]`).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
    const dragged = [sorted.at(-1), ...sorted.slice(0, -1)];
    await waitOrder(dragged);
    if ((await version()) !== v) throw new Error("the drag made a move");
    await shoot(page, `table-arranged-${size}`);
    checks[size] = { sorted: true, keyboard: true, dragged: true };
    return dragged;
  };

  let order = await arrange("desktop");
  // the order is kept across the moves of this deal; a drag in the discard step discards nothing
  const first = await deal();
  let kept = 0;
  let dragInDiscard = false;
  for (let i = 0; i < 30 && (await deal()) === first; i++) {
    await playOne(page);
    await waitReady(page);
    if ((await deal()) !== first || (await page.getByTestId("next-deal").count()) > 0) break;
    const now = await hand();
    const still = order.filter((c) => now.includes(c));
    if (!same(now.slice(0, still.length), still)) throw new Error(`order lost: ${order} then ${now}`);
    if ((await page.locator('.seat.mine .hand').getAttribute("data-order")) !== "custom") throw new Error("back to the melds");
    kept++;
    order = now;
    const phase = await page.locator(".board").getAttribute("data-phase");
    if (!dragInDiscard && phase === "discard") {
      const v = await version();
      const a = await page.locator(`.seat.mine [data-card="${now[0]}"]`).boundingBox();
      const b = await page.locator(`.seat.mine [data-card="${now[2]}"]`).boundingBox();
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
      await page.mouse.up();
      order = [now[1], now[2], now[0], ...now.slice(3)];
      await waitOrder(order);
      if ((await version()) !== v || (await page.locator('[data-testid="table"]').getAttribute("data-ready")) !== "1") throw new Error("a drag in the discard step made a move");
      dragInDiscard = true;
    }
  }
  if (kept < 2) throw new Error(`only ${kept} moves checked`);
  // the phone: the same, with the page at 390 px
  await page.setViewportSize(PHONE);
  while ((await page.getByTestId("next-deal").count()) > 0) { await playOne(page); await waitReady(page); }
  await arrange("phone");
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, checks, kept, dragInDiscard }));
} finally {
  await browser.close();
}
