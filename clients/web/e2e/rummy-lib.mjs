// Shared by the Rummy browser scripts: one action of a Rummy turn through the page, by clicks or
// by the keyboard alone (Tab and Enter), waiting on the table's data attributes (data-ready,
// data-version), never on time. The script's policy (not the page's): lay off what lights up a
// table meld, lay a meld the page offers, take the pile's top when it goes with the hand, else
// draw from the stock; discard the loosest card the page allows.
import { pressWithKeyboard, SHOTS } from "./lib.mjs";

const TABLE = '[data-testid="rummy-table"]';

const RANKS = "A23456789TJQK";

/** The script's own measure of how a card goes with a hand (not the page's: it has none): the
 * cards of its rank, and of its suit within two ranks, and the jokers. */
function ties(card, hand) {
  if (card.startsWith("X")) return 9;
  return hand.filter((h) => h.startsWith("X") || h[0] === card[0] || (h[1] === card[1] && Math.abs(RANKS.indexOf(h[0]) - RANKS.indexOf(card[0])) <= 2)).length;
}

const visible = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible());

/** Waits until the table is ready for this seat (its turn, a hand's end, or the match's end). */
export async function waitRummyReady(page, timeout = 30000) {
  await page.waitForSelector(`${TABLE}[data-ready="1"]`, { timeout });
}

export const tableAttr = (page, name) => page.locator(TABLE).getAttribute(name);

/** Plays one action (or goes on past a hand's end); returns what it did. */
export async function playRummyOne(page, keyboard = false) {
  const version = await tableAttr(page, "data-version");
  const did = await playRummyAction(page, keyboard);
  if (did !== "finished" && did !== "next-hand") {
    await page.waitForFunction(
      ([sel, v]) => document.querySelector(sel)?.getAttribute("data-version") !== v,
      [TABLE, version],
      { timeout: 20000 },
    ).catch(async (e) => {
      const state = await page.evaluate((sel) => {
        const t = document.querySelector(sel);
        const attrs = t ? Object.fromEntries([...t.attributes].map((a) => [a.name, a.value])) : null;
        const alerts = [...document.querySelectorAll('[role="alert"], .error')].map((n) => n.textContent);
        return { attrs, alerts, phase: document.querySelector(".rummy-board")?.getAttribute("data-phase") };
      }, TABLE).catch((err) => String(err));
      await page.screenshot({ path: `${SHOTS}/rummy-move-timeout.png`, fullPage: true }).catch(() => {});
      throw new Error(`${did} at version ${version} was not followed by a new version in 20 s: ${JSON.stringify(state)}; problems: ${(page.problems ?? []).join(" | ")}; ${e}`);
    });
  }
  return did;
}

async function playRummyAction(page, keyboard) {
  const click = (loc) => (keyboard ? pressWithKeyboard(page, loc) : loc.first().click());
  if ((await tableAttr(page, "data-status")) === "finished") return "finished";
  if (await visible(page.getByTestId("next-hand"))) { await click(page.getByTestId("next-hand")); return "next-hand"; }
  const phase = await page.locator(".rummy-board").getAttribute("data-phase");
  const chooseJoker = async () => {
    const option = page.locator('[data-testid="joker-option"]:not([disabled])');
    if (await visible(option)) { await click(option); return true; }
    return false;
  };
  const hand = () => page.locator('[data-testid="rummy-hand"] [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
  if (phase === "draw") {
    // the pile's top when it goes with a card held, else the stock
    const pile = page.locator('button[data-testid="discard-pile"]:not([disabled])');
    const top = (await pile.count()) > 0 ? await pile.getAttribute("data-card") : null;
    const stock = page.locator('[data-testid="stock"]:not([disabled])');
    if (top && (ties(top, await hand()) > 0 || (await stock.count()) === 0)) { await click(pile); return "draw-discard"; }
    await click(stock); return "draw-stock";
  }
  if (phase !== "play") throw new Error(`ready in an unexpected phase: ${phase}`);
  if (await visible(page.getByTestId("clear-selection"))) await click(page.getByTestId("clear-selection"));
  // a lay-off: the card, then the table meld that lights up for it
  const layable = page.locator('.card-slot[data-lay-off="1"] button[data-testid="hand-card"]');
  if ((await layable.count()) > 0) {
    await click(layable.first());
    await page.locator('button[data-testid="meld-target"]').first().waitFor({ timeout: 5000 });
    await click(page.locator('button[data-testid="meld-target"]:not([disabled])'));
    await chooseJoker();
    return "lay-off";
  }
  // a meld: the page selects one it lists, then offers to lay it
  if (await visible(page.getByTestId("hint-meld"))) {
    await click(page.getByTestId("hint-meld"));
    await page.getByTestId("lay-meld").first().waitFor({ timeout: 5000 });
    await click(page.getByTestId("lay-meld"));
    await chooseJoker();
    return "meld";
  }
  // a discard the page allows: the natural card with the fewest ties to the rest of the hand,
  // the highest of those (no joker while a natural card may go)
  const held = await hand();
  const allowed = await page.locator('.card-slot[data-discard="1"] [data-testid="hand-card"]').evaluateAll((els) => els.map((e) => e.dataset.card));
  const naturals = allowed.filter((c) => !c.startsWith("X"));
  const pool = naturals.length > 0 ? naturals : allowed;
  const score = (c) => (c.startsWith("X") ? 0 : ties(c, held.filter((h) => h !== c)) * 100 - RANKS.indexOf(c[0]));
  const card = [...pool].sort((a, b) => score(a) - score(b))[0];
  await click(page.locator(`[data-testid="rummy-hand"] button[data-card="${card}"]`));
  await page.getByTestId("discard").waitFor({ timeout: 5000 });
  await click(page.getByTestId("discard"));
  return "discard";
}

/** `document.documentElement.scrollWidth`: wider than the viewport means a horizontal scroll. */
export const scrollWidth = (page) => page.evaluate(() => document.documentElement.scrollWidth);
