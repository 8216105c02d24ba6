"""Following the per-user feed (and a game, with AsyncTeg) against the
scripted local server, with both sessions: the long-poll resumes after the
last id handed out, the SSE stream reconnects with Last-Event-ID after a
dropped or ended connection; no notice is skipped or repeated."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable
from contextlib import aclosing
from typing import Any

import pytest
from fake_server import EVENTS, FakeServer, Reply, Seen, sse, sse_frame

from teg_client import AsyncTeg, Problem, Teg
from teg_client.generated.models import NoticeGameFinished, NoticeGameStarted, NoticeInvited, NoticeYourTurn

AT = "2026-01-01T00:00:00Z"
NOTICES = [
    {"id": 1, "type": "game_started", "game_id": "g1", "at": AT},
    {"id": 2, "type": "your_turn", "game_id": "g1", "at": AT, "version": 3, "seat": 0, "deadline_ms": None},
    {"id": 3, "type": "invited", "game_id": "g2", "at": AT, "invitation_id": "i1", "from": "u2"},
    {"id": 4, "type": "a_type_newer_than_the_spec", "at": AT, "what": "stays a dict"},
    {"id": 5, "type": "game_finished", "game_id": "g1", "at": AT},
]
TYPED = [NoticeGameStarted, NoticeYourTurn, NoticeInvited, dict, NoticeGameFinished]
SESSIONS = ["Teg", "AsyncTeg"]


def take(session: str, url: str, method: str, count: int, *args: Any, **kwargs: Any) -> list[Any]:
    """The first ``count`` items of ``method`` (``follow_feed``...) of a
    ``Teg`` (a generator) or of an ``AsyncTeg`` (an async iterator)."""
    if session == "Teg":
        with Teg(url, token="T") as teg:
            return list(itertools.islice(getattr(teg, method)(*args, **kwargs), count))

    async def main() -> list[Any]:
        got: list[Any] = []
        async with AsyncTeg(url, token="T") as teg, aclosing(getattr(teg, method)(*args, **kwargs)) as items:
            async for item in items:
                got.append(item)
                if len(got) == count:
                    break
        return got

    return asyncio.run(main())


def after(seen: Seen, items: list[dict], position: str) -> list[dict]:
    """The items after the request's ``Last-Event-ID`` (it wins), or its ``since``."""
    start = seen.headers.get("last-event-id") or seen.query.get("since", ["0"])[0]
    return [item for item in items if item[position] > int(start)]


def dropping_stream(
    items: list[dict], position: str, event_of: Callable[[dict], str], data_of: Callable[[dict], Any]
) -> Callable[[Seen], Reply]:
    """An SSE server that sends a keep-alive and two frames per connection,
    then drops it mid-body."""

    def respond(seen: Seen) -> Reply:
        page = after(seen, items, position)[:2]
        frames = [sse_frame(i[position], event_of(i), data_of(i)) for i in page]
        return sse(": keep-alive\n\n", *frames, drop=True)

    return respond


@pytest.mark.parametrize("session", SESSIONS)
def test_follow_feed_resumes_after_the_last_id_across_long_poll_answers(session):
    answers = itertools.count()

    def respond(seen: Seen) -> Reply:
        since = int(seen.query["since"][0])
        if next(answers) == 1:  # a poll that waited in vain
            return Reply(200, {"notices": [], "last_id": since})
        page = after(seen, NOTICES, "id")[:2]
        return Reply(200, {"notices": page, "last_id": page[-1]["id"] if page else since})

    with FakeServer(respond) as server:
        notices = take(session, server.url, "follow_feed", 5, wait=20)
        assert [type(n) for n in notices] == TYPED
        assert [n["id"] if isinstance(n, dict) else n.id for n in notices] == [1, 2, 3, 4, 5]
        assert notices[1].to_dict() == NOTICES[1] and notices[3] == NOTICES[3]
        assert [s.path for s in server.seen] == ["/v1/me/events"] * 4
        assert [s.query["since"] for s in server.seen] == [["0"], ["2"], ["2"], ["4"]]
        assert all(s.query["wait"] == ["20"] and s.bearer == "T" for s in server.seen)


@pytest.mark.parametrize("session", SESSIONS)
def test_stream_feed_reconnects_with_last_event_id_after_a_dropped_connection(session):
    with FakeServer(dropping_stream(NOTICES, "id", lambda n: n["type"], lambda n: n)) as server:
        notices = take(session, server.url, "stream_feed", 5, since=0)
        assert [type(n) for n in notices] == TYPED
        assert notices[0].to_dict() == NOTICES[0]
        assert [s.path for s in server.seen] == ["/v1/me/events/stream"] * 3
        assert server.seen[0].query == {"since": ["0"]} and "last-event-id" not in server.seen[0].headers
        assert [s.headers.get("last-event-id") for s in server.seen[1:]] == ["2", "4"]
        assert all(not s.query and s.headers["accept"] == "text/event-stream" for s in server.seen[1:])


@pytest.mark.parametrize("session", SESSIONS)
def test_stream_feed_resumes_after_the_server_ends_the_stream(session):
    expired = {"status": 401, "code": "TOKEN_EXPIRED", "detail": "the token expired"}

    def respond(seen: Seen) -> Reply:
        first = after(seen, NOTICES, "id")[0]
        return sse(sse_frame(first["id"], first["type"], first), sse_frame(None, "end", expired))

    with FakeServer(respond) as server:
        notices = take(session, server.url, "stream_feed", 3)
        assert [n.id for n in notices] == [1, 2, 3], "the end frames are not notices"
        assert "since" not in server.seen[0].query
        assert [s.headers.get("last-event-id") for s in server.seen] == [None, "1", "2"]


@pytest.mark.parametrize("session", SESSIONS)
def test_a_stream_that_only_ends_raises_the_problem_its_end_frame_names(session):
    revoked = {"status": 401, "code": "SESSION_REVOKED", "detail": "this session was revoked"}
    with FakeServer(lambda _seen: sse(sse_frame(None, "end", revoked))) as server:
        with pytest.raises(Problem) as raised:
            take(session, server.url, "stream_feed", 1)
        assert (raised.value.status, raised.value.code) == (401, "SESSION_REVOKED")
        assert len(server.seen) == 6, "the first connection and five reconnections"


def test_async_follow_game_long_polls_after_the_last_version():
    def respond(seen: Seen) -> Reply:
        events = after(seen, EVENTS, "version")[:2]
        since = int(seen.query["since"][0])
        return Reply(200, {"version": events[-1]["version"] if events else since, "events": events})

    with FakeServer(respond) as server:
        got = take("AsyncTeg", server.url, "follow_game", 3, "g1", after=22)
        assert [e.version for e in got] == [23, 24, 25]
        assert type(got[0].event).__name__ == "RiskEventCardDrawn"
        assert [s.query["since"] for s in server.seen] == [["22"], ["24"]]


@pytest.mark.parametrize("session", SESSIONS)
def test_stream_game_reconnects_with_last_event_id_after_a_dropped_connection(session):
    with FakeServer(
        dropping_stream(EVENTS, "version", lambda e: e["event"]["type"], lambda e: e["event"])
    ) as server:
        frames = take(session, server.url, "stream_game", 3, "g1", since=22)
        assert [(f.id, f.event) for f in frames] == [
            ("23", "card_drawn"),
            ("24", "turn_ended"),
            ("25", "round_started"),
        ]
        assert frames[0].data == EVENTS[0]["event"]
        assert server.seen[0].query == {"since": ["22"]}
        assert [s.headers.get("last-event-id") for s in server.seen[1:]] == ["24"]
