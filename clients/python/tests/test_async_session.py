"""AsyncTeg against the scripted local server: the generated asyncio()
operations through it, retries after Retry-After under one Idempotency-Key,
pacing, Problem errors, and token refreshes shared by concurrent requests
(each refresh token sent once)."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest
from fake_server import (
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

from teg_client import AsyncTeg, Problem, RetryPolicy
from teg_client.generated.api.games import create_game
from teg_client.generated.api.me import get_me
from teg_client.generated.models import CreateRiskGame


def make(server: FakeServer, **kwargs) -> tuple[AsyncTeg, list[float]]:
    """An AsyncTeg on the fake server whose sleeps are recorded, not slept."""
    waits: list[float] = []

    async def sleep(seconds: float) -> None:
        waits.append(seconds)

    kwargs.setdefault("sleep", sleep)
    return AsyncTeg(server.url, **kwargs), waits


def refreshes(server: FakeServer) -> list[Seen]:
    return [s for s in server.seen if s.path == "/v1/auth/refresh"]


def test_an_async_guest_signs_in_without_a_bearer_and_the_asyncio_operations_carry_its_token():
    async def main(server: FakeServer) -> None:
        async with AsyncTeg(server.url) as teg:
            answer = await teg.guest("Test")
            assert answer.user.kind == "guest" and teg.user_id == "u1" and teg.token == "A"
            me = await get_me.asyncio(client=teg.client)
            assert me.username == "guest-1"
        assert teg.http.is_closed, "async with closes the httpx client"

    with FakeServer(signed_in_router(lambda s: Reply(200, ME))) as server:
        asyncio.run(main(server))
        guest, me = server.seen
        assert guest.bearer is None and guest.key and guest.body == {"display_name": "Test"}
        assert me.bearer == "A" and me.headers["user-agent"].startswith("teg-client-python/")


def test_an_async_503_is_retried_after_its_retry_after_under_the_same_idempotency_key():
    with FakeServer(
        scripted(problem(503, "DATABASE_UNAVAILABLE", **{"Retry-After": "2"}), Reply(201, GAME))
    ) as server:
        teg, waits = make(server, token="T")
        game = asyncio.run(create_game.asyncio(client=teg.client, body=CreateRiskGame()))
        assert game.id == "g1"
        first, second = server.seen
        assert first.key and first.key == second.key and first.body == second.body
        assert waits == [2.0]


def test_an_async_429_is_retried_after_its_retry_after_really_awaited():
    with FakeServer(scripted(problem(429, "RATE_LIMITED", **{"Retry-After": "1"}), Reply(200, ME))) as server:
        teg = AsyncTeg(server.url, token="T")
        started = time.monotonic()
        me = asyncio.run(get_me.asyncio(client=teg.client))
        assert me.username == "guest-1" and len(server.seen) == 2
        assert time.monotonic() - started >= 0.95
        assert all(s.key is None for s in server.seen), "a GET carries no Idempotency-Key"


def test_async_retries_are_bounded_and_the_last_refusal_is_raised():
    with FakeServer(scripted(problem(503, "NOT_READY", **{"Retry-After": "0"}))) as server:
        teg, waits = make(server, token="T", retry=RetryPolicy(max_retries=2))
        with pytest.raises(Problem) as raised:
            asyncio.run(get_me.asyncio(client=teg.client))
        assert (raised.value.status, raised.value.code) == (503, "NOT_READY")
        assert len(server.seen) == 3 and waits == [0.0, 0.0]


def test_an_async_key_in_flight_is_retried_and_a_connection_failure_too():
    in_flight = problem(409, "IDEMPOTENCY_KEY_IN_FLIGHT", **{"Retry-After": "1"})
    with FakeServer(scripted(in_flight, Reply(201, GAME))) as server:
        teg, waits = make(server, token="T")
        asyncio.run(create_game.asyncio(client=teg.client, body=CreateRiskGame()))
        assert server.seen[0].key == server.seen[1].key and waits == [1.0]
        url = server.url
    # The server is gone: every attempt fails to connect.
    slept: list[float] = []
    gone = AsyncTeg(url, token="T", sleep=slept.append, retry=RetryPolicy(max_retries=2, backoff=0.5))
    with pytest.raises(httpx.ConnectError):
        asyncio.run(get_me.asyncio(client=gone.client))
    assert slept == [0.5, 1.0], "a plain function serves as sleep too"


def test_an_answer_with_no_request_left_paces_the_next_async_request():
    spent = Reply(200, ME, {"RateLimit": '"requests";r=0;t=1', "RateLimit-Policy": '"requests";q=4;w=1'})
    with FakeServer(scripted(spent, Reply(200, ME))) as server:
        clock = Clock()
        teg, waits = make(server, token="T", clock=clock)

        async def main() -> None:
            await get_me.asyncio(client=teg.client)
            assert waits == [], "the answer that spends the last one is not held back"
            await get_me.asyncio(client=teg.client)
            assert waits == pytest.approx([0.25]), "none left: one request's refill, w / q"
            clock.now += 5.0
            await get_me.asyncio(client=teg.client)
            assert len(waits) == 1, "the refill came meanwhile"

        asyncio.run(main())


def test_async_error_answers_are_raised_as_problems_with_the_rfc9457_fields():
    refusal = problem(422, "NOT_ADJACENT", "argentina does not border mexico", rule="R-CMP-1")
    bad_gateway = Reply(502, raw=b"<html>bad gateway</html>", headers={"content-type": "text/html"})

    async def main(teg: AsyncTeg) -> list[BaseException]:
        refused = teg.http.post("/v1/games/g1/actions", json={"action": {"type": "end_turn"}})
        first = await asyncio.gather(refused, return_exceptions=True)
        return first + await asyncio.gather(get_me.asyncio(client=teg.client), return_exceptions=True)

    with FakeServer(scripted(refusal, bad_gateway)) as server:
        teg, _ = make(server, token="T")
        p, gateway = asyncio.run(main(teg))
        assert isinstance(p, Problem) and isinstance(gateway, Problem)
        assert (p.status, p.code, p.rule) == (422, "NOT_ADJACENT", "R-CMP-1")
        assert p.detail == "argentina does not border mexico" and p.type == "/problems/NOT_ADJACENT"
        assert p.response is not None and p.response.status_code == 422
        assert (gateway.status, gateway.code) == (502, "HTTP_502")


def test_concurrent_async_401s_share_one_refresh():
    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            time.sleep(0.2)  # the others' 401s come meanwhile
            return Reply(200, session_answer("B", "R2").body)
        return Reply(200, ME) if seen.bearer == "B" else problem(401, "INVALID_TOKEN")

    async def main(teg: AsyncTeg) -> list:
        await teg.guest()
        return await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(4)))

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        answers = asyncio.run(main(teg))
        assert [me.id for me in answers] == ["u1"] * 4
        assert [r.body for r in refreshes(server)] == [{"refresh_token": "R1"}]
        assert [s.bearer for s in server.seen if s.path == "/v1/me"].count("A") == 4
        assert teg.token == "B" and teg.refresh_token == "R2"


def test_concurrent_async_requests_near_expiry_refresh_once_and_each_refresh_token_is_sent_once():
    issued = iter([("B", "R2"), ("C", "R3")])

    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            time.sleep(0.1)
            token, refresh = next(issued)
            return Reply(200, session_answer(token, refresh, expires_in=900).body)
        return Reply(200, ME)

    clock = Clock()

    async def main(teg: AsyncTeg) -> None:
        await teg.guest()
        await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(3)))  # fresh
        clock.now += 880  # 20 s left: within the margin
        await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(3)))
        clock.now += 890
        await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(3)))

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server, clock=clock)
        asyncio.run(main(teg))
        sent = refreshes(server)
        assert [r.body["refresh_token"] for r in sent] == ["R1", "R2"]
        assert sent[0].key != sent[1].key and all(r.bearer is None for r in sent)
        assert [s.bearer for s in server.seen if s.path == "/v1/me"] == ["A"] * 3 + ["B"] * 3 + ["C"] * 3


def test_a_refused_async_refresh_ends_the_session_and_its_token_is_never_sent_again():
    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/refresh":
            return problem(401, "REFRESH_REUSED")
        return problem(401, "INVALID_TOKEN")

    async def main(teg: AsyncTeg) -> tuple[Problem, Problem]:
        await teg.guest()
        errors = await asyncio.gather(get_me.asyncio(client=teg.client), return_exceptions=True)
        again = await asyncio.gather(get_me.asyncio(client=teg.client), return_exceptions=True)
        return errors[0], again[0]

    with FakeServer(signed_in_router(routes)) as server:
        teg, _ = make(server)
        first, again = asyncio.run(main(teg))
        assert isinstance(first, Problem) and first.code == "REFRESH_REUSED"
        assert isinstance(again, Problem) and again.code == "INVALID_TOKEN"
        assert teg.token is None and teg.refresh_token is None
        assert len(refreshes(server)) == 1


def test_every_async_sign_in_stores_its_session_and_logout_clears_it():
    issued = iter(["L", "G", "U", "F"])

    def routes(seen: Seen) -> Reply:
        if seen.path == "/v1/auth/logout":
            return Reply(204)
        token = next(issued)
        created = seen.path == "/v1/auth/register"
        return Reply(201 if created else 200, session_answer(token, f"R{token}").body)

    async def main(teg: AsyncTeg) -> list[str | None]:
        tokens = [(await teg.login("ana", "secret password")).token]
        tokens.append((await teg.register("ana", "secret password")).token)
        tokens.append((await teg.upgrade("ana", "secret password")).token)
        tokens.append((await teg.refresh()).token)
        await teg.logout()
        return [*tokens, teg.token]

    with FakeServer(routes) as server:
        teg, _ = make(server)
        assert asyncio.run(main(teg)) == ["L", "G", "U", "F", None]
        assert server.paths() == [
            "POST /v1/auth/login",
            "POST /v1/auth/register",
            "POST /v1/me/upgrade",
            "POST /v1/auth/refresh",
            "POST /v1/auth/logout",
        ]
        assert server.seen[2].bearer == "G" and server.seen[3].body == {"refresh_token": "RU"}
        assert server.seen[4].bearer == "F" and all(s.key for s in server.seen)


def test_the_async_client_refuses_the_generated_sync_functions():
    teg = AsyncTeg("http://127.0.0.1:9", token="T")
    with pytest.raises(RuntimeError, match="asyncio"):
        get_me.sync(client=teg.client)
