// Copies the committed spec next to the built validator (dist/openapi.json,
// and dist-test/src/openapi.json for the tests): `@teg/client/validate`
// loads it from there. The spec is the repository's `openapi/openapi.json`,
// or the file `TEG_OPENAPI_SPEC` names (a build outside the repository).
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const spec = process.env.TEG_OPENAPI_SPEC ?? join(root, "..", "..", "openapi", "openapi.json");
if (!existsSync(spec)) {
  console.error(`copy-spec: no spec at ${spec}: set TEG_OPENAPI_SPEC to the service's openapi.json`);
  process.exit(1);
}
const targets = process.argv.length > 2 ? process.argv.slice(2) : ["dist"];
for (const t of targets) {
  const dir = join(root, t);
  mkdirSync(dir, { recursive: true });
  copyFileSync(spec, join(dir, "openapi.json"));
}
