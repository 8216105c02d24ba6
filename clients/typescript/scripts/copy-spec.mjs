// Copies the committed spec next to the built validator (dist/openapi.json,
// and dist-test/src/openapi.json for the tests): `@teg/client/validate`
// loads it from there.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const spec = join(root, "..", "..", "openapi", "openapi.json");
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["dist"];
for (const t of targets) {
  const dir = join(root, t);
  mkdirSync(dir, { recursive: true });
  copyFileSync(spec, join(dir, "openapi.json"));
}
