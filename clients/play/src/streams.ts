// Keeps one live stream going for as long as a page needs it: Server-Sent
// Events first (the SDK reconnects by itself, resuming with Last-Event-ID);
// when they keep failing, long-poll for a minute, then try SSE again; when
// nothing answers, wait and retry. Reports each state to the connection
// indicator, and calls `onResume` whenever a stream opens again after a
// drop (the page then reads its state afresh).
import { ProblemError, sleep } from "@teg/client";
import type { FollowOptions } from "@teg/client";
import { onStreamOpen, report } from "./connection.js";
import type { Source } from "./connection.js";

export interface StreamPlan<T> {
  source: Source;
  /** The SSE path, to know when it opened (`/v1/games/{id}/events/stream`). */
  ssePath: string;
  sse(options: FollowOptions): AsyncGenerator<T, void, undefined>;
  poll(after: number, signal: AbortSignal): AsyncGenerator<T, void, undefined>;
  /** The resume point an item carries (a version, a notice id). */
  cursor(item: T): number | undefined;
  onItem(item: T): void;
  /** A stream opened again after a drop: read the state afresh. */
  onResume(): void;
  /** A refusal that reconnecting will not change (404, 403, 401). */
  onFatal?(error: ProblemError): void;
}

const POLL_SPELL_MS = 60_000;

/** Starts following; returns the function that stops it. */
export function keepStreaming<T>(plan: StreamPlan<T>, startAfter: number | undefined): () => void {
  const stop = new AbortController();
  let after = startAfter;
  let opens = 0;
  const unsubscribe = onStreamOpen(plan.ssePath, () => {
    report(plan.source, "live");
    if (opens++ > 0) plan.onResume();
  });
  const take = (item: T) => {
    const c = plan.cursor(item);
    if (c !== undefined && (after === undefined || c > after)) after = c;
    plan.onItem(item);
  };
  const fatal = (e: unknown): boolean => {
    if (e instanceof ProblemError && e.status >= 400 && e.status < 500 && e.status !== 429 && e.status !== 408) {
      plan.onFatal?.(e);
      return true;
    }
    return false;
  };

  void (async () => {
    let failures = 0;
    report(plan.source, "reconnecting");
    while (!stop.signal.aborted) {
      try {
        const stream = plan.sse({
          after,
          signal: stop.signal,
          maxReconnects: 3,
          // the service sends a keep-alive every 5 s (the feed every 15 s): a silent link is a dead one
          idleTimeoutMs: plan.source === "game" ? 15_000 : 40_000,
          onConnect: ({ attempt }) => {
            if (attempt > 1) report(plan.source, navigator.onLine ? "reconnecting" : "offline");
          },
        });
        for await (const item of stream) {
          failures = 0;
          take(item);
        }
      } catch (e) {
        if (stop.signal.aborted) break;
        if (fatal(e)) break;
      }
      if (stop.signal.aborted) break;
      // SSE gave up: long-poll for a spell.
      report(plan.source, "polling");
      const spell = new AbortController();
      const onStop = () => spell.abort();
      stop.signal.addEventListener("abort", onStop, { once: true });
      const timer = setTimeout(() => spell.abort(), POLL_SPELL_MS);
      try {
        plan.onResume();
        for await (const item of plan.poll(after ?? 0, spell.signal)) {
          failures = 0;
          take(item);
        }
      } catch (e) {
        if (stop.signal.aborted) break;
        if (fatal(e)) break;
        failures++;
        report(plan.source, "offline");
        try {
          await sleep(Math.min(15_000, 1000 * 2 ** Math.min(failures, 4)), stop.signal);
        } catch {
          break;
        }
        report(plan.source, "reconnecting");
      } finally {
        clearTimeout(timer);
        stop.signal.removeEventListener("abort", onStop);
      }
    }
  })();

  return () => {
    stop.abort();
    unsubscribe();
  };
}
