// One game kept in sync: its view and the caller's legal actions, read
// afresh whenever its event stream (SSE, long-poll as a fallback) says it
// moved, after each of our actions, and after every reconnection. Each
// update carries the events since the previous one (the news), complete and
// in order, and never goes back to an older version (a second tab, a slow
// answer).
import { ProblemError } from "@teg/client";
import type { Event, GameResponse, LegalActions } from "@teg/client";
import { client } from "./auth.js";
import { forget } from "./connection.js";
import { keepStreaming } from "./streams.js";

export interface GameState {
  view: GameResponse;
  legal: LegalActions;
  news: Event[];
  /** True for the first state of the page (its news is recent history, not moves to animate). */
  first: boolean;
}

export function versionOf(view: GameResponse): number {
  return Number((view as { version?: number }).version ?? 0);
}

const HISTORY = 20;

export class GameSync {
  private pending = new Map<number, Event>();
  private shown = -1;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lobbyTimer: ReturnType<typeof setInterval> | undefined;
  private stopStream: (() => void) | undefined;
  private stopped = false;
  status = "";

  constructor(
    readonly id: string,
    private readonly onState: (state: GameState) => void,
    private readonly onError: (error: unknown) => void,
    /** Nobody signed in: the view and events only, no legal actions. */
    private readonly watching = false,
  ) {}

  /** Reads the game and starts following it. */
  async start(): Promise<void> {
    await this.refresh();
    if (this.stopped || this.shown < 0 || this.status === "finished" || this.status === "aborted") return;
    this.follow();
  }

  private follow(): void {
    if (this.stopStream) return;
    this.stopStream = keepStreaming(
      {
        source: "game",
        ssePath: `/v1/games/${this.id}/events/stream`,
        sse: (options) => client.followGame(this.id, options),
        poll: (after, signal) => client.pollGame(this.id, { after, signal, wait: 25 }),
        cursor: (item) => (item.kind === "event" ? item.version : undefined),
        onItem: (item) => {
          if (item.kind === "event") this.add([{ version: item.version, event: item.event }]);
          this.schedule();
        },
        onResume: () => this.schedule(),
        onFatal: (e) => this.onError(e),
      },
      this.shown,
    );
  }

  /** Events known from elsewhere (an action's answer). */
  add(batch: readonly { version: number; event: unknown }[]): void {
    for (const v of batch) if (v.version > this.shown) this.pending.set(v.version, v.event as Event);
  }

  /** A refresh soon (events come in bursts). */
  schedule(delay = 40): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh();
    }, delay);
  }

  /** Reads the view and the legal actions now (single-flight; a call during one runs another after it). */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.load();
        } catch (e) {
          if (!this.stopped) this.onError(e);
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async load(): Promise<void> {
    let view: GameResponse | undefined;
    let legal: LegalActions | undefined;
    for (let attempt = 0; attempt < 4 && !this.stopped; attempt++) {
      const [v, l] = await Promise.all([client.getGame(this.id), this.legalOf()]);
      view = v;
      legal = l ?? { version: versionOf(v), seat: null, actions: [] };
      // The two reads straddled a move: read again so they agree.
      if (l === null || l.version === versionOf(v) || v.status !== "playing") break;
    }
    if (!view || !legal || this.stopped) return;
    const version = versionOf(view);
    if (version < this.shown) return; // an older answer than what is shown
    const first = this.shown < 0;
    if (version === this.shown && !first && view.status === this.status) {
      // same version: only legal actions or the clock may differ
      this.onState({ view, legal, news: [], first: false });
      return;
    }
    const from = first ? Math.max(0, version - HISTORY) : this.shown;
    let missing = false;
    for (let v = from + 1; v <= version; v++) if (!this.pending.has(v)) missing = true;
    if (missing && version > 0) {
      try {
        const batch = await client.listEventsOnce(this.id, from, 0);
        this.add(batch.events.filter((e) => e.version <= version && e.version > from));
      } catch {
        // the news stays partial; the view is right
      }
    }
    const news: Event[] = [];
    for (const [v, e] of [...this.pending].sort((a, b) => a[0] - b[0])) {
      if (v <= version) {
        if (v > from) news.push(e);
        this.pending.delete(v);
      }
    }
    this.shown = version;
    this.status = view.status;
    this.onState({ view, legal, news, first });
    this.lobbyPolling(view.status === "lobby");
    if (view.status === "finished" || view.status === "aborted") this.pause();
  }

  private async legalOf(): Promise<LegalActions | null> {
    if (this.watching) return null;
    try {
      return await client.legalActions(this.id);
    } catch (e) {
      // a lobby, a finished game, a spectator: nothing to do
      if (e instanceof ProblemError && e.status < 500 && e.status !== 429) return null;
      throw e;
    }
  }

  /** In a lobby nothing is logged while seats fill: read it every few seconds. */
  private lobbyPolling(on: boolean): void {
    if (on && this.lobbyTimer === undefined) this.lobbyTimer = setInterval(() => this.schedule(0), 3000);
    if (!on && this.lobbyTimer !== undefined) {
      clearInterval(this.lobbyTimer);
      this.lobbyTimer = undefined;
    }
  }

  /** Stops following (a finished game changes no more). */
  private pause(): void {
    this.stopStream?.();
    this.stopStream = undefined;
    forget("game");
  }

  /** The version shown. */
  get version(): number {
    return this.shown;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.lobbyPolling(false);
    this.pause();
  }
}
