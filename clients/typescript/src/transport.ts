// The transport under openapi-fetch: a `fetch` that signs requests with the
// session's access token, refreshes and retries once after a 401, and retries
// network errors, 429, 503 (and 409 IDEMPOTENCY_KEY_IN_FLIGHT) honouring
// `Retry-After`. Every attempt re-sends the same Request (same
// `Idempotency-Key`, set once by the idempotency middleware before it).
// It also paces itself by the request budget the server tells
// (`RateLimit`, `RateLimit-Policy`: IETF httpapi draft): after an answer
// that says no request is left, the next request waits for one request's
// refill (`w` / `q` seconds) instead of being refused.
import { parseRetryAfter } from "./errors.js";

export interface RetryOptions {
  /** Attempts in all, the first included (default 4). 1 turns retries off. */
  maxAttempts?: number;
  /** First back-off after a network error (or a retryable answer without `Retry-After`), doubled each time (default 250 ms). */
  baseDelayMs?: number;
  /** Longest back-off without `Retry-After` (default 5 s). */
  maxBackoffMs?: number;
  /** The longest `Retry-After` honoured: a longer one is not waited for, the answer is returned (default 60 s). */
  maxRetryAfterMs?: number;
  /** Called before each retry (for logs and tests). */
  onRetry?: (info: RetryInfo) => void;
}

export interface RetryInfo {
  /** The attempt that failed (1-based). */
  attempt: number;
  /** `network` or the status retried. */
  reason: "network" | 429 | 503 | 409;
  /** How long the transport waits before the next attempt. */
  delayMs: number;
  method: string;
  url: string;
  error?: unknown;
}

/** What the transport needs from the session (see SessionManager). */
export interface AuthProvider {
  /** The access token to send now (refreshing first when it is about to expire), or undefined. */
  accessToken(): Promise<string | undefined>;
  /** After a 401 on `usedToken`: refresh (single-flight) and say whether to retry. */
  refreshAfterUnauthorized(usedToken: string): Promise<boolean>;
}

export interface TransportOptions {
  fetch?: typeof globalThis.fetch;
  retry?: RetryOptions;
  auth?: AuthProvider;
  /** The origin the token may be sent to (the client's base URL). */
  origin?: string;
  /** Injectable for tests. */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  random?: () => number;
  /** Milliseconds on a monotonic clock (default `performance.now`); injectable for tests. */
  now?: () => number;
}

/** The parameters of a structured-field list's first member (`"requests";r=0;t=2`). */
function structuredParams(value: string | null): Map<string, string> {
  const params = new Map<string, string>();
  if (!value) return params;
  const first = value.split(",")[0] ?? "";
  for (const part of first.split(";").slice(1)) {
    const [name, val = ""] = part.trim().split("=", 2);
    if (name) params.set(name, val);
  }
  return params;
}

/**
 * How long the next request should wait by an answer's request budget: one
 * request's refill (`w` / `q` of `RateLimit-Policy`, in ms) when `RateLimit`
 * says none is left, else 0.
 */
export function budgetWaitMs(headers: Headers): number {
  const left = structuredParams(headers.get("ratelimit"));
  const policy = structuredParams(headers.get("ratelimit-policy"));
  const remaining = Number(left.get("r") ?? "1");
  const quota = Number(policy.get("q"));
  const window = Number(policy.get("w"));
  if (!(remaining <= 0) || !(quota > 0) || !(window >= 0)) return 0;
  return (window / quota) * 1000;
}

/** Paths that take no token (and whose 401s are not a stale token). */
const UNAUTHENTICATED = new Set(["/v1/auth/register", "/v1/auth/login", "/v1/auth/guest", "/v1/auth/refresh"]);

export const DEFAULT_RETRY: Required<Omit<RetryOptions, "onRetry">> = {
  maxAttempts: 4,
  baseDelayMs: 250,
  maxBackoffMs: 5_000,
  maxRetryAfterMs: 60_000,
};

export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function abortError(): Error {
  const e = new Error("The operation was aborted");
  e.name = "AbortError";
  return e;
}

/** Whether an error is the caller's own abort (never retried). */
export function isAbort(error: unknown, signal?: AbortSignal | null): boolean {
  if (signal?.aborted) return true;
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

async function discard(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // nothing to release
  }
}

async function isKeyInFlight(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body?.code === "IDEMPOTENCY_KEY_IN_FLIGHT";
  } catch {
    return false;
  }
}

const KEEP = Symbol("teg.keepAlive");
function keepAlive(response: Response, ...requests: Request[]): void {
  try {
    Object.defineProperty(response, KEEP, { value: requests, enumerable: false });
  } catch {
    // a frozen Response: nothing to do
  }
}

/** Builds the retrying, token-signing `fetch` openapi-fetch sends through. */
export function createTransport(options: TransportOptions = {}): typeof globalThis.fetch {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const wait = options.sleep ?? sleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => performance.now());
  const maxAttempts = Math.max(1, Math.floor(retry.maxAttempts));
  // The budget's pace, shared by every request of this transport.
  let notBefore = 0;

  const backoff = (attempt: number): number => {
    const exp = Math.min(retry.maxBackoffMs, retry.baseDelayMs * 2 ** (attempt - 1));
    // "equal jitter": half fixed, half random, so that clients spread out
    return Math.round(exp / 2 + (random() * exp) / 2);
  };

  const transport = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const template = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(template.url);
    const signal = template.signal;
    const sameOrigin = options.origin === undefined || url.origin === options.origin;
    const wantsAuth =
      options.auth !== undefined && sameOrigin && !UNAUTHENTICATED.has(url.pathname) && !template.headers.has("authorization");
    let refreshed = false;

    for (let attempt = 1; ; attempt++) {
      const request = template.clone();
      let usedToken: string | undefined;
      if (wantsAuth) {
        usedToken = await options.auth!.accessToken();
        if (usedToken !== undefined) request.headers.set("authorization", `Bearer ${usedToken}`);
      }
      const early = notBefore - now();
      if (early > 0) await wait(early, signal);
      let response: Response;
      try {
        response = await baseFetch(request);
        const paced = budgetWaitMs(response.headers);
        notBefore = paced > 0 ? now() + paced : 0;
      } catch (error) {
        if (isAbort(error, signal) || attempt >= maxAttempts) throw error;
        const delayMs = backoff(attempt);
        retry.onRetry?.({ attempt, reason: "network", delayMs, method: template.method, url: template.url, error });
        await wait(delayMs, signal);
        continue;
      }

      // Keep the requests (and so the chain of their abort signals, which
      // undici links weakly) alive as long as the answer: an abort must still
      // reach a body being streamed.
      keepAlive(response, template, request);

      if (response.status === 401 && usedToken !== undefined && !refreshed) {
        refreshed = true;
        if (await options.auth!.refreshAfterUnauthorized(usedToken)) {
          await discard(response);
          attempt--; // a refresh is not a failed attempt
          continue;
        }
        return response;
      }

      const status = response.status;
      const retryable = status === 429 || status === 503 || (await isKeyInFlight(response));
      if (!retryable || attempt >= maxAttempts) return response;
      const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
      let delayMs: number;
      if (retryAfter !== undefined) {
        delayMs = retryAfter * 1000;
        if (delayMs > retry.maxRetryAfterMs) return response;
      } else {
        delayMs = backoff(attempt);
      }
      retry.onRetry?.({
        attempt,
        reason: status as 429 | 503 | 409,
        delayMs,
        method: template.method,
        url: template.url,
      });
      await discard(response);
      await wait(delayMs, signal);
    }
  };
  return transport as typeof globalThis.fetch;
}
