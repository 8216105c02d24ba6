"""Following a game and the per-user feed: long-polls and Server-Sent Events.

What to ask next, where to resume, how to read a frame and how to type a
notice is written once here (``_Cursor``, ``_Resume``, ``SseParser``,
``parse_notice``); the blocking helpers (``follow_game``, ``stream_game``,
``follow_feed``, ``stream_feed``, used by ``Teg``) and the asyncio ones
(``afollow_game``... used by ``AsyncTeg``) are thin loops around them.
"""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterable, AsyncIterator, Generator, Iterable, Iterator
from contextlib import aclosing, closing
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar, cast

import httpx

from .errors import Problem
from .generated import AuthenticatedClient
from .generated.api.events import list_events
from .generated.models.event_batch import EventBatch
from .generated.models.notice_game_aborted import NoticeGameAborted
from .generated.models.notice_game_finished import NoticeGameFinished
from .generated.models.notice_game_paused import NoticeGamePaused
from .generated.models.notice_game_resumed import NoticeGameResumed
from .generated.models.notice_game_started import NoticeGameStarted
from .generated.models.notice_invitation_answered import NoticeInvitationAnswered
from .generated.models.notice_invited import NoticeInvited
from .generated.models.notice_list import NoticeList
from .generated.models.notice_match_found import NoticeMatchFound
from .generated.models.notice_rematch_offered import NoticeRematchOffered
from .generated.models.notice_session_revoked import NoticeSessionRevoked
from .generated.models.notice_tournament_round import NoticeTournamentRound
from .generated.models.notice_your_turn import NoticeYourTurn
from .generated.models.versioned import Versioned

__all__ = [
    "FeedNotice",
    "Notice",
    "SseEvent",
    "SseParser",
    "afollow_feed",
    "afollow_game",
    "aparse_sse",
    "astream_feed",
    "astream_game",
    "follow_feed",
    "follow_game",
    "parse_notice",
    "parse_sse",
    "stream_feed",
    "stream_game",
]

X = TypeVar("X")

# A notice of the feed, typed by its `type` (the spec's `Notice` oneOf).
Notice = (
    NoticeYourTurn
    | NoticeGameStarted
    | NoticeGameFinished
    | NoticeGamePaused
    | NoticeGameResumed
    | NoticeGameAborted
    | NoticeInvited
    | NoticeInvitationAnswered
    | NoticeRematchOffered
    | NoticeMatchFound
    | NoticeTournamentRound
    | NoticeSessionRevoked
)
# What the feed helpers yield: a typed notice, or the JSON object of a notice
# this client cannot type (a type newer than its spec), never dropped.
FeedNotice = Notice | dict[str, Any]

FEED = "/v1/me/events"
FEED_STREAM = "/v1/me/events/stream"
# A dropped connection: the stream is resumed.
STREAM_DROPS = (httpx.ReadError, httpx.ReadTimeout, httpx.RemoteProtocolError)
# The server sends a comment every 5 s on an idle game stream, every 15 s on
# an idle feed.
STREAM_TIMEOUT = httpx.Timeout(10.0, read=30.0)


class Following(Protocol):
    """What the blocking helpers need of a session (``teg_client.Teg`` has
    it): the generated client for the game's long-poll, the raw ``httpx``
    client for the rest. A protocol, so this module stands below the session."""

    @property
    def client(self) -> AuthenticatedClient: ...

    @property
    def http(self) -> httpx.Client: ...


class AsyncFollowing(Protocol):
    """The same for the asyncio helpers (``teg_client.AsyncTeg``)."""

    @property
    def client(self) -> AuthenticatedClient: ...

    @property
    def http(self) -> httpx.AsyncClient: ...


# -- parsing -------------------------------------------------------------------------


@dataclass(frozen=True)
class SseEvent:
    """One frame of an event stream.

    ``id`` is the game's version after the event (None on ``your_turn``) or
    the notice's id, ``event`` the event's (or notice's) ``type`` and
    ``data`` the event, decoded from JSON.
    """

    id: str | None
    event: str
    data: Any


class SseParser:
    """Frames of a ``text/event-stream``, fed one line at a time (comments
    skipped): ``feed`` gives a frame at the blank line that ends one."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._id: str | None = None
        self._event = ""
        self._data: list[str] = []

    def feed(self, raw: str) -> SseEvent | None:
        line = raw.rstrip("\r\n")
        if not line:
            frame = None
            if self._data:
                text = "\n".join(self._data)
                try:
                    payload: Any = json.loads(text)
                except ValueError:
                    payload = text
                frame = SseEvent(id=self._id, event=self._event or "message", data=payload)
            self._reset()
            return frame
        if line.startswith(":"):
            return None
        field, _, value = line.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            self._data.append(value)
        elif field == "event":
            self._event = value
        elif field == "id":
            self._id = value
        return None


def parse_sse(lines: Iterable[str]) -> Iterator[SseEvent]:
    """Frames from the lines of a ``text/event-stream`` (comments skipped)."""
    parser = SseParser()
    for line in lines:
        if (frame := parser.feed(line)) is not None:
            yield frame


async def aparse_sse(lines: AsyncIterable[str]) -> AsyncIterator[SseEvent]:
    """``parse_sse`` for the lines of an asyncio stream."""
    parser = SseParser()
    async for line in lines:
        if (frame := parser.feed(line)) is not None:
            yield frame


def parse_notice(data: Any) -> FeedNotice:
    """A notice of the feed, typed by its ``type`` (``NoticeYourTurn``,
    ``NoticeGameStarted``...); one this client cannot type (a type newer than
    its spec) stays the ``dict`` it came as."""
    try:
        # The generated decoder of the spec's `Notice` oneOf is NoticeList's.
        return NoticeList.from_dict({"notices": [data], "last_id": 0}).notices[0]
    except (TypeError, ValueError, KeyError, AttributeError):
        return cast(dict[str, Any], data)


def _game_page(batch: Any) -> tuple[list[tuple[int, Versioned]], int]:
    if not isinstance(batch, EventBatch):  # errors are raised; this is a safeguard
        raise RuntimeError(f"listEvents answered {batch!r}")
    return [(item.version, item) for item in batch.events], batch.version


def _feed_page(answer: httpx.Response) -> tuple[list[tuple[int, FeedNotice]], int]:
    body = answer.json()
    return [(int(raw["id"]), parse_notice(raw)) for raw in body["notices"]], int(body["last_id"])


def _notice_of(frame: SseEvent) -> FeedNotice | None:
    """The notice a feed frame carries; None for ``end`` (the server says
    why it closes the stream, and the stream is resumed)."""
    return None if frame.event == "end" else parse_notice(frame.data)


# -- where to resume ----------------------------------------------------------------------


class _Cursor:
    """Where a long-poll resumes: after the last item handed out."""

    def __init__(self, since: int) -> None:
        self.since = since

    def take(self, page: tuple[list[tuple[int, X]], int]) -> Iterator[X]:
        """The page's items (each with its position), in order; the cursor
        moves past each as the next one is asked for, then to the page's end."""
        items, last = page
        for position, item in items:
            yield item
            self.since = max(self.since, position)
        self.since = max(self.since, last)


class _Resume:
    """Where an event stream resumes after its connection drops or closes
    (``Last-Event-ID``: the last id received), and when to give up: after
    ``reconnects`` drops in a row, or closes with nothing received."""

    def __init__(self, path: str, since: int | None, reconnects: int) -> None:
        self.path = path
        self.since = since
        self.reconnects = reconnects
        self.last_id: str | None = None
        self.failures = 0
        self.received = False
        self.end: SseEvent | None = None

    def request(self) -> dict[str, Any]:
        """The arguments of ``http.stream("GET", path, ...)`` for the next connection."""
        self.received = False
        params = {"since": self.since} if self.since is not None and self.last_id is None else {}
        headers = {"Accept": "text/event-stream"}
        if self.last_id is not None:
            headers["Last-Event-ID"] = self.last_id
        return {"params": params, "headers": headers, "timeout": STREAM_TIMEOUT}

    def got(self, frame: SseEvent) -> SseEvent:
        if frame.event == "end":
            self.end = frame  # the server's last word on this connection: no progress
        else:
            self.received, self.failures, self.end = True, 0, None
        if frame.id is not None:
            self.last_id = frame.id
        return frame

    def dropped(self) -> bool:
        """Whether to reconnect after a dropped connection (else it is raised)."""
        self.failures += 1
        return self.failures <= self.reconnects

    def closed(self) -> bool:
        """Whether to reconnect after the server closed the stream (a
        shutdown, a ban, an expired token): yes, unless it keeps closing
        without sending anything; then the reason of its last ``end`` frame
        is raised, if it sent one."""
        if self.received:
            return True
        self.failures += 1
        if self.failures <= self.reconnects:
            return True
        if self.end is not None:
            data = self.end.data if isinstance(self.end.data, dict) else {}
            status = data.get("status")
            raise Problem(
                status if isinstance(status, int) else 401,
                str(data.get("code") or "STREAM_ENDED"),
                str(data.get("detail") or ""),
            )
        return False


# -- the blocking helpers ------------------------------------------------------------------


def follow_game(teg: Following, game_id: str, after: int = 0, *, wait: int = 30) -> Iterator[Versioned]:
    """Yields each event of the game after version ``after``, typed.

    Each long-poll (``GET /v1/games/{id}/events?since=N&wait=S``) is held
    by the server until an event is committed or ``wait`` seconds (0-30)
    pass; then the next one starts after the last version seen. The
    generator never ends by itself.
    """
    cursor = _Cursor(after)
    while True:
        batch = list_events.sync(client=teg.client, id=game_id, since=cursor.since, wait=wait)
        yield from cursor.take(_game_page(batch))


def follow_feed(teg: Following, since: int = 0, *, wait: int = 30) -> Iterator[FeedNotice]:
    """Yields each notice of the caller's feed after id ``since``, typed
    (``parse_notice``), each once and in order.

    Each long-poll (``GET /v1/me/events?since=N&wait=S``) is held by the
    server until a notice is written or ``wait`` seconds (0-30) pass; the
    next one starts after the last id handed out. Never ends by itself.
    """
    cursor = _Cursor(since)
    while True:
        answer = teg.http.get(FEED, params={"since": cursor.since, "wait": wait})
        yield from cursor.take(_feed_page(answer))


def _frames(teg: Following, resume: _Resume) -> Generator[SseEvent, None, None]:
    while True:
        try:
            with teg.http.stream("GET", resume.path, **resume.request()) as response:
                for frame in parse_sse(response.iter_lines()):
                    yield resume.got(frame)
        except STREAM_DROPS:
            if not resume.dropped():
                raise
            continue
        if not resume.closed():
            return


def stream_game(
    teg: Following, game_id: str, since: int | None = None, *, reconnects: int = 5
) -> Iterator[SseEvent]:
    """Yields the frames of ``GET /v1/games/{id}/events/stream``.

    When the connection drops, it reconnects (at most ``reconnects`` times in
    a row) with ``Last-Event-ID`` set to the last version received, so no
    event is lost or repeated. Break out of it to close the stream.
    """
    return _frames(teg, _Resume(f"/v1/games/{game_id}/events/stream", since, reconnects))


def stream_feed(teg: Following, since: int | None = None, *, reconnects: int = 5) -> Iterator[FeedNotice]:
    """Yields the notices of ``GET /v1/me/events/stream`` (after id ``since``
    when given, else from those kept), typed as ``follow_feed`` types them.

    It reconnects with ``Last-Event-ID`` after a dropped or closed
    connection (at most ``reconnects`` times in a row without a notice), so
    no notice is lost or repeated. Break out of it to close the stream.
    """
    with closing(_frames(teg, _Resume(FEED_STREAM, since, reconnects))) as frames:
        for frame in frames:
            if (notice := _notice_of(frame)) is not None:
                yield notice


# -- the asyncio helpers (async iterators) ----------------------------------------------------


async def afollow_game(
    teg: AsyncFollowing, game_id: str, after: int = 0, *, wait: int = 30
) -> AsyncIterator[Versioned]:
    """``follow_game`` for an asyncio session: ``async for event in ...``."""
    cursor = _Cursor(after)
    while True:
        batch = await list_events.asyncio(client=teg.client, id=game_id, since=cursor.since, wait=wait)
        for item in cursor.take(_game_page(batch)):
            yield item


async def afollow_feed(teg: AsyncFollowing, since: int = 0, *, wait: int = 30) -> AsyncIterator[FeedNotice]:
    """``follow_feed`` for an asyncio session: ``async for notice in ...``."""
    cursor = _Cursor(since)
    while True:
        answer = await teg.http.get(FEED, params={"since": cursor.since, "wait": wait})
        for notice in cursor.take(_feed_page(answer)):
            yield notice


async def _aframes(teg: AsyncFollowing, resume: _Resume) -> AsyncGenerator[SseEvent, None]:
    while True:
        try:
            async with teg.http.stream("GET", resume.path, **resume.request()) as response:
                async for frame in aparse_sse(response.aiter_lines()):
                    yield resume.got(frame)
        except STREAM_DROPS:
            if not resume.dropped():
                raise
            continue
        if not resume.closed():
            return


def astream_game(
    teg: AsyncFollowing, game_id: str, since: int | None = None, *, reconnects: int = 5
) -> AsyncIterator[SseEvent]:
    """``stream_game`` for an asyncio session: ``async for frame in ...``."""
    return _aframes(teg, _Resume(f"/v1/games/{game_id}/events/stream", since, reconnects))


async def astream_feed(
    teg: AsyncFollowing, since: int | None = None, *, reconnects: int = 5
) -> AsyncIterator[FeedNotice]:
    """``stream_feed`` for an asyncio session: ``async for notice in ...``."""
    async with aclosing(_aframes(teg, _Resume(FEED_STREAM, since, reconnects))) as frames:
        async for frame in frames:
            if (notice := _notice_of(frame)) is not None:
                yield notice
