// `npm run dev`: a small server for trying the built client against a
// running service: api/assets/play/ under /play (index.html for any
// non-asset path, with the production CSP; sw.js with the production
// Service-Worker-Allowed) and everything else proxied,
// streams included, to TEG_URL (default http://127.0.0.1:8090).
// Listens on DEV_BIND (default 127.0.0.1:8091).
import { readFileSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { files, outDir } from "./config.mjs";

const target = new URL(process.env.TEG_URL ?? "http://127.0.0.1:8090");
const [host, port] = (process.env.DEV_BIND ?? "127.0.0.1:8091").split(":");
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'none'; frame-ancestors 'none'";
const TYPES = {
  "app.js": "text/javascript; charset=utf-8",
  "app.css": "text/css; charset=utf-8",
  "sw.js": "text/javascript; charset=utf-8",
  "manifest.webmanifest": "application/manifest+json",
  "icon.svg": "image/svg+xml",
  "icon-192.png": "image/png",
  "icon-512.png": "image/png",
};

function serveAsset(res, name) {
  try {
    const body = readFileSync(join(outDir, name));
    const headers = { "content-type": TYPES[name] ?? "text/html; charset=utf-8", "cache-control": "no-cache", "content-security-policy": CSP };
    if (name === "sw.js") headers["service-worker-allowed"] = "/play";
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("not built: run npm run build\n");
  }
}

function proxy(req, res) {
  const upstream = http.request(
    { host: target.hostname, port: target.port || 80, method: req.method, path: req.url, headers: { ...req.headers, host: target.host }, agent: false },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      res.flushHeaders();
      up.pipe(res);
      // the service went away mid-answer (a stream, say): drop the client's side too
      up.on("aborted", () => res.destroy());
      up.on("error", () => res.destroy());
    },
  );
  upstream.on("error", (e) => {
    if (!res.headersSent) {
      res.writeHead(502, { "content-type": "application/problem+json" });
      res.end(JSON.stringify({ type: "about:blank", title: "Bad Gateway", status: 502, detail: String(e.message), code: "HTTP_502" }));
    } else res.destroy();
  });
  res.on("close", () => upstream.destroy());
  req.pipe(upstream);
}

http
  .createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const name = path.slice("/play/".length);
    if (path.startsWith("/play/") && name !== "index.html" && files.includes(name)) return serveAsset(res, name);
    if (path === "/play" || path.startsWith("/play/")) return serveAsset(res, "index.html");
    proxy(req, res);
  })
  .listen(Number(port), host, () => console.log(`play: http://${host}:${port}/play  ->  ${target.origin}`));
