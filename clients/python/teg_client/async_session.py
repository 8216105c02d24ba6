"""The asyncio twin of ``Teg``: ``AsyncTeg`` on an ``httpx.AsyncClient``.

It does what ``Teg`` does (sign-ins, tokens refreshed ahead of expiry and
after a 401, ``Idempotency-Key``\\ s, retries, pacing, ``Problem``), from the
same code: the steps of ``teg_client.session._Flows``, taken here with
awaits, and one refresh at a time under an ``asyncio.Lock``.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING, Any, TypeVar, cast

import httpx

from . import events
from .errors import Problem
from .generated.models.token_response import TokenResponse
from .generated.models.versioned import Versioned
from .session import (
    _Done,
    _Flow,
    _Flows,
    _Locked,
    _locked,
    _next_step,
    _Read,
    _Send,
    _Session,
    _Sleep,
    _Step,
    _TegBase,
)

if TYPE_CHECKING:
    from .oauth import OAuthTokens

__all__ = ["AsyncTeg", "AsyncTegTransport"]

T = TypeVar("T")


class AsyncTegTransport(httpx.AsyncBaseTransport):
    """The ``httpx`` transport that ``AsyncTeg`` installs."""

    def __init__(
        self, session: _Session, base_url: str, inner: httpx.AsyncBaseTransport | None = None
    ) -> None:
        self._session = session
        self._flows = _Flows(session, base_url)
        self._inner = inner or httpx.AsyncHTTPTransport()
        # Held while a token is checked or refreshed: requests side by side
        # wait for one refresh and use its token.
        self._lock = asyncio.Lock()

    # -- httpx.AsyncBaseTransport ----------------------------------------------

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()  # a body sent more than once must be in memory
        return await self._run(self._flows.handle(request))

    async def aclose(self) -> None:
        await self._inner.aclose()

    # -- the parts -----------------------------------------------------------

    async def refresh(self, expected: str | None = None) -> str:
        """Trades the refresh token for a new pair; returns the access token
        (nothing is done when the access token is no longer ``expected``)."""
        return await self._run(_locked(self._flows.refresh(expected)))

    async def _run(self, flow: _Flow[T]) -> T:
        step = _next_step(flow)
        while not isinstance(step, _Done):
            try:
                outcome = await self._take(step)
            except Exception as error:
                step = _next_step(flow, error=error)
            else:
                step = _next_step(flow, outcome)
        return cast(T, step.value)

    async def _take(self, step: _Step) -> Any:
        match step:
            case _Send(request):
                return await self._inner.handle_async_request(request)
            case _Sleep(seconds):
                slept = self._session.sleep(seconds)
                if inspect.isawaitable(slept):
                    await slept
            case _Read(response):
                await response.aread()
                await response.aclose()
            case _Locked(flow):
                async with self._lock:
                    return await self._run(flow)
        return None


async def _raise_for_problem(response: httpx.Response) -> None:
    if response.status_code >= 400:
        await response.aread()
        raise Problem.from_response(response)


class _SyncRefused(httpx.BaseTransport):
    """Stands in for the generated client's blocking ``httpx.Client``: its
    ``sync()`` functions would go out without the session's token."""

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        raise RuntimeError(
            "AsyncTeg.client serves the generated asyncio() functions; use Teg for the sync() ones"
        )


class AsyncTeg(_TegBase):
    """One user's asyncio connection to a TEG server.

    >>> async with AsyncTeg("http://127.0.0.1:8080") as teg:
    ...     await teg.guest("Pampa")
    ...     games = await list_games.asyncio(client=teg.client)  # raises Problem
    ...     async for notice in teg.follow_feed():
    ...         print(notice.type_)

    The arguments are ``Teg``'s; ``transport`` is an
    ``httpx.AsyncBaseTransport`` and ``sleep`` a coroutine function
    (``asyncio.sleep``; a plain function is called as is). ``client`` is the generated
    ``AuthenticatedClient`` for the ``asyncio()`` operations, ``http`` the
    ``httpx.AsyncClient``.
    """

    _default_sleep = staticmethod(asyncio.sleep)

    def _connect(self, transport: httpx.AsyncBaseTransport | None, options: dict[str, Any]) -> None:
        self.transport = AsyncTegTransport(self._session, self.base_url, transport)
        self.http = httpx.AsyncClient(
            transport=self.transport, event_hooks={"response": [_raise_for_problem]}, **options
        )
        self._refused = httpx.Client(transport=_SyncRefused())
        # The generated client, sharing this httpx client.
        self.client = (
            self._generated_client().set_async_httpx_client(self.http).set_httpx_client(self._refused)
        )

    # -- lifecycle -----------------------------------------------------------

    async def aclose(self) -> None:
        await self.http.aclose()
        self._refused.close()

    async def __aenter__(self) -> AsyncTeg:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- sessions (as Teg's, awaited) ------------------------------------------

    async def guest(self, display_name: str = "Python") -> TokenResponse:
        """Signs in as a new guest (``POST /v1/auth/guest``)."""
        return await self._sign_in("guest", display_name)

    async def login(self, username: str, password: str) -> TokenResponse:
        """Signs in to an account (``POST /v1/auth/login``)."""
        return await self._sign_in("login", username, password)

    async def register(self, username: str, password: str) -> TokenResponse:
        """Creates an account and signs in (``POST /v1/auth/register``)."""
        return await self._sign_in("register", username, password)

    async def upgrade(self, username: str, password: str) -> TokenResponse:
        """Makes this guest a full account, same id (``POST /v1/me/upgrade``)."""
        return await self._sign_in("upgrade", username, password)

    async def refresh(self) -> TokenResponse:
        """Trades the refresh token for a new pair now (it happens by itself)."""
        self._check_refresher(oauth=False)
        await self.transport.refresh()
        return self._refreshed()

    async def refresh_oauth(self) -> OAuthTokens:
        """``Teg.refresh_oauth``: an OAuth session's refresh, now."""
        self._check_refresher(oauth=True)
        await self.transport.refresh()
        return self._refreshed_oauth()

    async def logout(self) -> None:
        """Ends this session on the server (``POST /v1/auth/logout``)."""
        await self.http.post("/v1/auth/logout")
        self._session.clear()

    async def _sign_in(self, way: str, *args: str) -> TokenResponse:
        operation, body = self._sign_in_call(way, *args)
        return self._signed_in(await operation.asyncio(client=self.client, body=body))

    # -- events (async iterators) ------------------------------------------------

    def follow_game(self, game_id: str, after: int = 0, *, wait: int = 30) -> AsyncIterator[Versioned]:
        """``Teg.follow_game``: ``async for item in teg.follow_game(id)``."""
        return events.afollow_game(self, game_id, after, wait=wait)

    def stream_game(self, game_id: str, since: int | None = None) -> AsyncIterator[events.SseEvent]:
        """``Teg.stream_game``: ``async for frame in teg.stream_game(id)``."""
        return events.astream_game(self, game_id, since)

    def follow_feed(self, since: int = 0, *, wait: int = 30) -> AsyncIterator[events.FeedNotice]:
        """``Teg.follow_feed``: ``async for notice in teg.follow_feed()``."""
        return events.afollow_feed(self, since, wait=wait)

    def stream_feed(self, since: int | None = None) -> AsyncIterator[events.FeedNotice]:
        """``Teg.stream_feed``: ``async for notice in teg.stream_feed()``."""
        return events.astream_feed(self, since)
