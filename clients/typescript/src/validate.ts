// Runtime validation of the service's answers against openapi/openapi.json:
// the spec's schemas (JSON Schema 2020-12) compiled with Ajv, looked up by
// (operationId, status). Exported as `@teg/client/validate`; needs the
// optional peer dependencies `ajv` and `ajv-formats`.
import { Ajv2020 } from "ajv/dist/2020.js";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { Middleware } from "openapi-fetch";
import type { OperationId, Schemas } from "./types.js";

/** The parts of an OpenAPI 3.1 document the validator reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  [key: string]: unknown;
}

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const DOC_ID = "https://teg.invalid/openapi.json";

export interface ValidationResult {
  ok: boolean;
  /** Human-readable problems (`/teg2/tables/0: must have required property 'x'`). */
  errors: string[];
  /** The `#/...` location of the schema checked, when one was. */
  schema?: string;
}

/** One answer that the spec does not allow. */
export interface SpecMismatch {
  operationId: string;
  method: string;
  path: string;
  url: string;
  status: number;
  contentType: string | null;
  errors: string[];
  /** The body (parsed when JSON), for the report. */
  body: unknown;
}

export class SpecMismatchError extends Error {
  override readonly name = "SpecMismatchError";
  constructor(readonly mismatch: SpecMismatch) {
    super(
      `${mismatch.operationId} answered ${mismatch.status} (${mismatch.contentType ?? "no content-type"}) ` +
        `outside the spec: ${mismatch.errors.slice(0, 8).join("; ")}`,
    );
  }
}

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function mediaTypeOf(contentType: string | null): string | null {
  if (!contentType) return null;
  return contentType.split(";")[0]!.trim().toLowerCase();
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

export function formatErrors(errors: ErrorObject[] | null | undefined): string[] {
  if (!errors) return [];
  return errors.map((e) => {
    const where = e.instancePath || "(root)";
    const params = e.keyword === "additionalProperties" ? ` '${String(e.params.additionalProperty)}'` : "";
    const allowed = e.keyword === "enum" ? ` ${JSON.stringify(e.params.allowedValues)}` : "";
    return `${where}: ${e.message ?? e.keyword}${params}${allowed} [${e.schemaPath}]`;
  });
}

/**
 * Compiles the spec's schemas once; validates bodies by operation and status,
 * or against a component schema by name.
 */
export class SpecValidator {
  readonly ajv: Ajv2020;
  private readonly operations = new Map<string, { method: string; path: string; op: Operation }>();
  private readonly byRoute = new Map<string, string>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly spec: OpenApiDocument) {
    this.ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
      allowUnionTypes: true,
      validateFormats: true,
    });
    addFormats.default(this.ajv);
    // OpenAPI's own annotations and integer formats.
    this.ajv.addKeyword({ keyword: "example", schemaType: ["string", "number", "integer", "boolean", "object", "array", "null"] });
    const inRange = (min: number, max: number) => (n: number) => Number.isInteger(n) && n >= min && n <= max;
    this.ajv.addFormat("int32", { type: "number", validate: inRange(-(2 ** 31), 2 ** 31 - 1) });
    this.ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isInteger(n) });
    this.ajv.addFormat("uint32", { type: "number", validate: inRange(0, 2 ** 32 - 1) });
    this.ajv.addFormat("uint64", { type: "number", validate: (n: number) => Number.isInteger(n) && n >= 0 });
    this.ajv.addFormat("float", { type: "number", validate: () => true });
    this.ajv.addFormat("double", { type: "number", validate: () => true });
    // The document's top-level keys are not schema keywords.
    this.ajv.addKeyword({ keyword: "paths" });
    this.ajv.addKeyword({ keyword: "components" });
    // The whole document under one id, so that every `#/components/...`
    // reference resolves; only the fragments referenced are compiled.
    this.ajv.addSchema({ $id: DOC_ID, paths: spec.paths, components: spec.components ?? {} } as object, undefined, undefined, false);

    for (const [path, item] of Object.entries(spec.paths)) {
      for (const method of METHODS) {
        const op = item[method] as Operation | undefined;
        if (!op?.operationId) continue;
        this.operations.set(op.operationId, { method, path, op });
        this.byRoute.set(`${method.toUpperCase()} ${path}`, op.operationId);
      }
    }
  }

  /** The operationId of a method and path template (`GET`, `/v1/games/{id}`). */
  operationId(method: string, pathTemplate: string): string | undefined {
    return this.byRoute.get(`${method.toUpperCase()} ${pathTemplate}`);
  }

  /** Every operationId of the spec. */
  operationIds(): string[] {
    return [...this.operations.keys()];
  }

  /** Every component schema name. */
  schemaNames(): string[] {
    return Object.keys(this.spec.components?.schemas ?? {});
  }

  private compile(pointer: string): ValidateFunction {
    let fn = this.compiled.get(pointer);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      this.compiled.set(pointer, fn);
    }
    return fn;
  }

  /** Validates a value against a component schema (`"Event"`, `"GameView"`). */
  validateSchema(name: keyof Schemas | (string & {}), value: unknown): ValidationResult {
    if (!this.spec.components?.schemas?.[name]) {
      return { ok: false, errors: [`no component schema ${name}`] };
    }
    const pointer = `#/components/schemas/${pointerEscape(name)}`;
    const fn = this.compile(pointer);
    const ok = fn(value) as boolean;
    return { ok, errors: ok ? [] : formatErrors(fn.errors), schema: pointer };
  }

  /** The documented response of an operation for a status (exact, `4XX`-style, then `default`). */
  responseKey(operationId: string, status: number): string | undefined {
    const responses = this.operations.get(operationId)?.op.responses ?? {};
    for (const key of [String(status), `${Math.floor(status / 100)}XX`, "default"]) {
      if (key in responses) return key;
    }
    return undefined;
  }

  /**
   * Validates an answer of `operationId`: its status must be documented, its
   * media type one the spec gives for that status, and a JSON body must match
   * the schema. `body` is the parsed JSON (or undefined for no body).
   */
  validateResponse(
    operationId: OperationId | (string & {}),
    status: number,
    body: unknown,
    contentType: string | null = body === undefined ? null : "application/json",
  ): ValidationResult {
    const entry = this.operations.get(operationId);
    if (!entry) return { ok: false, errors: [`unknown operationId ${operationId}`] };
    const key = this.responseKey(operationId, status);
    if (key === undefined) {
      const documented = Object.keys(entry.op.responses ?? {}).join(", ");
      return { ok: false, errors: [`status ${status} is not documented (documented: ${documented})`] };
    }
    const response = entry.op.responses![key]!;
    const content = response.content ?? {};
    const mediaTypes = Object.keys(content);
    const mediaType = mediaTypeOf(contentType);
    if (mediaTypes.length === 0) {
      if (body !== undefined && body !== "") {
        return { ok: false, errors: [`status ${status} is documented without a body, but one came (${contentType})`] };
      }
      return { ok: true, errors: [] };
    }
    if (body === undefined) {
      return { ok: false, errors: [`status ${status} documents a body (${mediaTypes.join(", ")}), none came`] };
    }
    const matched = mediaTypes.find((m) => m.toLowerCase() === mediaType);
    if (!matched) {
      return {
        ok: false,
        errors: [`content-type ${contentType ?? "(none)"} is not documented for ${status} (documented: ${mediaTypes.join(", ")})`],
      };
    }
    if (!isJsonMediaType(matched) || content[matched]!.schema === undefined) return { ok: true, errors: [] };
    const pointer =
      `#/paths/${pointerEscape(entry.path)}/${entry.method}/responses/${pointerEscape(key)}` +
      `/content/${pointerEscape(matched)}/schema`;
    const fn = this.compile(pointer);
    const ok = fn(body) as boolean;
    return { ok, errors: ok ? [] : formatErrors(fn.errors), schema: pointer };
  }

  /**
   * Validates a recorded body of `operationId` for `status`, as if it came
   * with the media type the spec documents (its JSON one, when several).
   * `undefined` or `null` stand for no body.
   */
  validateBody(operationId: OperationId | (string & {}), status: number, body: unknown): ValidationResult {
    const entry = this.operations.get(operationId);
    const key = entry ? this.responseKey(operationId, status) : undefined;
    const content = key !== undefined ? (entry!.op.responses![key]!.content ?? {}) : {};
    const mediaTypes = Object.keys(content);
    const mediaType = mediaTypes.find((m) => isJsonMediaType(m.toLowerCase())) ?? mediaTypes[0] ?? null;
    const present = body !== undefined && body !== null;
    return this.validateResponse(operationId, status, present ? body : undefined, present ? mediaType : null);
  }

  /**
   * An openapi-fetch middleware that checks every answer against the spec
   * (bodies of `text/event-stream` answers are not read). On a mismatch it
   * calls `onMismatch` and, unless `throwOnMismatch` is false, throws a
   * SpecMismatchError, which fails the call.
   */
  middleware(
    options: { onMismatch?: (mismatch: SpecMismatch) => void; throwOnMismatch?: boolean; onChecked?: (operationId: string, status: number) => void } = {},
  ): Middleware {
    const validator = this;
    return {
      async onResponse({ request, response, schemaPath }) {
        const operationId = validator.operationId(request.method, schemaPath);
        if (!operationId) return undefined;
        const contentType = response.headers.get("content-type");
        const mediaType = mediaTypeOf(contentType);
        let body: unknown;
        if (mediaType === "text/event-stream") {
          body = "";
        } else if (response.status === 204 || response.status === 304 || request.method === "HEAD") {
          const text = await response.clone().text();
          body = text === "" ? undefined : text;
        } else {
          const text = await response.clone().text();
          if (text === "") body = undefined;
          else if (mediaType && isJsonMediaType(mediaType)) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          } else body = text;
        }
        const result =
          mediaType === "text/event-stream"
            ? validator.validateResponse(operationId, response.status, "", contentType)
            : validator.validateResponse(operationId, response.status, body, contentType);
        options.onChecked?.(operationId, response.status);
        if (!result.ok) {
          const url = new URL(request.url);
          const mismatch: SpecMismatch = {
            operationId,
            method: request.method,
            path: schemaPath,
            url: url.pathname + url.search,
            status: response.status,
            contentType,
            errors: result.errors,
            body,
          };
          options.onMismatch?.(mismatch);
          if (options.throwOnMismatch !== false) throw new SpecMismatchError(mismatch);
        }
        return undefined;
      },
    };
  }
}

/**
 * Reads the spec shipped with the package (`dist/openapi.json`, a copy of
 * openapi/openapi.json made at build time). Node only; elsewhere pass the
 * document to `new SpecValidator(spec)` yourself.
 */
export async function loadBundledSpec(): Promise<OpenApiDocument> {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(new URL("./openapi.json", import.meta.url), "utf8");
  return JSON.parse(text) as OpenApiDocument;
}

/** A validator over the bundled spec (or the one given). */
export async function createValidator(spec?: OpenApiDocument): Promise<SpecValidator> {
  return new SpecValidator(spec ?? (await loadBundledSpec()));
}
