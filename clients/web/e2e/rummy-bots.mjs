// One person and three bots play a 4-seat Rummy match to its end by clicks: the table started
// from the home page's form (seats 2-4 a bot level each; the target, the turn limit and two
// jokers set in the rules options), every action through the page's controls. Checked on the way: the others'
// card counts and melds as GET /rummy/matches/{id} serves them, the others' moves in words as
// they happen, the hand sorted by rank and by suit, the end of each hand (each hand counted,
// the scoring explained, the points the API's), the match's end; axe-core on the home page, the
// table, a hand's end and the match's end; no horizontal scroll at 390 px; no page or console
// error. Screenshots: rummy-home, rummy-table, rummy-hand-end, rummy-match-end (-desktop, -phone).
import { BASE, PHONE, DESKTOP, SHOTS, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";
import { playRummyOne, scrollWidth, tableAttr, waitRummyReady } from "./rummy-lib.mjs";

const TARGET = process.env.TARGET ?? "50";
// the person's actions wanted over the matches played (the deals are random)
const MIN_MOVES = Number(process.env.MIN_MOVES ?? "12");
const browser = await launch();
const started = Date.now();
try {
  const page = await newPage(browser);
  const a11y = [];
  const widths = {};
  await page.goto(BASE + "/");
  await page.getByTestId("rummy-form").waitFor();
  const api = await apiAs(page);
  const checks = { counts: 0, melds: 0, othersMoves: 0, sorted: false, jokersSeen: 0 };
  const handEnds = [];
  const did = {};
  const timing = {};
  let moves = 0;
  let tableShot = false;
  const levels = ["beginner", "easy", "medium"];
  const matches = [];

  // One match from the home page's form, played to its end by clicks.
  const playMatch = async (first) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(BASE + "/#/");
    await page.getByTestId("rummy-form").waitFor();
    await page.locator("#rummy-seats").selectOption("4");
    for (const [i, level] of levels.entries()) await page.locator(`#rummy-seat-${i + 2}`).selectOption(level);
    await page.locator(".rummy-options summary").click();
    await page.locator("#rummy-target_score").fill(TARGET);
    await page.locator("#rummy-turn_limit").fill("60");
    await page.locator("#rummy-jokers").selectOption("2");
    if (first) {
      a11y.push(await checkA11y(page, "rummy-home"));
      await shoot(page, "rummy-home-desktop");
      await page.setViewportSize(PHONE);
      widths.home = await scrollWidth(page);
      await shoot(page, "rummy-home-phone");
      await page.setViewportSize(DESKTOP);
    }
    await page.getByRole("button", { name: "Start the Rummy table" }).click();
    await page.waitForSelector('[data-testid="rummy-table"]', { timeout: 15000 });
    const id = page.url().split("#/rummy/")[1];
    const made = await api.get(`/rummy/matches/${id}`);
    if (made.seats.map((s) => s.bot).join() !== [null, ...levels].join()) throw new Error(`seats: ${JSON.stringify(made.seats)}`);
    if (made.options.target_score !== Number(TARGET) || made.options.turn_limit !== 60 || made.options.jokers !== 2) throw new Error(`options: ${JSON.stringify(made.options)}`);
    let played = 0;
    for (let i = 0; i < 3000; i++) {
      await waitRummyReady(page);
      if ((await tableAttr(page, "data-status")) === "finished") break;
      const end = page.getByTestId("hand-end");
      if (await end.isVisible()) {
        // the hand's end as the API counted it: each row's value and points, the scores after it
        const hand = Number(await end.getAttribute("data-hand"));
        const m = await api.get(`/rummy/matches/${id}`);
        const record = m.hands.find((h) => h.hand === hand);
        const rows = await page.locator('[data-testid="hand-end-row"]').evaluateAll((trs) => trs.map((tr) => ({ value: Number(tr.dataset.value), points: Number(tr.dataset.points) })));
        if (JSON.stringify(rows.map((r) => r.value)) !== JSON.stringify(record.end.values) || JSON.stringify(rows.map((r) => r.points)) !== JSON.stringify(record.end.points)) {
          throw new Error(`hand ${hand}'s end: page ${JSON.stringify(rows)} against ${JSON.stringify(record.end)}`);
        }
        handEnds.push({ hand, winner: record.end.winner, rummy: record.end.rummy, stalemate: record.end.stalemate, points: record.end.points, text: await page.getByTestId("scoring-text").innerText() });
        if (handEnds.length === 1) {
          a11y.push(await checkA11y(page, "rummy-hand-end"));
          await shoot(page, "rummy-hand-end-desktop");
          await page.setViewportSize(PHONE);
          widths.handEnd = await scrollWidth(page);
          await shoot(page, "rummy-hand-end-phone");
          await page.setViewportSize(DESKTOP);
        }
      } else {
        // what the table shows against what the API serves this seat (once a turn: at its draw)
        const drawing = (await page.locator(".rummy-board").getAttribute("data-phase")) === "draw";
        const m = drawing ? await api.get(`/rummy/matches/${id}`) : null;
        if (m && String(m.version) === (await tableAttr(page, "data-version")) && m.view) {
          const counts = await page.locator('[data-testid="rummy-seat"]').evaluateAll((els) => els.map((e) => [Number(e.dataset.seat), Number(e.dataset.count)]));
          for (const [seat, count] of counts) if (m.view.hand_sizes[seat] !== count) throw new Error(`seat ${seat} shows ${count} cards, the API ${m.view.hand_sizes[seat]}`);
          checks.counts++;
          const shown = await page.locator('[data-testid="meld-owner"]').evaluateAll((els) => els.map((e) => [Number(e.dataset.owner), e.querySelectorAll("[data-meld]").length]));
          const owners = new Map();
          for (const meld of m.view.melds) owners.set(meld.owner, (owners.get(meld.owner) ?? 0) + 1);
          for (const [owner, n] of shown) if (owners.get(owner) !== n) throw new Error(`owner ${owner}: ${n} melds shown, ${owners.get(owner)} on the table`);
          if (shown.length !== owners.size) throw new Error(`melds of ${shown.length} owners shown, ${owners.size} on the table`);
          if (shown.length > 0) checks.melds++;
          if ((await page.locator('[data-testid="others-moves"] p').count()) > 0) checks.othersMoves++;
          if ((await page.locator('.rummy-board .card.joker').count()) > 0) checks.jokersSeen++;
        }
        if (!checks.sorted && (await page.locator(".rummy-board").getAttribute("data-phase")) === "play") {
          await page.getByTestId("sort-suit").click();
          const bySuit = await page.locator('[data-testid="rummy-hand"] [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
          await page.getByTestId("sort-rank").click();
          const byRank = await page.locator('[data-testid="rummy-hand"] [data-card]').evaluateAll((els) => els.map((e) => e.dataset.card));
          const naturals = (cards) => cards.filter((c) => !c.startsWith("X"));
          const suits = naturals(bySuit).map((c) => "shcd".indexOf(c[1]));
          const ranks = naturals(byRank).map((c) => "A23456789TJQK".indexOf(c[0]));
          const ascending = (xs) => xs.every((x, j) => j === 0 || xs[j - 1] <= x);
          if (!ascending(suits) || !ascending(ranks) || [...bySuit].sort().join() !== [...byRank].sort().join()) throw new Error(`sorted: ${bySuit} / ${byRank}`);
          checks.sorted = true;
        }
        if (!tableShot && (checks.melds > 0 || moves >= 30) && (await page.locator(".rummy-board").getAttribute("data-phase")) === "play") {
          tableShot = true;
          a11y.push(await checkA11y(page, "rummy-table"));
          await shoot(page, "rummy-table-desktop");
          await page.setViewportSize(PHONE);
          widths.table = await scrollWidth(page);
          await shoot(page, "rummy-table-phone");
          await page.setViewportSize(DESKTOP);
        }
      }
      const t0 = Date.now();
      const what = await playRummyOne(page);
      did[what] = (did[what] ?? 0) + 1;
      timing[what] = (timing[what] ?? 0) + Date.now() - t0;
      if (what === "finished") break;
      moves++;
      played++;
    }
    await page.waitForSelector('[data-testid="rummy-table"][data-status="finished"]', { timeout: 20000 });
    const final = await api.get(`/rummy/matches/${id}`);
    const banner = await page.getByTestId("winner-banner").innerText();
    // the last hand's end stays on the finished table, as the API counted it
    const last = final.hands[final.hands.length - 1];
    const lastRows = await page.locator('[data-testid="hand-end-row"]').evaluateAll((trs) => trs.map((tr) => Number(tr.dataset.points)));
    if (Number(await page.getByTestId("hand-end").getAttribute("data-hand")) !== last.hand || lastRows.join() !== last.end.points.join()) throw new Error(`the last hand's end: ${lastRows} against ${JSON.stringify(last)}`);
    const shownScores = await Promise.all(final.scores.map((_, seat) => page.getByTestId(`score${seat}`).innerText()));
    if (shownScores.map(Number).join() !== final.scores.join()) throw new Error(`scores ${shownScores} against ${final.scores}`);
    const sheet = await page.locator('[data-testid="rummy-sheet"] tfoot [data-total]').evaluateAll((tds) => tds.map((td) => Number(td.dataset.total)));
    const sums = await page.locator('[data-testid="rummy-sheet"] tbody tr:not(.how)').evaluateAll((trs) => {
      const out = [];
      for (const tr of trs) [...tr.querySelectorAll("[data-add]")].forEach((td, i) => { out[i] = (out[i] ?? 0) + Number(td.dataset.add); });
      return out;
    });
    // the first match's end is checked with axe and shot (each match's end is checked above);
    // its last hand's end too when no hand ended before it
    if (first && handEnds.length === 0) {
      a11y.push(await checkA11y(page, "rummy-hand-end"));
      await page.getByTestId("hand-end").screenshot({ path: `${SHOTS}/rummy-hand-end-desktop.png` });
      await page.setViewportSize(PHONE);
      widths.handEnd = await scrollWidth(page);
      await page.getByTestId("hand-end").screenshot({ path: `${SHOTS}/rummy-hand-end-phone.png` });
      await page.setViewportSize(DESKTOP);
    }
    if (first) {
      a11y.push(await checkA11y(page, "rummy-match-end"));
      await shoot(page, "rummy-match-end-desktop");
      await page.setViewportSize(PHONE);
      widths.matchEnd = await scrollWidth(page);
      await shoot(page, "rummy-match-end-phone");
    }
    matches.push({ id, played, banner, scores: final.scores, standings: final.standings, sheet: { totals: sheet, sums }, hands: final.hands.length });
  };

  // A match may end before the person's first turn (a bot going out at once scores the target):
  // then another one, until the person has played enough of the table (at most four matches).
  for (let n = 0; n < 4 && moves < MIN_MOVES; n++) await playMatch(n === 0);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({
    ok: true, moves, did, timing, checks, handEnds, matches, widths, a11y, tableShot, seconds: (Date.now() - started) / 1000,
  }));
} finally {
  await browser.close();
}
