// `npm run build`: bundles the client into api/assets/play/ (or the
// directory given as the first argument) and prints the gzip sizes.
import * as esbuild from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { buildOptions, files, firstLoad, icons, indexHtml, manifest, outDir, root, swBuildOptions } from "./config.mjs";

/** Builds into `dir` (emptied first). */
export async function build(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const result = await esbuild.build(buildOptions(dir));
  await esbuild.build(swBuildOptions(dir));
  writeFileSync(join(dir, "index.html"), indexHtml);
  writeFileSync(join(dir, "manifest.webmanifest"), manifest);
  for (const icon of icons) copyFileSync(join(root, "icons", icon), join(dir, icon));
  return result;
}

/** The gzip size of each file of a build, and the first load's total. */
export function sizes(dir) {
  const rows = files.map((f) => {
    const bytes = readFileSync(join(dir, f));
    return { file: f, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = rows.filter((r) => firstLoad.includes(r.file)).reduce((s, r) => s + r.gzip, 0);
  return { rows, total };
}

const LIMIT = 150 * 1024;

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2] ? resolve(process.argv[2]) : outDir;
  await build(dir);
  const { rows, total } = sizes(dir);
  for (const r of rows) console.log(`${r.file.padEnd(20)} ${String(r.raw).padStart(8)} B  gzip ${String(r.gzip).padStart(7)} B`);
  console.log(`first load (gzip, ${firstLoad.join(" + ")}): ${(total / 1024).toFixed(1)} KB of ${LIMIT / 1024} KB allowed`);
  if (total > LIMIT) {
    console.error("the first load is over budget");
    process.exit(1);
  }
}
