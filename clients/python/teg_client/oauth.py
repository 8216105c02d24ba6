"""OAuth 2 for apps that act for a player: the authorization code grant with
PKCE (RFC 6749 §4.1, RFC 7636; the service takes S256 only), refresh tokens
that rotate, revocation (RFC 7009) and the server's metadata (RFC 8414).

For an app registered at ``POST /v1/oauth/apps`` (the generated
``teg_client.generated.api.oauth.register_o_auth_app``; a public app has no
secret, a confidential one gets its ``client_secret`` once):

1. ``pkce = create_pkce()`` and ``state = new_state()``, kept for this
   request; the player's browser goes to ``authorize_url(base_url,
   client_id, redirect_uri, ["play", "read"], state, pkce.challenge)``.
2. The service's pages sign the player in and ask for consent, then send
   the browser to ``redirect_uri?code=…&state=…`` (or ``?error=…``):
   ``code = parse_callback(that_url, state)``.
3. ``tokens = exchange_code(base_url, client_id=…, code=code,
   redirect_uri=…, code_verifier=pkce.verifier)``: an ``OAuthTokens``.
4. ``Teg.from_oauth(base_url, tokens, client_id=…)`` (or ``AsyncTeg``'s)
   calls the API with them and refreshes them at ``/oauth/token`` as they
   expire (``OAuthRefresher``); ``refresh_grant`` does one refresh by hand.
   A refresh token works once: the answer's replaces it, and the old one
   presented again revokes the grant.
5. ``revoke_token`` ends the grant (its access and refresh tokens).

Each request is built, and each answer read, without I/O
(``code_request``, ``refresh_request``, ``revoke_request``,
``metadata_request``; ``read_tokens``, ``read_revoked``, ``read_metadata``):
``exchange_code``, ``refresh_grant``, ``revoke_token`` and
``server_metadata`` send them on an ``httpx.Client``, their twins
``aexchange_code``, ``arefresh_grant``, ``arevoke_token`` and
``aserver_metadata`` on an ``httpx.AsyncClient`` (pass ``http`` to reuse
one; a plain one: not ``Teg.http``, which adds the session's token and
raises ``Problem``\\ s). Refusals raise ``OAuthError``.
"""

from __future__ import annotations

import base64
import hashlib
import secrets
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, cast
from urllib.parse import parse_qsl, quote, quote_plus, urlencode, urlsplit

import httpx

from .errors import OAuthError
from .session import USER_AGENT, Refresher, Renewed, _normalize_base_url

__all__ = [
    "S256",
    "OAuthError",
    "OAuthRefresher",
    "OAuthTokens",
    "Pkce",
    "aexchange_code",
    "arefresh_grant",
    "arevoke_token",
    "aserver_metadata",
    "authorize_url",
    "code_request",
    "create_pkce",
    "exchange_code",
    "metadata_request",
    "new_state",
    "parse_callback",
    "read_metadata",
    "read_revoked",
    "read_tokens",
    "refresh_grant",
    "refresh_request",
    "revoke_request",
    "revoke_token",
    "s256",
    "server_metadata",
]

S256 = "S256"
TIMEOUT = httpx.Timeout(10.0)
# RFC 7636 §4.1: a verifier is 43 to 128 of these.
_UNRESERVED = frozenset(string.ascii_letters + string.digits + "-._~")


# -- PKCE and the authorization request ------------------------------------------


@dataclass(frozen=True)
class Pkce:
    """A PKCE pair (RFC 7636): ``challenge`` goes in the authorization
    request, ``verifier`` (kept secret until then) in the code's exchange."""

    verifier: str = field(repr=False)
    challenge: str
    method: str = S256


def s256(verifier: str) -> str:
    """RFC 7636's S256 challenge of a verifier: base64url(SHA-256), no padding."""
    digest = hashlib.sha256(verifier.encode("ascii")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode("ascii")


def create_pkce(verifier: str | None = None) -> Pkce:
    """A new PKCE pair: a random verifier of 64 characters (48 bytes from
    ``secrets``) and its S256 challenge. ``verifier`` gives one's own (43
    to 128 of ``A-Z a-z 0-9 - . _ ~``, RFC 7636 §4.1)."""
    if verifier is None:
        verifier = secrets.token_urlsafe(48)
    elif not (43 <= len(verifier) <= 128 and set(verifier) <= _UNRESERVED):
        raise ValueError("a PKCE verifier has 43 to 128 characters of A-Z a-z 0-9 - . _ ~")
    return Pkce(verifier, s256(verifier))


def new_state() -> str:
    """A random ``state`` for an authorization request (32 characters):
    the redirect must bring it back, so an answer to another request (a
    forged one) is told apart."""
    return secrets.token_urlsafe(24)


def _scope_text(scopes: str | Iterable[str]) -> str:
    return scopes if isinstance(scopes, str) else " ".join(scopes)


def authorize_url(
    base_url: str,
    client_id: str,
    redirect_uri: str,
    scopes: str | Iterable[str],
    state: str,
    challenge: str | Pkce,
    *,
    ui_locales: str | None = None,
) -> str:
    """Where to send the player's browser: ``GET /oauth/authorize`` with
    ``response_type=code``, the app, its redirect URI, the scopes (``play``,
    ``read``, ``webhook``: a list, or one string separated by spaces), the
    ``state`` and the S256 ``challenge`` (a ``Pkce`` or its challenge).
    ``ui_locales`` (``"es"``, ``"en"``, ``"it"``) picks the pages' language
    instead of the browser's ``Accept-Language``."""
    params = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": redirect_uri,
        "scope": _scope_text(scopes),
        "state": state,
        "code_challenge": challenge.challenge if isinstance(challenge, Pkce) else challenge,
        "code_challenge_method": S256,
    }
    if ui_locales:
        params["ui_locales"] = ui_locales
    query = urlencode(params, safe="", quote_via=quote)
    return f"{_normalize_base_url(base_url)}/oauth/authorize?{query}"


def parse_callback(url: str, state: str) -> str:
    """The code of the redirect an authorization ended on
    (``redirect_uri?code=…&state=…``, the whole URL or its path and query).

    Raises ``ValueError`` when its ``state`` is not ``state`` (not the
    answer to this request: never use it) or it has no code, and
    ``OAuthError`` for an error the service sent back (``access_denied``
    when the player said no, ``invalid_scope``, ``invalid_request``...;
    status 400).
    """
    query = dict(parse_qsl(urlsplit(url).query, keep_blank_values=True))
    if not secrets.compare_digest(query.get("state", "").encode(), state.encode()):
        raise ValueError("the redirect's state is not this request's: it is not the answer to it")
    if "error" in query:
        raise OAuthError(query["error"], query.get("error_description", ""), uri=query.get("error_uri"))
    code = query.get("code")
    if not code:
        raise ValueError("the redirect has neither a code nor an error")
    return code


# -- the token endpoint's answer ---------------------------------------------------


@dataclass(frozen=True)
class OAuthTokens:
    """The token endpoint's answer (RFC 6749 §5.1).

    ``access_token`` is a bearer token for the whole API with the granted
    ``scope`` (names separated by spaces; ``scopes`` splits them), good for
    ``expires_in`` seconds; ``refresh_token`` trades once for the next pair
    (None if the answer had none). ``to_dict`` and ``from_dict`` keep them
    (the tokens are secrets: their ``repr`` leaves them out).
    """

    access_token: str = field(repr=False)
    token_type: str = "Bearer"
    expires_in: int | None = None
    refresh_token: str | None = field(default=None, repr=False)
    scope: str = ""

    @property
    def scopes(self) -> tuple[str, ...]:
        return tuple(self.scope.split())

    @classmethod
    def from_dict(cls, body: Mapping[str, Any]) -> OAuthTokens:
        """Reads an answer; ``ValueError`` when it is not one (no access
        token, not a bearer token...)."""
        access = body.get("access_token")
        token_type = body.get("token_type")
        expires_in = body.get("expires_in")
        refresh = body.get("refresh_token")
        scope = body.get("scope", "")
        if not isinstance(access, str) or not access:
            raise ValueError("no access_token")
        if not isinstance(token_type, str) or token_type.lower() != "bearer":
            raise ValueError(f"token_type {token_type!r} is not Bearer")
        if expires_in is not None and (isinstance(expires_in, bool) or not isinstance(expires_in, int)):
            raise ValueError(f"expires_in {expires_in!r} is not a number of seconds")
        if refresh is not None and not isinstance(refresh, str):
            raise ValueError("refresh_token is not a string")
        if not isinstance(scope, str):
            raise ValueError("scope is not a string")
        return cls(access, token_type, expires_in, refresh or None, scope)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"access_token": self.access_token, "token_type": self.token_type}
        if self.expires_in is not None:
            body["expires_in"] = self.expires_in
        if self.refresh_token is not None:
            body["refresh_token"] = self.refresh_token
        body["scope"] = self.scope
        return body


# -- requests and answers, without I/O ---------------------------------------------


def _client_request(
    base_url: str, path: str, form: dict[str, str], client_id: str, client_secret: str | None
) -> httpx.Request:
    """A form POST as the app: a public app names itself in the form, a
    confidential one authenticates by HTTP Basic (RFC 6749 §2.3.1: each
    part form-encoded)."""
    headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
    if client_secret:
        pair = f"{quote_plus(client_id)}:{quote_plus(client_secret)}"
        headers["Authorization"] = "Basic " + base64.b64encode(pair.encode()).decode("ascii")
    else:
        form = {**form, "client_id": client_id}
    return httpx.Request("POST", _normalize_base_url(base_url) + path, data=form, headers=headers)


def code_request(
    base_url: str,
    *,
    client_id: str,
    code: str,
    redirect_uri: str,
    code_verifier: str,
    client_secret: str | None = None,
) -> httpx.Request:
    """``POST /oauth/token`` trading a code: ``grant_type=authorization_code``
    with the code, the same ``redirect_uri`` as the authorization request's
    and the PKCE verifier."""
    form = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri,
        "code_verifier": code_verifier,
    }
    return _client_request(base_url, "/oauth/token", form, client_id, client_secret)


def refresh_request(
    base_url: str,
    *,
    client_id: str,
    refresh_token: str,
    client_secret: str | None = None,
    scope: str | Iterable[str] | None = None,
) -> httpx.Request:
    """``POST /oauth/token`` rotating a refresh token:
    ``grant_type=refresh_token`` (``scope``: no more than the grant's)."""
    form = {"grant_type": "refresh_token", "refresh_token": refresh_token}
    if scope is not None:
        form["scope"] = _scope_text(scope)
    return _client_request(base_url, "/oauth/token", form, client_id, client_secret)


def revoke_request(
    base_url: str,
    *,
    client_id: str,
    token: str,
    client_secret: str | None = None,
    token_type_hint: str | None = None,
) -> httpx.Request:
    """``POST /oauth/revoke`` (RFC 7009): an access or refresh token of the
    app's, whose grant ends."""
    form = {"token": token}
    if token_type_hint:
        form["token_type_hint"] = token_type_hint
    return _client_request(base_url, "/oauth/revoke", form, client_id, client_secret)


def metadata_request(base_url: str) -> httpx.Request:
    """``GET /.well-known/oauth-authorization-server`` (RFC 8414)."""
    return httpx.Request(
        "GET",
        _normalize_base_url(base_url) + "/.well-known/oauth-authorization-server",
        headers={"User-Agent": USER_AGENT, "Accept": "application/json"},
    )


def read_tokens(response: httpx.Response) -> OAuthTokens:
    """The tokens of a token endpoint's answer (its body read), or its
    refusal raised as ``OAuthError``."""
    if response.status_code != 200:
        raise OAuthError.from_response(response)
    try:
        return OAuthTokens.from_dict(response.json())
    except (ValueError, AttributeError) as error:
        raise OAuthError(
            "invalid_response",
            f"the token endpoint's answer cannot be read: {error}",
            status=response.status_code,
            response=response,
        ) from error


def read_revoked(response: httpx.Response) -> None:
    """Nothing for a revocation's 200 (a token unknown is one too), else
    its refusal raised as ``OAuthError``."""
    if response.status_code != 200:
        raise OAuthError.from_response(response)


def read_metadata(response: httpx.Response) -> dict[str, Any]:
    """The server's metadata: ``issuer``, ``authorization_endpoint``,
    ``token_endpoint``, ``revocation_endpoint``,
    ``code_challenge_methods_supported`` (``["S256"]``),
    ``scopes_supported``..."""
    if response.status_code != 200:
        raise OAuthError.from_response(response)
    body = response.json()
    if not isinstance(body, dict):
        raise OAuthError(
            "invalid_response", "the metadata is not a JSON object", status=200, response=response
        )
    return body


# -- the drivers: httpx.Client and httpx.AsyncClient -------------------------------


def _send(http: httpx.Client | None, request: httpx.Request) -> httpx.Response:
    if http is not None:
        return http.send(request)
    with httpx.Client(timeout=TIMEOUT) as own:
        return own.send(request)


async def _asend(http: httpx.AsyncClient | None, request: httpx.Request) -> httpx.Response:
    if http is not None:
        return await http.send(request)
    async with httpx.AsyncClient(timeout=TIMEOUT) as own:
        return await own.send(request)


def exchange_code(
    base_url: str,
    *,
    client_id: str,
    code: str,
    redirect_uri: str,
    code_verifier: str,
    client_secret: str | None = None,
    http: httpx.Client | None = None,
) -> OAuthTokens:
    """Trades the code the redirect brought (``parse_callback``) for tokens.

    A code works once, within ten minutes; a wrong verifier or redirect
    URI, or a code used before, raises ``OAuthError`` ``invalid_grant``
    (and a code presented twice revokes what it gave).
    """
    request = code_request(
        base_url,
        client_id=client_id,
        code=code,
        redirect_uri=redirect_uri,
        code_verifier=code_verifier,
        client_secret=client_secret,
    )
    return read_tokens(_send(http, request))


async def aexchange_code(
    base_url: str,
    *,
    client_id: str,
    code: str,
    redirect_uri: str,
    code_verifier: str,
    client_secret: str | None = None,
    http: httpx.AsyncClient | None = None,
) -> OAuthTokens:
    """``exchange_code``, awaited."""
    request = code_request(
        base_url,
        client_id=client_id,
        code=code,
        redirect_uri=redirect_uri,
        code_verifier=code_verifier,
        client_secret=client_secret,
    )
    return read_tokens(await _asend(http, request))


def refresh_grant(
    base_url: str,
    *,
    client_id: str,
    refresh_token: str,
    client_secret: str | None = None,
    scope: str | Iterable[str] | None = None,
    http: httpx.Client | None = None,
) -> OAuthTokens:
    """Trades a refresh token for a new pair. Keep the answer's
    ``refresh_token`` and never send this one again: presented twice, it
    revokes the grant (``OAuthError`` ``invalid_grant``)."""
    request = refresh_request(
        base_url, client_id=client_id, refresh_token=refresh_token, client_secret=client_secret, scope=scope
    )
    return read_tokens(_send(http, request))


async def arefresh_grant(
    base_url: str,
    *,
    client_id: str,
    refresh_token: str,
    client_secret: str | None = None,
    scope: str | Iterable[str] | None = None,
    http: httpx.AsyncClient | None = None,
) -> OAuthTokens:
    """``refresh_grant``, awaited."""
    request = refresh_request(
        base_url, client_id=client_id, refresh_token=refresh_token, client_secret=client_secret, scope=scope
    )
    return read_tokens(await _asend(http, request))


def revoke_token(
    base_url: str,
    *,
    client_id: str,
    token: str,
    client_secret: str | None = None,
    token_type_hint: str | None = None,
    http: httpx.Client | None = None,
) -> None:
    """Revokes the grant of one of the app's access or refresh tokens: its
    tokens stop at once (RFC 7009; an unknown token is no error)."""
    request = revoke_request(
        base_url,
        client_id=client_id,
        token=token,
        client_secret=client_secret,
        token_type_hint=token_type_hint,
    )
    read_revoked(_send(http, request))


async def arevoke_token(
    base_url: str,
    *,
    client_id: str,
    token: str,
    client_secret: str | None = None,
    token_type_hint: str | None = None,
    http: httpx.AsyncClient | None = None,
) -> None:
    """``revoke_token``, awaited."""
    request = revoke_request(
        base_url,
        client_id=client_id,
        token=token,
        client_secret=client_secret,
        token_type_hint=token_type_hint,
    )
    read_revoked(await _asend(http, request))


def server_metadata(base_url: str, *, http: httpx.Client | None = None) -> dict[str, Any]:
    """The server's OAuth metadata (RFC 8414), as a ``dict``."""
    return read_metadata(_send(http, metadata_request(base_url)))


async def aserver_metadata(base_url: str, *, http: httpx.AsyncClient | None = None) -> dict[str, Any]:
    """``server_metadata``, awaited."""
    return read_metadata(await _asend(http, metadata_request(base_url)))


# -- sessions: Teg.from_oauth ------------------------------------------------------


class OAuthRefresher(Refresher):
    """A ``Teg``'s or ``AsyncTeg``'s refreshes as an OAuth app's:
    ``grant_type=refresh_token`` at ``POST /oauth/token`` with the app's
    ``client_id`` (and ``client_secret``, by HTTP Basic, for a confidential
    app). ``Teg.from_oauth`` installs one.

    The session sends each refresh token once and keeps the answer's;
    ``tokens`` is the newest ``OAuthTokens``, and ``on_tokens`` (a plain
    function) is called with each new one once the session holds it.
    A refusal (``invalid_grant``: revoked, expired, or a reuse that revoked
    the grant) ends the session and raises ``OAuthError``.
    """

    def __init__(
        self,
        client_id: str,
        *,
        client_secret: str | None = None,
        tokens: OAuthTokens | None = None,
        on_tokens: Callable[[OAuthTokens], Any] | None = None,
    ) -> None:
        self.client_id = client_id
        self.client_secret = client_secret
        self.tokens = tokens
        self.on_tokens = on_tokens

    def request(self, base_url: str, refresh_token: str, key: str) -> httpx.Request:
        # No Idempotency-Key: the token endpoint is outside /v1 and keeps none.
        return refresh_request(
            base_url, client_id=self.client_id, refresh_token=refresh_token, client_secret=self.client_secret
        )

    def read(self, response: httpx.Response) -> Renewed:
        tokens = read_tokens(response)
        return Renewed(tokens.access_token, tokens.refresh_token, tokens.expires_in, tokens)

    def kept(self, renewed: Renewed) -> None:
        self.tokens = cast(OAuthTokens, renewed.answer)
        if self.on_tokens is not None:
            self.on_tokens(self.tokens)
