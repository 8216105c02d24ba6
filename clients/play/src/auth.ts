// The page's one TegClient and its session, kept in localStorage and shared
// by every tab of the origin. Refresh tokens rotate and a reused one revokes
// the whole session, so refreshes are coordinated across tabs: a refresh
// runs under a Web Lock ("teg-refresh") and first re-reads the stored
// session; when another tab already refreshed, its pair is adopted instead
// of refreshing again (read from IndexedDB, which every tab sees at once;
// localStorage's copy in another tab may lag). Other tabs' sign-ins,
// refreshes and sign-outs arrive as `storage` events and are adopted too.
import { TegClient } from "@teg/client";
import type { Schema, SessionChange, SessionState, TokenResponse } from "@teg/client";
import { opened } from "./connection.js";
import { idbGet, idbPut } from "./idb.js";

const KEY = "teg.play.session";

export type User = Schema<"SignedInUser">;

interface Stored {
  token: string;
  refreshToken: string | null;
  /** ms since the epoch, on this machine's clock (shared by its tabs). */
  expiresAt: number | null;
  user: User | null;
  userId: string | null;
  sessionId: string | null;
}

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Stored) : null;
    return value && typeof value.token === "string" ? value : null;
  } catch {
    return null;
  }
}

/** The session as every tab sees it now (IndexedDB; localStorage when it is unavailable). */
async function readShared(): Promise<Stored | null> {
  try {
    const value = await idbGet<Stored | null>(KEY);
    if (value !== undefined) return value && typeof value.token === "string" ? value : null;
  } catch {
    // no IndexedDB (a private window of some browsers)
  }
  return read();
}

function share(value: Stored | null): Promise<void> {
  return idbPut(KEY, value).catch(() => undefined);
}

function write(value: Stored | null): void {
  void share(value);
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: the session lives in this tab only
  }
}

function storedOf(s: SessionState): Stored {
  return { token: s.token, refreshToken: s.refreshToken, expiresAt: s.expiresAt, user: s.user, userId: s.userId, sessionId: s.sessionId };
}

/** A session answer rebuilt from a stored session (`expires_in` counted from now). */
function answerOf(s: Stored): TokenResponse {
  const now = Date.now();
  const expiresAt = s.expiresAt ?? now + 60_000;
  return {
    token: s.token,
    refresh_token: s.refreshToken ?? "",
    expires_in: Math.max(0, Math.floor((expiresAt - now) / 1000)),
    expires_at: Math.floor(expiresAt / 1000),
    user: s.user ?? { id: s.userId ?? "", username: "", display_name: "", kind: "guest" },
    user_id: s.userId ?? s.user?.id ?? "",
    session_id: s.sessionId ?? "",
  };
}

/** A v4 UUID from getRandomValues (crypto.randomUUID needs a secure context). */
function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function" && globalThis.isSecureContext) return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Runs `f` holding the cross-tab refresh lock (without Web Locks, just runs it). */
function withRefreshLock<T>(f: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request("teg-refresh", f) as Promise<T>) : f();
}

const baseFetch: typeof fetch = (input, init) => window.fetch(input, init);

/** A refresh, coordinated with the other tabs. */
async function refreshFetch(request: Request): Promise<Response> {
  let sent: string | undefined;
  try {
    sent = ((await request.clone().json()) as { refresh_token?: string }).refresh_token;
  } catch {
    sent = undefined;
  }
  return withRefreshLock(async () => {
    const stored = await readShared();
    if (stored && stored.refreshToken && sent && stored.refreshToken !== sent) {
      // Another tab refreshed (or signed in) meanwhile: take its pair, do
      // not present the retired token (that would revoke the session).
      return new Response(JSON.stringify(answerOf(stored)), { status: 200, headers: { "content-type": "application/json" } });
    }
    const response = await baseFetch(request);
    if (response.ok) {
      try {
        const answer = (await response.clone().json()) as TokenResponse;
        // Store before the lock is released, so the next tab sees the new pair.
        const value: Stored = {
          token: answer.token,
          refreshToken: answer.refresh_token,
          expiresAt: Date.now() + answer.expires_in * 1000,
          user: answer.user,
          userId: answer.user_id,
          sessionId: answer.session_id,
        };
        write(value);
        await share(value);
      } catch {
        // not JSON: the SDK will report it
      }
    }
    return response;
  });
}

/** The paths of the live streams (a game's, the feed). */
const STREAM = /^\/v1\/(games\/[^/]+|me)\/events\/stream$/;

/** The fetch under the SDK: coordinated refreshes, and a note when a stream opens. */
async function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  const path = new URL(request.url).pathname;
  if (request.method === "POST" && path === "/v1/auth/refresh") return refreshFetch(request);
  const response = await baseFetch(request);
  if (response.ok && STREAM.test(path)) opened(path);
  return response;
}

type Listener = (user: User | null, change: SessionChange) => void;
const listeners = new Set<Listener>();
let adopting = false;
let currentUser: User | null = null;

function onSessionChange(state: SessionState | null, change: SessionChange): void {
  if (!adopting) {
    if (state) {
      // Keep the user across refreshes (a restored bare token has none).
      const prev = read();
      const value = storedOf(state);
      if (!value.user && prev?.user && prev.userId === value.userId) value.user = prev.user;
      write(value);
    } else write(null);
  }
  const before = currentUser;
  currentUser = state ? (state.user ?? (before && before.id === state.userId ? before : null)) : null;
  for (const f of listeners) f(currentUser, change);
}

/** The service client of this page (same origin). */
export const client = new TegClient({
  baseUrl: location.origin,
  fetch: pageFetch,
  idempotencyKey: uuid,
  onSessionChange,
});

function adopt(stored: Stored | null): void {
  adopting = true;
  try {
    if (!stored) client.session.clear("signed-out");
    else if (stored.refreshToken && stored.user) client.useSession(answerOf(stored));
    else client.useToken(stored.token, stored.refreshToken);
    if (stored?.user) currentUser = stored.user;
  } finally {
    adopting = false;
  }
}

/** Restores the stored session, and follows the other tabs'. */
export function restore(): void {
  const stored = read();
  if (stored) adopt(stored);
  window.addEventListener("storage", (e) => {
    if (e.key !== KEY && e.key !== null) return;
    const next = read();
    const now = client.session.state;
    if (!next && !now) return;
    if (next && now && next.token === now.token && next.refreshToken === now.refreshToken) return;
    adopt(next);
  });
}

/** The signed-in user, or null. */
export function user(): User | null {
  return client.session.state ? currentUser : null;
}

export function onAuth(f: Listener): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Signs out here and in every tab (the server ends the session). */
export async function signOut(): Promise<void> {
  try {
    await client.logOut();
  } catch {
    client.session.clear("signed-out");
  }
}

/** Fills in the user's name after a restore from a bare token. */
export async function ensureUser(): Promise<User | null> {
  if (currentUser || !client.session.state) return currentUser;
  try {
    const me = await client.me();
    currentUser = { id: me.id, username: me.username, display_name: me.display_name, kind: me.kind };
    const stored = read();
    if (stored) write({ ...stored, user: currentUser });
  } catch {
    // a dead session: the SDK cleared it and listeners heard
  }
  return currentUser;
}
