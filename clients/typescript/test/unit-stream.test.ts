// followGame / followFeed / pollGame against a local server: resuming with
// Last-Event-ID after a drop, no event lost or repeated, idle streams
// reconnected, refusals thrown.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ProblemError, TegClient } from "../src/index.js";
import type { GameStreamItem, Notice } from "../src/index.js";
import { json, localServer, problem } from "./local-server.js";

function frame(version: number, type: string): string {
  return `id: ${version}\nevent: ${type}\ndata: ${JSON.stringify({ type, n: version })}\n\n`;
}

test("followGame: after a drop it resumes with Last-Event-ID; nothing lost or repeated", async () => {
  let connections = 0;
  const closed: number[] = [];
  const s = await localServer((req, res, raw) => {
    if (req.path !== "/v1/games/g1/events/stream") return problem(res, 404, "NOT_FOUND");
    connections++;
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const from = Number(req.headers["last-event-id"] ?? req.query.get("since") ?? 0);
    const n = connections;
    raw.on("close", () => closed.push(n));
    if (connections === 1) {
      // three events, then the connection breaks (one more frame half-sent)
      res.write(": hello\n\n" + frame(from + 1, "a") + frame(from + 2, "b") + frame(from + 3, "c") + "id: 4\nda");
      setTimeout(() => raw.socket.destroy(), 30);
    } else {
      // the resume repeats one event on purpose: the client must skip it
      res.write(frame(from, "dup") + frame(from + 1, "d") + frame(from + 2, "e"));
      res.write(`event: your_turn\ndata: ${JSON.stringify({ type: "your_turn", game_id: "g1", version: from + 2, deadline: null })}\n\n`);
      // then stays open, idle
    }
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const items: GameStreamItem[] = [];
    const connects: (number | undefined)[] = [];
    for await (const item of c.followGame("g1", {
      after: 0,
      reconnectDelayMs: 10,
      onConnect: (i) => connects.push(i.lastEventId),
    })) {
      items.push(item);
      if (item.kind === "your_turn") break;
    }
    assert.deepEqual(
      items.map((i) => (i.kind === "event" ? i.version : "your_turn")),
      [1, 2, 3, 4, 5, "your_turn"],
    );
    assert.deepEqual(connects, [0, 3]);
    const second = s.requests.filter((r) => r.path === "/v1/games/g1/events/stream")[1]!;
    assert.equal(second.headers["last-event-id"], "3", "resumed after the last event seen");
    assert.equal(second.headers.authorization, "Bearer t");
    assert.equal(second.headers.accept, "text/event-stream");
    const yt = items[5]!;
    assert.ok(yt.kind === "your_turn" && yt.yourTurn.game_id === "g1" && yt.version === 5);
    // breaking out of the loop closed the connection
    await new Promise((r) => setTimeout(r, 100));
    assert.ok(closed.includes(2), "the second connection was closed by the client");
  } finally {
    await s.close();
  }
});

test("followGame: an idle stream (no byte, no keep-alive) is reconnected", async () => {
  let connections = 0;
  const s = await localServer((_req, res) => {
    connections++;
    res.writeHead(200, { "content-type": "text/event-stream" });
    if (connections === 1) res.write(frame(1, "a")); // then silence
    else res.write(frame(2, "b"));
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const versions: number[] = [];
    for await (const item of c.followGame("g1", { idleTimeoutMs: 150, reconnectDelayMs: 10 })) {
      if (item.kind === "event") versions.push(item.version);
      if (versions.length === 2) break;
    }
    assert.deepEqual(versions, [1, 2]);
    assert.equal(connections, 2);
    assert.equal(s.requests[0]!.query.get("since"), null, "no resume point on the first connection");
    assert.equal(s.requests[1]!.headers["last-event-id"], "1");
  } finally {
    await s.close();
  }
});

test("followGame: a refusal is thrown, not retried", async () => {
  const s = await localServer((_req, res) => problem(res, 404, "GAME_NOT_FOUND"));
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    await assert.rejects(
      async () => {
        for await (const _ of c.followGame("nope")) void _;
      },
      (e: unknown) => e instanceof ProblemError && e.code === "GAME_NOT_FOUND",
    );
    assert.equal(s.requests.length, 1);
  } finally {
    await s.close();
  }
});

test("followGame: an abort ends the iteration quietly", async () => {
  const s = await localServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(frame(1, "a"));
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const ac = new AbortController();
    const seen: number[] = [];
    setTimeout(() => ac.abort(), 100);
    for await (const item of c.followGame("g1", { signal: ac.signal })) {
      if (item.kind === "event") seen.push(item.version);
    }
    assert.deepEqual(seen, [1]);
  } finally {
    await s.close();
  }
});

test("followFeed: notices by id, resumed after a drop", async () => {
  let connections = 0;
  const s = await localServer((req, res, raw) => {
    connections++;
    res.writeHead(200, { "content-type": "text/event-stream" });
    const from = Number(req.headers["last-event-id"] ?? 0);
    const notice = (id: number, type: string) =>
      `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({ id, type, game_id: "g1", at: "2026-01-01T00:00:00Z" })}\n\n`;
    res.write(notice(from + 1, "game_started") + notice(from + 2, "your_turn"));
    if (connections === 1) setTimeout(() => raw.socket.destroy(), 20);
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const got: Notice[] = [];
    for await (const n of c.followFeed({ reconnectDelayMs: 10 })) {
      got.push(n);
      if (got.length === 4) break;
    }
    assert.deepEqual(
      got.map((n) => n.id),
      [1, 2, 3, 4],
    );
    assert.equal(s.requests[0]!.path, "/v1/me/events/stream");
    assert.equal(s.requests[1]!.headers["last-event-id"], "2");
  } finally {
    await s.close();
  }
});

test("pollGame: long-polls with since and wait, and moves past empty answers", async () => {
  const s = await localServer((req, res) => {
    const since = Number(req.query.get("since"));
    if (since === 0) return json(res, 200, { version: 2, events: [1, 2].map((v) => ({ version: v, event: { type: "x" } })) });
    if (since === 2) return json(res, 200, { version: 4, events: [] }); // moved without a visible event
    return json(res, 200, { version: 5, events: [{ version: 5, event: { type: "y" } }] });
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const versions: number[] = [];
    for await (const item of c.pollGame("g1", { wait: 3 })) {
      if (item.kind === "event") versions.push(item.version);
      if (versions.length === 3) break;
    }
    assert.deepEqual(versions, [1, 2, 5]);
    assert.deepEqual(
      s.requests.map((r) => [r.path, r.query.get("since"), r.query.get("wait")]),
      [
        ["/v1/games/g1/events", "0", "3"],
        ["/v1/games/g1/events", "2", "3"],
        ["/v1/games/g1/events", "4", "3"],
      ],
    );
  } finally {
    await s.close();
  }
});

test("pollFeed: since follows last_id", async () => {
  const s = await localServer((req, res) => {
    const since = Number(req.query.get("since"));
    json(res, 200, {
      notices: [{ id: since + 1, type: "your_turn", game_id: "g1", at: "2026-01-01T00:00:00Z" }],
      last_id: since + 1,
    });
  });
  try {
    const c = new TegClient({ baseUrl: s.url });
    c.useToken("t");
    const ids: number[] = [];
    for await (const n of c.pollFeed({ after: 10, wait: 0 })) {
      ids.push(n.id);
      if (ids.length === 3) break;
    }
    assert.deepEqual(ids, [11, 12, 13]);
    assert.deepEqual(
      s.requests.map((r) => r.query.get("since")),
      ["10", "11", "12"],
    );
  } finally {
    await s.close();
  }
});
