// A failed call in words a player reads (never a raw "ProblemError … 429" line).
import { ProblemError } from "@ginrummy/client";

export function friendly(e: unknown): string {
  if (e instanceof ProblemError) {
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
