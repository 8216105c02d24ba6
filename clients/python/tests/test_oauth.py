"""teg_client.oauth without a server: PKCE (RFC 7636's own example), the
authorization URL and the redirect, the token and revocation requests as
sent (a public app in the form, a confidential one by HTTP Basic), the
answers and RFC 6749 errors as read (httpx.MockTransport, blocking and
asyncio), and Teg and AsyncTeg on an app's tokens refreshing at
/oauth/token (the scripted local server), each refresh token sent once."""

from __future__ import annotations

import asyncio
import base64
import json
import time
from urllib.parse import parse_qs, parse_qsl, urlsplit

import httpx
import pytest
from fake_server import ME, Clock, FakeServer, Reply, Seen

from teg_client import (
    AsyncTeg,
    OAuthError,
    OAuthTokens,
    Pkce,
    Problem,
    Teg,
    aexchange_code,
    arefresh_grant,
    arevoke_token,
    authorize_url,
    create_pkce,
    exchange_code,
    parse_callback,
    refresh_grant,
    revoke_token,
)
from teg_client.generated.api.me import get_me
from teg_client.oauth import aserver_metadata, new_state, read_tokens, s256, server_metadata

# RFC 7636, Appendix B.
VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
CHALLENGE = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
BASE = "http://teg.test"
REDIRECT = "http://127.0.0.1:8765/callback"


def tokens_body(access: str = "A", refresh: str = "R2", expires_in: int = 900) -> dict:
    return {
        "access_token": access,
        "token_type": "Bearer",
        "expires_in": expires_in,
        "refresh_token": refresh,
        "scope": "play read",
    }


def oauth_error(status: int, error: str, description: str = "") -> Reply:
    return Reply(status, {"error": error, "error_description": description or error.replace("_", " ")})


class Recorder:
    """An httpx.MockTransport handler: records each request, answers in turn."""

    def __init__(self, *answers: httpx.Response) -> None:
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.answers.pop(0) if len(self.answers) > 1 else self.answers[0]

    def client(self) -> httpx.Client:
        return httpx.Client(transport=httpx.MockTransport(self))

    def async_client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.MockTransport(self))

    def form(self, index: int = -1) -> dict[str, str]:
        request = self.requests[index]
        assert request.headers["content-type"] == "application/x-www-form-urlencoded"
        return dict(parse_qsl(request.content.decode(), keep_blank_values=True))


# -- PKCE and the authorization request ------------------------------------------


def test_s256_is_rfc_7636_appendix_b():
    assert s256(VERIFIER) == CHALLENGE
    pkce = create_pkce(VERIFIER)
    assert pkce == Pkce(VERIFIER, CHALLENGE, "S256")
    assert VERIFIER not in repr(pkce), "the verifier is a secret"


def test_a_new_pkce_pair_is_random_and_within_rfc_7636():
    pairs = [create_pkce() for _ in range(20)]
    assert len({p.verifier for p in pairs}) == 20
    for pair in pairs:
        assert 43 <= len(pair.verifier) <= 128
        assert set(pair.verifier) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        assert pair.challenge == s256(pair.verifier) and len(pair.challenge) == 43
        assert pair.method == "S256"
    for bad in ["short", "a" * 129, "a" * 42 + "+", "ñ" * 50]:
        with pytest.raises(ValueError):
            create_pkce(bad)
    assert new_state() != new_state() and len(new_state()) >= 32


def test_the_authorization_url_carries_the_request():
    url = authorize_url(BASE + "/v1/", "teg-abc", REDIRECT, ["play", "read"], "xyz 123", CHALLENGE)
    parts = urlsplit(url)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == BASE + "/oauth/authorize"
    assert parse_qs(parts.query) == {
        "response_type": ["code"],
        "client_id": ["teg-abc"],
        "redirect_uri": [REDIRECT],
        "scope": ["play read"],
        "state": ["xyz 123"],
        "code_challenge": [CHALLENGE],
        "code_challenge_method": ["S256"],
    }
    assert "+" not in parts.query and "scope=play%20read" in parts.query
    assert "redirect_uri=http%3A%2F%2F127.0.0.1%3A8765%2Fcallback" in parts.query

    pkce = create_pkce(VERIFIER)
    url = authorize_url(BASE, "teg-abc", "com.example.app:/cb", "webhook", "s", pkce, ui_locales="es")
    query = dict(parse_qsl(urlsplit(url).query))
    assert query["code_challenge"] == CHALLENGE and query["scope"] == "webhook"
    assert query["redirect_uri"] == "com.example.app:/cb" and query["ui_locales"] == "es"
    assert VERIFIER not in url


def test_the_redirect_gives_the_code_or_the_services_error():
    assert parse_callback(f"{REDIRECT}?code=c0de&state=s1", "s1") == "c0de"
    assert parse_callback("/callback?state=s%201&code=a%2Bb", "s 1") == "a+b"
    with pytest.raises(OAuthError) as denied:
        parse_callback(f"{REDIRECT}?error=access_denied&error_description=the+user+said+no&state=s1", "s1")
    error = denied.value
    assert (error.error, error.description, error.status) == ("access_denied", "the user said no", 400)
    assert isinstance(error, Problem) and error.code == "access_denied"
    with pytest.raises(ValueError, match="state"):
        parse_callback(f"{REDIRECT}?code=c0de&state=other", "s1")
    with pytest.raises(ValueError, match="state"):
        parse_callback(f"{REDIRECT}?code=c0de", "s1")
    with pytest.raises(ValueError, match="state"):
        parse_callback(f"{REDIRECT}?error=access_denied&state=forged", "s1")
    with pytest.raises(ValueError, match="code"):
        parse_callback(f"{REDIRECT}?state=s1", "s1")


# -- the token endpoint, blocking ------------------------------------------------------


def test_a_public_app_trades_its_code_with_the_verifier():
    recorder = Recorder(httpx.Response(200, json=tokens_body("A1", "R1")))
    with recorder.client() as http:
        tokens = exchange_code(
            BASE + "/v1",
            client_id="teg-abc",
            code="c0de",
            redirect_uri=REDIRECT,
            code_verifier=VERIFIER,
            http=http,
        )
    assert tokens == OAuthTokens("A1", "Bearer", 900, "R1", "play read")
    assert tokens.scopes == ("play", "read")
    assert "A1" not in repr(tokens) and "R1" not in repr(tokens), "tokens are secrets"
    request = recorder.requests[0]
    assert (request.method, str(request.url)) == ("POST", BASE + "/oauth/token")
    assert "authorization" not in request.headers
    assert request.headers["user-agent"].startswith("teg-client-python/")
    assert recorder.form() == {
        "grant_type": "authorization_code",
        "code": "c0de",
        "redirect_uri": REDIRECT,
        "code_verifier": VERIFIER,
        "client_id": "teg-abc",
    }
    assert OAuthTokens.from_dict(tokens.to_dict()) == tokens


def test_a_confidential_app_authenticates_by_http_basic_form_encoded():
    recorder = Recorder(httpx.Response(200, json=tokens_body()))
    with recorder.client() as http:
        refresh_grant(
            BASE,
            client_id="teg-abc",
            client_secret="s3cr:et&+",
            refresh_token="R1",
            scope=["play"],
            http=http,
        )
    request = recorder.requests[0]
    scheme, _, encoded = request.headers["authorization"].partition(" ")
    assert scheme == "Basic"
    assert base64.b64decode(encoded).decode() == "teg-abc:s3cr%3Aet%26%2B"
    assert recorder.form() == {"grant_type": "refresh_token", "refresh_token": "R1", "scope": "play"}


def test_refusals_are_oauth_errors_with_the_rfc_6749_fields():
    def refusal(response: httpx.Response) -> OAuthError:
        with Recorder(response).client() as http, pytest.raises(OAuthError) as raised:
            refresh_grant(BASE, client_id="teg-abc", refresh_token="R1", http=http)
        return raised.value

    reused = refusal(
        httpx.Response(
            400, json={"error": "invalid_grant", "error_description": "the refresh token was used before"}
        )
    )
    assert (reused.error, reused.description, reused.status) == (
        "invalid_grant",
        "the refresh token was used before",
        400,
    )
    assert isinstance(reused, Problem) and reused.code == "invalid_grant" and reused.response is not None
    assert str(reused) == "400 invalid_grant: the refresh token was used before"

    client = refusal(httpx.Response(401, json={"error": "invalid_client", "error_description": "unknown"}))
    assert (client.status, client.error) == (401, "invalid_client")

    limited = refusal(
        httpx.Response(
            429,
            json={"type": "/problems/RATE_LIMITED", "status": 429, "code": "RATE_LIMITED", "detail": "slow"},
            headers={"retry-after": "3"},
        )
    )
    assert (limited.status, limited.error, limited.description, limited.retry_after) == (
        429,
        "RATE_LIMITED",
        "slow",
        3.0,
    )

    gateway = refusal(httpx.Response(502, text="<html>bad gateway</html>"))
    assert (gateway.status, gateway.error) == (502, "HTTP_502") and "bad gateway" in gateway.description

    for body in [{"access_token": "A", "token_type": "mac"}, {"token_type": "Bearer"}, ["A"]]:
        unread = refusal(httpx.Response(200, json=body))
        assert (unread.status, unread.error) == (200, "invalid_response")
    assert read_tokens(
        httpx.Response(200, json={"access_token": "A", "token_type": "bearer"})
    ) == OAuthTokens("A", "bearer")


def test_revocation_sends_the_token_and_the_client():
    recorder = Recorder(httpx.Response(200), httpx.Response(401, json={"error": "invalid_client"}))
    with recorder.client() as http:
        assert (
            revoke_token(BASE, client_id="teg-abc", token="R1", token_type_hint="refresh_token", http=http)
            is None
        )
        assert str(recorder.requests[0].url) == BASE + "/oauth/revoke"
        assert recorder.form() == {"token": "R1", "token_type_hint": "refresh_token", "client_id": "teg-abc"}
        with pytest.raises(OAuthError) as raised:
            revoke_token(BASE, client_id="teg-abc", client_secret="wrong", token="R1", http=http)
        assert (raised.value.status, raised.value.error) == (401, "invalid_client")
        assert recorder.form() == {"token": "R1"}


def test_the_metadata_is_read():
    metadata = {"issuer": BASE, "code_challenge_methods_supported": ["S256"]}
    recorder = Recorder(httpx.Response(200, json=metadata))
    with recorder.client() as http:
        assert server_metadata(BASE + "/v1", http=http) == metadata
    assert str(recorder.requests[0].url) == BASE + "/.well-known/oauth-authorization-server"


# -- the token endpoint, asyncio ---------------------------------------------------------


def test_the_async_twins_send_the_same_requests():
    recorder = Recorder(
        httpx.Response(200, json=tokens_body("A1", "R1")),
        httpx.Response(200, json=tokens_body("A2", "R2")),
        httpx.Response(200),
        httpx.Response(400, json={"error": "invalid_grant", "error_description": "unknown code"}),
        httpx.Response(200, json={"issuer": BASE}),
    )

    async def main() -> None:
        async with recorder.async_client() as http:
            first = await aexchange_code(
                BASE,
                client_id="teg-abc",
                code="c0de",
                redirect_uri=REDIRECT,
                code_verifier=VERIFIER,
                http=http,
            )
            assert (first.access_token, first.refresh_token) == ("A1", "R1")
            second = await arefresh_grant(BASE, client_id="teg-abc", refresh_token="R1", http=http)
            assert second.refresh_token == "R2"
            await arevoke_token(BASE, client_id="teg-abc", token="R2", http=http)
            with pytest.raises(OAuthError) as raised:
                await aexchange_code(
                    BASE,
                    client_id="teg-abc",
                    code="c0de",
                    redirect_uri=REDIRECT,
                    code_verifier=VERIFIER,
                    http=http,
                )
            assert (raised.value.error, raised.value.description) == ("invalid_grant", "unknown code")
            assert await aserver_metadata(BASE, http=http) == {"issuer": BASE}

    asyncio.run(main())
    forms = [dict(parse_qsl(r.content.decode())) for r in recorder.requests[:4]]
    assert [f.get("grant_type") for f in forms] == [
        "authorization_code",
        "refresh_token",
        None,
        "authorization_code",
    ]
    assert forms[0]["code_verifier"] == VERIFIER and forms[1]["refresh_token"] == "R1"
    assert forms[2] == {"token": "R2", "client_id": "teg-abc"}


# -- Teg and AsyncTeg on an app's tokens ---------------------------------------------------


def form_of(seen: Seen) -> dict[str, str]:
    raw = seen.body if isinstance(seen.body, bytes) else json.dumps(seen.body).encode()
    return dict(parse_qsl(raw.decode()))


def token_calls(server: FakeServer) -> list[dict[str, str]]:
    return [form_of(s) for s in server.seen if s.path == "/oauth/token"]


def first_tokens(expires_in: int = 900) -> OAuthTokens:
    return OAuthTokens.from_dict(tokens_body("A", "R1", expires_in))


def test_a_401_refreshes_an_oauth_session_at_the_token_endpoint_and_the_new_tokens_are_kept():
    def respond(seen: Seen) -> Reply:
        if seen.path == "/oauth/token":
            assert seen.bearer is None and "idempotency-key" not in seen.headers
            return Reply(200, tokens_body("B", "R2"))
        return Reply(200, ME) if seen.bearer == "B" else Reply(401, {"code": "INVALID_TOKEN", "status": 401})

    kept: list[OAuthTokens] = []
    with FakeServer(respond) as server:
        teg = Teg.from_oauth(server.url, first_tokens(), client_id="teg-abc", on_tokens=kept.append)
        assert teg.token == "A" and teg.oauth_tokens == first_tokens()
        assert get_me.sync(client=teg.client).username == "guest-1"
        assert server.paths() == ["GET /v1/me", "POST /oauth/token", "GET /v1/me"]
        assert token_calls(server) == [
            {"grant_type": "refresh_token", "refresh_token": "R1", "client_id": "teg-abc"}
        ]
        assert (teg.token, teg.refresh_token) == ("B", "R2")
        assert kept == [teg.oauth_tokens] and kept[0].refresh_token == "R2"
        assert teg.session is None and teg.user_id is None, "no sign-in answer: an app's tokens"
        teg.close()


def test_an_oauth_session_refreshes_ahead_of_expiry_and_sends_each_refresh_token_once():
    issued = iter([("B", "R2"), ("C", "R3")])

    def respond(seen: Seen) -> Reply:
        if seen.path == "/oauth/token":
            access, refresh = next(issued)
            return Reply(200, tokens_body(access, refresh))
        return Reply(200, ME)

    clock = Clock()
    with FakeServer(respond) as server:
        teg = Teg.from_oauth(
            server.url,
            first_tokens(),
            client_id="teg-abc",
            client_secret="sec",
            clock=clock,
            sleep=lambda s: None,
        )
        get_me.sync(client=teg.client)
        clock.now += 880  # 20 s left: within the margin
        get_me.sync(client=teg.client)
        assert teg.refresh_oauth().refresh_token == "R3"
        calls = token_calls(server)
        assert [c["refresh_token"] for c in calls] == ["R1", "R2"]
        assert all("client_id" not in c for c in calls), "a confidential app: HTTP Basic"
        sent = [s for s in server.seen if s.path == "/oauth/token"]
        assert all(s.headers["authorization"].startswith("Basic ") for s in sent)
        assert [s.bearer for s in server.seen if s.path == "/v1/me"] == ["A", "B"]
        assert teg.token == "C" and teg.oauth_tokens is not None and teg.oauth_tokens.access_token == "C"
        with pytest.raises(TypeError, match="refresh_oauth"):
            teg.refresh()
        assert len(token_calls(server)) == 2, "refused before anything was sent"
        teg.close()


def test_a_refused_oauth_refresh_ends_the_session_and_raises_the_oauth_error():
    def respond(seen: Seen) -> Reply:
        if seen.path == "/oauth/token":
            return oauth_error(400, "invalid_grant", "the refresh token was used before")
        return Reply(401, {"code": "INVALID_TOKEN", "status": 401})

    with FakeServer(respond) as server:
        teg = Teg.from_oauth(server.url, first_tokens(), client_id="teg-abc")
        with pytest.raises(OAuthError) as raised:
            get_me.sync(client=teg.client)
        assert (raised.value.status, raised.value.error) == (400, "invalid_grant")
        assert teg.token is None and teg.refresh_token is None
        with pytest.raises(Problem) as again:
            get_me.sync(client=teg.client)
        assert again.value.status == 401 and not isinstance(again.value, OAuthError)
        assert len(token_calls(server)) == 1, "R1 is never sent twice"
        teg.close()


def test_a_signed_in_session_has_no_oauth_refresh():
    teg = Teg("http://127.0.0.1:9", token="T", refresh_token="R")
    with pytest.raises(TypeError, match="from_oauth"):
        teg.refresh_oauth()
    assert teg.oauth_tokens is None
    teg.close()


def test_concurrent_async_401s_share_one_oauth_refresh():
    def respond(seen: Seen) -> Reply:
        if seen.path == "/oauth/token":
            time.sleep(0.2)  # the others' 401s come meanwhile
            return Reply(200, tokens_body("B", "R2"))
        return Reply(200, ME) if seen.bearer == "B" else Reply(401, {"code": "INVALID_TOKEN", "status": 401})

    kept: list[OAuthTokens] = []

    async def main(url: str) -> None:
        async with AsyncTeg.from_oauth(
            url, first_tokens(), client_id="teg-abc", on_tokens=kept.append
        ) as teg:
            answers = await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(4)))
            assert [me.id for me in answers] == ["u1"] * 4
            assert (teg.token, teg.refresh_token) == ("B", "R2")
            with pytest.raises(TypeError):
                await teg.refresh()
            rotated = await teg.refresh_oauth()
            assert rotated.refresh_token == "R2" and teg.oauth_tokens == rotated

    with FakeServer(respond) as server:
        asyncio.run(main(server.url))
        assert [c["refresh_token"] for c in token_calls(server)] == ["R1", "R2"]
        assert len(kept) == 2
