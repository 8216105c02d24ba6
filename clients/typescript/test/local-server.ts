// A tiny node:http server for the unit tests: scripted answers, recorded requests.
import { createServer } from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Handler = (req: Recorded, res: ServerResponse, raw: IncomingMessage) => void | Promise<void>;

export interface LocalServer {
  url: string;
  requests: Recorded[];
  close(): Promise<void>;
}

export async function localServer(handler: Handler): Promise<LocalServer> {
  const requests: Recorded[] = [];
  const server = createServer((raw, res) => {
    const chunks: Buffer[] = [];
    raw.on("data", (c: Buffer) => chunks.push(c));
    raw.on("end", () => {
      const url = new URL(raw.url ?? "/", "http://localhost");
      const rec: Recorded = {
        method: raw.method ?? "GET",
        path: url.pathname,
        query: url.searchParams,
        headers: raw.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(rec);
      Promise.resolve(handler(rec, res, raw)).catch((e: unknown) => {
        res.statusCode = 500;
        res.end(String(e));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

export function problem(
  res: ServerResponse,
  status: number,
  code: string,
  extra: { detail?: string; rule?: string | null; headers?: Record<string, string> } = {},
): void {
  res.writeHead(status, { "content-type": "application/problem+json", ...(extra.headers ?? {}) });
  res.end(
    JSON.stringify({
      type: `/problems/${code}`,
      title: "Problem",
      status,
      detail: extra.detail ?? code.toLowerCase(),
      code,
      rule: extra.rule ?? null,
    }),
  );
}

/** A JWT-shaped token (unsigned: the client never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ typ: "JWT", alg: "HS256" })}.${b64(claims)}.c2ln`;
}
