// The expert's hint at the table (GET /matches/{id}/hint): in a match created with hints (never a
// rated one), the seat to act may ask what the expert would do; the answer is the server's (its
// best action and the points it expects from it), put in words, shown until the match moves on.
import { must, retryRateLimited, type GinRummyClient, type Match } from "@ginrummy/client";
import { useState } from "preact/hooks";
import { describeAction } from "./analysis";
import { friendly } from "./errors";

type Shown = { version: number; text: string; best: string };

/** "+3.2" / "-1.5" / "0": the expected points as signed. */
function signed(points: number): string {
  const r = Math.round(points * 10) / 10;
  return r > 0 ? `+${r}` : `${r}`;
}

/** The Hint button and its answer, for the seat to act of a match with hints; nothing otherwise. */
export function HintLine({ client, match, busy }: { client: GinRummyClient; match: Match; busy: boolean }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = match.your_seat;
  if (!match.hints || mine === null || match.status !== "active" || match.view?.to_act !== mine || match.view.phase === "ended") return null;
  const ask = async () => {
    setAsking(true); setError(null);
    try {
      const h = await must(retryRateLimited(() => client.GET("/matches/{match_id}/hint", { params: { path: { match_id: match.id } } })));
      const value = h.actions[h.best_index];
      const equity = value?.equity;
      const expected = value ? ` (expected ${signed(value.points)} points this deal${equity === null || equity === undefined ? "" : `, ${Math.round(equity * 100)}% to win the match`})` : "";
      setShown({ version: h.version, text: `The expert would ${describeAction(h.best)}${expected}.`, best: JSON.stringify(h.best) });
    } catch (e) {
      setError(friendly(e));
    } finally {
      setAsking(false);
    }
  };
  const current = shown !== null && shown.version === match.version ? shown : null;
  return (
    <div class="hint row" data-testid="hint-box">
      <button type="button" data-testid="hint" disabled={busy || asking} onClick={() => void ask()}>{asking ? "Thinking…" : "Hint"}</button>
      <p class="small" aria-live="polite" data-testid="hint-text" data-version={current?.version} data-best={current?.best}>{current?.text ?? ""}</p>
      {error ? <p class="error" role="alert">{error}</p> : null}
    </div>
  );
}
