// Drift check: run the `generate` script's command (from package.json) into a
// temp file and fail when it differs from the committed src/generated/schema.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const committed = join(root, "src", "generated", "schema.ts");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const args = pkg.scripts.generate.trim().split(/\s+/);
if (args[0] !== "openapi-typescript") throw new Error(`unexpected generate script: ${pkg.scripts.generate}`);
const out = args.indexOf("-o");
if (out === -1) throw new Error("the generate script must name its output with -o");

const dir = mkdtempSync(join(tmpdir(), "teg-client-gen-"));
const fresh = join(dir, "schema.ts");
args[out + 1] = fresh;
try {
  const cli = join(root, "node_modules", "openapi-typescript", "bin", "cli.js");
  execFileSync(process.execPath, [cli, ...args.slice(1)], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const a = readFileSync(committed, "utf8");
  const b = readFileSync(fresh, "utf8");
  if (a !== b) {
    const al = a.split("\n");
    const bl = b.split("\n");
    let i = 0;
    while (i < al.length && al[i] === bl[i]) i++;
    console.error(
      `src/generated/schema.ts is stale: openapi/openapi.json generates something else (first difference at line ${i + 1}).`,
    );
    console.error(`  committed: ${JSON.stringify(al[i] ?? "<end of file>")}`);
    console.error(`  generated: ${JSON.stringify(bl[i] ?? "<end of file>")}`);
    console.error("Run `npm run generate` in clients/typescript and commit the result.");
    process.exitCode = 1;
  } else {
    console.log("src/generated/schema.ts matches openapi/openapi.json");
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
