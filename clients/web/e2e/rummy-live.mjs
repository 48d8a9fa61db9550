// Three people in three browser contexts play a 3-seat Rummy table live: Alice starts it from
// the home page's form (two open seats, penalty scoring), Bob joins from the home page's list of
// open tables, Carol from the link Alice shares; Carol plays with the keyboard alone (Tab and
// Enter: the page counts pointer clicks, none allowed). They play a whole hand, each page learning
// of the others' moves from the live stream without a reload: after each action every page shows
// the version it made and the mover's turn in words. Then each sees the hand's end (the same
// points, as the API counted them). axe-core on the waiting table and the live table; no page or
// console error. Screenshots: rummy-waiting, rummy-live (-desktop, -phone).
import { BASE, DESKTOP, PHONE, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";
import { playRummyOne, scrollWidth, tableAttr } from "./rummy-lib.mjs";

const TABLE = '[data-testid="rummy-table"]';
const browser = await launch();
const started = Date.now();
try {
  const alice = await newPage(browser);
  const bob = await newPage(browser);
  const carol = await newPage(browser);
  await carol.addInitScript(() => {
    window.__pointerClicks = 0;
    window.addEventListener("click", (e) => { if (e.detail > 0) window.__pointerClicks++; }, true);
  });
  const a11y = [];
  const widths = {};

  await alice.goto(BASE + "/");
  await alice.getByTestId("rummy-form").waitFor();
  await alice.locator("#rummy-seats").selectOption("3");
  await alice.locator("#rummy-seat-2").selectOption("open");
  await alice.locator("#rummy-seat-3").selectOption("open");
  await alice.locator(".rummy-options summary").click();
  await alice.locator("#rummy-scoring").selectOption("penalty");
  await alice.locator("#rummy-turn_limit").fill("50");
  await alice.getByRole("button", { name: "Start the Rummy table" }).click();
  await alice.waitForSelector(`${TABLE}[data-status="open"]`, { timeout: 15000 });
  const link = await alice.locator("#share-link").inputValue();
  if (!link.startsWith(BASE + "/#/rummy/")) throw new Error(`share link: ${link}`);
  const id = link.split("#/rummy/")[1];
  a11y.push(await checkA11y(alice, "rummy-waiting"));
  await shoot(alice, "rummy-waiting-desktop");
  await shoot(alice, "rummy-waiting-phone", PHONE);

  // Bob: the open table in the home page's list, joined with a click
  await bob.goto(BASE + "/");
  await bob.getByTestId("rummy-lobby").waitFor();
  await bob.locator('[data-testid="rummy-lobby"] li', { hasText: "to " }).first().waitFor();
  await bob.locator('[data-testid="rummy-lobby"] li').filter({ has: bob.getByRole("button", { name: "Join" }) }).first().getByRole("button", { name: "Join" }).click();
  await bob.waitForSelector(`${TABLE}[data-status="open"]`, { timeout: 15000 });
  if (!bob.url().endsWith(id)) throw new Error(`Bob joined ${bob.url()}, not ${id}`);
  // Alice's page learns of the join without a reload: one seat left
  await alice.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes("1 more player"), '[data-testid="status"]', { timeout: 15000 });

  // Carol: the link, the seat taken with the keyboard
  await carol.goto(link);
  await carol.getByTestId("join").waitFor();
  for (let i = 0; i < 60 && !(await carol.getByTestId("join").evaluate((el) => el === document.activeElement)); i++) await carol.keyboard.press("Tab");
  await carol.keyboard.press("Enter");
  const pages = [alice, bob, carol];
  for (const p of pages) await p.waitForSelector(`${TABLE}[data-status="active"]`, { timeout: 15000 });

  const aliceApi = await apiAs(alice);
  const seatOf = new Map();
  const match = await aliceApi.get(`/rummy/matches/${id}`);
  const me = [aliceApi.me.id, (await apiAs(bob)).me.id, (await apiAs(carol)).me.id];
  for (const s of match.seats) seatOf.set(s.player_id, s.seat);
  const seats = me.map((pid) => seatOf.get(pid));
  if (new Set(seats).size !== 3) throw new Error(`seats: ${JSON.stringify(match.seats)}`);

  const version = (p) => tableAttr(p, "data-version").then(Number);
  let actions = 0;
  let live = 0;
  let liveShot = false;
  const did = {};
  // until the first hand is over on every page
  for (let i = 0; i < 2000; i++) {
    const scored = await Promise.all(pages.map((p) => tableAttr(p, "data-hands-scored").then(Number)));
    if (scored.every((n) => n >= 1)) break;
    // whoever's page is ready plays; the others wait for it over the stream
    // (a wait that loses the race settles later, quietly: -1 only if no page got ready in time)
    const ready = await Promise.race(pages.map((p, n) => p.waitForSelector(`${TABLE}[data-ready="1"]`, { timeout: 30000 }).then(() => n, () => -1)));
    if (ready < 0) throw new Error(`no page was ready in 30 s; problems: ${pages.flatMap((p) => p.problems).join(" | ")}`);
    const page = pages[ready];
    if (await page.getByTestId("hand-end").isVisible()) break; // the hand is over for this page
    const mover = seats[ready];
    const what = await playRummyOne(page, page === carol);
    did[what] = (did[what] ?? 0) + 1;
    actions++;
    // every other page reaches the version this action made, and says the mover's turn
    const v = await version(page);
    const others = pages.filter((p) => p !== page);
    await Promise.all(others.map((p) => p.waitForFunction(([sel, want]) => Number(document.querySelector(sel)?.getAttribute("data-version")) >= want, [TABLE, v], { timeout: 20000 })));
    const handOver = await page.getByTestId("hand-end").isVisible();
    if (!handOver) {
      for (const p of others) {
        const shown = await p.locator(`[data-testid="others-moves"] p[data-seat="${mover}"]`).count();
        if (shown > 0) live++;
      }
    }
    if (!liveShot && actions >= 6 && !handOver) {
      liveShot = true;
      a11y.push(await checkA11y(bob, "rummy-live"));
      await shoot(bob, "rummy-live-desktop");
      await bob.setViewportSize(PHONE);
      widths.live = await scrollWidth(bob);
      await shoot(bob, "rummy-live-phone");
      await bob.setViewportSize(DESKTOP);
    }
  }
  // each page shows the hand's end, the same points, as the API counted them
  const final = await aliceApi.get(`/rummy/matches/${id}`);
  const record = final.hands[0];
  if (!record) throw new Error("no hand was scored");
  const ends = [];
  for (const p of pages) {
    await p.getByTestId("hand-end").first().waitFor({ timeout: 20000 });
    const points = await p.locator('[data-testid="hand-end"][data-hand="0"] [data-testid="hand-end-row"]').evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.points)));
    if (points.join() !== record.end.points.join()) throw new Error(`hand end ${points} against ${record.end.points}`);
    ends.push(await p.getByTestId("scoring-text").first().innerText());
  }
  const pointerClicks = await carol.evaluate(() => window.__pointerClicks);
  const problems = pages.flatMap((p) => p.problems);
  if (problems.length) throw new Error(problems.join("\n"));
  console.log(JSON.stringify({
    ok: true, id, seats, actions, did, live, pointerClicks, end: record.end, ends, status: final.status, widths, a11y, seconds: (Date.now() - started) / 1000,
  }));
} finally {
  await browser.close();
}
