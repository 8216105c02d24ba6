// The one esbuild configuration of the player client, shared by the build,
// the drift check and the module-graph check: src/main.ts bundled into one
// minified ES module (app.js) and its CSS (app.css), src/sw.ts into the
// service worker (sw.js, a classic script), plus index.html, the web app
// manifest and the icons (drawn by scripts/icons.mjs, committed in icons/).
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

/**
 * esbuild's options for the service worker: src/sw.ts alone, one classic
 * script (a module worker is not registered everywhere yet), no SDK.
 */
export function swBuildOptions(outdir, write = true) {
  return {
    absWorkingDir: root,
    entryPoints: { sw: "src/sw.ts" },
    outdir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    sourcemap: false,
    legalComments: "none",
    charset: "utf8",
    metafile: true,
    write,
    logLevel: "warning",
  };
}

/** The colours of the installed app (app.css: the top bar and --bg). */
export const themeColor = "#17324d";
export const backgroundColor = "#f3f1ea";

/**
 * The web app manifest. The scope is `/play` (no slash): the home page
 * is `/play` itself, and a scope of `/play/` would leave it, and the start
 * URL, outside the app.
 */
export const manifest = `${JSON.stringify(
  {
    id: "/play",
    name: "TEG",
    short_name: "TEG",
    start_url: "/play",
    scope: "/play",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: "/play/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/play/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/play/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/play/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
  },
  null,
  2,
)}\n`;

/** The page: no inline script or style (the CSP is strict), one module, one stylesheet. */
export const indexHtml = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="theme-color" content="${themeColor}">
<title>T.E.G.</title>
<link rel="manifest" href="/play/manifest.webmanifest">
<link rel="icon" href="/play/icon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/play/icon-192.png">
<link rel="stylesheet" href="/play/app.css">
<script type="module" src="/play/app.js"></script>
</head>
<body>
<main id="app"><noscript>T.E.G. needs JavaScript.</noscript></main>
</body>
</html>
`;

/** The icons, copied from icons/ as they are. */
export const icons = ["icon.svg", "icon-192.png", "icon-512.png"];

/** The first load: the page, its script and style sheet (the gzip budget counts these). */
export const firstLoad = ["index.html", "app.js", "app.css"];

/** The files of a build, in a fixed order. */
export const files = [...firstLoad, "sw.js", "manifest.webmanifest", ...icons];
