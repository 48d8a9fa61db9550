// Shared by the browser scripts: Debian's chromium driven by playwright-core.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

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

const visible = async (loc) => (await loc.count()) > 0 && (await loc.first().isVisible());

/** Plays one move (or goes on past a reveal) by clicks only; returns what it did. */
export async function playOne(page) {
  const table = page.locator('[data-testid="table"]');
  if ((await table.getAttribute("data-status")) === "finished") return "finished";
  if (await visible(page.getByTestId("next-deal"))) { await page.getByTestId("next-deal").click(); return "next-deal"; }
  const phase = await page.locator(".board").getAttribute("data-phase");
  const enabledHand = page.locator('[data-testid="hand-card"]:not([disabled])');
  switch (phase) {
    case "upcard_offer":
      await page.getByTestId("pass").click(); return "pass";
    case "draw":
      await page.getByTestId("stock").click(); return "draw";
    case "discard": {
      if (await visible(page.getByTestId("gin"))) { await page.getByTestId("gin").click(); return "gin"; }
      if (await visible(page.getByTestId("big-gin"))) { await page.getByTestId("big-gin").click(); return "big-gin"; }
      if (await visible(page.getByTestId("knock"))) {
        await page.getByTestId("knock").click();
        await page.locator('[data-testid="hand-card"]:not([disabled])').first().click();
        return "knock";
      }
      // discard the highest deadwood card the page allows
      const dw = page.locator('.deadwood [data-testid="hand-card"]:not([disabled])');
      await ((await dw.count()) > 0 ? dw.last() : enabledHand.last()).click();
      return "discard";
    }
    case "layoff": {
      if ((await enabledHand.count()) > 0) {
        await enabledHand.first().click();
        const target = page.locator('[data-testid="knocker-meld"]:not([disabled])');
        if ((await target.count()) > 0) { await target.first().click(); return "lay-off"; }
        await enabledHand.first().click();
      }
      await page.getByTestId("finish-layoff").click(); return "finish-layoff";
    }
    default:
      throw new Error(`ready in an unexpected phase: ${phase}`);
  }
}
