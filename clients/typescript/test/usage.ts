// How a web page uses the client, checked by `tsc --strict` (npm run lint) and never run: every
// value below is typed from openapi/openapi.json through src/schema.d.ts, without a cast, and
// narrowing on `type` (actions, events, problems) and on the enums (phase, outcome kind, bot
// level, variant) works. The switches are exhaustive (`never`), so a new action, event, phase
// or outcome kind in the contract fails here until the client handles it. See typos.ts for
// what must not compile.
import {
  actionAt,
  createGinRummyClient,
  must,
  ProblemError,
  problemReason,
  streamMatchEvents,
  streamMyEvents,
  type Action,
  type BotLevel,
  type Event,
  type LegalAction,
  type Match,
  type MatchCreate,
  type Outcome,
  type Phase,
  type Problem,
  type SeatView,
} from "../src/index.js";

function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}

// -- actions: LegalAction is the request body's tagged union --------------------------------------

export function describeAction(action: Action): string {
  switch (action.type) {
    case "take_upcard":
    case "pass_upcard":
    case "draw_stock":
    case "draw_discard":
    case "big_gin":
    case "finish_layoff":
    case "resign":
      return action.type;
    case "discard":
      return `discard ${action.card}`;
    case "knock":
      return `knock, ${action.discard} face down, ${action.melds?.length ?? "best"} melds`;
    case "lay_off":
      return `lay off ${action.card} on meld ${action.meld.toFixed(0)}`;
    default:
      return assertNever(action);
  }
}

/** Every legal action is a request body as it is (resign is always allowed, never listed). */
export function describeLegal(view: SeatView): string[] {
  return view.legal_actions.map((legal: LegalAction) => describeAction(legal));
}

/** A legal action is a valid body as it is; with the version it is a complete request. */
export function bodies(view: SeatView, version: number): Action[] {
  return view.legal_actions.map((legal) => actionAt(legal, version));
}

export const knock: Action = { type: "knock", discard: "7h", melds: [["2c", "3c", "4c"]], version: 12 };
export const layOff: Action = { type: "lay_off", card: "5c", meld: 0 };

// -- enums ------------------------------------------------------------------------------------------

export function phaseLabel(phase: Phase): string {
  switch (phase) {
    case "upcard_offer":
      return "take or pass the upcard";
    case "draw":
      return "draw";
    case "discard":
      return "discard, knock or big gin";
    case "layoff":
      return "lay off";
    case "ended":
      return "deal over";
    default:
      return assertNever(phase);
  }
}

export function outcomeLabel(outcome: Outcome): string {
  switch (outcome.kind) {
    case "knock":
    case "undercut":
    case "gin":
    case "big_gin":
      return `${outcome.kind}: ${outcome.points} to seat ${outcome.winner ?? "-"}`;
    case "draw":
    case "void":
      return outcome.kind;
    default:
      return assertNever(outcome.kind);
  }
}

export const levels: BotLevel[] = ["beginner", "easy", "medium", "expert"];
export const create: MatchCreate = {
  opponent: { kind: "bot", level: "expert" },
  rules: { target_score: 10, variant: "oklahoma", stock_exhaustion: "reshuffle" },
  seat: 0,
};

// -- the client --------------------------------------------------------------------------------------

export async function playOneTurn(baseUrl: string, token: string, matchId: string): Promise<Match> {
  const client = createGinRummyClient(baseUrl, token);
  const match = await must(client.GET("/matches/{match_id}", { params: { path: { match_id: matchId } } }));
  const view = match.view;
  if (match.status !== "active" || view === null || view.to_act !== view.seat) return match;
  if (view.phase === "discard") {
    const best = view.arrangement?.discard;
    const discard = view.legal_actions.find((a) => a.type === "discard" && a.card === best);
    if (discard) console.log(describeAction(discard), phaseLabel(view.phase));
  }
  const legal = view.legal_actions[0];
  if (legal === undefined) return match;
  const { data, error, response } = await client.POST("/matches/{match_id}/actions", {
    params: { path: { match_id: matchId }, header: { "If-Match": `"${match.version}"` } },
    body: legal,
  });
  if (error) {
    explain(error);
    throw new ProblemError(response.status, error, "play");
  }
  return data;
}

export async function lobby(baseUrl: string): Promise<string[]> {
  const client = createGinRummyClient(baseUrl);
  const { levels: known } = await must(client.GET("/bots"));
  const page = await must(client.GET("/matches", { params: { query: { status: "open" } } }));
  return [...known, ...page.matches.map((m) => m.id)];
}

// -- problems ---------------------------------------------------------------------------------------

export function explain(problem: Problem): string {
  const reason = problemReason(problem);
  const fields = (problem.errors ?? []).map((e) => `${e.source ?? "body"} ${e.key}: ${e.message}`);
  return `${problem.status} ${reason}: ${problem.detail} ${fields.join(", ")}`;
}

/** What to do after a refused action: the problem carries what the client needs. */
export function recover(error: unknown): { version: number } | { discards: string[] } | undefined {
  if (!(error instanceof ProblemError) || error.problem === undefined) return undefined;
  const problem = error.problem;
  switch (problemReason(problem)) {
    case "stale-version": // 409: play again at the current version
      return problem.current_version == null ? undefined : { version: problem.current_version };
    case "illegal-action": // 422: the legal actions, the same tagged union as the view's
      return {
        discards: (problem.legal_actions ?? []).flatMap((a) => (a.type === "discard" ? [a.card] : [])),
      };
    default:
      return undefined;
  }
}

// -- events and live streams -----------------------------------------------------------------------

export function narrate(event: Event): string {
  switch (event.type) {
    case "match_created":
      return `created by ${event.data.created_by}, bots ${event.data.bots.join(",")}`;
    case "player_joined":
      return `${event.data.player_id} sits at seat ${event.data.seat}`;
    case "match_started":
      return `seed committed: ${event.data.seed_commitment}`;
    case "deal_started":
      return `deal ${event.data.deal}, dealer ${event.data.dealer}, ${event.data.commitment}`;
    case "upcard_taken":
    case "drew_discard":
    case "discarded":
      return `seat ${event.data.seat}: ${event.type} ${event.data.card}`;
    case "drew_stock":
      return `seat ${event.data.seat} draws ${event.data.card ?? "a hidden card"}`;
    case "upcard_passed":
    case "layoff_finished":
    case "resigned":
      return `seat ${event.data.seat}: ${event.type}`;
    case "knocked":
      return `seat ${event.data.seat} knocks with ${event.data.melds.length} melds`;
    case "big_gin_declared":
      return `seat ${event.data.seat}: big gin ${event.data.melds.flat().join(" ")}`;
    case "laid_off":
      return `seat ${event.data.seat} lays ${event.data.card} off on meld ${event.data.meld}`;
    case "deal_scored":
      return `${outcomeLabel(event.data.record.outcome)}; scores ${event.data.scores.join("-")}`;
    case "match_finished": {
      const result = event.data.result;
      const why =
        result.reason === "resignation"
          ? `seat ${result.resigned} resigned`
          : result.reason === "deadline"
            ? `seat ${result.forfeited} missed its deadline`
            : result.reason === "deals_played"
              ? `${result.deals} deals played`
              : `${result.hands} hands`;
      return `seat ${event.data.winner ?? "-"} wins (${why})`;
    }
    case "deadline_missed":
      return `seat ${event.data.seat} missed its ${event.data.deadline_ms} ms deadline`;
    case "match_cancelled":
      return `cancelled by ${event.data.by}`;
    case "reveals_released":
      return "the deck orders and seed of this tournament game are revealed";
    default:
      return assertNever(event);
  }
}

export async function follow(baseUrl: string, token: string, matchId: string): Promise<void> {
  const client = createGinRummyClient(baseUrl, token);
  for await (const { id, message } of streamMatchEvents(client, matchId)) {
    if (message.type === "your_turn") {
      await playOneTurn(baseUrl, token, message.match_id);
    } else {
      console.log(id, message.version, narrate(message));
    }
  }
  const controller = new AbortController();
  for await (const { message } of streamMyEvents(client, { signal: controller.signal })) {
    if (message.type === "match_finished") console.log(message.match_id, message.data.winner);
    controller.abort();
  }
}
