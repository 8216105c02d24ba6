"""A session with the TEG service: sign-in, tokens, retries and errors.

``Teg`` wraps one ``httpx.Client`` whose transport does what every request
needs, then hands out the generated ``AuthenticatedClient`` for the typed
operations of ``teg_client.generated.api``:

* ``Authorization: Bearer`` with the session's access token, refreshed a
  little before it expires, and once more (then the request is sent again,
  once) when an answer is 401. Refresh tokens rotate: each one is traded
  once and never sent again. The server never replays a sign-in or a
  refresh from its key (their answers hold secrets), so a refresh whose
  answer was lost is a reuse that ends the session: sign in again.
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
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import httpx

from .errors import Problem, parse_retry_after
from .generated import AuthenticatedClient
from .generated.api.accounts import log_in, sign_in_as_guest
from .generated.api.accounts import register as register_op
from .generated.api.me import upgrade_guest
from .generated.models.credentials import Credentials
from .generated.models.guest_request import GuestRequest
from .generated.models.token_response import TokenResponse

__all__ = ["RetryPolicy", "Teg", "TegTransport"]

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


class _Session:
    """The tokens of one signed-in session, shared by every request."""

    def __init__(
        self, policy: RetryPolicy, sleep: Callable[[float], None], clock: Callable[[], float]
    ) -> None:
        self.lock = threading.RLock()
        self.policy = policy
        self.sleep = sleep
        self.clock = clock
        self.access: str | None = None
        self.refresh: str | None = None
        self.refresh_key: str | None = None  # the one key this refresh token is sent under
        self.expires: float | None = None  # by self.clock
        self.lifetime: float = 0.0
        self.answer: TokenResponse | None = None
        self.refreshes = 0
        self.not_before = 0.0  # by self.clock: the budget's pace

    def pace(self) -> None:
        """Waits until the request budget has a request again."""
        with self.lock:
            wait = self.not_before - self.clock()
        if wait > 0:
            self.sleep(wait)

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


class TegTransport(httpx.BaseTransport):
    """The ``httpx`` transport that ``Teg`` installs (see the module's doc)."""

    def __init__(self, session: _Session, base_url: str, inner: httpx.BaseTransport | None = None) -> None:
        self._session = session
        self._base_url = base_url
        self._inner = inner or httpx.HTTPTransport()

    # -- httpx.BaseTransport -------------------------------------------------

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method in CHANGING_METHODS and "idempotency-key" not in request.headers:
            request.headers["Idempotency-Key"] = new_idempotency_key()
        request.read()  # a body sent more than once must be in memory
        used = None
        signing_in = any(request.url.path.endswith(path) for path in SIGN_IN_PATHS)
        if "authorization" not in request.headers and not signing_in:
            used = self.current_token()
            if used:
                request.headers["Authorization"] = f"Bearer {used}"
        response = self.send_with_retries(request)
        if response.status_code == 401 and used and self._session.refresh:
            response.read()
            response.close()
            token = self.refresh(expected=used)
            request.headers["Authorization"] = f"Bearer {token}"
            response = self.send_with_retries(request)
        return response

    def close(self) -> None:
        self._inner.close()

    # -- the parts -----------------------------------------------------------

    def send_with_retries(self, request: httpx.Request) -> httpx.Response:
        policy = self._session.policy
        attempt = 0
        while True:
            self._session.pace()
            try:
                response = self._inner.handle_request(request)
                self._session.note_budget(response)
            except RETRIED_ERRORS:
                delay = policy.delay_for_error(attempt)
                if delay is None:
                    raise
            else:
                delay = policy.delay_for(response, attempt)
                if delay is None:
                    return response
                response.read()
                response.close()
            self._session.sleep(delay)
            attempt += 1

    def current_token(self) -> str | None:
        """The access token, refreshed first when it is about to expire."""
        session = self._session
        with session.lock:
            if (
                session.access
                and session.refresh
                and session.expires is not None
                and session.clock() >= session.expires - session.margin()
            ):
                try:
                    self.refresh(expected=session.access)
                except (Problem, httpx.TransportError) as error:
                    # A refresh that could not be made now: the token may
                    # still be good; a definite refusal is the caller's.
                    still_valid = session.clock() < session.expires
                    transient = isinstance(error, httpx.TransportError) or error.status in (429, 503)
                    if not (still_valid and transient):
                        raise
            return session.access

    def refresh(self, expected: str | None = None) -> str:
        """Trades the refresh token for a new pair; returns the access token.

        With ``expected``, nothing is done when the access token is no longer
        that one (another thread refreshed it meanwhile).
        """
        session = self._session
        with session.lock:
            if expected is not None and session.access != expected and session.access:
                return session.access
            if not session.refresh:
                raise Problem(401, "NO_REFRESH_TOKEN", "this session has no refresh token (sign in again)")
            request = httpx.Request(
                "POST",
                self._base_url + "/v1/auth/refresh",
                json={"refresh_token": session.refresh},
                headers={
                    "Idempotency-Key": session.refresh_key or new_idempotency_key(),
                    "User-Agent": USER_AGENT,
                    "Accept": "application/json",
                },
            )
            response = self.send_with_retries(request)
            response.read()
            if response.status_code != 200:
                problem = Problem.from_response(response)
                if response.status_code not in (429, 503):
                    # Refused for good (INVALID_TOKEN, REFRESH_REUSED...):
                    # the session is over, never send this token again.
                    session.clear()
                raise problem
            session.store(TokenResponse.from_dict(response.json()))
            session.refreshes += 1
            assert session.access is not None
            return session.access


def _raise_for_problem(response: httpx.Response) -> None:
    if response.status_code >= 400:
        response.read()
        raise Problem.from_response(response)


def _normalize_base_url(base_url: str) -> str:
    base_url = base_url.rstrip("/")
    if base_url.endswith("/v1"):
        base_url = base_url[: -len("/v1")]
    return base_url


class Teg:
    """One user's connection to a TEG server.

    >>> teg = Teg("http://127.0.0.1:8080")
    >>> teg.guest("Pampa")                     # or login(), register()
    >>> from teg_client.generated.api.games import list_games
    >>> list_games.sync(client=teg.client)     # typed, raises Problem on errors

    ``base_url`` is the server's root (a trailing ``/v1`` is accepted too).
    ``token`` (and ``refresh_token``, ``expires_in``) resume a session or use
    a personal access token. ``transport`` replaces the network (tests).
    """

    def __init__(
        self,
        base_url: str,
        *,
        token: str | None = None,
        refresh_token: str | None = None,
        expires_in: float | None = None,
        retry: RetryPolicy | None = None,
        timeout: httpx.Timeout | float | None = None,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.base_url = _normalize_base_url(base_url)
        self._session = _Session(retry or RetryPolicy(), sleep, clock)
        self._session.set_token(token, refresh_token, expires_in)
        self.transport = TegTransport(self._session, self.base_url, transport)
        self.http = httpx.Client(
            base_url=self.base_url,
            transport=self.transport,
            # Long-polls hold an answer up to 30 s.
            timeout=timeout if timeout is not None else httpx.Timeout(10.0, read=45.0),
            headers={"User-Agent": USER_AGENT},
            event_hooks={"response": [_raise_for_problem]},
        )
        # The generated client, sharing this httpx client: its own token is
        # unused (the transport sets the header on each request).
        self.client = AuthenticatedClient(base_url=self.base_url, token="").set_httpx_client(self.http)

    # -- lifecycle -----------------------------------------------------------

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> Teg:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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

    def guest(self, display_name: str = "Python") -> TokenResponse:
        """Signs in as a new guest (``POST /v1/auth/guest``)."""
        answer = sign_in_as_guest.sync(client=self.client, body=GuestRequest(display_name=display_name))
        return self._signed_in(answer)

    def login(self, username: str, password: str) -> TokenResponse:
        """Signs in to an account (``POST /v1/auth/login``)."""
        answer = log_in.sync(client=self.client, body=Credentials(username=username, password=password))
        return self._signed_in(answer)

    def register(self, username: str, password: str) -> TokenResponse:
        """Creates an account and signs in (``POST /v1/auth/register``)."""
        answer = register_op.sync(client=self.client, body=Credentials(username=username, password=password))
        return self._signed_in(answer)

    def upgrade(self, username: str, password: str) -> TokenResponse:
        """Makes this guest a full account, same id (``POST /v1/me/upgrade``)."""
        answer = upgrade_guest.sync(
            client=self.client, body=Credentials(username=username, password=password)
        )
        return self._signed_in(answer)

    def refresh(self) -> TokenResponse:
        """Trades the refresh token for a new pair now (it happens by itself)."""
        self.transport.refresh()
        assert self._session.answer is not None
        return self._session.answer

    def logout(self) -> None:
        """Ends this session on the server (``POST /v1/auth/logout``)."""
        self.http.post("/v1/auth/logout")
        self._session.clear()

    def _signed_in(self, answer: Any) -> TokenResponse:
        if not isinstance(answer, TokenResponse):
            raise TypeError(f"expected a session answer, got {answer!r}")
        self._session.store(answer)
        return answer

    # -- events ----------------------------------------------------------------

    def follow_game(self, game_id: str, after: int = 0, *, wait: int = 30) -> Iterator[Any]:
        """The game's events after version ``after``, as they are committed.

        A generator of the generated ``Versioned`` (``.version``, ``.event``)
        built on the long-poll ``GET /v1/games/{id}/events?since&wait``; it
        never ends by itself: break out of it (a finished game sends nothing
        more).
        """
        from .events import follow_game

        return follow_game(self, game_id, after, wait=wait)

    def stream_game(self, game_id: str, since: int | None = None) -> Iterator[Any]:
        """The game's Server-Sent Events stream, frame by frame (``SseEvent``)."""
        from .events import stream_game

        return stream_game(self, game_id, since)
