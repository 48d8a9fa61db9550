// #/messages and #/messages/{player id}: your conversations (GET /players/me/conversations, the
// latest first, each with its unread count) and one conversation (its messages, read up to the
// last shown, delivered live from the notifications' `message` and `message_deleted`); write
// (POST /players/me/messages: the length and flood refusals in words, errors.ts), delete your
// own message, report another's, export all of yours. A message is shown as text, always.
import { must, type components, type GinRummyClient } from "@ginrummy/client";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import type { Me } from "./api";
import { friendly, mustSay } from "./errors";
import { nameOf, useNames } from "./names";
import { field, NotificationsContext, useNotes, type Note } from "./notify";

type Summary = components["schemas"]["ConversationSummary"];
type Message = components["schemas"]["Message"];

const time = (iso: string) => { const d = new Date(iso); return Number.isNaN(d.getTime()) ? "" : d.toLocaleString(); };

async function allMessages(client: GinRummyClient, id: string): Promise<{ messages: Message[]; readUpto: number }> {
  const messages: Message[] = [];
  let after = 0;
  let readUpto = 0;
  for (;;) {
    const page = await must(client.GET("/players/me/conversations/{conversation_id}/messages", { params: { path: { conversation_id: id }, query: { after, limit: 200 } } }));
    messages.push(...page.messages);
    readUpto = page.read_upto;
    const last = page.messages[page.messages.length - 1]?.number ?? after;
    if (!page.has_more || last <= after) return { messages, readUpto };
    after = last;
  }
}

function MessageItem({ m, me, client, conversation, onChange }: { m: Message; me: Me; client: GinRummyClient; conversation: string; onChange: () => void }) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const mine = m.from === me.id;
  const path = { params: { path: { conversation_id: conversation, number: m.number } } };
  const report = async () => {
    try {
      await mustSay(client.POST("/players/me/conversations/{conversation_id}/messages/{number}/report", { ...path, body: reason ? { reason } : {} }));
      setReporting(false); setNote("Reported: the moderators will read it.");
    } catch (e) { setNote(friendly(e)); }
  };
  const remove = async () => {
    try { await mustSay(client.DELETE("/players/me/conversations/{conversation_id}/messages/{number}", path)); onChange(); } catch (e) { setNote(friendly(e)); }
  };
  return (
    <li class={mine ? "msg mine" : "msg"} data-testid="message" data-number={m.number} data-from={m.from}>
      <span class="who">{mine ? "You" : nameOf(m.from)}</span> <span class="muted small">{time(m.at)}</span>
      {m.deleted ? <p class="text muted">(deleted)</p> : <p class="text" data-testid="message-text">{m.text}</p>}
      {m.deleted ? null : (
        <div class="row-actions small">
          {mine
            ? <button type="button" class="link" onClick={() => void remove()}>Delete</button>
            : reporting ? null : <button type="button" class="link" data-testid="report" onClick={() => setReporting(true)}>Report…</button>}
        </div>
      )}
      {reporting ? (
        <form class="inline" data-testid="report-form" onSubmit={(e) => { e.preventDefault(); void report(); }}>
          <label for={`report-${m.number}`}>What is wrong with it?</label>
          <input id={`report-${m.number}`} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
          <button type="submit">Report it</button> <button type="button" onClick={() => setReporting(false)}>Keep it</button>
        </form>
      ) : null}
      {note ? <p class="small" role="status" data-testid="message-note">{note}</p> : null}
    </li>
  );
}

function Conversation({ me, client, withId, summary }: { me: Me; client: GinRummyClient; withId: string; summary: Summary | undefined }) {
  const [id, setId] = useState<string | null>(summary?.conversation_id ?? null);
  const [messages, setMessages] = useState<Message[] | null>(summary ? null : []);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readUpto = useRef(0);
  const hub = useContext(NotificationsContext);
  const name = useNames([withId]);
  useEffect(() => { if (summary && !id) setId(summary.conversation_id); }, [summary, id]);
  const markRead = (list: Message[], cid: string) => {
    const last = list[list.length - 1]?.number ?? 0;
    if (last <= readUpto.current) return;
    readUpto.current = last;
    void must(client.POST("/players/me/conversations/{conversation_id}/read", { params: { path: { conversation_id: cid } }, body: { upto: last } }))
      .then(() => hub.emit({ type: "read", conversation_id: cid }), () => {});
  };
  const load = (cid: string) => {
    void allMessages(client, cid).then(({ messages: list, readUpto: upto }) => {
      readUpto.current = Math.max(readUpto.current, upto);
      setMessages(list); markRead(list, cid);
    }, (e: unknown) => setError(friendly(e)));
  };
  useEffect(() => { if (id) load(id); }, [client, id]);
  useNotes((n: Note) => {
    if (n.type !== "message" && n.type !== "message_deleted" && n.type !== "stream_opened") return;
    const cid = field(n, "conversation_id");
    const ours = cid === id || (id === null && (field(n, "from") === withId || field(n, "to") === withId));
    if (n.type === "stream_opened") { if (id) load(id); return; }
    if (!ours) return;
    if (id === null) { setId(cid); return; }
    if (n.type === "message_deleted") { load(cid); return; }
    const m: Message = { number: Number(n.number), from: field(n, "from"), to: field(n, "to"), text: field(n, "text"), at: field(n, "at"), deleted: false };
    setMessages((list) => {
      if (!list || list.some((x) => x.number === m.number)) return list;
      const next = [...list, m].sort((a, b) => a.number - b.number);
      markRead(next, cid);
      return next;
    });
  });
  const send = async () => {
    setBusy(true); setError(null);
    try {
      const sent = await mustSay(client.POST("/players/me/messages", { body: { to: withId, text } }));
      setText("");
      if (id === null) setId(sent.conversation_id);
      setMessages((list) => (list && !list.some((x) => x.number === sent.number) ? [...list, sent].sort((a, b) => a.number - b.number) : list));
    } catch (e) { setError(friendly(e)); } finally { setBusy(false); }
  };
  return (
    <section class="panel conversation" aria-labelledby="conversation-title" data-testid="conversation" data-with={withId}>
      <h2 id="conversation-title">With <a href={`#/p/${withId}`}>{name(withId)}</a></h2>
      {messages === null ? <p class="muted">Loading…</p> : messages.length === 0 ? <p class="muted">No message yet: say hello.</p> : (
        <ol class="messages" data-testid="messages" aria-live="polite">
          {messages.map((m) => <MessageItem key={m.number} m={m} me={me} client={client} conversation={id ?? ""} onChange={() => { if (id) load(id); }} />)}
        </ol>
      )}
      <form class="compose" data-testid="compose" onSubmit={(e) => { e.preventDefault(); void send(); }}>
        <label for="message-text">Your message</label>
        <textarea id="message-text" rows={3} value={text} onInput={(e) => setText(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); void send(); } }} />
        <p class="muted small">{text.length} characters</p>
        {error ? <p class="error" role="alert" data-testid="compose-error">{error}</p> : null}
        <button type="submit" class="primary" disabled={busy}>Send</button>
      </form>
    </section>
  );
}

function ExportButton({ client }: { client: GinRummyClient }) {
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    try {
      const all = await must(client.GET("/players/me/messages/export"));
      const url = URL.createObjectURL(new Blob([JSON.stringify(all, null, 2)], { type: "application/json" }));
      const a = document.createElement("a");
      a.href = url; a.download = "my-messages.json"; a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (e) { setError(friendly(e)); }
  };
  return <p><button type="button" class="link" onClick={() => void run()}>Export all my messages</button>{error ? <span class="error" role="alert"> {error}</span> : null}</p>;
}

export function MessagesView({ me, client, withId }: { me: Me; client: GinRummyClient; withId: string }) {
  const [list, setList] = useState<Summary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => { void must(client.GET("/players/me/conversations")).then((l) => setList(l.conversations), (e: unknown) => setError(friendly(e))); };
  useEffect(load, [client]);
  useNotes((n) => { if (n.type === "message" || n.type === "message_deleted" || n.type === "read" || n.type === "stream_opened") load(); });
  const name = useNames((list ?? []).map((c) => c.with));
  const current = list?.find((c) => c.with === withId);
  return (
    <div class="messages-page" data-testid="messages-page">
      <section class="panel" aria-labelledby="conversations-title">
        <h2 id="conversations-title">Conversations</h2>
        {error ? <p class="error" role="alert">{error}</p> : null}
        {list === null ? <p class="muted">Loading…</p> : list.length === 0 ? <p class="muted">None yet: write to a friend from <a href="#/friends">Friends</a>.</p> : (
          <ul class="list" data-testid="conversations" aria-live="polite">
            {list.map((c) => (
              <li key={c.conversation_id} data-testid="conversation-item" data-with={c.with} data-unread={c.unread}>
                <a href={`#/messages/${c.with}`} aria-current={c.with === withId ? "page" : undefined}>{name(c.with)}</a>{" "}
                {c.unread > 0 ? <strong class="badge ok" data-testid="unread">{c.unread} unread</strong> : <span class="muted small">{c.messages} message{c.messages === 1 ? "" : "s"}</span>}
              </li>
            ))}
          </ul>
        )}
        <ExportButton client={client} />
      </section>
      {withId ? (list === null ? null : <Conversation me={me} client={client} withId={withId} summary={current} key={withId} />) : (
        <section class="panel"><p class="muted">Choose a conversation, or write to a friend from <a href="#/friends">Friends</a>.</p></section>
      )}
    </div>
  );
}
