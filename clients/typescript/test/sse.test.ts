// The SSE reader against the event-stream grammar: line endings (CRLF, LF, CR, split across
// chunks), comments, multi-line data, ids that carry over, a BOM, an unterminated last message.
import assert from "node:assert/strict";
import { test } from "node:test";
import { readSse, type SseMessage } from "../src/sse.js";

function body(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(chunks: string[], initialId?: string): Promise<SseMessage[]> {
  const out: SseMessage[] = [];
  for await (const message of readSse(body(chunks), initialId)) out.push(message);
  return out;
}

test("the server's framing: CRLF, a keep-alive comment, id, event and data", async () => {
  const text =
    ': keep-alive\r\n\r\nid: 3\r\nevent: discarded\r\ndata: {"type":"discarded"}\r\n\r\n' +
    "id: 4\r\nevent: your_turn\r\ndata: {}\r\n\r\n";
  const expected = [
    { id: "3", event: "discarded", data: '{"type":"discarded"}' },
    { id: "4", event: "your_turn", data: "{}" },
  ];
  assert.deepEqual(await all([text]), expected);
  // Every split of the same bytes into two chunks gives the same messages.
  for (let i = 0; i <= text.length; i++) {
    assert.deepEqual(await all([text.slice(0, i), text.slice(i)]), expected, `split at ${i}`);
  }
});

test("LF and CR line endings, a CR then LF split across chunks, a BOM", async () => {
  assert.deepEqual(await all(["\uFEFFdata: a\n\ndata: b\r\rdata: c\r", "\n\r\n"]), [
    { id: "", event: "message", data: "a" },
    { id: "", event: "message", data: "b" },
    { id: "", event: "message", data: "c" },
  ]);
});

test("multi-line data, no space after the colon, unknown fields, retry", async () => {
  assert.deepEqual(await all(["data:one\ndata:  two\nfoo: bar\nretry: 500\nevent\n\n"]), [
    { id: "", event: "message", data: "one\n two", retry: 500 },
  ]);
});

test("the id carries over; an empty id resets it; a message without data is not sent", async () => {
  assert.deepEqual(await all(["id: 7\n\ndata: x\n\nid\ndata: y\n\n"], "5"), [
    { id: "7", event: "message", data: "x" },
    { id: "", event: "message", data: "y" },
  ]);
  assert.deepEqual(await all(["data: x\n\n"], "5"), [{ id: "5", event: "message", data: "x" }]);
});

test("an unterminated last message is dropped; a comment alone yields nothing", async () => {
  assert.deepEqual(await all(["data: done\n\ndata: cut"]), [
    { id: "", event: "message", data: "done" },
  ]);
  assert.deepEqual(await all([": ping\r\n\r\n"]), []);
});

test("breaking out early cancels the body", async () => {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode("data: x\n\n"));
    },
    cancel() {
      cancelled = true;
    },
  });
  for await (const message of readSse(stream)) {
    assert.equal(message.data, "x");
    break;
  }
  assert.equal(cancelled, true);
});
