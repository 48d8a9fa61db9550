// A ginrummy bot on the TypeScript client: reads its turns from the live stream of its matches,
// picks a legal action from its view, posts it with the version it saw, prints the finished
// match as one JSON line; a 429 (rate-limited) waits `Retry-After` seconds and sends the same
// request again (each wait is logged on stderr). Build: cd clients/typescript && npm ci && npm run build; then
//   node dist/examples/bot.js URL TOKEN vs beginner 30   (a match against a built-in bot, to 30)
//   node dist/examples/bot.js URL TOKEN join MATCH_ID    (take the free seat of an open match)
//   node dist/examples/bot.js URL TOKEN serve N          (play every match it is seated in, e.g.
//                                                          a tournament's games, until N finish)
import {
  actionAt,
  createGinRummyClient,
  must,
  ProblemError,
  retryRateLimited,
  streamMyEvents,
} from "@ginrummy/client";
import type { LegalAction, Match, MatchCreate, SeatView } from "@ginrummy/client";

const [url = "http://127.0.0.1:8000", token, command = "vs", arg = "beginner", target = "30"] =
  process.argv.slice(2);
if (!token) throw new Error("usage: bot.js URL TOKEN (vs LEVEL [TARGET] | join MATCH_ID | serve N)");
const client = createGinRummyClient(url, token);
const path = (match_id: string) => ({ params: { path: { match_id } } });
const waited = (seconds: number) => console.error(`429 rate-limited: waiting ${seconds}s`);
// Every call: sent again after `Retry-After` while it answers 429.
const send = <R extends { response: Response }>(call: () => Promise<R>) => retryRateLimited(call, waited);
const get = (id: string) => must(send(() => client.GET("/matches/{match_id}", path(id))));

async function start(): Promise<Match> {
  if (command === "join") return must(send(() => client.POST("/matches/{match_id}/join", path(arg))));
  const level = arg === "easy" || arg === "medium" || arg === "expert" ? arg : "beginner";
  const body: MatchCreate = { opponent: { kind: "bot", level }, rules: { target_score: Number(target) } };
  return must(send(() => client.POST("/matches", { body })));
}

// Ends the deal when it can, lays off what it can, else draws and discards as its best
// arrangement would; never resigns.
function choose(view: SeatView): LegalAction | undefined {
  const best = view.arrangement?.discard;
  const legal = view.legal_actions;
  const first = (type: LegalAction["type"]) => legal.find((a) => a.type === type);
  return (
    first("big_gin") ??
    legal.find((a) => a.type === "knock" && a.discard === best) ??
    first("knock") ??
    first("lay_off") ??
    first("finish_layoff") ??
    legal.find((a) => a.type === "discard" && a.card === best) ??
    first("discard") ??
    first("draw_stock") ??
    first("pass_upcard")
  );
}

async function play(match: Match): Promise<void> {
  for (let action = match.view && choose(match.view); match.status === "active" && action; ) {
    const body = actionAt(action, match.version);
    const r = await send(() => client.POST("/matches/{match_id}/actions", { ...path(match.id), body }));
    if (r.error && r.response.status !== 409) throw new ProblemError(r.response.status, r.error, "play");
    match = r.data ?? (await get(match.id)); // 409: the match moved on meanwhile; look again
    action = match.to_act === match.your_seat && match.view ? choose(match.view) : undefined;
  }
}

if (command === "serve") {
  // Every `your_turn` of any of its matches (a deadline in it says how long it may think).
  const finished = new Set<string>();
  for await (const { message } of streamMyEvents(client)) {
    if (message.type === "your_turn") await play(await get(message.match_id));
    if (message.type === "match_finished") finished.add(message.match_id);
    if (finished.size >= Number(arg)) break;
  }
  console.log(JSON.stringify({ finished: [...finished] }));
} else {
  const { id } = await start();
  for await (const { message } of streamMyEvents(client)) {
    if (message.match_id !== id) continue;
    if (message.type === "your_turn") await play(await get(id));
    if (message.type === "match_finished" || message.type === "match_cancelled") break;
  }
  const { status, winner, your_seat, scores, moves, version } = await get(id);
  console.log(JSON.stringify({ match_id: id, status, winner, your_seat, scores, moves, version }));
}
