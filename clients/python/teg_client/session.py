"""A session with the TEG service: sign-in, tokens, retries and errors.

``Teg`` (blocking) and ``AsyncTeg`` (asyncio, ``teg_client.async_session``)
each wrap one ``httpx`` client whose transport does what every request
needs, then hand out the generated ``AuthenticatedClient`` for the typed
operations of ``teg_client.generated.api``:

* ``Authorization: Bearer`` with the session's access token, refreshed a
  little before it expires, and once more (then the request is sent again,
  once) when an answer is 401. Refresh tokens rotate: each one is traded
  once and never sent again, and requests running side by side share one
  refresh. The server never replays a sign-in or a
  refresh from its key (their answers hold secrets), so a refresh whose
  answer was lost is a reuse that ends the session: sign in again. How a
  refresh is made is the session's ``Refresher``: the service's own
  ``POST /v1/auth/refresh`` by default, an OAuth app's ``POST /oauth/token``
  with ``teg_client.oauth.OAuthRefresher`` (``Teg.from_oauth``).
* an ``Idempotency-Key`` on every POST, PUT, PATCH and DELETE that lacks one,
  kept for every retry of that request, so a retry is applied at most once;
* retries of 429 and 503 answers after their ``Retry-After`` (and of 409
  ``IDEMPOTENCY_KEY_IN_FLIGHT``, and of connection failures), bounded in count
  and in wait;
* pacing by the request budget the server tells (``RateLimit`` and
  ``RateLimit-Policy``, IETF httpapi draft): when an answer says no request
  is left, the next one waits for one request's refill (``w`` / ``q``
  seconds) instead of being refused;
* every error answer raised as ``teg_client.Problem`` (RFC 9457 fields).

All of that is written once, without I/O (``_Flows``): generators that
yield each step to take (send the request, sleep, read an answer's body, run
a part holding the session's lock) and are sent its outcome. ``TegTransport``
takes the steps with blocking calls and a ``threading`` lock,
``AsyncTegTransport`` with awaits and an ``asyncio.Lock``.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

import httpx

from . import events
from .errors import Problem, parse_retry_after
from .generated import AuthenticatedClient
from .generated.api.accounts import log_in, sign_in_as_guest
from .generated.api.accounts import register as register_op
from .generated.api.me import upgrade_guest
from .generated.models.credentials import Credentials
from .generated.models.guest_request import GuestRequest
from .generated.models.token_response import TokenResponse
from .generated.models.versioned import Versioned

if TYPE_CHECKING:
    from .oauth import OAuthRefresher, OAuthTokens

__all__ = ["Refresher", "Renewed", "RetryPolicy", "Teg", "TegTransport"]

USER_AGENT = "teg-client-python/0.1.0"
CHANGING_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
# Routes that sign in: they take no bearer token.
SIGN_IN_PATHS = frozenset({"/v1/auth/guest", "/v1/auth/login", "/v1/auth/register", "/v1/auth/refresh"})
RETRIED_ERRORS = (
    httpx.ConnectError,
    httpx.ConnectTimeout,
    httpx.ReadError,
    httpx.ReadTimeout,
    httpx.WriteError,
    httpx.RemoteProtocolError,
    httpx.PoolTimeout,
)


def new_idempotency_key() -> str:
    return f"teg-py-{uuid.uuid4().hex}"


class RetryPolicy:
    """How often and how long to retry.

    ``max_retries`` retries at most per request; a ``Retry-After`` longer than
    ``max_wait`` seconds is not waited for (the error is raised instead);
    without ``Retry-After`` the waits are ``backoff`` × 2ⁿ seconds.
    """

    def __init__(self, max_retries: int = 5, max_wait: float = 30.0, backoff: float = 0.25) -> None:
        self.max_retries = max_retries
        self.max_wait = max_wait
        self.backoff = backoff

    def delay_for(self, response: httpx.Response, attempt: int) -> float | None:
        """Seconds to wait before retrying this answer, or None not to retry."""
        if attempt >= self.max_retries:
            return None
        status = response.status_code
        if status == 409:
            response.read()
            if _problem_code(response) != "IDEMPOTENCY_KEY_IN_FLIGHT":
                return None
        elif status not in (429, 503):
            return None
        delay = parse_retry_after(response.headers.get("retry-after"))
        if delay is None:
            delay = self.backoff * (2**attempt)
        return delay if delay <= self.max_wait else None

    def delay_for_error(self, attempt: int) -> float | None:
        if attempt >= self.max_retries:
            return None
        return min(self.backoff * (2**attempt), self.max_wait)


def _structured_params(value: str | None) -> dict[str, str]:
    """The parameters of the first member of a structured-field list
    (``"requests";r=0;t=2`` gives ``{"r": "0", "t": "2"}``)."""
    if not value:
        return {}
    first = value.split(",")[0]
    params = {}
    for part in first.split(";")[1:]:
        name, _, val = part.strip().partition("=")
        params[name] = val
    return params


def budget_wait(headers: httpx.Headers) -> float:
    """Seconds the next request should wait by this answer's budget: one
    request's refill (``w`` / ``q`` of ``RateLimit-Policy``) when
    ``RateLimit`` says none is left, else 0."""
    left = _structured_params(headers.get("ratelimit"))
    policy = _structured_params(headers.get("ratelimit-policy"))
    try:
        if int(left.get("r", "1")) > 0:
            return 0.0
        return float(policy["w"]) / float(policy["q"])
    except (KeyError, ValueError, ZeroDivisionError):
        return 0.0


def _problem_code(response: httpx.Response) -> str | None:
    try:
        body = json.loads(response.content or b"null")
    except ValueError:
        return None
    return body.get("code") if isinstance(body, dict) else None


@dataclass(frozen=True)
class Renewed:
    """What a refresh gave: the new access token, the refresh token that
    replaces the one traded (None: the session cannot refresh again), the
    access token's lifetime in seconds (None: unknown), and the answer
    itself (a ``TokenResponse``, an ``OAuthTokens``...)."""

    token: str
    refresh_token: str | None
    expires_in: float | None
    answer: Any


class Refresher:
    """How a session trades its refresh token, without I/O: the request to
    send, what to keep of the answer, and what to do once it is kept.

    This one is the service's own sessions' (``POST /v1/auth/refresh``, the
    default); ``teg_client.oauth.OAuthRefresher`` is an OAuth app's
    (``POST /oauth/token``). The transports send the request (with retries
    of 429, 503 and connection failures), read the answer, hand it to
    ``read``, store the tokens in the session, then call ``kept``, all while
    holding the session's lock: one refresh at a time, each refresh token
    traded once.
    """

    def request(self, base_url: str, refresh_token: str, key: str) -> httpx.Request:
        """The refresh request; ``key`` is the one ``Idempotency-Key`` this
        refresh token is sent under (on every retry)."""
        return httpx.Request(
            "POST",
            base_url + "/v1/auth/refresh",
            json={"refresh_token": refresh_token},
            headers={"Idempotency-Key": key, "User-Agent": USER_AGENT, "Accept": "application/json"},
        )

    def read(self, response: httpx.Response) -> Renewed:
        """The new tokens of the answer (its body read, any status), or the
        refusal raised (a ``Problem``)."""
        if response.status_code != 200:
            raise Problem.from_response(response)
        answer = TokenResponse.from_dict(response.json())
        return Renewed(answer.token, answer.refresh_token, float(answer.expires_in), answer)

    def kept(self, renewed: Renewed) -> None:
        """Called once the session holds the new tokens (under its lock)."""


class _Session:
    """The tokens of one signed-in session, shared by every request."""

    def __init__(
        self, policy: RetryPolicy, sleep: Callable[[float], Any], clock: Callable[[], float]
    ) -> None:
        self.lock = threading.RLock()
        self.policy = policy
        self.sleep = sleep  # blocking for Teg; a coroutine function (or blocking) for AsyncTeg
        self.clock = clock
        self.access: str | None = None
        self.refresh: str | None = None
        self.refresh_key: str | None = None  # the one key this refresh token is sent under
        self.expires: float | None = None  # by self.clock
        self.lifetime: float = 0.0
        self.answer: TokenResponse | None = None
        self.refreshes = 0
        self.not_before = 0.0  # by self.clock: the budget's pace
        self.refresher = Refresher()

    def pause(self) -> float:
        """Seconds to wait until the request budget has a request again."""
        with self.lock:
            return max(0.0, self.not_before - self.clock())

    def note_budget(self, response: httpx.Response) -> None:
        """Keeps the pace an answer's ``RateLimit`` fields set."""
        wait = budget_wait(response.headers)
        with self.lock:
            self.not_before = self.clock() + wait if wait > 0 else 0.0

    def store(self, answer: TokenResponse) -> None:
        with self.lock:
            self.answer = answer
            self.access = answer.token
            self.refresh = answer.refresh_token
            self.refresh_key = new_idempotency_key()
            self.lifetime = float(answer.expires_in)
            self.expires = self.clock() + self.lifetime

    def renew(self, renewed: Renewed) -> None:
        with self.lock:
            self.set_token(renewed.token, renewed.refresh_token, renewed.expires_in)
            if isinstance(renewed.answer, TokenResponse):
                self.answer = renewed.answer

    def set_token(self, token: str | None, refresh_token: str | None, expires_in: float | None) -> None:
        with self.lock:
            self.access = token
            self.refresh = refresh_token
            self.refresh_key = new_idempotency_key() if refresh_token else None
            self.lifetime = float(expires_in or 0)
            self.expires = self.clock() + self.lifetime if expires_in else None

    def clear(self) -> None:
        with self.lock:
            self.access = self.refresh = self.refresh_key = None
            self.expires = None

    def margin(self) -> float:
        # Refresh 30 s before expiry, or a tenth of a short token's life.
        return min(30.0, self.lifetime / 10)


T = TypeVar("T")


# -- what every request takes, as steps ------------------------------------------


@dataclass(frozen=True)
class _Send:
    """Send the request once; the outcome is the answer (or the exception)."""

    request: httpx.Request


@dataclass(frozen=True)
class _Sleep:
    seconds: float


@dataclass(frozen=True)
class _Read:
    """Read the whole body of an answer (so its code can be looked at, or the
    connection freed before a retry)."""

    response: httpx.Response


@dataclass(frozen=True)
class _Locked:
    """Run ``flow`` holding the session's lock: one refresh at a time."""

    flow: _Flow[Any]


_Step = _Send | _Sleep | _Read | _Locked
# A generator of steps, sent each step's outcome, returning a T.
_Flow = Generator[_Step, Any, T]


def _locked(flow: _Flow[T]) -> _Flow[T]:
    value: T = yield _Locked(flow)
    return value


@dataclass(frozen=True)
class _Done:
    value: Any


def _next_step(flow: _Flow[Any], outcome: Any = None, error: Exception | None = None) -> _Step | _Done:
    """The flow's next step after the outcome (or the exception) of the last one."""
    try:
        return flow.throw(error) if error is not None else flow.send(outcome)
    except StopIteration as done:
        return _Done(done.value)


class _Flows:
    """The logic of the transports, I/O left out (see the module's doc)."""

    def __init__(self, session: _Session, base_url: str) -> None:
        self._session = session
        self._base_url = base_url

    def handle(self, request: httpx.Request) -> _Flow[httpx.Response]:
        """A request of the client (its body already in memory), start to end."""
        if request.method in CHANGING_METHODS and "idempotency-key" not in request.headers:
            request.headers["Idempotency-Key"] = new_idempotency_key()
        used = None
        signing_in = any(request.url.path.endswith(path) for path in SIGN_IN_PATHS)
        if "authorization" not in request.headers and not signing_in:
            used = yield from _locked(self.current_token())
            if used:
                request.headers["Authorization"] = f"Bearer {used}"
        response = yield from self.send_with_retries(request)
        if response.status_code == 401 and used and self._session.refresh:
            yield _Read(response)
            token = yield from _locked(self.refresh(expected=used))
            request.headers["Authorization"] = f"Bearer {token}"
            response = yield from self.send_with_retries(request)
        return response

    def send_with_retries(self, request: httpx.Request) -> _Flow[httpx.Response]:
        session = self._session
        attempt = 0
        while True:
            pause = session.pause()
            if pause > 0:
                yield _Sleep(pause)
            try:
                response: httpx.Response = yield _Send(request)
            except RETRIED_ERRORS:
                delay = session.policy.delay_for_error(attempt)
                if delay is None:
                    raise
            else:
                session.note_budget(response)
                if response.status_code == 409:
                    yield _Read(response)  # its code tells whether to retry
                delay = session.policy.delay_for(response, attempt)
                if delay is None:
                    return response
                yield _Read(response)
            yield _Sleep(delay)
            attempt += 1

    def current_token(self) -> _Flow[str | None]:
        """The access token, refreshed first when it is about to expire (run
        it holding the lock)."""
        session = self._session
        if (
            session.access
            and session.refresh
            and session.expires is not None
            and session.clock() >= session.expires - session.margin()
        ):
            try:
                yield from self.refresh(expected=session.access)
            except (Problem, httpx.TransportError) as error:
                # A refresh that could not be made now: the token may
                # still be good; a definite refusal is the caller's.
                still_valid = session.clock() < session.expires
                transient = isinstance(error, httpx.TransportError) or error.status in (429, 503)
                if not (still_valid and transient):
                    raise
        return session.access

    def refresh(self, expected: str | None = None) -> _Flow[str]:
        """Trades the refresh token for a new pair; returns the access token
        (run it holding the lock).

        With ``expected``, nothing is done when the access token is no longer
        that one (another request refreshed it meanwhile).
        """
        session = self._session
        if expected is not None and session.access != expected and session.access:
            return session.access
        if not session.refresh:
            raise Problem(401, "NO_REFRESH_TOKEN", "this session has no refresh token (sign in again)")
        refresher = session.refresher
        key = session.refresh_key or new_idempotency_key()
        request = refresher.request(self._base_url, session.refresh, key)
        response = yield from self.send_with_retries(request)
        yield _Read(response)
        try:
            renewed = refresher.read(response)
        except Exception:
            if response.status_code not in (429, 503):
                # Refused for good (INVALID_TOKEN, REFRESH_REUSED,
                # invalid_grant...), or an answer that cannot be read: the
                # session is over, never send this token again.
                session.clear()
            raise
        session.renew(renewed)
        session.refreshes += 1
        refresher.kept(renewed)
        return renewed.token


# -- the blocking transport ------------------------------------------------------------


class TegTransport(httpx.BaseTransport):
    """The ``httpx`` transport that ``Teg`` installs (see the module's doc)."""

    def __init__(self, session: _Session, base_url: str, inner: httpx.BaseTransport | None = None) -> None:
        self._session = session
        self._flows = _Flows(session, base_url)
        self._inner = inner or httpx.HTTPTransport()

    # -- httpx.BaseTransport -------------------------------------------------

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()  # a body sent more than once must be in memory
        return self._run(self._flows.handle(request))

    def close(self) -> None:
        self._inner.close()

    # -- the parts -----------------------------------------------------------

    def send_with_retries(self, request: httpx.Request) -> httpx.Response:
        return self._run(self._flows.send_with_retries(request))

    def current_token(self) -> str | None:
        """The access token, refreshed first when it is about to expire."""
        return self._run(_locked(self._flows.current_token()))

    def refresh(self, expected: str | None = None) -> str:
        """Trades the refresh token for a new pair; returns the access token.

        With ``expected``, nothing is done when the access token is no longer
        that one (another thread refreshed it meanwhile).
        """
        return self._run(_locked(self._flows.refresh(expected)))

    def _run(self, flow: _Flow[T]) -> T:
        step = _next_step(flow)
        while not isinstance(step, _Done):
            try:
                outcome = self._take(step)
            except Exception as error:
                step = _next_step(flow, error=error)
            else:
                step = _next_step(flow, outcome)
        return cast(T, step.value)

    def _take(self, step: _Step) -> Any:
        match step:
            case _Send(request):
                return self._inner.handle_request(request)
            case _Sleep(seconds):
                self._session.sleep(seconds)
            case _Read(response):
                response.read()
                response.close()
            case _Locked(flow):
                with self._session.lock:
                    return self._run(flow)
        return None


def _raise_for_problem(response: httpx.Response) -> None:
    if response.status_code >= 400:
        response.read()
        raise Problem.from_response(response)


def _normalize_base_url(base_url: str) -> str:
    base_url = base_url.rstrip("/")
    if base_url.endswith("/v1"):
        base_url = base_url[: -len("/v1")]
    return base_url


class _TegBase:
    """What ``Teg`` and ``AsyncTeg`` share: their arguments, the session's
    state and its accessors. Each builds its own ``httpx`` client
    (``_connect``) and sleeps its own way (``_default_sleep``)."""

    _default_sleep: Callable[[float], Any]

    def __init__(
        self,
        base_url: str,
        *,
        token: str | None = None,
        refresh_token: str | None = None,
        expires_in: float | None = None,
        retry: RetryPolicy | None = None,
        timeout: httpx.Timeout | float | None = None,
        transport: httpx.BaseTransport | httpx.AsyncBaseTransport | None = None,
        sleep: Callable[[float], Any] | None = None,
        clock: Callable[[], float] = time.monotonic,
        refresher: Refresher | None = None,
    ) -> None:
        self.base_url = _normalize_base_url(base_url)
        self._session = _Session(retry or RetryPolicy(), sleep or self._default_sleep, clock)
        self._session.set_token(token, refresh_token, expires_in)
        if refresher is not None:
            self._session.refresher = refresher
        options = {
            "base_url": self.base_url,
            # Long-polls hold an answer up to 30 s.
            "timeout": timeout if timeout is not None else httpx.Timeout(10.0, read=45.0),
            "headers": {"User-Agent": USER_AGENT},
        }
        self._connect(transport, options)

    @classmethod
    def from_oauth(
        cls,
        base_url: str,
        tokens: OAuthTokens,
        *,
        client_id: str,
        client_secret: str | None = None,
        on_tokens: Callable[[OAuthTokens], Any] | None = None,
        **options: Any,
    ) -> Self:
        """A session on the tokens an OAuth app obtained for a player
        (``teg_client.oauth.exchange_code``): the access token is sent as
        any, and refreshed at ``POST /oauth/token`` as the app
        (``client_id``, and ``client_secret`` for a confidential app), a
        little before it expires and once after a 401.

        Each refresh rotates the refresh token: the old one is never sent
        again (the server revokes the grant when it is). ``on_tokens`` is
        called with each new ``OAuthTokens`` (under the session's lock, after
        the session took them: store the refresh token there to resume
        later; what it raises reaches the request that refreshed).
        ``oauth_tokens`` is the newest. ``options`` are the constructor's
        (``retry``, ``timeout``, ``transport``...).
        """
        from .oauth import OAuthRefresher

        refresher = OAuthRefresher(client_id, client_secret=client_secret, tokens=tokens, on_tokens=on_tokens)
        return cls(
            base_url,
            token=tokens.access_token,
            refresh_token=tokens.refresh_token,
            expires_in=tokens.expires_in,
            refresher=refresher,
            **options,
        )

    def _connect(self, transport: Any, options: dict[str, Any]) -> None:
        """Sets ``transport``, ``http`` (built with ``options``) and ``client``."""
        raise NotImplementedError

    def _generated_client(self) -> AuthenticatedClient:
        # Its own token is unused: the transport sets the header on each request.
        return AuthenticatedClient(base_url=self.base_url, token="")

    # -- sessions ------------------------------------------------------------

    @property
    def token(self) -> str | None:
        """The current access token (a session's, or a personal one)."""
        return self._session.access

    @property
    def refresh_token(self) -> str | None:
        return self._session.refresh

    @property
    def session(self) -> TokenResponse | None:
        """The last session answer (sign-in or refresh), typed."""
        return self._session.answer

    @property
    def user_id(self) -> str | None:
        answer = self._session.answer
        return answer.user_id if answer else None

    @property
    def oauth_tokens(self) -> OAuthTokens | None:
        """An OAuth session's newest tokens (``from_oauth``), else None."""
        refresher = self._oauth_refresher()
        return refresher.tokens if refresher else None

    def _oauth_refresher(self) -> OAuthRefresher | None:
        from .oauth import OAuthRefresher

        refresher = self._session.refresher
        return refresher if isinstance(refresher, OAuthRefresher) else None

    def _check_refresher(self, oauth: bool) -> None:
        """Refuses ``refresh()`` on an OAuth session, and ``refresh_oauth()``
        on any other, before anything is sent."""
        if oauth and self._oauth_refresher() is None:
            raise TypeError("refresh_oauth() is for a session of an OAuth app's tokens (from_oauth)")
        if not oauth and self._oauth_refresher() is not None:
            raise TypeError("this session holds an OAuth app's tokens: refresh_oauth() refreshes them")

    def _refreshed_oauth(self) -> OAuthTokens:
        tokens = self.oauth_tokens
        assert tokens is not None
        return tokens

    def _signed_in(self, answer: Any) -> TokenResponse:
        if not isinstance(answer, TokenResponse):
            raise TypeError(f"expected a session answer, got {answer!r}")
        self._session.store(answer)
        return answer

    @staticmethod
    def _sign_in_call(way: str, *args: str) -> tuple[Any, Any]:
        """The generated operation and the body of a way of signing in."""
        if way == "guest":
            return sign_in_as_guest, GuestRequest(display_name=args[0])
        operation = {"login": log_in, "register": register_op, "upgrade": upgrade_guest}[way]
        username, password = args
        return operation, Credentials(username=username, password=password)

    def _refreshed(self) -> TokenResponse:
        assert self._session.answer is not None
        return self._session.answer


class Teg(_TegBase):
    """One user's connection to a TEG server.

    >>> teg = Teg("http://127.0.0.1:8080")
    >>> teg.guest("Pampa")                     # or login(), register()
    >>> from teg_client.generated.api.games import list_games
    >>> list_games.sync(client=teg.client)     # typed, raises Problem on errors

    ``base_url`` is the server's root (a trailing ``/v1`` is accepted too).
    ``token`` (and ``refresh_token``, ``expires_in``) resume a session or use
    a personal access token; ``refresher`` (a ``Refresher``) says how the
    refresh token is traded (``Teg.from_oauth`` sets an OAuth app's, for the
    tokens of ``teg_client.oauth``). ``retry`` bounds the retries (``RetryPolicy``),
    ``timeout`` is the ``httpx`` one. ``transport`` (an
    ``httpx.BaseTransport``) replaces the network, ``sleep`` (``time.sleep``)
    and ``clock`` (``time.monotonic``) the time (tests).
    """

    _default_sleep = staticmethod(time.sleep)

    def _connect(self, transport: httpx.BaseTransport | None, options: dict[str, Any]) -> None:
        self.transport = TegTransport(self._session, self.base_url, transport)
        self.http = httpx.Client(
            transport=self.transport, event_hooks={"response": [_raise_for_problem]}, **options
        )
        # The generated client, sharing this httpx client.
        self.client = self._generated_client().set_httpx_client(self.http)

    # -- lifecycle -----------------------------------------------------------

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> Teg:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- sessions ------------------------------------------------------------

    def guest(self, display_name: str = "Python") -> TokenResponse:
        """Signs in as a new guest (``POST /v1/auth/guest``)."""
        return self._sign_in("guest", display_name)

    def login(self, username: str, password: str) -> TokenResponse:
        """Signs in to an account (``POST /v1/auth/login``)."""
        return self._sign_in("login", username, password)

    def register(self, username: str, password: str) -> TokenResponse:
        """Creates an account and signs in (``POST /v1/auth/register``)."""
        return self._sign_in("register", username, password)

    def upgrade(self, username: str, password: str) -> TokenResponse:
        """Makes this guest a full account, same id (``POST /v1/me/upgrade``)."""
        return self._sign_in("upgrade", username, password)

    def refresh(self) -> TokenResponse:
        """Trades the refresh token for a new pair now (it happens by itself)."""
        self._check_refresher(oauth=False)
        self.transport.refresh()
        return self._refreshed()

    def refresh_oauth(self) -> OAuthTokens:
        """An OAuth session's (``from_oauth``) ``refresh()``: trades its
        refresh token at ``POST /oauth/token`` now; the new ``OAuthTokens``."""
        self._check_refresher(oauth=True)
        self.transport.refresh()
        return self._refreshed_oauth()

    def logout(self) -> None:
        """Ends this session on the server (``POST /v1/auth/logout``)."""
        self.http.post("/v1/auth/logout")
        self._session.clear()

    def _sign_in(self, way: str, *args: str) -> TokenResponse:
        operation, body = self._sign_in_call(way, *args)
        return self._signed_in(operation.sync(client=self.client, body=body))

    # -- events ----------------------------------------------------------------

    def follow_game(self, game_id: str, after: int = 0, *, wait: int = 30) -> Iterator[Versioned]:
        """The game's events after version ``after``, as they are committed.

        A generator of the generated ``Versioned`` (``.version``, ``.event``)
        built on the long-poll ``GET /v1/games/{id}/events?since&wait``; it
        never ends by itself: break out of it (a finished game sends nothing
        more).
        """
        return events.follow_game(self, game_id, after, wait=wait)

    def stream_game(self, game_id: str, since: int | None = None) -> Iterator[events.SseEvent]:
        """The game's Server-Sent Events stream, frame by frame (``SseEvent``)."""
        return events.stream_game(self, game_id, since)

    def follow_feed(self, since: int = 0, *, wait: int = 30) -> Iterator[events.FeedNotice]:
        """This user's notices after id ``since``, as they are written.

        Typed by their ``type`` (the generated ``Notice*`` models; a type
        this client does not know stays a ``dict``), built on the long-poll
        ``GET /v1/me/events?since&wait``, each once and in order; it never
        ends by itself.
        """
        return events.follow_feed(self, since, wait=wait)

    def stream_feed(self, since: int | None = None) -> Iterator[events.FeedNotice]:
        """The same notices from the Server-Sent Events stream
        ``GET /v1/me/events/stream``, reconnecting with ``Last-Event-ID``."""
        return events.stream_feed(self, since)
