// A `text/event-stream` parser (the WHATWG HTML "server-sent events"
// interpretation), for runtimes without EventSource (Node 20) and so that the
// stream can carry an `Authorization` header.

/** One dispatched frame. */
export interface SseFrame {
  /** The `event:` field, `"message"` when the frame has none. */
  event: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
  /** The `id:` field of this very frame, if it had one. */
  id: string | undefined;
  /** The stream's last event id after this frame (ids persist across frames). */
  lastEventId: string;
  /** The `retry:` reconnection time in ms, if this frame set one. */
  retry: number | undefined;
}

/**
 * Incremental parser: feed it decoded text in arbitrary chunks, get back the
 * frames completed so far. Comment lines (`: keep-alive`) produce no frame but
 * are counted in `comments` (a sign of life for idle streams).
 */
export class SseParser {
  private buffer = "";
  private pendingCR = false;
  private started = false;
  private data: string[] = [];
  private hasData = false;
  private eventType = "";
  private frameId: string | undefined = undefined;
  private frameRetry: number | undefined = undefined;
  /** The last event id (persists across frames, as EventSource's). */
  lastEventId = "";
  /** How many comment lines were seen. */
  comments = 0;

  constructor(initialLastEventId = "") {
    this.lastEventId = initialLastEventId;
  }

  /** Feeds a chunk of text; returns the frames it completed. */
  push(chunk: string): SseFrame[] {
    if (!this.started) {
      if (chunk.length === 0) return [];
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const frames: SseFrame[] = [];
    let text = this.buffer + chunk;
    this.buffer = "";
    // A CR that ended the previous chunk already ended its line: a LF that
    // starts this one is the second half of that CRLF.
    if (this.pendingCR) {
      this.pendingCR = false;
      if (text.startsWith("\n")) text = text.slice(1);
    }
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || c === 0x0d) {
        this.line(text.slice(start, i), frames);
        if (c === 0x0d) {
          if (i + 1 < text.length) {
            if (text.charCodeAt(i + 1) === 0x0a) i++;
          } else {
            this.pendingCR = true;
          }
        }
        start = i + 1;
      }
    }
    this.buffer = text.slice(start);
    return frames;
  }

  /**
   * The stream ended. Per the standard, a frame not terminated by a blank
   * line is discarded; nothing is returned.
   */
  end(): SseFrame[] {
    this.buffer = "";
    this.resetFrame();
    return [];
  }

  private line(line: string, frames: SseFrame[]): void {
    if (line === "") {
      this.dispatch(frames);
      return;
    }
    if (line.startsWith(":")) {
      this.comments++;
      return;
    }
    const colon = line.indexOf(":");
    let field: string;
    let value: string;
    if (colon === -1) {
      field = line;
      value = "";
    } else {
      field = line.slice(0, colon);
      value = line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
    }
    switch (field) {
      case "event":
        this.eventType = value;
        break;
      case "data":
        this.data.push(value);
        this.hasData = true;
        break;
      case "id":
        if (!value.includes("\u0000")) {
          this.lastEventId = value;
          this.frameId = value;
        }
        break;
      case "retry":
        if (/^\d+$/.test(value)) this.frameRetry = Number(value);
        break;
      default:
        // unknown fields are ignored
        break;
    }
  }

  private dispatch(frames: SseFrame[]): void {
    if (!this.hasData) {
      // No data: nothing is dispatched (the id, if any, still counts).
      this.resetFrame();
      return;
    }
    frames.push({
      event: this.eventType === "" ? "message" : this.eventType,
      data: this.data.join("\n"),
      id: this.frameId,
      lastEventId: this.lastEventId,
      retry: this.frameRetry,
    });
    this.resetFrame();
  }

  private resetFrame(): void {
    this.data = [];
    this.hasData = false;
    this.eventType = "";
    this.frameId = undefined;
    this.frameRetry = undefined;
  }
}

/**
 * Reads a `text/event-stream` body frame by frame. Ends when the stream ends;
 * throws when it breaks (a dropped connection or an abort of the request).
 * `onComment` is called when comment lines (keep-alives) arrive, `onChunk`
 * for every chunk read (a sign of life); `signal` cancels the read.
 */
export async function* readSse(
  body: ReadableStream<Uint8Array>,
  options: { lastEventId?: string; onComment?: () => void; onChunk?: () => void; signal?: AbortSignal } = {},
): AsyncGenerator<SseFrame, void, undefined> {
  const parser = new SseParser(options.lastEventId ?? "");
  const decoder = new TextDecoder("utf-8");
  const reader = body.getReader();
  let comments = 0;
  // Cancelling the reader ends a pending read at once, whether or not the
  // fetch itself saw the abort (a Request's signal may not reach a body
  // already streaming).
  const onAbort = () => {
    reader.cancel(options.signal?.reason).catch(() => undefined);
  };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    if (options.signal?.aborted) throw abortReason(options.signal);
    for (;;) {
      const { value, done } = await reader.read();
      if (options.signal?.aborted) throw abortReason(options.signal);
      if (done) break;
      options.onChunk?.();
      const frames = parser.push(decoder.decode(value, { stream: true }));
      if (parser.comments !== comments) {
        comments = parser.comments;
        options.onComment?.();
      }
      for (const frame of frames) yield frame;
    }
    const tail = decoder.decode();
    for (const frame of parser.push(tail)) yield frame;
    parser.end();
  } finally {
    options.signal?.removeEventListener("abort", onAbort);
    // Releases the connection when the consumer stops early.
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function abortReason(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  const e = new Error("The operation was aborted");
  e.name = "AbortError";
  return e;
}
