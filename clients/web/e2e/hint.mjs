// The expert's hint at the table: a match against a bot created from the home page with "Hints
// from the expert" (unrated, as the server rules); at the person's turns the Hint button shows,
// in words, the best action the API's GET /matches/{id}/hint names for that version (checked
// against it), and the hinted action is then played by clicks; a match created without hints
// shows no Hint button. Screenshots: table-hint (-desktop, -phone).
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, shoot, waitReady } from "./lib.mjs";

const browser = await launch();
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);

  // without hints: rated, no Hint button
  await page.getByLabel("Level").selectOption("beginner");
  await page.getByRole("button", { name: "Play the bot" }).click();
  await waitReady(page);
  const plainId = page.url().split("#/m/")[1];
  const plain = await api.get(`/matches/${plainId}`);
  const plainButtons = await page.getByTestId("hint").count();

  // with hints
  await page.goto(BASE + "/#/");
  await page.getByTestId("bot-form").waitFor();
  await page.getByLabel("Level").selectOption("beginner");
  await page.getByLabel("Hints from the expert (the match is not rated)").check();
  await page.getByRole("button", { name: "Play the bot" }).click();
  await waitReady(page);
  const id = page.url().split("#/m/")[1];
  const made = await api.get(`/matches/${id}`);
  const hints = [];
  let shot = false;
  const a11y = [];
  for (let i = 0; hints.length < 6 && i < 20; i++) {
    await waitReady(page);
    if ((await page.getByTestId("table").getAttribute("data-status")) !== "active") break;
    // a deal's end shown (a hint is for a turn): go on to the next deal
    if ((await page.getByTestId("next-deal").count()) > 0) { await page.getByTestId("next-deal").click(); continue; }
    const version = await page.getByTestId("table").getAttribute("data-version");
    await page.getByTestId("hint").click();
    await page.locator(`[data-testid="hint-text"][data-version="${version}"]`).waitFor({ timeout: 60000 });
    const text = await page.getByTestId("hint-text").textContent();
    const best = JSON.parse(await page.getByTestId("hint-text").getAttribute("data-best"));
    // the API's hint for the same version names the same best action
    const served = await api.get(`/matches/${id}/hint`);
    if (String(served.version) !== version) throw new Error(`hint for version ${served.version}, the page at ${version}`);
    if (JSON.stringify(served.best) !== JSON.stringify(best)) throw new Error(`page's best ${JSON.stringify(best)}, the API's ${JSON.stringify(served.best)}`);
    if (!text.startsWith("The expert would ") || !/expected [+-]?\d/.test(text)) throw new Error(`hint text: ${text}`);
    hints.push({ version: Number(version), type: best.type, text });
    if (!shot) {
      await shoot(page, "table-hint-desktop");
      await shoot(page, "table-hint-phone", PHONE);
      a11y.push(await checkA11y(page, "table-hint"));
      shot = true;
    }
    // play the hinted action by clicks where the table offers it plainly, else through the API
    const before = version;
    const byClick = {
      pass_upcard: () => page.getByTestId("pass"),
      take_upcard: () => page.getByTestId("take"),
      draw_stock: () => page.locator('button[data-testid="stock"]'),
      draw_discard: () => page.locator('button[data-testid="discard-pile"]'),
      discard: () => page.locator(`button[data-testid="hand-card"][data-card="${best.card}"]`),
    }[best.type];
    if (byClick && (await byClick().count()) > 0) await byClick().first().click();
    else await api.post(`/matches/${id}/actions`, { ...best, version: Number(version) });
    await page.waitForFunction((v) => document.querySelector('[data-testid="table"]')?.getAttribute("data-version") !== v, before, { timeout: 20000 });
    if ((await page.getByTestId("table").getAttribute("data-status")) !== "active") break;
    // the old hint is gone once the match has moved on
    if ((await page.locator('[data-testid="hint-text"]:not(:empty)').count()) !== 0) throw new Error("a stale hint stayed");
  }
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({ ok: true, plain: { rated: plain.rated, hints: plain.hints, buttons: plainButtons }, made: { rated: made.rated, hints: made.hints }, hints, a11y }));
} finally {
  await browser.close();
}
