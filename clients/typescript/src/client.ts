// TegClient: the typed openapi-fetch client (`.api`, every operation of the
// spec) over a transport that keeps the session fresh and retries safely,
// plus the event streams (SSE and long-poll) of a game and of the user.
import createClient from "openapi-fetch";
import type { Client, Middleware } from "openapi-fetch";
import { ProblemError, problemFromResponse } from "./errors.js";
import { SessionManager } from "./session.js";
import type { SessionAnswer, SessionChange, SessionState } from "./session.js";
import { readSse } from "./sse.js";
import type { SseFrame } from "./sse.js";
import { createTransport, isAbort, sleep } from "./transport.js";
import type { RetryOptions } from "./transport.js";
import type {
  Command,
  CreateGame,
  Event,
  Notice,
  Schema,
  TokenResponse,
  YourTurn,
  paths,
} from "./types.js";

export interface TegClientOptions<A extends SessionAnswer = TokenResponse> {
  /** The server's origin, e.g. `http://127.0.0.1:8080` (a trailing `/v1` is dropped: the paths carry it). */
  baseUrl: string;
  /** The underlying fetch (default: globalThis.fetch). */
  fetch?: typeof globalThis.fetch;
  /** Retries of network errors, 429 and 503. */
  retry?: RetryOptions;
  /** Refresh this long before the access token expires (default 60 s, at most a quarter of its life). */
  refreshLeewayMs?: number;
  /**
   * Trades the session's refresh token for a new pair. Default: `POST
   * /v1/auth/refresh` (the service's own sign-ins). An app holding an OAuth
   * grant passes `oauthRefresher({ baseUrl, clientId })`, which refreshes at
   * the token endpoint.
   */
  refresh?: (refreshToken: string) => Promise<A>;
  /** Called when the session changes (sign-in, refresh, sign-out, revocation): persist it here. */
  onSessionChange?: (state: SessionState | null, change: SessionChange) => void;
  /** Throw a ProblemError for every non-2xx answer (default true). With false, openapi-fetch's `{ error }` is returned. */
  throwOnError?: boolean;
  /** The `Idempotency-Key` generator (default crypto.randomUUID). */
  idempotencyKey?: () => string;
  /** Extra openapi-fetch middleware, run after the client's own on requests and before it on answers. */
  middleware?: Middleware[];
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** The clock (tests). */
  now?: () => number;
}

/** An item of a game's stream: an event of its log, or a `your_turn` notice (SSE only). */
export type GameStreamItem =
  | { kind: "event"; version: number; event: Event }
  | { kind: "your_turn"; version: number; yourTurn: YourTurn };

export interface FollowOptions {
  /** Start after this version (game) or notice id (feed); the server's default when left out. */
  after?: number;
  /** Stops the stream (the iterator then ends quietly). */
  signal?: AbortSignal;
  /** Reconnect after a drop, resuming with `Last-Event-ID` (default true). */
  reconnect?: boolean;
  /** Give up after this many failed connections in a row (default 10). */
  maxReconnects?: number;
  /** First delay before reconnecting (default 500 ms, doubled up to 10 s; a `retry:` field sets it). */
  reconnectDelayMs?: number;
  /** Treat the stream as dropped after this long without a byte (keep-alives included; default 45 s). */
  idleTimeoutMs?: number;
  /** Called on each frame as parsed (before it is yielded). */
  onFrame?: (frame: SseFrame) => void;
  /** Called on each (re)connection with the resume point sent. */
  onConnect?: (info: { attempt: number; lastEventId: number | undefined }) => void;
}

export interface PollOptions {
  /** Start after this version (game) or notice id (feed; default 0). */
  after?: number;
  /** Seconds each long-poll may be held (0–30, default 25). */
  wait?: number;
  signal?: AbortSignal;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function randomUUID(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return c.randomUUID();
  throw new Error("crypto.randomUUID is required (Node 20+ or a browser)");
}

/**
 * Gives every POST, PUT, PATCH and DELETE under `/v1` an `Idempotency-Key`
 * (unless the caller set one). The transport below re-sends this very
 * request on a retry, so the key is the same on every attempt.
 */
export function idempotencyMiddleware(generate: () => string = randomUUID): Middleware {
  return {
    onRequest({ request }) {
      if (!MUTATING.has(request.method)) return undefined;
      if (!new URL(request.url).pathname.startsWith("/v1/")) return undefined;
      if (!request.headers.has("idempotency-key")) request.headers.set("Idempotency-Key", generate());
      return request;
    },
  };
}

/** Turns every non-2xx answer (but 304) into a thrown ProblemError. */
export function problemMiddleware(): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.ok || response.status === 304) return undefined;
      throw await problemFromResponse(response, request);
    },
  };
}

/** The data of an openapi-fetch answer, or the ProblemError of its refusal. */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<NonNullable<R["data"]>> {
  const { data, error, response } = await call;
  if (response.ok && data !== undefined) return data as NonNullable<R["data"]>;
  if (!response.ok) throw error instanceof ProblemError ? error : await problemFromResponse(response);
  throw new Error(`${response.status} answer without a body`);
}

function linkSignal(outer: AbortSignal | undefined, inner: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) {
    inner.abort(outer.reason);
    return () => undefined;
  }
  const onAbort = () => inner.abort(outer.reason);
  outer.addEventListener("abort", onAbort, { once: true });
  return () => outer.removeEventListener("abort", onAbort);
}

class IdleTimeout extends Error {
  override readonly name = "IdleTimeout";
}

export class TegClient<A extends SessionAnswer = TokenResponse> {
  /** The typed client: every operation of the spec (`client.api.GET("/v1/games/{id}", ...)`). */
  readonly api: Client<paths>;
  /** The session (tokens, refresh). */
  readonly session: SessionManager<A>;
  readonly baseUrl: string;

  constructor(options: TegClientOptions<A>) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "");
    const origin = new URL(this.baseUrl).origin;
    const ownRefresh = (refreshToken: string) =>
      unwrap(this.api.POST("/v1/auth/refresh", { body: { refresh_token: refreshToken } })) as Promise<unknown> as Promise<A>;
    this.session = new SessionManager<A>({
      refresh: options.refresh ?? ownRefresh,
      refreshLeewayMs: options.refreshLeewayMs,
      now: options.now,
      onChange: options.onSessionChange,
    });
    const transport = createTransport({
      fetch: options.fetch,
      retry: options.retry,
      auth: this.session,
      origin,
    });
    this.api = createClient<paths>({ baseUrl: this.baseUrl, fetch: transport, headers: options.headers });
    if (options.throwOnError !== false) this.api.use(problemMiddleware());
    this.api.use(idempotencyMiddleware(options.idempotencyKey));
    if (options.middleware?.length) this.api.use(...options.middleware);
  }

  // ---- accounts and sessions ----

  /** A throwaway identity that plays at once (`POST /v1/auth/guest`). */
  async signInAsGuest(displayName = "Guest"): Promise<TokenResponse> {
    const answer = await unwrap(this.api.POST("/v1/auth/guest", { body: { display_name: displayName } }));
    this.session.accept(answer);
    return answer;
  }

  async logIn(username: string, password: string): Promise<TokenResponse> {
    const answer = await unwrap(this.api.POST("/v1/auth/login", { body: { username, password } }));
    this.session.accept(answer);
    return answer;
  }

  async register(username: string, password: string): Promise<TokenResponse> {
    const answer = await unwrap(this.api.POST("/v1/auth/register", { body: { username, password } }));
    this.session.accept(answer);
    return answer;
  }

  /** Makes the signed-in guest a full account (same id, games and seats). */
  async upgradeGuest(username: string, password: string): Promise<TokenResponse> {
    const answer = await unwrap(this.api.POST("/v1/me/upgrade", { body: { username, password } }));
    this.session.accept(answer);
    return answer;
  }

  /** Uses a personal access token (no refresh), or an access token restored from storage. */
  useToken(token: string, refreshToken: string | null = null): void {
    this.session.useToken(token, refreshToken);
  }

  /** Restores a session answer kept from earlier (`onSessionChange`), or takes an OAuth grant's (`oauthSessionAnswer`). */
  useSession(answer: SessionAnswer): void {
    this.session.accept(answer, "signed-in");
  }

  /** Trades the refresh token for a new pair now (single-flight). */
  refresh(): Promise<A> {
    return this.session.refresh();
  }

  /** Ends the session on the server, and forgets it. */
  async logOut(): Promise<void> {
    try {
      await this.api.POST("/v1/auth/logout");
    } finally {
      this.session.clear("signed-out");
    }
  }

  // ---- a few one-liners over .api (everything else: client.api) ----

  me() {
    return unwrap(this.api.GET("/v1/me"));
  }

  createGame(body: CreateGame) {
    return unwrap(this.api.POST("/v1/games", { body }));
  }

  startGame(id: string) {
    return unwrap(this.api.POST("/v1/games/{id}/start", { params: { path: { id } } }));
  }

  getGame(id: string) {
    return unwrap(this.api.GET("/v1/games/{id}", { params: { path: { id } } }));
  }

  legalActions(id: string) {
    return unwrap(this.api.GET("/v1/games/{id}/legal-actions", { params: { path: { id } } }));
  }

  /** Sends one action (`expectedVersion`: refused with 409 VERSION_CONFLICT when the game moved). */
  play(id: string, action: Command, expectedVersion?: number) {
    return unwrap(
      this.api.POST("/v1/games/{id}/actions", {
        params: { path: { id } },
        body: expectedVersion === undefined ? { action } : { action, expected_version: expectedVersion },
      }),
    );
  }

  // ---- streams ----

  /** One long-poll of a game's events (`GET /v1/games/{id}/events?since=N&wait=S`). */
  listEventsOnce(id: string, since: number, wait?: number, signal?: AbortSignal) {
    return unwrap(
      this.api.GET("/v1/games/{id}/events", {
        params: { path: { id }, query: wait === undefined ? { since } : { since, wait } },
        signal,
      }),
    );
  }

  /**
   * A game's events as they are committed, over Server-Sent Events
   * (`GET /v1/games/{id}/events/stream`), plus `your_turn` notices. After a
   * drop it reconnects with `Last-Event-ID` (the last version seen), so no
   * event is lost or repeated. Ends when `signal` aborts or the loop breaks.
   */
  followGame(id: string, options: FollowOptions = {}): AsyncGenerator<GameStreamItem, void, undefined> {
    return this.follow<GameStreamItem>(
      (header, query, signal) =>
        this.api.GET("/v1/games/{id}/events/stream", {
          params: { path: { id }, query, header },
          parseAs: "stream",
          signal,
          headers: { accept: "text/event-stream" },
        }),
      (frame, last) => {
        const data = JSON.parse(frame.data) as Record<string, unknown>;
        if (frame.event === "your_turn" || data.type === "your_turn") {
          const yourTurn = data as YourTurn;
          return { item: { kind: "your_turn", version: Number(yourTurn.version), yourTurn }, id: undefined };
        }
        const version = frame.id !== undefined ? Number(frame.id) : undefined;
        if (version === undefined || !Number.isFinite(version)) return undefined;
        if (last !== undefined && version <= last) return undefined; // already seen
        return { item: { kind: "event", version, event: data as unknown as Event }, id: version };
      },
      options,
    );
  }

  /**
   * The same events by long-poll (`GET /v1/games/{id}/events?since=N&wait=S`),
   * for environments without streaming: each request is held until an event
   * is committed or `wait` seconds pass. No `your_turn` items.
   */
  async *pollGame(id: string, options: PollOptions = {}): AsyncGenerator<GameStreamItem, void, undefined> {
    let since = options.after ?? 0;
    const wait = options.wait ?? 25;
    for (;;) {
      if (options.signal?.aborted) return;
      let batch: Awaited<ReturnType<TegClient["listEventsOnce"]>>;
      try {
        batch = await this.listEventsOnce(id, since, wait, options.signal);
      } catch (error) {
        if (isAbort(error, options.signal)) return;
        throw error;
      }
      for (const v of batch.events) {
        if (v.version <= since) continue;
        since = v.version;
        yield { kind: "event", version: v.version, event: v.event as Event };
      }
      if (batch.events.length === 0 && batch.version > since) since = batch.version;
    }
  }

  /**
   * The signed-in user's notices across every game (`GET /v1/me/events/stream`),
   * resuming with `Last-Event-ID` after a drop.
   */
  followFeed(options: FollowOptions = {}): AsyncGenerator<Notice, void, undefined> {
    return this.follow<Notice>(
      (header, query, signal) =>
        this.api.GET("/v1/me/events/stream", {
          params: { query, header },
          parseAs: "stream",
          signal,
          headers: { accept: "text/event-stream" },
        }),
      (frame, last) => {
        const notice = JSON.parse(frame.data) as Notice;
        const id = frame.id !== undefined ? Number(frame.id) : Number(notice.id);
        if (!Number.isFinite(id)) return { item: notice, id: undefined };
        if (last !== undefined && id <= last) return undefined;
        return { item: notice, id };
      },
      options,
    );
  }

  /** The feed by long-poll (`GET /v1/me/events?since=ID&wait=S`). */
  async *pollFeed(options: PollOptions = {}): AsyncGenerator<Notice, void, undefined> {
    let since = options.after ?? 0;
    const wait = options.wait ?? 25;
    for (;;) {
      if (options.signal?.aborted) return;
      let list: Schema<"NoticeList">;
      try {
        list = await unwrap(this.api.GET("/v1/me/events", { params: { query: { since, wait } }, signal: options.signal }));
      } catch (error) {
        if (isAbort(error, options.signal)) return;
        throw error;
      }
      for (const n of list.notices as unknown as Notice[]) yield n;
      since = Math.max(since, list.last_id);
    }
  }

  private async *follow<T>(
    open: (
      header: { "Last-Event-ID"?: number },
      query: { since?: number },
      signal: AbortSignal,
    ) => Promise<{ data?: ReadableStream<Uint8Array> | null; response: Response }>,
    decode: (frame: SseFrame, last: number | undefined) => { item: T; id: number | undefined } | undefined,
    options: FollowOptions,
  ): AsyncGenerator<T, void, undefined> {
    const outer = options.signal;
    const reconnect = options.reconnect ?? true;
    const maxReconnects = options.maxReconnects ?? 10;
    const idleMs = options.idleTimeoutMs ?? 45_000;
    let delay = options.reconnectDelayMs ?? 500;
    let last = options.after;
    let failures = 0;
    let attempt = 0;

    for (;;) {
      if (outer?.aborted) return;
      attempt++;
      const inner = new AbortController();
      const unlink = linkSignal(outer, inner);
      let idle: ReturnType<typeof setTimeout> | undefined;
      const touch = () => {
        if (idle !== undefined) clearTimeout(idle);
        idle = setTimeout(() => inner.abort(new IdleTimeout(`no byte for ${idleMs} ms`)), idleMs);
      };
      let failure: unknown;
      try {
        options.onConnect?.({ attempt, lastEventId: last });
        touch();
        const header = last !== undefined ? { "Last-Event-ID": last } : {};
        const query = last !== undefined ? { since: last } : {};
        const { data, response } = await open(header, query, inner.signal);
        if (!response.ok || !data) throw await problemFromResponse(response);
        failures = 0;
        const sse = readSse(data, {
          onChunk: touch,
          lastEventId: last === undefined ? "" : String(last),
          signal: inner.signal,
        });
        for await (const frame of sse) {
          if (frame.retry !== undefined) delay = frame.retry;
          options.onFrame?.(frame);
          const decoded = decode(frame, last);
          if (!decoded) continue;
          if (decoded.id !== undefined) last = decoded.id;
          yield decoded.item;
        }
        // The server ended the stream: reconnect.
      } catch (error) {
        if (outer?.aborted) return;
        // A refusal other than a busy server (which the transport already
        // retried) will not change by reconnecting.
        if (error instanceof ProblemError && error.status !== 429 && error.status < 500) throw error;
        // A frame that is not JSON would come again after a reconnection.
        if (error instanceof SyntaxError) throw error;
        failure = error;
      } finally {
        if (idle !== undefined) clearTimeout(idle);
        unlink();
        inner.abort();
      }
      if (!reconnect) {
        if (failure !== undefined) throw failure;
        return;
      }
      if (failure !== undefined) {
        failures++;
        if (failures > maxReconnects) throw failure;
      }
      const wait = failure === undefined ? Math.min(delay, 1_000) : Math.min(10_000, delay * 2 ** (failures - 1));
      try {
        await sleep(wait, outer);
      } catch {
        return;
      }
    }
  }
}
