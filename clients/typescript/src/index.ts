// The ginrummy API client: the types generated from openapi/openapi.json (src/schema.d.ts) and
// the openapi-fetch runtime, plus a few typed helpers (live streams, problems, actions).
// Only standard web APIs (fetch, streams, TextDecoder): it runs in node >= 20 and in browsers.
import createClient, { type Client } from "openapi-fetch";
import type { components, operations, paths } from "./schema.js";
import { readSse, type SseMessage } from "./sse.js";

export type { components, operations, paths };
export { readSse, type SseMessage };

type Schemas = components["schemas"];
// Named by where they are used, so that these names hold whether or not the contract names the
// schema (the unions of events and legal actions are inline).
export type Match = Schemas["Match"];
export type MatchSummary = Schemas["MatchSummary"];
export type SeatView = Schemas["SeatView"];
export type Outcome = Schemas["Outcome"];
export type Rules = Schemas["Rules"];
export type Player = Schemas["Player"];
export type PlayerRegistered = Schemas["PlayerRegistered"];
export type EventPage = Schemas["EventPage"];
/** An event of a match's log, a union tagged by `type`, with its typed `data`. */
export type Event = EventPage["events"][number];
export type EventType = Event["type"];
/** An action the seat may take now (a union tagged by `type`), as it is sent. */
export type LegalAction = SeatView["legal_actions"][number];
/** The body of `POST /matches/{match_id}/actions`: a union tagged by `type`. */
export type Action = operations["playAction"]["requestBody"]["content"]["application/json"];
export type ActionType = Action["type"];
export type MatchCreate = NonNullable<operations["createMatch"]["requestBody"]>["content"]["application/json"];
export type Opponent = NonNullable<MatchCreate["opponent"]>;
export type BotLevel = NonNullable<Extract<Opponent, { kind: "bot" }>["level"]>;
export type Phase = SeatView["phase"];
/** An RFC 9457 problem (`application/problem+json`) of any error response. */
export type Problem = Schemas["Problem"];

/** What a live stream announces when your seat is to act (not an event of the log). */
export interface YourTurn {
  type: "your_turn";
  version: number;
  match_id: string;
}
/** A message of `GET /matches/{match_id}/events/stream`. */
export type MatchStreamMessage = Event | YourTurn;
/** A message of `GET /players/me/events/stream`: events carry their match's id. */
export type PlayerStreamMessage = (Event & { match_id: string }) | YourTurn;

export type GinRummyClient = Client<paths>;

export interface ClientOptions {
  /** A fetch to use instead of the global one (tests, proxies). */
  fetch?: (input: Request) => Promise<Response>;
  /** Send each request answered 429 `rate-limited` again after its `Retry-After`, for as long
   * as it is refused (a refused request wrote nothing), instead of returning the 429: what an
   * interactive client wants. Other 429s (`chat-flood`, `too-many-attempts`) come back as they
   * are. Off by default. */
  waitOutRateLimits?: boolean;
}

/** Whether a 429 is the request rate's (`rate-limited`), not a refusal a player should read
 * (`chat-flood`, `too-many-attempts`, `too-many-streams`). */
async function isRateLimited(response: Response): Promise<boolean> {
  try {
    const problem: unknown = await response.clone().json();
    return typeof problem === "object" && problem !== null && "type" in problem && problem.type === "urn:ginrummy:problem:rate-limited";
  } catch {
    return false;
  }
}

/** `inner`, sending a request again after `Retry-After` seconds for as long as it is answered
 * 429 `rate-limited`; the same request each time (cloned, so the same body and headers). Stops when the
 * request's signal aborts. */
export function waitingOutRateLimits(
  inner: (input: Request) => Promise<Response> = (request) => fetch(request),
): (input: Request) => Promise<Response> {
  return async (request) => {
    for (;;) {
      const response = await inner(request.clone());
      if (response.status !== 429 || !(await isRateLimited(response))) return response;
      await response.body?.cancel();
      const seconds = retryAfterSeconds(response);
      await new Promise<void>((resolve, reject) => {
        if (request.signal.aborted) return reject(request.signal.reason);
        const timer = setTimeout(() => { request.signal.removeEventListener("abort", stop); resolve(); }, seconds * 1000);
        const stop = () => { clearTimeout(timer); reject(request.signal.reason); };
        request.signal.addEventListener("abort", stop, { once: true });
      });
    }
  };
}

/** An openapi-fetch client of the API at `baseUrl`, sending `Authorization: Bearer <token>`. */
export function createGinRummyClient(
  baseUrl: string,
  token?: string,
  options: ClientOptions = {},
): GinRummyClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ""),
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    ...(options.fetch === undefined && !options.waitOutRateLimits
      ? {}
      : { fetch: options.waitOutRateLimits ? waitingOutRateLimits(options.fetch) : options.fetch }),
  });
}

/** The reason of a problem: `urn:ginrummy:problem:stale-version` → `stale-version`. */
export function problemReason(problem: Pick<Problem, "type">): string {
  const prefix = "urn:ginrummy:problem:";
  return problem.type.startsWith(prefix) ? problem.type.slice(prefix.length) : problem.type;
}

/** An API call that failed: the RFC 9457 problem when the server sent one. */
export class ProblemError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  constructor(status: number, problem: Problem | undefined, what: string) {
    super(`${what}: ${status}${problem ? ` ${problemReason(problem)}: ${problem.detail}` : ""}`);
    this.name = "ProblemError";
    this.status = status;
    this.problem = problem;
  }
}

function isProblem(value: unknown): value is Problem {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    typeof value.type === "string" &&
    "status" in value &&
    typeof value.status === "number"
  );
}

type Result<T> =
  | { data: T; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** The data of a call, or a thrown `ProblemError`:
 * `const match = await must(client.GET("/matches/{match_id}", {...}))`. */
export async function must<R extends Result<unknown>>(call: Promise<R>): Promise<Exclude<R["data"], undefined>> {
  // The data's type without `undefined`: the error branch's `data?: never` adds it when a
  // project compiles without `exactOptionalPropertyTypes`.
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    throw new ProblemError(
      response.status,
      isProblem(error) ? error : undefined,
      `${response.url || "request"}`,
    );
  }
  return data as Exclude<R["data"], undefined>;
}

/** The seconds a 429's `Retry-After` asks for (1 when it is missing or unreadable). */
export function retryAfterSeconds(response: Response): number {
  const header = response.headers.get("Retry-After")?.trim();
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 1;
}

/** `send()`, sent again after `Retry-After` seconds for as long as it answers 429
 * (`rate-limited`): the same call, so the same body, version and idempotency key (a refused
 * request wrote nothing). `onWait` hears each wait (seconds) before it starts.
 * `const match = await must(retryRateLimited(() => client.GET("/matches/{match_id}", {...})))` */
export async function retryRateLimited<R extends { response: Response }>(
  send: () => Promise<R>,
  onWait: (seconds: number) => void = () => {},
): Promise<R> {
  for (;;) {
    const result = await send();
    if (result.response.status !== 429) return result;
    if (!result.response.bodyUsed) await result.response.body?.cancel();
    const seconds = retryAfterSeconds(result.response);
    onWait(seconds);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** The request body that plays `legal` (one of `view.legal_actions`) at `version`. */
export function actionAt(legal: LegalAction, version: number): Action {
  return { ...legal, version };
}

// -- live streams -------------------------------------------------------------------------------

export interface StreamOptions {
  /** Resume after this SSE id (`Last-Event-ID`). */
  lastEventId?: string;
  signal?: AbortSignal;
  /** Reconnect when the server ends a stream (it does after GINRUMMY_SSE_MAX_SECONDS);
   * default true. A match stream always stops once the match is over. */
  reconnect?: boolean;
}

/** A stream message with its SSE id (pass it back as `lastEventId` to resume). */
export interface Delivered<T> {
  id: string;
  message: T;
}

function parseRecord(message: SseMessage): { type: string } & Record<string, unknown> {
  const value: unknown = JSON.parse(message.data);
  if (typeof value !== "object" || value === null || !("type" in value)) {
    throw new Error(`unexpected stream message: ${message.data.slice(0, 200)}`);
  }
  const { type } = value;
  if (typeof type !== "string") throw new Error("stream message without a type");
  return { ...value, type };
}

async function* follow(
  open: (lastEventId: string | undefined) => Promise<ReadableStream<Uint8Array>>,
  options: StreamOptions,
  isLast: (record: { type: string }) => boolean,
  endedQuietly: () => Promise<boolean>,
): AsyncGenerator<Delivered<{ type: string } & Record<string, unknown>>, void, undefined> {
  let lastId = options.lastEventId;
  for (;;) {
    const body = await open(lastId);
    let received = 0;
    for await (const message of readSse(body, lastId ?? "")) {
      lastId = message.id;
      received++;
      const record = parseRecord(message);
      yield { id: message.id, message: record };
      if (isLast(record)) return;
    }
    if (options.reconnect === false || options.signal?.aborted) return;
    // A stream that ended without a message: nothing more will come, or wait a little.
    if (received === 0) {
      if (await endedQuietly()) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function openStream(
  call: Promise<Result<ReadableStream<Uint8Array> | null>>,
  what: string,
): Promise<ReadableStream<Uint8Array>> {
  const body = await must(call);
  if (body === null) throw new ProblemError(200, undefined, `${what}: no body`);
  return body;
}

/** The live events of one match (as the caller's seat, or a spectator, may see them) and
 * `your_turn`; ends after `match_finished` (or `match_cancelled`). */
export async function* streamMatchEvents(
  client: GinRummyClient,
  matchId: string,
  options: StreamOptions = {},
): AsyncGenerator<Delivered<MatchStreamMessage>, void, undefined> {
  const open = (lastEventId: string | undefined) =>
    openStream(
      retryRateLimited(() =>
        client.GET("/matches/{match_id}/events/stream", {
          params: {
            path: { match_id: matchId },
            ...(lastEventId ? { header: { "Last-Event-ID": lastEventId } } : {}),
          },
          parseAs: "stream",
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      ),
      "match stream",
    );
  // The server's JSON is trusted to follow the contract (the records are not re-validated).
  const finished = async () => {
    const match = await must(
      retryRateLimited(() =>
        client.GET("/matches/{match_id}", { params: { path: { match_id: matchId } } }),
      ),
    );
    return match.status !== "active" && match.status !== "open"; // finished (or cancelled)
  };
  const isLast = (r: { type: string }) => r.type === "match_finished" || r.type === "match_cancelled";
  for await (const item of follow(open, options, isLast, finished)) {
    yield item as Delivered<MatchStreamMessage>;
  }
}

/** The live events of all your matches (each with `match_id`) and `your_turn` whenever you are
 * to act in one; reconnects (resuming with `Last-Event-ID`) until `signal` aborts. */
export async function* streamMyEvents(
  client: GinRummyClient,
  options: StreamOptions = {},
): AsyncGenerator<Delivered<PlayerStreamMessage>, void, undefined> {
  const open = (lastEventId: string | undefined) =>
    openStream(
      retryRateLimited(() =>
        client.GET("/players/me/events/stream", {
          params: lastEventId ? { header: { "Last-Event-ID": lastEventId } } : {},
          parseAs: "stream",
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      ),
      "player stream",
    );
  const never = () => Promise.resolve(false);
  for await (const item of follow(open, options, () => false, never)) {
    yield item as Delivered<PlayerStreamMessage>;
  }
}
