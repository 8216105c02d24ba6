// Sessions: the access token, the refresh token that buys the next pair, and
// when to use it. Refresh tokens rotate (each is good once; presenting a
// retired one is 401 REFRESH_REUSED and revokes the whole session), so every
// refresh is single-flight: concurrent callers share one request. The
// refresh itself is pluggable: `POST /v1/auth/refresh` for the service's own
// sign-ins, the OAuth token endpoint for an app's grant (`oauthRefresher`),
// whose refresh tokens rotate the same way.
import { ProblemError } from "./errors.js";
import { OAuthError } from "./oauth.js";
import type { AuthProvider } from "./transport.js";
import type { Schema, TokenResponse } from "./types.js";

/**
 * What a session is made of: a sign-in's answer (`TokenResponse`), or any
 * refresher's (an OAuth grant's: `oauthSessionAnswer`).
 */
export interface SessionAnswer {
  /** The access token. */
  token: string;
  /** The refresh token (null: none). */
  refresh_token: string | null;
  /** Seconds the access token lives, when known (else the JWT's `exp`). */
  expires_in?: number | null;
  user?: Schema<"SignedInUser"> | null;
  /** The account's id (else the JWT's `sub`). */
  user_id?: string | null;
  /** The server-side session (else the JWT's `sid`). */
  session_id?: string | null;
}

export interface SessionState {
  /** The bearer token sent as `Authorization`. */
  token: string;
  /** The refresh token (null for a personal access token). */
  refreshToken: string | null;
  /** When the access token expires, ms since the epoch on the local clock (null: unknown/never). */
  expiresAt: number | null;
  /** The access token's life in ms, when known (to size the refresh margin). */
  ttlMs: number | null;
  kind: "session" | "personal";
  user: Schema<"SignedInUser"> | null;
  userId: string | null;
  sessionId: string | null;
}

export type SessionChange = "signed-in" | "refreshed" | "token" | "signed-out" | "revoked";

export interface SessionOptions<A extends SessionAnswer = TokenResponse> {
  /**
   * Trades a refresh token for a new session answer (`POST /v1/auth/refresh`,
   * or the OAuth token endpoint: `oauthRefresher`). Never called twice at
   * once: concurrent refreshes share one call.
   */
  refresh: (refreshToken: string) => Promise<A>;
  /** Refresh this long before the access token expires (default 60 s, at most a quarter of its life). */
  refreshLeewayMs?: number;
  /** The clock (injectable for tests). */
  now?: () => number;
  /** Called on every change, e.g. to persist the session. */
  onChange?: (state: SessionState | null, change: SessionChange) => void;
}

/** The claims of a JWT, decoded without checking its signature (the server does). */
export function decodeJwt(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const b64 = parts[1]!.replace(/-/g, "+").replace(/_/g, "/");
    const padded = b64 + "=".repeat((4 - (b64.length % 4)) % 4);
    const json =
      typeof atob === "function"
        ? new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)))
        : Buffer.from(padded, "base64").toString("utf8");
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A JWT's `exp` in ms since the epoch, or null. */
export function jwtExpiry(token: string): number | null {
  const exp = decodeJwt(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : null;
}

/**
 * Whether a refused refresh means the refresh token is dead: 401 from
 * `/v1/auth/refresh` (INVALID_TOKEN, REFRESH_REUSED), or the OAuth token
 * endpoint's `invalid_grant` (expired, revoked, reused) or `invalid_client`
 * (the app was deleted or disabled).
 */
function refreshTokenDead(error: unknown): boolean {
  if (error instanceof ProblemError) return error.status === 401;
  if (error instanceof OAuthError) return error.error === "invalid_grant" || error.error === "invalid_client";
  return false;
}

export class SessionManager<A extends SessionAnswer = TokenResponse> implements AuthProvider {
  private current: SessionState | null = null;
  private inflight: Promise<A> | null = null;
  private readonly now: () => number;
  private readonly leewayMs: number;
  /** How many refreshes went to the server (not counting joined ones). */
  refreshCount = 0;

  constructor(private readonly options: SessionOptions<A>) {
    this.now = options.now ?? Date.now;
    this.leewayMs = options.refreshLeewayMs ?? 60_000;
  }

  /** The session now (a copy), or null when signed out. */
  get state(): SessionState | null {
    return this.current ? { ...this.current } : null;
  }

  /** Takes a session answer (sign-in, registration, guest, refresh, upgrade, an OAuth grant's tokens). */
  accept(answer: SessionAnswer, change: SessionChange = "signed-in"): void {
    const received = this.now();
    // expires_in is relative, so a skewed local clock does not matter; the
    // JWT's exp (absolute) is the fallback.
    const ttlMs = typeof answer.expires_in === "number" ? answer.expires_in * 1000 : null;
    const expiresAt = ttlMs !== null ? received + ttlMs : jwtExpiry(answer.token);
    const claims = answer.user_id != null && answer.session_id != null ? null : decodeJwt(answer.token);
    this.current = {
      token: answer.token,
      refreshToken: answer.refresh_token,
      expiresAt,
      ttlMs,
      kind: "session",
      user: answer.user ?? null,
      userId: answer.user_id ?? (typeof claims?.sub === "string" ? claims.sub : null),
      sessionId: answer.session_id ?? (typeof claims?.sid === "string" ? claims.sid : null),
    };
    this.options.onChange?.(this.state, change);
  }

  /** Uses a bare token: a personal access token (no refresh), or a restored access token. */
  useToken(token: string, refreshToken: string | null = null): void {
    const expiresAt = jwtExpiry(token);
    const claims = decodeJwt(token);
    this.current = {
      token,
      refreshToken,
      expiresAt,
      ttlMs: null,
      kind: refreshToken === null ? "personal" : "session",
      user: null,
      userId: typeof claims?.sub === "string" ? claims.sub : null,
      sessionId: typeof claims?.sid === "string" ? claims.sid : null,
    };
    this.options.onChange?.(this.state, "token");
  }

  /** Forgets the session (locally). */
  clear(change: SessionChange = "signed-out"): void {
    this.current = null;
    this.options.onChange?.(null, change);
  }

  /** Whether the access token is within the refresh margin of its expiry. */
  needsRefresh(): boolean {
    const s = this.current;
    if (!s || s.refreshToken === null || s.expiresAt === null) return false;
    const margin = s.ttlMs !== null ? Math.min(this.leewayMs, s.ttlMs / 4) : this.leewayMs;
    return this.now() >= s.expiresAt - margin;
  }

  /** AuthProvider: the token to send, refreshed first when about to expire. */
  async accessToken(): Promise<string | undefined> {
    if (this.needsRefresh()) {
      try {
        await this.refresh();
      } catch (error) {
        const s = this.current;
        // A refresh the server refused ends the session: say so. A failure
        // to reach it leaves the old token, while it still lives.
        const refused = error instanceof ProblemError || error instanceof OAuthError;
        if (refused || !s || (s.expiresAt !== null && this.now() >= s.expiresAt)) throw error;
      }
    }
    return this.current?.token;
  }

  /** AuthProvider: after a 401 on `usedToken`. */
  async refreshAfterUnauthorized(usedToken: string): Promise<boolean> {
    const s = this.current;
    if (!s) return false;
    if (s.token !== usedToken) return true; // someone refreshed meanwhile: retry with the new token
    if (s.refreshToken === null) return false;
    await this.refresh();
    return true;
  }

  /**
   * Trades the refresh token for a new pair. Concurrent calls share one
   * request (single-flight), since each refresh token is good once.
   */
  refresh(): Promise<A> {
    if (this.inflight) return this.inflight;
    const s = this.current;
    if (!s || s.refreshToken === null) {
      return Promise.reject(new Error("no refresh token: sign in first"));
    }
    const refreshToken = s.refreshToken;
    this.refreshCount++;
    this.inflight = (async () => {
      await Promise.resolve(); // so that `finally` runs after `inflight` is set
      try {
        const answer = await this.options.refresh(refreshToken);
        // Keep only the newest pair, unless a sign-in replaced the session meanwhile.
        if (this.current?.refreshToken === refreshToken) this.accept(answer, "refreshed");
        return answer;
      } catch (error) {
        if (refreshTokenDead(error) && this.current?.refreshToken === refreshToken) {
          // INVALID_TOKEN (expired, revoked) or REFRESH_REUSED (the session is
          // revoked); for a grant, invalid_grant or invalid_client
          this.clear("revoked");
        }
        throw error;
      } finally {
        this.inflight = null;
      }
    })();
    return this.inflight;
  }
}
