// The expert's analysis of a finished match (GET /matches/{id}/analysis) for the replay: fetched
// by following 202 + Retry-After until the 200, then each decision placed beside the replay step
// of the move it valued (by the match version that move recorded), in words.
import { must, type components, type Event, type GinRummyClient } from "@ginrummy/client";
import { cardLabel, type Names } from "./cards";

export type MatchAnalysis = components["schemas"]["MatchAnalysis"];
export type AnalysisDecision = components["schemas"]["AnalysisDecision"];
export type SeatTotals = components["schemas"]["SeatTotals"];
type AnalysisPending = components["schemas"]["AnalysisPending"];
type AnalysedAction = AnalysisDecision["chosen"];
export type Label = AnalysisDecision["label"];

export const LABELS: readonly Label[] = ["good", "inaccuracy", "mistake", "blunder"];

/** The decision of each replay step (`steps[i]` is the decision whose move recorded the version
 * of `events[i]`, or null: not a decision, e.g. a deal dealt or a move with one legal action). */
export function decisionsByStep(events: readonly Event[], analysis: Pick<MatchAnalysis, "decisions">): (AnalysisDecision | null)[] {
  const byVersion = new Map<number, AnalysisDecision>();
  for (const d of analysis.decisions) byVersion.set(d.version, d);
  return events.map((e) => byVersion.get(e.version) ?? null);
}

/** An action in words, as the replay describes moves ("discard the seven of hearts"). */
export function describeAction(a: AnalysedAction): string {
  switch (a.type) {
    case "take_upcard": return "take the upcard";
    case "pass_upcard": return "pass the upcard";
    case "draw_stock": return "draw from the stock";
    case "draw_discard": return "draw from the discard pile";
    case "discard": return `discard the ${cardLabel(a.card)}`;
    case "knock": return `knock, discarding the ${cardLabel(a.discard)}`;
    case "big_gin": return "declare big gin";
    case "lay_off": return `lay off the ${cardLabel(a.card)} on meld ${a.meld + 1}`;
    case "finish_layoff": return "finish laying off";
  }
}

/** The same action (the version a request would carry aside). */
export function sameAction(a: AnalysedAction, b: AnalysedAction): boolean {
  const key = (x: AnalysedAction) => {
    const { version: _version, ...rest } = x;
    return JSON.stringify(Object.entries(rest).sort(([p], [q]) => (p < q ? -1 : 1)));
  };
  return key(a) === key(b);
}

const points = (n: number) => `${n.toFixed(1)} point${n.toFixed(1) === "1.0" ? "" : "s"}`;

/** Whether the loss shows as none (0.0 points, as the page prints it). */
const noLoss = (d: Pick<AnalysisDecision, "loss">) => d.loss.toFixed(1) === "0.0" || d.loss.toFixed(1) === "-0.0";

/** The expert's action beside the chosen one, when they differ: "best: …" when the move lost
 * points, "… was as good" when it lost none (another move of the same value); null when the
 * move was the expert's. */
export function otherAction(d: Pick<AnalysisDecision, "chosen" | "best" | "loss">): string | null {
  if (sameAction(d.chosen, d.best)) return null;
  return noLoss(d) ? `${describeAction(d.best)} was as good` : `best: ${describeAction(d.best)}`;
}

/** A decision in words: its label, the expected loss with its standard error, and the best
 * action when the chosen one was not it ("best" only for a move that lost points to it). */
export function verdict(d: AnalysisDecision): string {
  const loss = `${d.label}: ${points(d.loss)} lost (± ${d.loss_se.toFixed(1)})`;
  const other = otherAction(d);
  if (other === null) return `${loss}, the best move`;
  return noLoss(d) ? `${loss}; ${other}` : `${loss}; ${other} (${d.best_points.toFixed(1)} against ${d.chosen_points.toFixed(1)})`;
}

/** One seat's totals in words (for the caption-less summary line and screen readers). */
export function totalsText(t: SeatTotals, names: Names): string {
  const plural = (l: Label, n: number) => (n === 1 || l === "good" ? l : l === "inaccuracy" ? "inaccuracies" : `${l}s`);
  const counts = LABELS.map((l) => `${t[l]} ${plural(l, t[l])}`).join(", ");
  return `${names[t.seat] ?? `seat ${t.seat}`}: ${t.decisions} decisions, ${t.average_loss.toFixed(2)} points lost on average (${counts})`;
}

/** Whether a decision passes the list's filter: every one, or this label and worse. */
export function atLeast(d: Pick<AnalysisDecision, "label">, least: Label): boolean {
  return LABELS.indexOf(d.label) >= LABELS.indexOf(least);
}

const isDone = (body: MatchAnalysis | AnalysisPending): body is MatchAnalysis => body.status === "done";

/** Seconds to wait before asking again: the Retry-After header (seconds), else the body's. */
export function retryDelay(header: string | null, body: Pick<AnalysisPending, "retry_after">): number {
  const n = header === null ? NaN : Number(header);
  return Number.isFinite(n) && n >= 0 ? n : Math.max(0, body.retry_after);
}

/** The analysis of a finished match: asks, and while the server answers 202 (being computed)
 * calls `onPending` and asks again after Retry-After; a 4xx/5xx throws its problem. */
export async function fetchAnalysis(
  client: GinRummyClient,
  id: string,
  { onPending, signal, sleep = (s) => new Promise((r) => setTimeout(r, s * 1000)) }: {
    onPending?: (retryAfter: number) => void;
    signal?: AbortSignal;
    sleep?: (seconds: number) => Promise<unknown>;
  } = {},
): Promise<MatchAnalysis> {
  for (;;) {
    const call = client.GET("/matches/{match_id}/analysis", { params: { path: { match_id: id } }, ...(signal ? { signal } : {}) });
    const { response } = await call;
    const body = await must(call);
    if (isDone(body)) return body;
    const wait = retryDelay(response.headers.get("Retry-After"), body);
    onPending?.(wait);
    await sleep(wait);
    if (signal?.aborted) throw new Error("the analysis was no longer wanted");
  }
}
