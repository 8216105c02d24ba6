"""Following a game: the long-poll and the Server-Sent Events stream."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from .generated import AuthenticatedClient
from .generated.api.events import list_events
from .generated.models.event_batch import EventBatch
from .generated.models.versioned import Versioned


class Following(Protocol):
    """What following a game needs of a session (``teg_client.Teg`` has it):
    the generated client for the long-poll, the raw ``httpx`` client for the
    stream. A protocol, so this module stands below the session."""

    @property
    def client(self) -> AuthenticatedClient: ...

    @property
    def http(self) -> httpx.Client: ...


__all__ = ["SseEvent", "follow_game", "parse_sse", "stream_game"]


def follow_game(teg: Following, game_id: str, after: int = 0, *, wait: int = 30) -> Iterator[Versioned]:
    """Yields each event of the game after version ``after``, typed.

    Each long-poll (``GET /v1/games/{id}/events?since=N&wait=S``) is held
    by the server until an event is committed or ``wait`` seconds (0-30)
    pass; then the next one starts after the last version seen. The
    generator never ends by itself.
    """
    since = after
    while True:
        batch = list_events.sync(client=teg.client, id=game_id, since=since, wait=wait)
        if not isinstance(batch, EventBatch):  # errors are raised; this is a safeguard
            raise RuntimeError(f"listEvents answered {batch!r}")
        for item in batch.events:
            yield item
            since = max(since, item.version)
        since = max(since, batch.version)


@dataclass(frozen=True)
class SseEvent:
    """One frame of an event stream.

    ``id`` is the game's version after the event (None on ``your_turn``),
    ``event`` the event's ``type`` and ``data`` the event, decoded from JSON.
    """

    id: str | None
    event: str
    data: Any


def parse_sse(lines: Iterator[str]) -> Iterator[SseEvent]:
    """Frames from the lines of a ``text/event-stream`` (comments skipped)."""
    event_id: str | None = None
    event = ""
    data: list[str] = []
    for raw in lines:
        line = raw.rstrip("\r\n")
        if not line:
            if data:
                text = "\n".join(data)
                try:
                    payload: Any = json.loads(text)
                except ValueError:
                    payload = text
                yield SseEvent(id=event_id, event=event or "message", data=payload)
            event_id, event, data = None, "", []
            continue
        if line.startswith(":"):
            continue
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            data.append(value)
        elif field == "event":
            event = value
        elif field == "id":
            event_id = value


def stream_game(
    teg: Following, game_id: str, since: int | None = None, *, reconnects: int = 5
) -> Iterator[SseEvent]:
    """Yields the frames of ``GET /v1/games/{id}/events/stream``.

    When the connection drops, it reconnects (at most ``reconnects`` times in
    a row) with ``Last-Event-ID`` set to the last version received, so no
    event is lost or repeated. Break out of it to close the stream.
    """
    last_id: str | None = None
    failures = 0
    while True:
        params = {"since": since} if since is not None and last_id is None else {}
        headers = {"Accept": "text/event-stream"}
        if last_id is not None:
            headers["Last-Event-ID"] = last_id
        received = False
        try:
            with teg.http.stream(
                "GET",
                f"/v1/games/{game_id}/events/stream",
                params=params,
                headers=headers,
                # The server sends a comment every 5 s on an idle stream.
                timeout=httpx.Timeout(10.0, read=30.0),
            ) as response:
                for frame in parse_sse(response.iter_lines()):
                    received = True
                    failures = 0
                    if frame.id is not None:
                        last_id = frame.id
                    yield frame
        except (httpx.ReadError, httpx.ReadTimeout, httpx.RemoteProtocolError):
            failures += 1
            if failures > reconnects:
                raise
            continue
        # The server closed the stream (a shutdown, a ban): resume, unless
        # it keeps closing without sending anything.
        if not received:
            failures += 1
            if failures > reconnects:
                return
