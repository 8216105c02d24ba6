// `npm run check-built`: rebuilds into a temporary directory and fails when
// the result differs from the committed api/assets/play/ (drift check).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "./build.mjs";
import { files, outDir } from "./config.mjs";

const tmp = mkdtempSync(join(tmpdir(), "teg-play-"));
let failed = false;
try {
  await build(tmp);
  const committed = readdirSync(outDir).sort();
  const expected = [...files].sort();
  if (committed.join() !== expected.join()) {
    console.error(`api/assets/play/ holds ${committed.join(", ")}; a build makes ${expected.join(", ")}`);
    failed = true;
  }
  for (const f of files) {
    let old;
    try {
      old = readFileSync(join(outDir, f));
    } catch {
      console.error(`api/assets/play/${f} is missing`);
      failed = true;
      continue;
    }
    if (!old.equals(readFileSync(join(tmp, f)))) {
      console.error(`api/assets/play/${f} differs from a fresh build`);
      failed = true;
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (failed) {
  console.error("run `npm run build` in clients/play and commit api/assets/play/");
  process.exit(1);
}
console.log("api/assets/play/ matches a fresh build");
