// The runtime validator: every schema of the spec compiles; answers are
// checked by (operationId, status), media type included; the middleware
// fails a call whose answer the spec does not allow.
import assert from "node:assert/strict";
import { test } from "node:test";
import { TegClient } from "../src/index.js";
import { SpecMismatchError } from "../src/validate.js";
import type { SpecMismatch } from "../src/validate.js";
import { specValidator } from "./helpers.js";
import { json, localServer } from "./local-server.js";

test("validate: every component schema of the spec compiles", async () => {
  const v = await specValidator();
  const names = v.schemaNames();
  assert.ok(names.length > 100);
  for (const name of names) {
    assert.doesNotThrow(() => v.validateSchema(name, null), name);
  }
  // every documented JSON response schema compiles too
  let responses = 0;
  for (const op of v.operationIds()) {
    for (const status of [200, 201, 400, 401, 403, 404, 409, 422, 429, 503]) {
      if (v.responseKey(op, status) === undefined) continue;
      v.validateResponse(op, status, {}, status < 300 ? "application/json" : "application/problem+json");
      responses++;
    }
  }
  assert.ok(responses > 300, `${responses} responses`);
});

test("validate: by operationId and status", async () => {
  const v = await specValidator();
  const problem = {
    type: "/problems/GAME_NOT_FOUND",
    title: "Not Found",
    status: 404,
    detail: "no game g",
    code: "GAME_NOT_FOUND",
  };
  assert.ok(v.validateResponse("getGame", 404, problem, "application/problem+json").ok);
  const wrongType = v.validateResponse("getGame", 404, problem, "application/json");
  assert.ok(!wrongType.ok);
  assert.match(wrongType.errors[0]!, /content-type application\/json is not documented/);
  const badCode = v.validateResponse("getGame", 404, { ...problem, code: "NOPE" }, "application/problem+json");
  assert.ok(!badCode.ok);
  assert.match(badCode.errors.join(), /\/code/);
  assert.ok(!v.validateResponse("getGame", 418, problem, "application/problem+json").ok, "undocumented status");
  assert.ok(!v.validateResponse("getGame", 200, {}).ok);
  assert.ok(v.validateResponse("leaveGame", 204, undefined, null).ok);
  assert.ok(!v.validateResponse("leaveGame", 204, "{}", "application/json").ok, "a body on 204");
  assert.ok(!v.validateResponse("noSuchOperation", 200, {}).ok);
  assert.equal(v.operationId("post", "/v1/games/{id}/actions"), "playAction");
  assert.ok(v.validateSchema("Power", "usa").ok);
  assert.ok(!v.validateSchema("Power", "mars").ok);
});

test("validate: the middleware fails a call whose answer breaks the spec", async () => {
  const s = await localServer((req, res) => {
    if (req.path === "/v1/me") return json(res, 200, { id: 1 });
    return json(res, 200, { status: "ok" });
  });
  try {
    const v = await specValidator();
    const seen: SpecMismatch[] = [];
    const c = new TegClient({ baseUrl: s.url, middleware: [v.middleware({ onMismatch: (m) => seen.push(m) })] });
    c.useToken("t");
    const err = await c.me().catch((e: unknown) => e);
    assert.ok(err instanceof SpecMismatchError);
    assert.equal(err.mismatch.operationId, "getMe");
    assert.equal(err.mismatch.status, 200);
    assert.ok(err.mismatch.errors.some((e) => e.includes("must have required property")));
    assert.equal(seen.length, 1);
    // a conforming answer passes
    const health = await c.api.GET("/healthz");
    assert.deepEqual(health.data, { status: "ok" });
  } finally {
    await s.close();
  }
});
