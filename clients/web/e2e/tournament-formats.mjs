// The tournament form creates every format the API has, and a tournament with a player's own
// bot plays through the page (issue 22):
// - each format (round robin, gauntlet, SPRT, Swiss) created through the form: the tournament
//   the API then holds has that format and the form's parameters (the pair unit, pairs, target,
//   the gauntlet's challenger first, the SPRT's test, the Swiss rounds); the SPRT fields start at
//   the API's defaults and the rounds' bounds are the schema's;
// - a refusal in words: a Swiss tournament (its pairings are not fixed) refuses an HTTP bot, and
//   the page says the API's sentence, not a raw error;
// - a round robin of two built-in levels open to players' bots: the player enters its bot on
//   the waiting page, the Python example bot (the bot runner `ginrummy-bot`, started here with
//   the page's token) plays its games, the creator starts it, it finishes; the games list links
//   the HTTP pairs' matches to their replays (which open) and the built-in pair's games to
//   their moves (which show); no page wider than the phone's screen.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BASE, PHONE, apiAs, checkA11y, launch, newPage, shoot } from "./lib.mjs";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const PYTHON = process.env.PYTHON ?? `${ROOT}.venv/bin/python`;

const browser = await launch();
const started = Date.now();
let bot = null;
try {
  const page = await newPage(browser);
  await page.goto(BASE + "/");
  await page.getByTestId("bot-form").waitFor();
  const api = await apiAs(page);
  const schema = await (await fetch(BASE + "/schema/openapi.json")).json();
  const create = schema.components.schemas.TournamentCreate.properties;
  const sprtSchema = schema.components.schemas.SprtParams.properties;

  const openForm = async () => {
    await page.getByRole("link", { name: "Tournaments" }).click();
    await page.getByTestId("tournament-form").waitFor();
  };
  const setLevels = async (levels) => {
    for (const l of ["beginner", "easy", "medium", "expert"]) await page.getByLabel(l, { exact: true }).setChecked(levels.includes(l));
  };
  // submits the form; the tournament the API then holds
  const submit = async (name) => {
    await page.getByRole("button", { name, exact: true }).click();
    await page.waitForFunction(() => /^#\/t\/[\w-]+$/.test(window.location.hash), null, { timeout: 15000 });
    await page.getByTestId("tournament").waitFor();
    const id = page.url().split("/").pop();
    return api.get(`/tournaments/${id}`);
  };
  const problems = [];
  const expect = (what, got, want) => { if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${what}: ${JSON.stringify(got)}, wanted ${JSON.stringify(want)}`); };

  // every format the API plays Gin in is offered (GET /games/gin), each one the API has
  await openForm();
  const offered = await page.locator("#t-format option").evaluateAll((os) => os.map((o) => o.value));
  const gin = await api.get("/games/gin");
  expect("formats offered", [...offered].sort(), [...gin.tournament_formats].sort());
  if (!gin.tournament_formats.every((f) => create.format.enum.includes(f))) problems.push(`formats not in the API: ${JSON.stringify(gin.tournament_formats)}`);
  const formA11y = await checkA11y(page, "tournament-form");

  // round robin: three levels, pairs of deals, 2 pairs, to 10; created, not started
  await page.locator("#t-format").selectOption("round-robin");
  await setLevels(["beginner", "easy", "medium"]);
  await page.locator("#t-pairs").fill("2");
  await page.locator("#t-unit").selectOption("deals");
  await page.locator("#t-target").fill("10");
  await page.getByTestId("open-to-http").check();
  await page.locator("#t-deadline").fill("2.5");
  let t = await submit("Create");
  expect("round robin", [t.format, t.entrants, t.pairs, t.pair, t.rules.target_score, t.move_deadline_ms, t.status], ["round-robin", ["beginner", "easy", "medium"], 2, "deals", 10, 2500, "created"]);
  const formats = { "round-robin": t.id };

  // gauntlet: medium the challenger (it enters first), created and started (one pair of deals)
  await openForm();
  await page.locator("#t-format").selectOption("gauntlet");
  await setLevels(["beginner", "easy", "medium"]);
  await page.locator("#t-challenger").selectOption("medium");
  await page.locator("#t-pairs").fill("1");
  await page.locator("#t-unit").selectOption("deals");
  await page.locator("#t-target").fill("10");
  t = await submit("Create and start");
  expect("gauntlet", [t.format, t.entrants, t.pairs, t.pair, t.rules.target_score], ["gauntlet", ["medium", "beginner", "easy"], 1, "deals", 10]);
  if (t.status === "created") problems.push("the gauntlet was not started");
  formats.gauntlet = t.id;

  // SPRT: its fields start at the API's defaults; then a test of our own
  await openForm();
  await page.locator("#t-format").selectOption("sprt");
  const shown = {};
  for (const f of ["elo0", "elo1", "alpha", "beta"]) shown[f] = Number(await page.locator(`#t-sprt-${f}`).inputValue());
  expect("SPRT defaults", shown, Object.fromEntries(["elo0", "elo1", "alpha", "beta"].map((f) => [f, sprtSchema[f].default])));
  const sprtA11y = await checkA11y(page, "tournament-form-sprt");
  await shoot(page, "tournament-form-desktop");
  await shoot(page, "tournament-form-phone", PHONE);
  await setLevels(["beginner", "easy"]);
  await page.locator("#t-sprt-elo0").fill("-5");
  await page.locator("#t-sprt-elo1").fill("15");
  await page.locator("#t-sprt-alpha").fill("0.1");
  await page.locator("#t-sprt-beta").fill("0.2");
  await page.locator("#t-sprt-model").selectOption("approximate");
  await page.locator("#t-pairs").fill("3");
  await page.locator("#t-target").fill("10");
  await page.getByTestId("open-to-http").check();
  t = await submit("Create");
  expect("sprt", [t.format, t.entrants, t.pairs, t.sprt && [t.sprt.elo0, t.sprt.elo1, t.sprt.alpha, t.sprt.beta, t.sprt.model]], ["sprt", ["beginner", "easy"], 3, [-5, 15, 0.1, 0.2, "approximate"]]);
  formats.sprt = t.id;

  // Swiss: the rounds' bounds are the schema's; 2 rounds of three levels
  await openForm();
  await page.locator("#t-format").selectOption("swiss");
  const rounds = create.rounds.anyOf.find((s) => s.type === "integer");
  expect("rounds bounds", await page.locator("#t-rounds").evaluate((el) => [Number(el.min), Number(el.max)]), [rounds.minimum, rounds.maximum]);
  await setLevels(["beginner", "easy", "medium"]);
  await page.locator("#t-rounds").fill("2");
  await page.locator("#t-pairs").fill("1");
  await page.locator("#t-target").fill("10");
  await page.getByTestId("open-to-http").check();
  t = await submit("Create");
  expect("swiss", [t.format, t.entrants, t.rounds, t.pairs], ["swiss", ["beginner", "easy", "medium"], 2, 1]);
  formats.swiss = t.id;
  // a Swiss tournament's pairings are not fixed: it refuses a player's bot, in the API's words
  await page.getByRole("button", { name: "Enter my bot" }).click();
  const refusal = await page.getByTestId("waiting-error").textContent({ timeout: 10000 });
  if (!/HTTP bots play in/.test(refusal) || /ProblemError|409|conflict/.test(refusal)) problems.push(`the refusal reads: ${refusal}`);
  if (problems.length) throw new Error(problems.join("\n"));
  // the browser logs that refused request (409): expected, the only one
  const logged = page.problems.filter((p) => /status of 409/.test(p));
  if (logged.length !== 1) throw new Error(`refused requests: ${JSON.stringify(page.problems)}`);
  page.problems.splice(page.problems.indexOf(logged[0]), 1);

  // a round robin of beginner and easy, open to players' bots: to 10, one pair per pairing
  await openForm();
  await page.locator("#t-format").selectOption("round-robin");
  await setLevels(["beginner", "easy"]);
  await page.locator("#t-pairs").fill("1");
  await page.locator("#t-unit").selectOption("matches");
  await page.locator("#t-target").fill("10");
  await page.getByTestId("open-to-http").check();
  t = await submit("Create");
  const id = t.id;
  await page.getByTestId("waiting").waitFor();
  await page.getByRole("button", { name: "Enter my bot" }).click();
  await page.getByTestId("entered").waitFor({ timeout: 10000 });
  t = await api.get(`/tournaments/${id}`);
  const mine = Object.keys(t.http_entrants).find((n) => t.http_entrants[n] === api.me.id);
  if (!mine || t.entrants.length !== 3) throw new Error(`entered: ${JSON.stringify([t.entrants, t.http_entrants])}`);
  await shoot(page, "tournament-waiting-desktop");
  await shoot(page, "tournament-waiting-phone", PHONE);
  const waitingA11y = await checkA11y(page, "tournament-waiting");
  // the player's bot: the Python example bot under the bot runner, with the page's token; it
  // plays its 2 pairings' 4 matches
  const out = [];
  bot = spawn(PYTHON, ["-m", "ginrummy_bot", "--url", BASE, "--token", api.me.token, "--play", `${ROOT}clients/examples/simple_bot.py:act`, "--matches", "4"], {
    env: { ...process.env, PYTHONPATH: `${ROOT}clients/python:${ROOT}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  bot.stdout.on("data", (d) => out.push(String(d)));
  bot.stderr.on("data", (d) => out.push(String(d)));
  const botDone = new Promise((resolve) => bot.on("exit", (code) => resolve(code)));
  // the games in play, as the page lists them while it runs (each a link to its match)
  await page.evaluate(() => {
    window.inPlaySeen = new Set();
    const note = () => document.querySelectorAll('[data-testid="game-in-play"]').forEach((a) => window.inPlaySeen.add(a.getAttribute("href")));
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForSelector('[data-testid="tournament"][data-status="finished"]', { timeout: 60000 }).catch((e) => {
    throw new Error(`not finished: ${e}\nbot: ${out.join("").slice(-2000)}`);
  });
  await page.waitForSelector('[data-testid="tournament"][data-games="3"]', { timeout: 10000 });
  let timer;
  const code = await Promise.race([botDone, new Promise((r) => { timer = setTimeout(() => r("timeout"), 20000); })]);
  clearTimeout(timer);
  if (code !== 0) throw new Error(`the bot exited ${code}: ${out.join("").slice(-2000)}`);
  bot = null;
  const pairs = await page.locator('[data-testid="game-pair"]').evaluateAll((rows) => rows.map((r) => ({
    http: r.getAttribute("data-http") === "1",
    links: [...r.querySelectorAll('[data-testid="game-link"]')].map((a) => a.getAttribute("href")),
  })));
  const httpPairs = pairs.filter((p) => p.http);
  const inPlay = await page.evaluate(() => [...window.inPlaySeen]);
  const builtin = pairs.filter((p) => !p.http);
  const games = await api.get(`/tournaments/${id}/games`);
  const matches = games.games.flatMap((g) => g.matches ?? []);
  expect("HTTP pairs' links", httpPairs.flatMap((p) => p.links).sort(), matches.map((m) => `#/r/${m}`).sort());
  // the HTTP games were listed while they played, each linked to its match (spectated live)
  if (inPlay.length === 0 || !inPlay.every((h) => matches.some((m) => h === `#/m/${m}`))) problems.push(`games in play seen: ${JSON.stringify(inPlay)}`);
  if (httpPairs.length !== 2 || builtin.length !== 1 || !builtin[0].links.every((l) => l.startsWith(`#/t/${id}/g/`))) problems.push(`pairs ${JSON.stringify(pairs)}`);
  if (problems.length) throw new Error(problems.join("\n"));
  await shoot(page, "tournament-games-desktop");
  await page.setViewportSize(PHONE);
  const widths = { games: await page.evaluate(() => document.documentElement.scrollWidth) };
  await shoot(page, "tournament-games-phone");
  await page.setViewportSize({ width: 1280, height: 900 });
  const gamesA11y = await checkA11y(page, "tournament-games");

  // an HTTP pair's game opens its match's replay
  const replayHref = httpPairs[0].links[0];
  await page.locator(`a[href="${replayHref}"]`).click();
  await page.getByTestId("replay").waitFor({ timeout: 15000 });
  await page.getByTestId("replay-step").waitFor({ timeout: 15000 });
  const replayUrl = page.url();
  if (!replayUrl.endsWith(replayHref)) throw new Error(`replay at ${replayUrl}`);
  // a built-in pair's game shows its moves
  await page.goBack();
  await page.getByTestId("tournament").waitFor();
  await page.locator(`a[href="${builtin[0].links[1]}"]`).click();
  await page.getByTestId("game-moves").waitFor({ timeout: 30000 });
  const moves = await page.locator('[data-testid="game-moves"] li').count();
  const deals = await page.locator('[data-testid="game-deals"] li').count();
  const result = await page.getByTestId("game-result").textContent();
  if (moves < 4 || deals < 1) throw new Error(`moves ${moves}, deals ${deals}`);
  await shoot(page, "tournament-moves-desktop");
  await page.setViewportSize(PHONE);
  widths.moves = await page.evaluate(() => document.documentElement.scrollWidth);
  await shoot(page, "tournament-moves-phone");
  await page.setViewportSize({ width: 1280, height: 900 });
  const movesA11y = await checkA11y(page, "tournament-moves");
  // the list, at phone width
  await openForm();
  await page.locator(`[data-testid="tournaments"] a[href="#/t/${id}"]`).waitFor();
  await page.setViewportSize(PHONE);
  widths.list = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  if (Object.values(widths).some((w) => w > PHONE.width)) throw new Error(`wider than the phone: ${JSON.stringify(widths)}`);
  if (page.problems.length) throw new Error(page.problems.join("\n"));
  console.log(JSON.stringify({
    ok: true, formats, refusal, entered: mine, pairs, replay: replayHref, moves, deals, result, widths,
    a11y: [formA11y, sprtA11y, waitingA11y, gamesA11y, movesA11y], seconds: (Date.now() - started) / 1000,
  }));
} finally {
  if (bot) bot.kill();
  await browser.close();
}
