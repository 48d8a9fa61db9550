// Shared by the browser scripts: Debian's chromium driven by playwright-core.
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const BASE = process.env.BASE_URL ?? "http://127.0.0.1:8000";
export const SHOTS = process.env.SCREENSHOTS ?? "screenshots";
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function launch() {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** A page that fails the script on any page error, and on any request that leaves the server. */
export async function newPage(browser, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("console", (m) => { if (m.type() === "error") problems.push(`console: ${m.text()}`); });
  page.on("request", (r) => { if (!r.url().startsWith(BASE) && !r.url().startsWith("data:")) problems.push(`external request: ${r.url()}`); });
  page.problems = problems;
  return page;
}

export async function shoot(page, name, viewport) {
  const before = page.viewportSize();
  if (viewport) await page.setViewportSize(viewport);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  if (viewport && before) await page.setViewportSize(before);
}

/** Waits until the table is ready for this seat (its turn, a reveal, or the end). */
export async function waitReady(page, timeout = 20000) {
  await page.waitForSelector('[data-testid="table"][data-ready="1"]', { timeout });
}

/** Reaches `loc` with the Tab key alone (from wherever the focus is) and presses Enter. */
export async function pressWithKeyboard(page, loc) {
  const target = loc.first();
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      await page.keyboard.press("Enter");
      return;
    }
    await page.keyboard.press("Tab");
  }
  const active = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  const wanted = await target.evaluate((el) => el.outerHTML.slice(0, 300)).catch((e) => String(e));
  await page.screenshot({ path: `${SHOTS}/keyboard-failure.png`, fullPage: true });
  throw new Error(`could not reach the control with the Tab key: ${wanted}; focus on ${active}`);
}

const visible = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible());

/** Plays one move (or goes on past a reveal) by clicks, or by the keyboard alone; returns what it did. */
export async function playOne(page, keyboard = false) {
  const version = await page.locator('[data-testid="table"]').getAttribute("data-version");
  const did = await playOneMove(page, keyboard);
  // A move is done once the page shows the version it made (the DOM renders a moment later).
  if (did !== "finished" && did !== "next-deal") {
    await page.waitForFunction(
      (v) => document.querySelector('[data-testid="table"]')?.getAttribute("data-version") !== v,
      version,
      { timeout: 20000 },
    ).catch(async (e) => {
      // say what the page showed
      const state = await page.evaluate(() => {
        const t = document.querySelector('[data-testid="table"]');
        const attrs = t ? Object.fromEntries([...t.attributes].map((a) => [a.name, a.value])) : null;
        const alerts = [...document.querySelectorAll('[role="alert"], .error')].map((n) => n.textContent);
        return { attrs, alerts, phase: document.querySelector(".board")?.getAttribute("data-phase") };
      }).catch((err) => String(err));
      await page.screenshot({ path: `${SHOTS}/move-timeout.png`, fullPage: true }).catch(() => {});
      throw new Error(`${did} at version ${version} was not followed by a new version in 20 s: ${JSON.stringify(state)}; problems: ${(page.problems ?? []).join(" | ")}; ${e}`);
    });
  }
  return did;
}

async function playOneMove(page, keyboard) {
  const click = (loc) => (keyboard ? pressWithKeyboard(page, loc) : loc.first().click());
  const table = page.locator('[data-testid="table"]');
  if ((await table.getAttribute("data-status")) === "finished") return "finished";
  if (await visible(page.getByTestId("next-deal"))) { await click(page.getByTestId("next-deal")); return "next-deal"; }
  const phase = await page.locator(".board").getAttribute("data-phase");
  const enabledHand = page.locator('button[data-testid="hand-card"]:not([disabled])');
  switch (phase) {
    case "upcard_offer":
      await click(page.getByTestId("pass")); return "pass";
    case "draw":
      await click(page.getByTestId("stock")); return "draw";
    case "discard": {
      if (await visible(page.getByTestId("gin"))) { await click(page.getByTestId("gin")); return "gin"; }
      if (await visible(page.getByTestId("big-gin"))) { await click(page.getByTestId("big-gin")); return "big-gin"; }
      if (await visible(page.getByTestId("knock"))) {
        await click(page.getByTestId("knock"));
        // in knock mode only the cards the knock may discard are enabled
        await page.locator('[data-testid="knock"][aria-pressed="true"]').waitFor({ timeout: 5000 });
        const version = await page.locator('[data-testid="table"]').getAttribute("data-version");
        await click(page.locator('button[data-testid="hand-card"]:not([disabled])'));
        // the knock is made, or (when the hand can be melded more than one way) the page asks
        // which melds to lay out: then the first arrangement offered
        await page.waitForFunction(
          (v) => document.querySelector('[data-testid="table"]')?.getAttribute("data-version") !== v
            || document.querySelector('[data-testid="knock-option"]:not([disabled])') !== null,
          version,
          { timeout: 20000 },
        );
        const option = page.locator('button[data-testid="knock-option"]:not([disabled])');
        const unchanged = (await page.locator('[data-testid="table"]').getAttribute("data-version")) === version;
        if (unchanged && (await visible(option))) await click(option);
        return "knock";
      }
      // discard the highest deadwood card the page allows
      const dw = page.locator('.deadwood button[data-testid="hand-card"]:not([disabled])');
      await click((await dw.count()) > 0 ? dw.last() : enabledHand.last());
      return "discard";
    }
    case "layoff": {
      if ((await enabledHand.count()) > 0) {
        await click(enabledHand);
        const target = page.locator('[data-testid="knocker-meld"]:not([disabled])');
        if ((await target.count()) > 0) { await click(target); return "lay-off"; }
        await click(enabledHand);
      }
      await click(page.getByTestId("finish-layoff")); return "finish-layoff";
    }
    default:
      throw new Error(`ready in an unexpected phase: ${phase}`);
  }
}

/** axe-core (from npm, injected into the page) checks the page as it stands; any serious or
 * critical violation fails the script (with the rule, the impact and the first nodes). Returns a
 * summary: the rules that passed, and the minor/moderate findings. */
export async function checkA11y(page, name) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(async () => {
    // @ts-ignore: injected above
    const r = await window.axe.run(document, { resultTypes: ["violations"] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ") + " " + n.failureSummary) }));
  });
  const bad = result.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (bad.length > 0) {
    await page.screenshot({ path: `${SHOTS}/a11y-failure-${name}.png`, fullPage: true });
    throw new Error(`axe-core on ${name}: ${JSON.stringify(bad, null, 1)}`);
  }
  return { page: name, minor: result.map((v) => `${v.id} (${v.impact})`) };
}

/** The API straight from node (no page), as the page's player: its token from localStorage. */
export async function apiAs(page) {
  const me = JSON.parse(await page.evaluate(() => window.localStorage.getItem("ginrummy.player")));
  const call = async (method, path, body) => {
    const r = await fetch(BASE + path, {
      method,
      headers: { authorization: `Bearer ${me.token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const data = await r.json();
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(data)}`);
    return data;
  };
  return { me, get: (p) => call("GET", p), post: (p, b) => call("POST", p, b) };
}

const POINTS = (c) => Math.min("A23456789TJQK".indexOf(c[0]) + 1, 10);

/** Plays this seat's moves through the API with a plain policy (pass the upcard, draw from the
 * stock, discard the highest card outside the melds, never knock: the bot ends the deals) until
 * `stop(match)` says so; returns that match. */
export async function playByApi(api, id, stop, maxMoves = 2000) {
  for (let i = 0; i < maxMoves; i++) {
    const m = await api.get(`/matches/${id}`);
    if (stop(m)) return m;
    if (m.status !== "active") throw new Error(`the match is ${m.status} before the wanted moment`);
    const v = m.view;
    if (!v || v.to_act !== m.your_seat) { await new Promise((r) => setTimeout(r, 20)); continue; }
    const legal = v.legal_actions;
    const of = (t) => legal.filter((a) => a.type === t);
    let a = of("pass_upcard")[0] ?? of("draw_stock")[0] ?? of("finish_layoff")[0];
    if (!a && of("discard").length) {
      const melded = new Set((v.arrangement?.melds ?? []).flat());
      const choices = of("discard").sort((x, y) => (melded.has(x.card) ? 0 : 100) + POINTS(x.card) - ((melded.has(y.card) ? 0 : 100) + POINTS(y.card)));
      a = choices[choices.length - 1];
    }
    if (!a) a = legal[0];
    await api.post(`/matches/${id}/actions`, { ...a, version: m.version });
  }
  throw new Error("the wanted moment did not come");
}
