// A Server-Sent Events reader over a fetch body (node 20's fetch and browsers alike), following
// the WHATWG "event stream interpretation": lines end in CRLF, LF or CR; a blank line
// dispatches; `:` starts a comment (a keep-alive); `field: value` loses one leading space;
// several `data:` lines join with "\n"; the last event id carries over to later messages.

/** One dispatched message. */
export interface SseMessage {
  /** The last event id seen so far on this stream ("" if none). */
  id: string;
  /** The `event:` name, "message" when none was sent. */
  event: string;
  data: string;
  /** A `retry:` the server sent with this message, in milliseconds. */
  retry?: number;
}

/** Reads `body` to its end, yielding each message; comment lines are skipped. */
export async function* readSse(
  body: ReadableStream<Uint8Array>,
  initialId = "",
): AsyncGenerator<SseMessage, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder("utf-8");
  let buffer = "";
  let first = true;
  let lastId = initialId;
  let event = "";
  let data: string[] = [];
  let retry: number | undefined;
  // A CR at the end of a chunk may be the first half of a CRLF split across chunks.
  let pendingCR = false;

  function* lines(text: string, final: boolean): Generator<string> {
    buffer += text;
    let start = 0;
    for (let i = 0; i < buffer.length; i++) {
      const ch = buffer[i];
      if (ch === "\n" && pendingCR && i === start) {
        pendingCR = false;
        start = i + 1;
        continue;
      }
      pendingCR = false;
      if (ch === "\r" || ch === "\n") {
        yield buffer.slice(start, i);
        if (ch === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else {
            pendingCR = true;
          }
        }
        start = i + 1;
      }
    }
    buffer = buffer.slice(start);
    if (final && buffer !== "") {
      // An unterminated last line is dropped with its unfinished message (as the spec says).
      buffer = "";
    }
  }

  function* field(line: string): Generator<SseMessage> {
    if (line === "") {
      if (data.length > 0) {
        const message: SseMessage = { id: lastId, event: event || "message", data: data.join("\n") };
        if (retry !== undefined) message.retry = retry;
        yield message;
      }
      event = "";
      data = [];
      retry = undefined;
      return;
    }
    if (line.startsWith(":")) return; // a comment: keep-alive
    const colon = line.indexOf(":");
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    switch (name) {
      case "event":
        event = value;
        break;
      case "data":
        data.push(value);
        break;
      case "id":
        if (!value.includes("\0")) lastId = value;
        break;
      case "retry":
        if (/^[0-9]+$/.test(value)) retry = Number(value);
        break;
      default: // unknown fields are ignored
    }
  }

  try {
    for (;;) {
      const { done, value } = await reader.read();
      let text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      if (first && text !== "") {
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
        first = false;
      }
      for (const line of lines(text, done)) yield* field(line);
      if (done) return;
    }
  } finally {
    // Stops the download when the consumer breaks out early.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
