// Two people in two browsers: one creates an open match, the other opens its link from the
// lobby and joins, and both play it live (each page learns of the other's moves over SSE).
// Bob uses the keyboard alone (Tab and Enter) for every move; Alice clicks.
import { BASE, launch, newPage, playOne } from "./lib.mjs";

const browser = await launch();
const started = Date.now();
try {
  const alice = await newPage(browser);
  const bob = await newPage(browser);
  await alice.goto(BASE + "/");
  await alice.getByTestId("friend-form").waitFor();
  await alice.locator("#friend-target").fill("10");
  await alice.getByRole("button", { name: "Create an open match" }).click();
  const link = await alice.locator("#share-link").inputValue();
  if (!link.startsWith(BASE + "/#/m/")) throw new Error(`share link: ${link}`);

  await bob.goto(BASE + "/");
  await bob.getByTestId("lobby").waitFor();
  await bob.goto(link);
  await bob.getByTestId("join").click();
  // Alice's page learns of the join without a reload
  await alice.waitForSelector('[data-testid="table"][data-status="active"]', { timeout: 10000 });

  const pages = [alice, bob];
  let moves = 0;
  for (let i = 0; i < 600; i++) {
    const finished = await Promise.all(pages.map((p) => p.locator('[data-testid="table"]').getAttribute("data-status")));
    if (finished.every((s) => s === "finished")) break;
    // whoever's page is ready plays; the other waits for it over SSE
    const ready = await Promise.race(pages.map((p, n) => p.waitForSelector('[data-testid="table"][data-ready="1"]', { timeout: 20000 }).then(() => n)));
    const page = pages[ready];
    const did = await playOne(page, page === bob);
    if (did === "finished") {
      const other = pages[1 - ready];
      await other.waitForSelector('[data-testid="table"][data-status="finished"]', { timeout: 10000 });
      break;
    }
    moves++;
    await page.waitForTimeout(50);
  }
  for (const p of pages) {
    await p.waitForSelector('[data-testid="table"][data-status="finished"]', { timeout: 10000 });
    if (p.problems.length) throw new Error(p.problems.join("\n"));
  }
  console.log(JSON.stringify({ ok: true, moves, seconds: (Date.now() - started) / 1000 }));
} finally {
  await browser.close();
}
