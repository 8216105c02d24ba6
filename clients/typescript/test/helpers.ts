// Shared by the tests: the server under test, clients whose every answer is
// checked against the spec, and a record of what the spec does not allow.
import { appendFileSync } from "node:fs";
import type { TestContext } from "node:test";
import { TegClient } from "../src/index.js";
import type { SessionAnswer, TegClientOptions, TokenResponse } from "../src/index.js";
import { SpecValidator, loadBundledSpec } from "../src/validate.js";
import type { SpecMismatch } from "../src/validate.js";

/** The server under test (`TEG_BASE_URL`, e.g. http://127.0.0.1:8080). */
export const BASE_URL = process.env.TEG_BASE_URL?.trim() || undefined;
/** `npm run test:server` sets this: a missing server is then a failure, not a skip. */
export const SERVER_REQUIRED = process.env.TEG_SERVER_REQUIRED === "1";

if (SERVER_REQUIRED && !BASE_URL) {
  throw new Error("TEG_BASE_URL must name the server under test (npm run test:server requires it)");
}

/** Options for a test that needs the server: skipped when TEG_BASE_URL is unset (and not required). */
export const needsServer = BASE_URL ? {} : { skip: "TEG_BASE_URL is not set" };

let validatorPromise: Promise<SpecValidator> | undefined;
export function specValidator(): Promise<SpecValidator> {
  validatorPromise ??= loadBundledSpec().then((spec) => new SpecValidator(spec));
  return validatorPromise;
}

/** Every mismatch seen by this test file's clients. */
export const mismatches: SpecMismatch[] = [];
/** How many answers the validating middleware checked, by `operationId status`. */
export const checked = new Map<string, number>();

function record(m: SpecMismatch): void {
  mismatches.push(m);
  const log = process.env.TEG_SPEC_MISMATCH_LOG;
  if (log) appendFileSync(log, JSON.stringify({ ...m, body: truncate(m.body) }) + "\n");
}

function truncate(body: unknown): unknown {
  const text = JSON.stringify(body);
  return text !== undefined && text.length > 4000 ? `${text.slice(0, 4000)}…` : body;
}

/** Checks an SSE/long-poll payload against a component schema; records and throws on a mismatch. */
export async function checkSchema(name: string, value: unknown, context: string): Promise<void> {
  const v = await specValidator();
  const result = v.validateSchema(name, value);
  const key = `schema ${name}`;
  checked.set(key, (checked.get(key) ?? 0) + 1);
  if (!result.ok) {
    const m: SpecMismatch = {
      operationId: context,
      method: "SSE",
      path: `#/components/schemas/${name}`,
      url: context,
      status: 200,
      contentType: "text/event-stream",
      errors: result.errors,
      body: value,
    };
    record(m);
    throw new Error(`${context}: payload does not match ${name}: ${result.errors.slice(0, 5).join("; ")}`);
  }
}

/** A client of the server under test whose every answer is validated against the spec. */
export async function newClient<A extends SessionAnswer = TokenResponse>(
  options: Partial<TegClientOptions<A>> = {},
): Promise<TegClient<A>> {
  if (!BASE_URL) throw new Error("TEG_BASE_URL is not set");
  const v = await specValidator();
  return new TegClient<A>({
    baseUrl: BASE_URL,
    ...options,
    middleware: [
      v.middleware({
        onMismatch: record,
        onChecked: (op, status) => checked.set(`${op} ${status}`, (checked.get(`${op} ${status}`) ?? 0) + 1),
      }),
      ...(options.middleware ?? []),
    ],
  });
}

/** Fails the test when any answer broke the spec (call in `after`). */
export function reportMismatches(t?: TestContext): void {
  if (mismatches.length === 0) return;
  const lines = mismatches.map(
    (m) => `${m.operationId} ${m.status} (${m.method} ${m.url}): ${m.errors.slice(0, 6).join("; ")}`,
  );
  const text = `answers outside the spec:\n  ${lines.join("\n  ")}`;
  if (t) t.diagnostic(text);
  else console.error(text);
}

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function elapsed(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s`;
}

/** Progress lines on stderr when TEG_TEST_DEBUG=1. */
export function debug(...parts: unknown[]): void {
  if (process.env.TEG_TEST_DEBUG === "1") console.error(new Date().toISOString(), ...parts);
}
