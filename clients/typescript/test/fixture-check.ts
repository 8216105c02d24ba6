// Checks recorded exchanges (clients/fixtures/*.json) two ways: each body is
// validated at run time against the spec's schema for its operation and
// status, and type-checked against the generated type by compiling a file of
// `checkBody(operation, status, <body> as const)` calls with the TypeScript
// compiler.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { SpecValidator } from "../src/validate.js";

export interface Exchange {
  label: string;
  viewer: string;
  version?: number;
  operation: string;
  status: number;
  body?: unknown;
}

export interface Fixture {
  ruleset: string;
  about: string;
  exchanges: Exchange[];
}

export interface FixtureIssue {
  file: string;
  exchange: number;
  label: string;
  kind: "shape" | "schema" | "type";
  message: string;
}

/** The package root (this file runs from dist-test/test/). */
export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Structure and run-time validation of one fixture document. */
export function validateFixture(file: string, doc: unknown, v: SpecValidator): FixtureIssue[] {
  const issues: FixtureIssue[] = [];
  const shape = (message: string, exchange = -1, label = "") => issues.push({ file, exchange, label, kind: "shape", message });
  if (typeof doc !== "object" || doc === null) {
    shape("not a JSON object");
    return issues;
  }
  const d = doc as Partial<Fixture>;
  if (typeof d.ruleset !== "string") shape("`ruleset` is not a string");
  if (typeof d.about !== "string") shape("`about` is not a string");
  if (!Array.isArray(d.exchanges)) {
    shape("`exchanges` is not an array");
    return issues;
  }
  if (d.exchanges.length === 0) shape("`exchanges` is empty");
  d.exchanges.forEach((x, i) => {
    const label = typeof x?.label === "string" ? x.label : `#${i}`;
    if (typeof x !== "object" || x === null) return shape("not an object", i, label);
    if (typeof x.label !== "string") shape("`label` is not a string", i, label);
    if (typeof x.viewer !== "string") shape("`viewer` is not a string", i, label);
    if (x.version !== undefined && !Number.isInteger(x.version)) shape("`version` is not an integer", i, label);
    if (typeof x.operation !== "string" || !v.operationIds().includes(x.operation)) {
      return shape(`\`operation\` ${JSON.stringify(x.operation)} is not an operationId of the spec`, i, label);
    }
    if (!Number.isInteger(x.status)) return shape("`status` is not an integer", i, label);
    const result = v.validateBody(x.operation, x.status, x.body);
    if (!result.ok) {
      for (const message of result.errors) issues.push({ file, exchange: i, label, kind: "schema", message });
    }
  });
  return issues;
}

/**
 * Compiles one `checkBody(...)` call per exchange that has a JSON body and
 * returns the type errors, each mapped back to its fixture and exchange.
 */
export function typecheckFixtures(fixtures: { file: string; doc: Fixture }[], v: SpecValidator): FixtureIssue[] {
  const dir = mkdtempSync(join(tmpdir(), "teg-fixtures-tc-"));
  try {
    const helper = join(PACKAGE_ROOT, "test", "typed-body.js").replace(/\\/g, "/");
    const lines: string[] = [`import { checkBody } from ${JSON.stringify(helper)};`];
    const where: { line: number; file: string; exchange: number; label: string }[] = [];
    let n = 0;
    for (const { file, doc } of fixtures) {
      doc.exchanges.forEach((x, i) => {
        if (x.body === undefined || x.body === null || !v.operationIds().includes(x.operation)) return;
        if (v.responseKey(x.operation, x.status) === undefined) return;
        where.push({ line: lines.length, file, exchange: i, label: x.label });
        const name = `b${n++}`;
        lines.push(`const ${name} = ${JSON.stringify(x.body)} as const;`);
        lines.push(`checkBody(${JSON.stringify(x.operation)}, ${x.status}, ${name});`);
      });
    }
    if (where.length === 0) return [];
    const source = join(dir, "fixtures.check.ts");
    writeFileSync(source, lines.join("\n") + "\n");
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
      rootDir: "/",
    };
    // `test/typed-body.js` and `src/*.js` resolve to their .ts sources.
    const program = ts.createProgram([source], { ...options, allowJs: false });
    const diagnostics = ts.getPreEmitDiagnostics(program).filter((d) => d.file?.fileName === source || !d.file);
    return diagnostics.map((d) => {
      const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
      // the exchange whose lines hold the error
      const at = [...where].reverse().find((w) => w.line <= line) ?? where[0]!;
      return {
        file: at.file,
        exchange: at.exchange,
        label: at.label,
        kind: "type" as const,
        message: ts.flattenDiagnosticMessageText(d.messageText, "\n").split("\n").slice(process.env.TEG_FULL_TS_ERRORS === "1" ? 0 : -4).join(" / "),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
