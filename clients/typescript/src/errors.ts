import type { Problem, ProblemCode } from "./types.js";

/**
 * A refusal of the service: the RFC 9457 problem document it answered with
 * (`application/problem+json`). Branch on `code`, never on `detail`.
 */
export class ProblemError extends Error {
  override readonly name = "ProblemError";
  /** The problem document as received (or synthesised when the body was not one). */
  readonly problem: Problem;
  /** The HTTP status. */
  readonly status: number;
  /** The stable machine code (`docs/problems.md`). */
  readonly code: ProblemCode | (string & {});
  /** What went wrong, for humans (may change: do not parse). */
  readonly detail: string;
  /** The rule book id a rule violation breaks (`R-CMP-1`, `T2-SEC-3`, `SVC-…`), if one. */
  readonly rule: string | null;
  /** `/problems/{code}`: a page on the server describing the code. */
  readonly type: string;
  /** `Retry-After` in seconds, when the answer carried one. */
  readonly retryAfter: number | undefined;
  /** The method and URL of the refused request. */
  readonly request: { method: string; url: string } | undefined;

  constructor(
    problem: Problem,
    init: { status?: number; retryAfter?: number; request?: { method: string; url: string } } = {},
  ) {
    super(`${problem.status ?? init.status} ${problem.code}: ${problem.detail}`);
    this.problem = problem;
    this.status = init.status ?? problem.status;
    this.code = problem.code;
    this.detail = problem.detail;
    this.rule = problem.rule ?? null;
    this.type = problem.type;
    this.retryAfter = init.retryAfter;
    this.request = init.request;
  }

  /** Whether this is the given code (`err.is("VERSION_CONFLICT")`). */
  is(code: ProblemCode): boolean {
    return this.code === code;
  }
}

/** Whether a value looks like an RFC 9457 problem of this service. */
export function isProblem(value: unknown): value is Problem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === "string" && typeof v.status === "number" && typeof v.detail === "string";
}

/**
 * Builds a ProblemError from a non-2xx answer. A body that is not a problem
 * document (a proxy's HTML page, say) is wrapped in a synthesised one whose
 * `code` is `HTTP_<status>`.
 */
export async function problemFromResponse(response: Response, request?: Request): Promise<ProblemError> {
  let text = "";
  try {
    text = await response.clone().text();
  } catch {
    // the body could not be read: keep the status alone
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
  const req = request ? { method: request.method, url: request.url } : undefined;
  if (isProblem(body)) {
    return new ProblemError(body, { status: response.status, retryAfter, request: req });
  }
  const synthetic = {
    type: "about:blank",
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    detail: text.slice(0, 500) || `HTTP ${response.status}`,
    code: `HTTP_${response.status}`,
    rule: null,
  } as unknown as Problem;
  return new ProblemError(synthetic, { status: response.status, retryAfter, request: req });
}

/**
 * `Retry-After` as seconds: delta-seconds (what this service sends) or an
 * HTTP date. Undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (/^\d+\.\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  return undefined;
}
