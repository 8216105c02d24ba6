// Every recorded exchange in clients/fixtures/*.json must decode: its body
// valid against the spec's schema for its operation and status, and
// assignable to the generated type. With TEG_FIXTURES_REQUIRED=1 (CI), an
// empty or missing directory is a failure.
import assert from "node:assert/strict";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { PACKAGE_ROOT, typecheckFixtures, validateFixture } from "./fixture-check.js";
import type { Fixture, FixtureIssue } from "./fixture-check.js";
import { specValidator } from "./helpers.js";

const FIXTURES = process.env.TEG_FIXTURES_DIR ?? join(PACKAGE_ROOT, "..", "fixtures");
const REQUIRED = process.env.TEG_FIXTURES_REQUIRED === "1";

function fixtureFiles(): string[] {
  if (!existsSync(FIXTURES)) return [];
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".json"))
    .sort();
}

function describe(issues: FixtureIssue[]): string {
  return issues
    .slice(0, 40)
    .map((i) => `${i.file} exchange ${i.exchange} (${i.label}) [${i.kind}]: ${i.message}`)
    .join("\n");
}

test("fixtures: the directory holds recorded exchanges", (t) => {
  const files = fixtureFiles();
  t.diagnostic(`${files.length} fixture file(s) in ${FIXTURES}`);
  if (REQUIRED) assert.ok(files.length > 0, `no fixture in ${FIXTURES} (TEG_FIXTURES_REQUIRED=1)`);
  else if (files.length === 0) t.skip("no fixture yet (TEG_FIXTURES_REQUIRED is not set)");
});

test("fixtures: every body matches the spec and the generated types", async (t) => {
  const files = fixtureFiles();
  if (files.length === 0) {
    t.skip("no fixture");
    return;
  }
  const v = await specValidator();
  const docs: { file: string; doc: Fixture }[] = [];
  const issues: FixtureIssue[] = [];
  let exchanges = 0;
  for (const file of files) {
    let doc: unknown;
    try {
      doc = JSON.parse(readFileSync(join(FIXTURES, file), "utf8"));
    } catch (e) {
      issues.push({ file, exchange: -1, label: "", kind: "shape", message: `not JSON: ${String(e)}` });
      continue;
    }
    const found = validateFixture(file, doc, v);
    issues.push(...found);
    if (!found.some((i) => i.kind === "shape" && i.exchange === -1)) {
      docs.push({ file, doc: doc as Fixture });
      exchanges += (doc as Fixture).exchanges.length;
    }
  }
  issues.push(...typecheckFixtures(docs, v));
  t.diagnostic(`${files.length} file(s), ${exchanges} exchange(s) checked`);
  assert.equal(issues.length, 0, `fixtures that do not decode:\n${describe(issues)}`);
});

test("fixtures: the checker itself catches a wrong body (self-test)", async () => {
  const v = await specValidator();
  const good: Fixture = {
    ruleset: "classic",
    about: "self-test",
    exchanges: [
      {
        label: "legal actions",
        viewer: "seat 0",
        version: 12,
        operation: "getLegalActions",
        status: 200,
        body: { version: 12, seat: 0, actions: [{ type: "attack", from: "argentina", to: "chile" }, { type: "end_turn" }] },
      },
      {
        label: "a refusal",
        viewer: "seat 0",
        operation: "playAction",
        status: 422,
        body: { type: "/problems/NOT_ADJACENT", title: "Unprocessable Entity", status: 422, detail: "x", code: "NOT_ADJACENT", rule: "R-CMP-1" },
      },
      { label: "left", viewer: "seat 1", operation: "leaveGame", status: 204 },
    ],
  };
  assert.deepEqual(validateFixture("good.json", good, v), []);
  assert.deepEqual(typecheckFixtures([{ file: "good.json", doc: good }], v), []);

  const bad: Fixture = {
    ruleset: "classic",
    about: "self-test",
    exchanges: [
      {
        label: "a made-up command",
        viewer: "seat 0",
        operation: "getLegalActions",
        status: 200,
        body: { version: 12, seat: 0, actions: [{ type: "teleport" }] },
      },
      { label: "no such operation", viewer: "spectator", operation: "getEverything", status: 200, body: {} },
      { label: "undocumented status", viewer: "spectator", operation: "getGame", status: 418, body: {} },
    ],
  };
  const runtime = validateFixture("bad.json", bad, v);
  assert.ok(runtime.some((i) => i.exchange === 0 && i.kind === "schema"));
  assert.ok(runtime.some((i) => i.exchange === 1 && i.kind === "shape"));
  assert.ok(runtime.some((i) => i.exchange === 2 && i.kind === "schema"));
  const types = typecheckFixtures([{ file: "bad.json", doc: bad }], v);
  assert.ok(types.length > 0 && types.every((i) => i.exchange === 0 && i.kind === "type"), describe(types));
});
