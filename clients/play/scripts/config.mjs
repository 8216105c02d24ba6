// The one esbuild configuration of the player client, shared by the build,
// the drift check and the module-graph check: src/main.ts bundled into one
// minified ES module (app.js) and its CSS (app.css), plus index.html.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** clients/play */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The repository. */
export const repo = resolve(root, "../..");
/** The SDK's sources: "@teg/client" is its index.ts. */
export const sdkSrc = resolve(root, "../typescript/src");
/** Where `npm ci` in clients/typescript puts openapi-fetch. */
export const sdkModules = resolve(root, "../typescript/node_modules");
/** The committed output, served by the binary at /play. */
export const outDir = resolve(repo, "api/assets/play");

/** esbuild's options for a build into `outdir`. */
export function buildOptions(outdir, write = true) {
  return {
    absWorkingDir: root,
    entryPoints: { app: "src/main.ts" },
    outdir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    sourcemap: false,
    legalComments: "none",
    charset: "utf8",
    metafile: true,
    write,
    logLevel: "warning",
    alias: { "@teg/client": resolve(sdkSrc, "index.ts") },
    nodePaths: [sdkModules],
  };
}

/** The page: no inline script or style (the CSP is strict), one module, one stylesheet. */
export const indexHtml = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>T.E.G.</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/play/app.css">
<script type="module" src="/play/app.js"></script>
</head>
<body>
<main id="app"><noscript>T.E.G. needs JavaScript.</noscript></main>
</body>
</html>
`;

/** The files of a build, in a fixed order. */
export const files = ["index.html", "app.js", "app.css"];
