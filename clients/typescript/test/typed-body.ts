// A typed helper for recorded answers: `checkBody("getGame", 200, body)`
// compiles only if `body` is assignable to the generated type of that
// operation's answer for that status.
import type { OperationId, ResponseBody, operations } from "../src/types.js";

/** Readonly all the way down (what a JSON literal `as const` is). */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export type StatusKey<O extends OperationId> = keyof operations[O]["responses"];

/** Type-level check only: does nothing at run time. */
export function checkBody<O extends OperationId, S extends StatusKey<O>>(
  operation: O,
  status: S,
  body: DeepReadonly<ResponseBody<O, S>>,
): void {
  void operation;
  void status;
  void body;
}
