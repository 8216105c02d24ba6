"""The hand-written layer against a scripted local server: retries after
Retry-After, Idempotency-Key reuse, token refresh (ahead of expiry and after
a 401, never reusing a refresh token) and Problem errors."""

from __future__ import annotations

import json
import threading
import time

import pytest
from fake_server import (
    EVENTS,
    GAME,
    ME,
    Clock,
    FakeServer,
    Reply,
    Seen,
    problem,
    scripted,
    session_answer,
    signed_in_router,
)

from teg_client import Problem, RetryPolicy, Teg
from teg_client.events import parse_sse
from teg_client.generated.api.games import create_game
from teg_client.generated.api.me import get_me
from teg_client.generated.models import CreateRiskGame, CreateRiskGameRuleset


def make(server: FakeServer, **kwargs) -> tuple[Teg, list[float]]:
    waits: list[float] = []
    kwargs.setdefault("sleep", waits.append)
    return Teg(server.url, **kwargs), waits


# -- retries -------------------------------------------------------------------


def test_503_with_retry_after_then_200_reuses_the_idempotency_key():
    with FakeServer(
        scripted(problem(503, "DATABASE_UNAVAILABLE", **{"Retry-After": "2"}), Reply(201, GAME))
    ) as server:
        teg, waits = make(server, token="T")
        game = create_game.sync(client=teg.client, body=CreateRiskGame(ruleset=CreateRiskGameRuleset.CLASSIC))
        assert game.id == "g1"
        assert server.paths() == ["POST /v1/games", "POST /v1/games"]
        first, second = server.seen
        assert first.key and first.key == second.key
        assert first.body == second.body
        assert waits == [2.0]


def test_retry_after_is_really_waited():
    with FakeServer(scripted(problem(429, "RATE_LIMITED", **{"Retry-After": "1"}), Reply(200, ME))) as server:
        teg = Teg(server.url, token="T")
        started = time.monotonic()
        me = get_me.sync(client=teg.client)
        assert me.username == "guest-1"
        assert time.monotonic() - started >= 0.95
        assert len(server.seen) == 2
        assert all(s.key is None for s in server.seen), "a GET carries no Idempotency-Key"


def test_an_answer_with_no_request_left_paces_the_next_one():
    budget = {"RateLimit-Policy": '"requests";q=10;w=2'}
    with FakeServer(
        scripted(
            Reply(200, ME, {"RateLimit": '"requests";r=1;t=1', **budget}),
            Reply(200, ME, {"RateLimit": '"requests";r=0;t=2', **budget}),
            Reply(200, ME, {"RateLimit": '"requests";r=0;t=2', **budget}),
            Reply(200, ME),
        )
    ) as server:
        clock = Clock()
        teg, waits = make(server, token="T", clock=clock)
        get_me.sync(client=teg.client)
        assert waits == [], "a request was left: no wait"
        get_me.sync(client=teg.client)
        assert waits == [], "the answer that spends the last one is not held back"
        get_me.sync(client=teg.client)
        assert waits == pytest.approx([0.2]), "none left: one request's refill, w / q"
        clock.now += 5.0
        get_me.sync(client=teg.client)
        assert len(waits) == 1, "the refill came meanwhile"
        assert len(server.seen) == 4


def test_retries_are_bounded():
    with FakeServer(scripted(problem(503, "NOT_READY", **{"Retry-After": "0"}))) as server:
        teg, waits = make(server, token="T", retry=RetryPolicy(max_retries=3))
        with pytest.raises(Problem) as raised:
            get_me.sync(client=teg.client)
        assert raised.value.status == 503 and raised.value.code == "NOT_READY"
        assert len(server.seen) == 4
        assert waits == [0.0, 0.0, 0.0]


def test_a_retry_after_beyond_the_bound_is_not_waited():
    with FakeServer(scripted(problem(429, "LOGIN_THROTTLED", **{"Retry-After": "600"}))) as server:
        teg, waits = make(server, retry=RetryPolicy(max_wait=30))
        with pytest.raises(Problem) as raised:
            teg.login("ana", "secret password")
        assert raised.value.code == "LOGIN_THROTTLED" and raised.value.retry_after == 600
        assert len(server.seen) == 1 and waits == []


def test_503_without_retry_after_backs_off():
    with FakeServer(scripted(Reply(503, raw=b"busy"), Reply(503, raw=b"busy"), Reply(200, ME))) as server:
        teg, waits = make(server, token="T", retry=RetryPolicy(backoff=0.5))
        get_me.sync(client=teg.client)
        assert waits == [0.5, 1.0]


def test_key_in_flight_is_retried_under_the_same_key():
    in_flight = problem(409, "IDEMPOTENCY_KEY_IN_FLIGHT", **{"Retry-After": "1"})
    with FakeServer(scripted(in_flight, Reply(201, GAME))) as server:
        teg, waits = make(server, token="T")
        create_game.sync(client=teg.client, body=CreateRiskGame())
        assert len(server.seen) == 2 and server.seen[0].key == server.seen[1].key
        assert waits == [1.0]


def test_other_409s_are_raised_at_once():
    with FakeServer(scripted(problem(409, "VERSION_CONFLICT", "the game is at version 7, not 6"))) as server:
        teg, _ = make(server, token="T")
        with pytest.raises(Problem) as raised:
            create_game.sync(client=teg.client, body=CreateRiskGame())
        assert raised.value.code == "VERSION_CONFLICT" and len(server.seen) == 1


def test_every_change_gets_its_own_key_and_a_callers_key_is_kept():
    with FakeServer(scripted(Reply(201, GAME))) as server:
        teg, _ = make(server, token="T")
        create_game.sync(client=teg.client, body=CreateRiskGame())
        create_game.sync(client=teg.client, body=CreateRiskGame())
        teg.http.post("/v1/games", json={}, headers={"Idempotency-Key": "mine"})
        teg.http.delete("/v1/me/webhook")
        keys = [s.key for s in server.seen]
        assert keys[0] and keys[1] and keys[0] != keys[1]
        assert keys[2] == "mine"
        assert keys[3] and keys[3] not in keys[:3]


def test_connection_failures_are_retried():
    with FakeServer(scripted(Reply(200, ME))) as server:
        url = server.url
    # The server is gone: every attempt fails to connect.
    teg = Teg(url, token="T", sleep=lambda _s: None, retry=RetryPolicy(max_retries=2))
    import httpx

    with pytest.raises(httpx.ConnectError):
        get_me.sync(client=teg.client)


# -- errors ----------------------------------------------------------------------


def test_problems_carry_the_rfc9457_fields():
    refusal = problem(422, "NOT_ADJACENT", "argentina does not border mexico", rule="R-CMP-1")
    with FakeServer(scripted(refusal)) as server:
        teg, _ = make(server, token="T")
        with pytest.raises(Problem) as raised:
            teg.http.post("/v1/games/g1/actions", json={"action": {"type": "end_turn"}})
        p = raised.value
        assert (p.status, p.code, p.rule) == (422, "NOT_ADJACENT", "R-CMP-1")
        assert p.detail == "argentina does not border mexico"
        assert p.type == "/problems/NOT_ADJACENT" and p.title == "Error"
        assert p.response is not None and p.response.status_code == 422
        assert "NOT_ADJACENT [R-CMP-1]" in str(p)


def test_an_answer_that_is_not_a_problem_document_is_still_a_problem():
    with FakeServer(
        scripted(Reply(502, raw=b"<html>bad gateway</html>", headers={"content-type": "text/html"}))
    ) as server:
        teg, _ = make(server, token="T")
        with pytest.raises(Problem) as raised:
            get_me.sync(client=teg.client)
        assert raised.value.status == 502 and raised.value.code == "HTTP_502"


# -- sessions --------------------------------------------------------------------


def test_sign_in_sends_no_bearer_and_later_requests_do():
    with FakeServer(signed_in_router(lambda s: Reply(200, ME))) as server:
        teg, _ = make(server)
        answer = teg.guest("Test")
        assert answer.user.kind == "guest" and teg.user_id == "u1"
        get_me.sync(client=teg.client)
        guest, me = server.seen
        assert guest.bearer is None and guest.key and guest.body == {"display_name": "Test"}
        assert me.bearer == "A"


def test_a_401_refreshes_once_then_sends_the_request_again():
    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            assert seen.bearer is None
            assert seen.body == {"refresh_token": "R1"}
            return Reply(200, session_answer("B", "R2").body)
        if seen.bearer == "A":
            return problem(401, "INVALID_TOKEN", **{"WWW-Authenticate": "Bearer"})
        return Reply(201, GAME)

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        teg.guest()
        create_game.sync(client=teg.client, body=CreateRiskGame())
        assert server.paths() == [
            "POST /v1/auth/guest",
            "POST /v1/games",
            "POST /v1/auth/refresh",
            "POST /v1/games",
        ]
        first, retried = server.seen[1], server.seen[3]
        assert (first.bearer, retried.bearer) == ("A", "B")
        assert first.key == retried.key, "the retry of a request keeps its Idempotency-Key"
        assert teg.token == "B" and teg.refresh_token == "R2"


def test_a_second_401_is_raised_without_another_refresh():
    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            return Reply(200, session_answer("B", "R2").body)
        return problem(401, "INVALID_TOKEN")

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        teg.guest()
        with pytest.raises(Problem) as raised:
            get_me.sync(client=teg.client)
        assert raised.value.status == 401
        assert [s.path for s in server.seen].count("/v1/auth/refresh") == 1


def test_the_token_is_refreshed_before_it_expires_and_refresh_tokens_rotate():
    issued = iter([("B", "R2"), ("C", "R3")])

    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            token, refresh = next(issued)
            return Reply(200, session_answer(token, refresh, expires_in=900).body)
        return Reply(200, ME)

    clock = Clock()
    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server, clock=clock)
        teg.guest()
        get_me.sync(client=teg.client)  # fresh: no refresh
        clock.now += 860  # 40 s left: still used as is
        get_me.sync(client=teg.client)
        clock.now += 20  # 20 s left: within the margin, refreshed first
        get_me.sync(client=teg.client)
        clock.now += 890
        get_me.sync(client=teg.client)
        refreshes = [s for s in server.seen if s.path == "/v1/auth/refresh"]
        assert [r.body["refresh_token"] for r in refreshes] == ["R1", "R2"], "each refresh token is sent once"
        assert refreshes[0].key != refreshes[1].key
        assert [s.bearer for s in server.seen if s.path == "/v1/me"] == ["A", "A", "B", "C"]


def test_a_refused_refresh_ends_the_session():
    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            return problem(401, "REFRESH_REUSED")
        return problem(401, "INVALID_TOKEN")

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        teg.guest()
        with pytest.raises(Problem) as raised:
            get_me.sync(client=teg.client)
        assert raised.value.code == "REFRESH_REUSED"
        assert teg.token is None and teg.refresh_token is None
        with pytest.raises(Problem) as again:
            get_me.sync(client=teg.client)
        assert again.value.code == "INVALID_TOKEN"
        assert [s.path for s in server.seen].count("/v1/auth/refresh") == 1, "R1 is never sent twice"


def test_a_refresh_that_fails_for_now_is_retried_under_the_same_key():
    refresh_replies = iter([problem(503, "DATABASE_UNAVAILABLE", **{"Retry-After": "1"}), None])

    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            reply = next(refresh_replies)
            return reply or Reply(200, session_answer("B", "R2").body)
        return Reply(200, ME) if seen.bearer == "B" else problem(401, "INVALID_TOKEN")

    with FakeServer(signed_in_router(routes)) as server:
        teg, waits = make(server)
        teg.guest()
        get_me.sync(client=teg.client)
        refreshes = [s for s in server.seen if s.path == "/v1/auth/refresh"]
        assert len(refreshes) == 2 and refreshes[0].key == refreshes[1].key
        assert waits == [1.0]


def test_concurrent_401s_refresh_once():
    gate = threading.Barrier(4)

    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            time.sleep(0.1)
            return Reply(200, session_answer("B", "R2").body)
        return Reply(200, ME) if seen.bearer == "B" else problem(401, "INVALID_TOKEN")

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        teg.guest()
        errors: list[BaseException] = []

        def call() -> None:
            try:
                gate.wait()
                get_me.sync(client=teg.client)
            except BaseException as error:
                errors.append(error)

        threads = [threading.Thread(target=call) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not errors
        assert [s.path for s in server.seen].count("/v1/auth/refresh") == 1


def test_a_personal_token_is_sent_as_is_and_never_refreshed():
    with FakeServer(scripted(problem(401, "INVALID_TOKEN"))) as server:
        teg, _ = make(server, token="pat")
        with pytest.raises(Problem):
            get_me.sync(client=teg.client)
        assert [s.bearer for s in server.seen] == ["pat"]


def test_base_url_may_end_in_v1():
    with FakeServer(scripted(Reply(200, ME))) as server:
        teg, _ = make(server, token="T")
        teg_v1 = Teg(server.url + "/v1/", token="T")
        get_me.sync(client=teg.client)
        get_me.sync(client=teg_v1.client)
        assert server.paths() == ["GET /v1/me", "GET /v1/me"]


# -- events ------------------------------------------------------------------------


def test_follow_game_long_polls_after_the_last_version():
    def routes(seen: Seen) -> Reply:
        since = int(seen.query["since"][0])
        assert seen.query["wait"] == ["30"]
        events = [e for e in EVENTS if e["version"] > since][:2]
        return Reply(200, {"version": events[-1]["version"] if events else since, "events": events})

    with FakeServer(routes) as server:
        teg, _ = make(server, token="T")
        follow = teg.follow_game("g1", after=22)
        got = [next(follow) for _ in range(3)]
        assert [e.version for e in got] == [23, 24, 25]
        assert [type(e.event).__name__ for e in got] == [
            "RiskEventCardDrawn",
            "RiskEventTurnEnded",
            "RiskEventRoundStarted",
        ]
        assert [s.query["since"] for s in server.seen] == [["22"], ["24"]]
        assert got[0].event.to_dict() == EVENTS[0]["event"]


def test_parse_sse_frames():
    text = (
        ": keep-alive\n\n"
        'id: 24\nevent: turn_ended\ndata: {"type": "turn_ended", "player": "red"}\n\n'
        'event: your_turn\ndata: {"type": "your_turn", "game_id": "g1",\ndata: "version": 24}\n\n'
    )
    frames = list(parse_sse(iter(text.splitlines(keepends=True))))
    assert [(f.id, f.event) for f in frames] == [("24", "turn_ended"), (None, "your_turn")]
    assert frames[0].data == {"type": "turn_ended", "player": "red"}
    assert frames[1].data == {"type": "your_turn", "game_id": "g1", "version": 24}


def test_stream_game_resumes_with_last_event_id():
    def respond(seen: Seen) -> Reply:
        # One frame per connection, then the server closes the stream.
        last = seen.headers.get("last-event-id")
        start = int(last) if last else int(seen.query["since"][0])
        pending = [e for e in EVENTS if e["version"] > start]
        if not pending:
            return Reply(200, raw=b": idle\n\n", headers={"content-type": "text/event-stream"})
        first = pending[0]
        frame = (
            f"id: {first['version']}\nevent: {first['event']['type']}\ndata: {json.dumps(first['event'])}\n\n"
        )
        return Reply(200, raw=frame.encode(), headers={"content-type": "text/event-stream"})

    with FakeServer(respond) as server:
        teg, _ = make(server, token="T")
        frames = []
        for frame in teg.stream_game("g1", since=22):
            frames.append(frame)
            if len(frames) == 3:
                break
        assert [f.id for f in frames] == ["23", "24", "25"]
        assert server.seen[0].query["since"] == ["22"]
        assert [s.headers.get("last-event-id") for s in server.seen[1:3]] == ["23", "24"]
        assert all(s.bearer == "T" for s in server.seen)
