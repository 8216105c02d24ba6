// `npm run check-surface`: the client talks to the service only through the
// SDK's public surface, and names no URL path outside the public API.
//  1. Every input of the bundle (esbuild's metafile) is a play source
//     (src/), an SDK source (clients/typescript/src/) reached through its
//     index.ts, or openapi-fetch; nothing else (no ajv, no validate.ts).
//  2. Play sources import the SDK only as "@teg/client".
//  3. No string literal of the play sources is a path ("/...") other than
//     /v1/..., /graphql or /play...
//  4. The service worker (sw.js) takes in play sources only (no SDK: it
//     calls no API), and has no fetch handler and no Cache Storage, so it
//     can serve nothing stale.
import * as esbuild from "esbuild";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import ts from "typescript";
import { buildOptions, root, sdkModules, sdkSrc, swBuildOptions } from "./config.mjs";

const problems = [];
const playSrc = resolve(root, "src");
const openapiFetch = resolve(sdkModules, "openapi-fetch");
const sdkIndex = resolve(sdkSrc, "index.ts");
const under = (path, dir) => path === dir || path.startsWith(dir + sep);

// 1 and 2: the module graph.
const result = await esbuild.build(buildOptions(resolve(root, ".surface-out"), false));
const inputs = result.metafile.inputs;
const abs = (p) => resolve(root, p);
const reached = new Set();
for (const [path, input] of Object.entries(inputs)) {
  const file = abs(path);
  if (under(file, playSrc)) {
    for (const imp of input.imports) {
      const target = abs(imp.path);
      if (under(target, sdkSrc) && (target !== sdkIndex || imp.original !== "@teg/client")) {
        problems.push(`${path} imports ${imp.original}: use "@teg/client" only`);
      }
      if (under(target, openapiFetch)) problems.push(`${path} imports openapi-fetch itself: go through @teg/client`);
    }
  } else if (under(file, sdkSrc)) {
    // reached through index.ts: checked below by walking from it
  } else if (!under(file, openapiFetch)) {
    problems.push(`the bundle takes in ${path}: neither a play source, the SDK nor openapi-fetch`);
  }
  if (/(^|[\\/])(ajv|ajv-formats)[\\/]|validate\.ts$/.test(path)) problems.push(`the bundle takes in ${path} (the validator must stay out)`);
}
// Every SDK input must be reachable from index.ts through SDK imports.
const stack = [sdkIndex];
while (stack.length) {
  const file = stack.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  const input = inputs[relative(root, file).split(sep).join("/")];
  for (const imp of input?.imports ?? []) {
    const target = abs(imp.path);
    if (under(target, sdkSrc)) stack.push(target);
  }
}
for (const path of Object.keys(inputs)) {
  const file = abs(path);
  if (under(file, sdkSrc) && !reached.has(file)) problems.push(`${path} is bundled but not reached through the SDK's index.ts`);
}

// 4: the service worker.
const sw = await esbuild.build(swBuildOptions(resolve(root, ".surface-out"), false));
const swInputs = Object.keys(sw.metafile.inputs);
for (const path of swInputs) {
  if (!under(abs(path), playSrc)) problems.push(`the service worker takes in ${path}: play sources only (it calls no API)`);
}
const swText = sw.outputFiles.map((f) => f.text).join("\n");
if (/addEventListener\(\s*["'`]fetch["'`]|onfetch\b/.test(swText)) problems.push("the service worker handles fetch: it must serve nothing itself");
if (/\bcaches\b/.test(swText)) problems.push("the service worker uses Cache Storage: it must keep nothing that could go stale");

// 2 (the source text) and 3: the play sources themselves.
function sources(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.(ts|mts)$/.test(name)) out.push(p);
  }
  return out;
}
const allowed = (s) => /^\/v1(\/|$)/.test(s) || /^\/graphql(\/|\?|$)/.test(s) || /^\/play(\/|\?|$)/.test(s);
const looksLikePath = (s) => /^\/[A-Za-z0-9_{}.:$-]/.test(s);
for (const file of sources(playSrc)) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const rel = relative(root, file);
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const spec = node.moduleSpecifier.text;
      if (/^@teg\/client\/|typescript\/src|openapi-fetch/.test(spec)) problems.push(`${rel} imports "${spec}": use "@teg/client" only`);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg) && /^@teg\/client\/|typescript\/src/.test(arg.text)) problems.push(`${rel} imports "${arg.text}"`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const s = node.text;
      if (looksLikePath(s) && !allowed(s)) {
        const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
        problems.push(`${rel}:${line + 1} names the path "${s}": only /v1/..., /graphql and /play... are allowed`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
const count = (pred) => Object.keys(inputs).filter((p) => pred(abs(p))).length;
console.log(
  `surface ok: ${count((f) => under(f, playSrc))} play sources, ${count((f) => under(f, sdkSrc))} SDK sources, ` +
    `${count((f) => under(f, openapiFetch))} openapi-fetch file(s); no other path than /v1, /graphql, /play; ` +
    `service worker: ${swInputs.length} play source(s), no fetch handler, no cache`,
);
