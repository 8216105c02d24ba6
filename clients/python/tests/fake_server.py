"""A tiny scripted HTTP server (``http.server``) for the session layer's tests."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Seen:
    """A request as the server received it."""

    method: str
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]
    body: Any

    @property
    def key(self) -> str | None:
        return self.headers.get("idempotency-key")

    @property
    def bearer(self) -> str | None:
        value = self.headers.get("authorization", "")
        return value[len("Bearer ") :] if value.startswith("Bearer ") else None


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    raw: bytes | None = None  # sent as is (with headers' content-type)
    drop: bool = False  # announce more than is sent, then drop the connection mid-body


def problem(status: int, code: str, detail: str = "", rule: str | None = None, **headers: str) -> Reply:
    body = {
        "type": f"/problems/{code}",
        "title": "Error",
        "status": status,
        "detail": detail or code.lower(),
        "code": code,
    }
    if rule:
        body["rule"] = rule
    return Reply(status, body, {"content-type": "application/problem+json", **headers})


def session_answer(token: str, refresh: str, expires_in: int = 900) -> Reply:
    return Reply(
        201,
        {
            "token": token,
            "refresh_token": refresh,
            "expires_in": expires_in,
            "user": {"id": "u1", "username": "guest-1", "display_name": "Test", "kind": "guest"},
            "user_id": "u1",
            "expires_at": 1_900_000_000,
            "session_id": "s1",
        },
    )


class FakeServer:
    """Answers each request with ``respond(seen)``; records them all."""

    def __init__(self, respond: Callable[[Seen], Reply]) -> None:
        self.respond = respond
        self.seen: list[Seen] = []
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length) if length else b""
                try:
                    body = json.loads(raw) if raw else None
                except ValueError:
                    body = raw
                url = urlsplit(self.path)
                seen = Seen(
                    self.command,
                    url.path,
                    parse_qs(url.query),
                    {k.lower(): v for k, v in self.headers.items()},
                    body,
                )
                with outer.lock:
                    outer.seen.append(seen)
                reply = outer.respond(seen)
                if reply.raw is not None:
                    payload = reply.raw
                    content_type = reply.headers.get("content-type", "text/plain")
                elif reply.body is None:
                    payload = b""
                    content_type = None
                else:
                    payload = json.dumps(reply.body).encode()
                    content_type = reply.headers.get("content-type", "application/json")
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    if name.lower() != "content-type":
                        self.send_header(name, value)
                if content_type:
                    self.send_header("content-type", content_type)
                # A dropped connection: the client waits for a body it never gets whole.
                declared = len(payload) + (1024 if reply.drop else 0)
                self.send_header("content-length", str(declared))
                self.end_headers()
                self.wfile.write(payload)
                if reply.drop:
                    self.wfile.flush()
                    self.close_connection = True

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(
            target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def paths(self) -> list[str]:
        return [f"{s.method} {s.path}" for s in self.seen]


def sse(*frames: str, drop: bool = False) -> Reply:
    """A ``text/event-stream`` answer of these frames (each ends with a blank line)."""
    return Reply(200, raw="".join(frames).encode(), headers={"content-type": "text/event-stream"}, drop=drop)


def sse_frame(event_id: int | str | None, event: str, data: Any) -> str:
    head = f"id: {event_id}\n" if event_id is not None else ""
    return f"{head}event: {event}\ndata: {json.dumps(data)}\n\n"


def scripted(*replies: Reply) -> Callable[[Seen], Reply]:
    """Answers the requests in order with ``replies``, the last one forever."""
    queue = list(replies)
    lock = threading.Lock()

    def respond(_seen: Seen) -> Reply:
        with lock:
            return queue.pop(0) if len(queue) > 1 else queue[0]

    return respond


# -- bodies and routes the session tests share ------------------------------------

GAME = {
    "id": "g1",
    "ruleset": "classic",
    "status": "lobby",
    "max_players": 3,
    "options": {},
    "creator": "u1",
    "seats": [],
    "created_at_ms": 1,
    "visibility": "public",
}
ME = {
    "id": "u1",
    "username": "guest-1",
    "display_name": "Test",
    "kind": "guest",
    "locale": "es",
    "created_at": "2026-01-01T00:00:00Z",
}

# Three events of a game's log, after version 22.
EVENTS = [
    {"version": 23, "event": {"type": "card_drawn", "player": "red", "card": {"known": "argentina"}}},
    {"version": 24, "event": {"type": "turn_ended", "player": "red"}},
    {"version": 25, "event": {"type": "round_started", "round": 2, "order": ["red", "blue"]}},
]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def signed_in_router(routes: Callable[[Seen], Reply]) -> Callable[[Seen], Reply]:
    """A server: /v1/auth/guest answers token A / refresh R1; other paths by ``routes``."""

    def respond(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/guest":
            return session_answer("A", "R1")
        return routes(seen)

    return respond
