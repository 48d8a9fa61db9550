// A whole deal against a bot with the keyboard alone: the match is started from the home page
// and every move is made with Tab, the arrow keys and Enter, until the deal is scored. The page
// counts pointer clicks (a click with `detail` > 0 comes from a mouse): there must be none.
import { BASE, checkA11y, launch, newPage, playOne, waitReady } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    window.__pointerClicks = 0;
    window.addEventListener("click", (e) => { if (e.detail > 0) window.__pointerClicks++; }, true);
  });
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  // The level with the arrow keys: Tab to the select, then ArrowDown/ArrowUp to "beginner".
  const level = page.locator("#bot-level");
  for (let i = 0; i < 30 && !(await level.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowUp");
  if ((await level.inputValue()) !== "beginner") throw new Error(`level: ${await level.inputValue()}`);
  // Tab on to the target score (type it) and to the button (Enter).
  const target = page.locator("#bot-target");
  for (let i = 0; i < 10 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("200");
  await page.keyboard.press("Enter"); // submits the form
  await page.getByTestId("table").waitFor();

  const moves = [];
  for (let i = 0; i < 300; i++) {
    await waitReady(page);
    if ((await page.getByTestId("next-deal").count()) > 0 || (await page.locator('[data-testid="table"]').getAttribute("data-status")) === "finished") break;
    moves.push(await playOne(page, true));
  }
  await page.getByTestId("reveal").waitFor();
  const scored = await page.getByTestId("reveal").textContent();
  const a11y = await checkA11y(page, "keyboard-reveal");
  const pointerClicks = await page.evaluate(() => window.__pointerClicks);
  if (pointerClicks !== 0) throw new Error(`${pointerClicks} pointer clicks`);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, moves: moves.length, kinds: [...new Set(moves)], scored, pointerClicks, a11y, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
