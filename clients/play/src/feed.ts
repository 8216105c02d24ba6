// The signed-in user's feed (your_turn, invitations, rematch offers, a
// revoked session...), followed while signed in: first the notices kept
// (for pending rematch offers), then live over SSE with long-poll as the
// fallback. Pages subscribe to hear each notice.
import type { Notice } from "@teg/client";
import { client } from "./auth.js";
import { forget } from "./connection.js";
import { keepStreaming } from "./streams.js";

type Listener = (notice: Notice) => void;
const listeners = new Set<Listener>();
let stopStream: (() => void) | undefined;
let kept: Notice[] = [];
let generation = 0;

/** The notices seen since the feed started, the server's kept ones first (oldest first). */
export function keptNotices(): readonly Notice[] {
  return kept;
}

export function onNotice(f: Listener): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

function emit(n: Notice): void {
  if (n.type !== "resumed") {
    kept.push(n);
    if (kept.length > 500) kept = kept.slice(-400);
  }
  for (const f of listeners) f(n);
}

/** Starts following the feed (after a sign-in). */
export async function startFeed(): Promise<void> {
  stopFeed();
  const mine = ++generation;
  let last = 0;
  const notices: Notice[] = [];
  try {
    // Every notice kept (7 days), 200 a page: the offers still pending are among them.
    for (let page = 0; page < 10; page++) {
      const { data } = await client.api.GET("/v1/me/events", { params: { query: { since: last, wait: 0 } } });
      if (!data) break;
      notices.push(...(data.notices as unknown as Notice[]));
      if (data.last_id <= last || data.notices.length === 0) {
        last = Math.max(last, data.last_id);
        break;
      }
      last = data.last_id;
    }
  } catch {
    // the live feed below starts from now
  }
  if (mine !== generation) return;
  kept = notices;
  stopStream = keepStreaming<Notice>(
    {
      source: "feed",
      ssePath: "/v1/me/events/stream",
      sse: (options) => client.followFeed(options),
      poll: (after, signal) => client.pollFeed({ after, signal, wait: 25 }),
      cursor: (n) => (Number.isFinite(Number(n.id)) ? Number(n.id) : undefined),
      onItem: emit,
      onResume: () => emit({ id: 0, type: "resumed" }),
    },
    last > 0 ? last : undefined,
  );
}

export function stopFeed(): void {
  generation++;
  stopStream?.();
  stopStream = undefined;
  forget("feed");
}
