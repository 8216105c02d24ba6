// The text/event-stream parser, against the standard's rules.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SseParser, readSse } from "../src/index.js";
import type { SseFrame } from "../src/index.js";

function parseAll(chunks: string[]): SseFrame[] {
  const p = new SseParser();
  const frames = chunks.flatMap((c) => p.push(c));
  p.end();
  return frames;
}

test("sse: a frame with id, event and data", () => {
  const [f, ...rest] = parseAll(['id: 7\nevent: attack_resolved\ndata: {"type":"attack_resolved"}\n\n']);
  assert.equal(rest.length, 0);
  assert.deepEqual(f, {
    event: "attack_resolved",
    data: '{"type":"attack_resolved"}',
    id: "7",
    lastEventId: "7",
    retry: undefined,
  });
});

test("sse: chunks split anywhere, even inside CRLF, give the same frames", () => {
  const text = 'id: 1\r\nevent: a\r\ndata: {"x":1}\r\n\r\n: keep-alive\r\n\r\nid: 2\r\ndata: two\r\n\r\n';
  const whole = parseAll([text]);
  assert.equal(whole.length, 2);
  for (let size = 1; size <= 7; size++) {
    const chunks: string[] = [];
    for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
    assert.deepEqual(parseAll(chunks), whole, `chunks of ${size}`);
  }
  // a CR at the very end of a chunk, LF at the start of the next
  assert.deepEqual(parseAll(["id: 1\r", "\nevent: a\r", "\ndata: {\"x\":1}\r", "\n\r", "\n: keep-alive\r\n\r\nid: 2\r\ndata: two\r\n\r\n"]), whole);
});

test("sse: bare CR and bare LF end lines too", () => {
  assert.deepEqual(
    parseAll(["data: a\rdata: b\n\r"]).map((f) => f.data),
    ["a\nb"],
  );
});

test("sse: multi-line data is joined with LF; one leading space is stripped, not more", () => {
  const [f] = parseAll(["data:first\ndata:  second\ndata\n\n"]);
  assert.equal(f!.data, "first\n second\n");
  assert.equal(f!.event, "message");
});

test("sse: comments dispatch nothing but are counted", () => {
  const p = new SseParser();
  assert.deepEqual(p.push(": ping\n\n:another\n\n"), []);
  assert.equal(p.comments, 2);
});

test("sse: the last event id persists; a frame without id (your_turn) keeps it", () => {
  const frames = parseAll(['id: 41\ndata: {}\n\nevent: your_turn\ndata: {"type":"your_turn"}\n\n']);
  assert.equal(frames[1]!.id, undefined);
  assert.equal(frames[1]!.lastEventId, "41");
  assert.equal(frames[1]!.event, "your_turn");
});

test("sse: an id with NUL is ignored; an empty id resets", () => {
  const frames = parseAll(["id: 5\ndata: a\n\nid: 6\u00007\ndata: b\n\nid\ndata: c\n\n"]);
  assert.deepEqual(
    frames.map((f) => f.lastEventId),
    ["5", "5", ""],
  );
});

test("sse: retry sets the reconnection time; a bad retry is ignored", () => {
  const frames = parseAll(["retry: 1500\ndata: a\n\nretry: soon\ndata: b\n\n"]);
  assert.equal(frames[0]!.retry, 1500);
  assert.equal(frames[1]!.retry, undefined);
});

test("sse: a frame without data is not dispatched, but its id counts", () => {
  const p = new SseParser();
  assert.deepEqual(p.push("id: 9\nevent: x\n\n"), []);
  assert.equal(p.lastEventId, "9");
});

test("sse: unknown fields are ignored; a leading BOM is dropped", () => {
  const [f] = parseAll(["\ufeffdata: a\nfoo: bar\n\n"]);
  assert.equal(f!.data, "a");
});

test("sse: an unterminated last frame is discarded at the end of the stream", async () => {
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(enc.encode("id: 1\ndata: whole\n\n"));
      c.enqueue(enc.encode("id: 2\ndata: cut"));
      c.close();
    },
  });
  const frames: SseFrame[] = [];
  for await (const f of readSse(body)) frames.push(f);
  assert.deepEqual(
    frames.map((f) => f.data),
    ["whole"],
  );
});

test("sse: multi-byte UTF-8 split across chunks", async () => {
  const bytes = new TextEncoder().encode('data: {"name":"México ✓"}\n\n');
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      for (const b of bytes) c.enqueue(new Uint8Array([b]));
      c.close();
    },
  });
  const frames: SseFrame[] = [];
  for await (const f of readSse(body)) frames.push(f);
  assert.equal(JSON.parse(frames[0]!.data).name, "México ✓");
});

test("sse: an abort ends a pending read", async () => {
  const body = new ReadableStream<Uint8Array>({ start() {} }); // never sends
  const ac = new AbortController();
  setTimeout(() => ac.abort(), 20);
  await assert.rejects(async () => {
    for await (const _ of readSse(body, { signal: ac.signal })) void _;
  });
});
