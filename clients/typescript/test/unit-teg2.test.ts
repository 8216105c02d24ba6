// TEG II commit–reveal: the hash construction of T2-SEC-2, the splits of
// T2-CLK, and Teg2Secrets keeping nonces until the reveal.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import {
  MemorySecretStore,
  Teg2Secrets,
  commitment,
  defaultSplit,
  isLegalSplit,
  parseSplit,
  randomNonce,
} from "../src/index.js";
import type { SecretStore, Teg2LegalOf } from "../src/index.js";

test("commitment: lowercase hex SHA-256 of teg2|game|window|power|choice|nonce", async () => {
  // vectors computed independently (Python hashlib)
  assert.equal(
    await commitment("b0e6c379-c76a-4cd0-83f1-8f0039bc0c94", "t0-objective-3", "china", "control_5", "00112233445566778899aabbccddeeff"),
    "58b7ba2e1e1b102f96ab2cb89a84f43e89bc6162c2d62ba53e9c0d123053bd28",
  );
  assert.equal(
    await commitment("g", "t0-combat-7", "usa", "3,+,ue", "0123456789abcdef0123456789abcdef"),
    "9dcd3acff86a643e70036066a848c9aa11b14c1e30aa7b19032af997216ad35f",
  );
  const nonce = randomNonce();
  const expected = createHash("sha256").update(`teg2|g|w|ussr|intercept|${nonce}`).digest("hex");
  assert.equal(await commitment("g", "w", "ussr", "intercept", nonce), expected);
});

test("nonce: 32 random bytes as 64 lowercase hex digits (16 to 64 bytes allowed)", () => {
  const a = randomNonce();
  assert.match(a, /^[0-9a-f]{64}$/);
  assert.notEqual(a, randomNonce());
  assert.match(randomNonce(16), /^[0-9a-f]{32}$/);
  assert.throws(() => randomNonce(8));
  assert.throws(() => randomNonce(65));
});

test("splits: the rules' default (T2-CLK-5a examples)", () => {
  const cases: [number, boolean, number, string][] = [
    [8, false, 0, "3,3,2"],
    [7, false, 0, "3,2,2"],
    [1, false, 0, "1,0,0"],
    [6, true, 0, "3,3,ue"],
    [8, false, 2, "4,4,air"],
    [5, true, 3, "5,air,ue"],
    [34, false, 0, "+,11,11"],
    [36, false, 0, "11,11,+"],
    [0, false, 0, "0,0,0"],
  ];
  for (const [ordinary, special, aircraft, expected] of cases) {
    const side = { ordinary, special, aircraft };
    assert.equal(defaultSplit(side), expected, JSON.stringify(side));
    assert.ok(isLegalSplit(expected, side), `${expected} is legal`);
  }
});

test("splits: legality (T2-CLK-4)", () => {
  const side = { ordinary: 16, special: false, aircraft: 0 };
  assert.ok(isLegalSplit("2,+,1", side));
  assert.ok(isLegalSplit("+,0,0", side));
  assert.ok(!isLegalSplit("5,5,5", side), "must add up");
  assert.ok(!isLegalSplit("+,+,1", side), "one + at most");
  assert.ok(!isLegalSplit("12,4,0", side), "0..11 per dial");
  assert.ok(!isLegalSplit("8,8,ue", side), "no special unit here");
  assert.ok(isLegalSplit("8,8,ue", { ordinary: 16, special: true, aircraft: 0 }));
  assert.ok(!isLegalSplit("8,8,0", { ordinary: 16, special: true, aircraft: 0 }), "the special unit needs its dial");
  assert.ok(!isLegalSplit("8,8", side));
  assert.deepEqual(parseSplit("3,+,ue"), [3, "+", "ue"]);
  assert.equal(parseSplit("3,x,ue"), null);
});

const binding = "b0e6c379-c76a-4cd0-83f1-8f0039bc0c94";

test("Teg2Secrets: objective tokens committed, then revealed with kind and nonce", async () => {
  const secrets = new Teg2Secrets();
  const place: Teg2LegalOf<"place_objective"> = {
    action: "place_objective",
    power: "china",
    regions: ["argentina", "chile"],
    window: "t0-objective-3",
  };
  assert.deepEqual(await secrets.unusedKinds(binding, "china"), [
    "intervention_1",
    "non_intervention_2",
    "intervention_3",
    "intervention_4",
    "control_5",
  ]);
  const cmd = await secrets.placeObjective(binding, place, { region: "chile", kind: "control_5" });
  assert.equal(cmd.action, "place_objective");
  assert.equal(cmd.region, "chile");
  assert.match(cmd.commitment, /^[0-9a-f]{64}$/);
  assert.deepEqual(await secrets.unusedKinds(binding, "china"), [
    "intervention_1",
    "non_intervention_2",
    "intervention_3",
    "intervention_4",
  ]);
  await assert.rejects(secrets.placeObjective(binding, place, { region: "peru", kind: "intervention_1" }));

  const reveal = await secrets.reveal(binding, { action: "reveal_objective", power: "china", token: 0, window: "t0-objective-3" });
  assert.ok(reveal && reveal.action === "reveal_objective");
  assert.equal(reveal.kind, "control_5");
  assert.equal(reveal.token, 0);
  assert.equal(await commitment(binding, "t0-objective-3", "china", reveal.kind, reveal.nonce), cmd.commitment);
});

test("Teg2Secrets: battle commands and interceptions; a retried commit sends the same commitment", async () => {
  const secrets = new Teg2Secrets();
  const step: Teg2LegalOf<"commit_split"> = {
    action: "commit_split",
    power: "usa",
    window: "t0-combat-7",
    ordinary: 16,
    special: true,
    aircraft: 0,
  };
  const a = await secrets.commitSplit(binding, step, "7,+,ue");
  const again = await secrets.commitSplit(binding, step, [7, "+", "ue"]);
  assert.equal(again.commitment, a.commitment, "same window, same choice: same commitment");
  await assert.rejects(secrets.commitSplit(binding, step, "8,+,ue"), /already committed/);
  await assert.rejects(secrets.commitSplit(binding, { ...step, window: "other" }, "5,5,5"), /not a legal split/);
  const reveal = await secrets.reveal(binding, { action: "reveal_split", power: "usa", window: "t0-combat-7" });
  assert.ok(reveal && reveal.action === "reveal_split");
  assert.equal(reveal.split, "7,+,ue");
  assert.equal(await commitment(binding, "t0-combat-7", "usa", "7,+,ue", reveal.nonce), a.commitment);

  const dflt = await secrets.commitSplit(binding, { ...step, window: "t0-combat-9", special: false, ordinary: 8 });
  const r2 = await secrets.reveal(binding, { action: "reveal_split", power: "usa", window: "t0-combat-9" });
  assert.ok(r2 && r2.action === "reveal_split" && r2.split === "3,3,2");
  assert.match(dflt.commitment, /^[0-9a-f]{64}$/);

  const ic = await secrets.commitIntercept(binding, { action: "commit_intercept", power: "ussr", window: "t0-launch-2" }, true);
  const ir = await secrets.reveal(binding, { action: "reveal_intercept", power: "ussr", window: "t0-launch-2" });
  assert.ok(ir && ir.action === "reveal_intercept" && ir.intercept === true);
  assert.equal(await commitment(binding, "t0-launch-2", "ussr", "intercept", ir.nonce), ic.commitment);

  assert.equal(await secrets.reveal(binding, { action: "reveal_split", power: "usa", window: "never" }), undefined);
  await secrets.forget(binding, "t0-combat-7", "usa");
  assert.equal(await secrets.reveal(binding, { action: "reveal_split", power: "usa", window: "t0-combat-7" }), undefined);
});

test("Teg2Secrets: a pluggable (async) store keeps the nonces", async () => {
  const backing = new Map<string, string>();
  const calls: string[] = [];
  const store: SecretStore = {
    async get(k) {
      calls.push("get");
      return backing.get(k);
    },
    async set(k, v) {
      calls.push("set");
      backing.set(k, v);
    },
    async delete(k) {
      backing.delete(k);
    },
  };
  const first = new Teg2Secrets({ store });
  const cmd = await first.commitIntercept(binding, { action: "commit_intercept", power: "japan", window: "w1" }, false);
  // another instance over the same store (a restarted client) can reveal
  const second = new Teg2Secrets({ store });
  const r = await second.reveal(binding, { action: "reveal_intercept", power: "japan", window: "w1" });
  assert.ok(r && r.action === "reveal_intercept" && r.intercept === false);
  assert.equal(await commitment(binding, "w1", "japan", "pass", r.nonce), cmd.commitment);
  assert.ok(calls.includes("set") && calls.includes("get"));
  assert.ok([...backing.keys()].every((k) => k.includes(binding)));
  assert.ok(new MemorySecretStore().get("x") === undefined);
});
