// A failed call in words a player reads (never a raw "ProblemError … 429" line).
import { problemReason, ProblemError, retryAfterSeconds, type Problem } from "@ginrummy/client";

/** A refused call that also knows the server's `Retry-After` (the flood rules' 429s). */
export class Refused extends ProblemError {
  readonly retryAfter: number | null;
  constructor(status: number, problem: Problem | undefined, what: string, retryAfter: number | null) {
    super(status, problem, what);
    this.retryAfter = retryAfter;
  }
}

type Result = { data?: unknown; error?: unknown; response: Response };
const isProblem = (v: unknown): v is Problem => typeof v === "object" && v !== null && "type" in v && "status" in v;

/** Like the client's `must`, keeping `Retry-After`: the data, else a thrown `Refused`. */
export async function mustSay<R extends Result>(call: Promise<R>): Promise<Exclude<R["data"], undefined>> {
  const { data, error, response } = await call;
  if (error !== undefined || !response.ok) {
    const wait = response.status === 429 ? retryAfterSeconds(response) : null;
    throw new Refused(response.status, isProblem(error) ? error : undefined, response.url || "request", wait);
  }
  return data as Exclude<R["data"], undefined>;
}

const seconds = (n: number) => (n === 1 ? "a second" : n < 90 ? `${n} seconds` : n < 5400 ? `${Math.round(n / 60)} minutes` : `${Math.round(n / 3600)} hours`);

/** The social refusals in a player's words (the server's detail says the limits it holds). */
function socialWords(reason: string, detail: string, wait: number | null): string | null {
  const later = wait === null ? "wait a moment" : `wait ${seconds(wait)}`;
  switch (reason) {
    case "message-flood":
    case "chat-flood":
      return `You are writing too fast: ${later}, then send it again.`;
    case "daily-conversation-cap":
      return `You have started as many new conversations as a day allows (${detail}): write to someone you already talk with, or try again tomorrow.`;
    case "message-too-long":
    case "chat-too-long":
      return `That is too long to send: ${detail}. Shorten it and send it again.`;
    case "message-empty":
    case "chat-empty":
      return "Write something first.";
    case "message-repeated":
    case "chat-repeat":
      return "You just said that: say something new.";
    case "blocked":
      return "You cannot do that: one of you blocks the other.";
    case "not-allowed-by-settings":
      return "This player's settings do not allow that from you.";
    case "not-a-member":
      return "Join the room first.";
    case "invalid-room-name":
      return `That name cannot be a room's: ${detail}.`;
    case "room-name-taken":
      return "There is a room with that name already: join it, or choose another name.";
    case "self-social":
      return "That is you.";
    case "player-not-found":
      return "No such player: check the link or the id.";
    default:
      return null;
  }
}

export function friendly(e: unknown): string {
  if (e instanceof ProblemError) {
    const wait = e instanceof Refused ? e.retryAfter : null;
    const social = e.problem ? socialWords(problemReason(e.problem), e.problem.detail, wait) : null;
    if (social) return social;
    if (e.status === 429) return "The server is busy: please try again in a moment.";
    if (e.status >= 500 || e.status === 0) return "The server had a problem: please try again.";
    // the server's own sentence for a refusal (RFC 9457 detail), else a word on its status
    if (e.problem?.detail) return e.problem.detail;
    switch (e.status) {
      case 401: return "You are signed out: reload the page to sign in again.";
      case 403: return "That is not allowed for you.";
      case 404: return "Not found: it may have been removed.";
      case 409: return "The table changed meanwhile: it is up to date now, try again.";
      default: return "The server refused that.";
    }
  }
  if (e instanceof TypeError) return "The server cannot be reached: check your connection.";
  if (e instanceof Error && e.name !== "ProblemError") return e.message;
  return "Something went wrong: please try again.";
}
