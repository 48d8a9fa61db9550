// The header's social part: the links (Friends, Messages with the unread count, Rooms) and the
// latest notifications in words (a friend request, a challenge, a message, an answer), each with
// its link. `useNotificationStream` opens the page's one notifications stream (notify.ts).
import { must, type GinRummyClient } from "@ginrummy/client";
import { useEffect, useMemo, useState } from "preact/hooks";
import { useNames } from "./names";
import { field, Notifications, useNotes, type Note } from "./notify";

/** The page's notifications hub, following the stream while `client` is known. */
export function useNotificationStream(client: GinRummyClient | null): Notifications {
  const hub = useMemo(() => new Notifications(), []);
  useEffect(() => {
    if (!client) return undefined;
    const ctrl = new AbortController();
    void hub.follow(client, ctrl.signal);
    return () => ctrl.abort();
  }, [client, hub]);
  return hub;
}

/** `text` names its player `{who}` (read when shown). */
interface Notice { key: string; who: string; text: string; href: string; link: string }

/** A notification in words with its link, or null (one the page shows elsewhere). */
function noticeOf(n: Note, myId: string): Notice | null {
  const id = field(n, "player_id") || field(n, "from");
  const key = `${n.type}:${field(n, "at")}:${field(n, "challenge_id")}${field(n, "number")}${field(n, "match_id")}`;
  const who = "{who}";
  const make = (text: string, href: string, link: string): Notice => ({ key, who: id, text, href, link });
  switch (n.type) {
    case "friend_request": return make(`${who} asks to be your friend.`, "#/friends", "Answer");
    case "friend_request_accepted": return make(`${who} is your friend now.`, "#/friends", "Friends");
    case "challenge": return make(`${who} challenges you.`, "#/friends", "Answer");
    case "challenge_accepted": return make(`${who} accepted your challenge.`, `#/m/${field(n, "match_id")}`, "Go to the table");
    case "challenge_declined": return make(`${who} declined your challenge${field(n, "reason") ? `: ${field(n, "reason")}` : "."}`, "#/friends", "Challenges");
    case "rematch_offer": return make(`${who} offers a rematch.`, `#/m/${field(n, "match_id")}`, "Answer");
    case "message":
      if (field(n, "from") === myId || window.location.hash === `#/messages/${field(n, "from")}`) return null;
      return make(`A message from ${who}.`, `#/messages/${field(n, "from")}`, "Read it");
    default: return null;
  }
}

export function SocialLinks({ client, myId }: { client: GinRummyClient; myId: string }) {
  const [unread, setUnread] = useState(0);
  const [notices, setNotices] = useState<Notice[]>([]);
  const count = () => { void must(client.GET("/players/me/conversations")).then((l) => setUnread(l.unread), () => {}); };
  useEffect(count, [client]);
  useNotes((n) => {
    if (n.type === "message" || n.type === "read" || n.type === "message_deleted" || n.type === "stream_opened") count();
    const notice = noticeOf(n, myId);
    if (notice) setNotices((list) => [notice, ...list.filter((x) => x.key !== notice.key)].slice(0, 3));
  });
  const name = useNames(notices.map((x) => x.who));
  // a notice whose page is opened has been seen
  useEffect(() => {
    const seen = () => setNotices((l) => l.filter((x) => x.href !== window.location.hash));
    window.addEventListener("hashchange", seen);
    return () => window.removeEventListener("hashchange", seen);
  }, []);
  return (
    <>
      <a href="#/friends" data-testid="friends-link">Friends</a>
      <a href="#/messages" data-testid="messages-link">Messages{unread > 0 ? <> <span class="count" data-testid="unread-total">{unread}</span><span class="sr-only"> unread</span></> : null}</a>
      <a href="#/rooms" data-testid="rooms-link">Rooms</a>
      <div class="notices" role="status" aria-live="polite" data-testid="notices">
        {notices.map((x) => (
          <p key={x.key} class="notice" data-testid="notice">
            {x.text.replace("{who}", name(x.who))} <a href={x.href} onClick={() => setNotices((l) => l.filter((y) => y.key !== x.key))}>{x.link}</a>{" "}
            <button type="button" class="link" aria-label="Dismiss" onClick={() => setNotices((l) => l.filter((y) => y.key !== x.key))}>×</button>
          </p>
        ))}
      </div>
    </>
  );
}
