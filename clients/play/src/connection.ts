// The connection indicator's state: what the live streams (the user's feed,
// the open game) say about the link to the service. The open game's stream
// wins over the feed's, since it is what the page shows.
export type ConnState = "live" | "reconnecting" | "polling" | "offline";
export type Source = "feed" | "game";

const states = new Map<Source, ConnState>();
const listeners = new Set<(s: ConnState) => void>();

/** The state shown now. */
export function current(): ConnState {
  if (!navigator.onLine) return "offline";
  return states.get("game") ?? states.get("feed") ?? "reconnecting";
}

function emit(): void {
  const s = current();
  for (const f of listeners) f(s);
}

/** A stream's state changed. */
export function report(source: Source, state: ConnState): void {
  if (states.get(source) === state) return;
  states.set(source, state);
  emit();
}

/** A stream stopped (its page was left). */
export function forget(source: Source): void {
  if (states.delete(source)) emit();
}

export function onConnection(f: (s: ConnState) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

// Streams whose response just opened, by path: the fetch wrapper (auth.ts)
// calls `opened(path)` for every successful `.../events/stream` answer.
const openers = new Map<string, () => void>();

/** Calls `f` whenever a stream of this path opens; returns the unsubscription. */
export function onStreamOpen(path: string, f: () => void): () => void {
  openers.set(path, f);
  return () => {
    if (openers.get(path) === f) openers.delete(path);
  };
}

export function opened(path: string): void {
  openers.get(path)?.();
}

window.addEventListener("online", emit);
window.addEventListener("offline", emit);
