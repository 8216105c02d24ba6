"""OAuth 2 against the real server (TEG_BASE_URL), as an app and a browser
meet it: a developer registers a public app, a player signs in on the
service's page and approves, the app trades the code with its PKCE verifier
(S256), calls the API, rotates its refresh token (the old one, presented
again, is invalid_grant and revokes the grant), plays with Teg and AsyncTeg
on the tokens, and revokes them. Every /v1 answer is checked against the
spec."""

from __future__ import annotations

import asyncio
import html
import re
import uuid
from urllib.parse import parse_qsl, urlsplit

import httpx
import pytest

from teg_client import (
    OAuthError,
    OAuthRefresher,
    OAuthTokens,
    Problem,
    Teg,
    aexchange_code,
    arevoke_token,
    authorize_url,
    create_pkce,
    exchange_code,
    parse_callback,
    refresh_grant,
    revoke_token,
)
from teg_client.generated.api.games import create_game
from teg_client.generated.api.me import get_me
from teg_client.generated.api.oauth import list_grants, register_o_auth_app
from teg_client.generated.models import AppDto, CreateRiskGame, CreateRiskGameRuleset, NewApp
from teg_client.oauth import new_state, server_metadata

pytestmark = pytest.mark.server

REDIRECT = "http://127.0.0.1:8765/callback"
PASSWORD = "secret password"


class Browser:
    """A browser on the authorization pages: it follows no redirect, keeps
    the pages' cookie, and posts their forms as a person would."""

    def __init__(self) -> None:
        self.http = httpx.Client(follow_redirects=False, timeout=10.0, headers={"Accept-Language": "en"})

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.http.close()

    def decide(self, url: str, username: str, decision: str = "approve") -> str:
        """Opens an authorization URL, signs in if asked, answers the
        consent form: where the browser is sent back (``Location``)."""
        params = dict(parse_qsl(urlsplit(url).query, keep_blank_values=True))
        action = url.split("?", 1)[0]
        page = self.http.get(url)
        assert page.status_code == 200, page.text
        assert page.headers["x-frame-options"] == "DENY"
        if 'name="password"' in page.text:
            page = self.http.post(action, data={**params, "username": username, "password": PASSWORD})
            assert page.status_code == 200, page.text
        ticket = hidden_field(page.text, "ticket")
        answer = self.http.post(action, data={**params, "ticket": ticket, "decision": decision})
        assert answer.status_code == 302, answer.text
        return answer.headers["location"]


def hidden_field(page: str, name: str) -> str:
    found = re.search(rf'name="{name}" value="([^"]*)"', page)
    assert found, f"no {name} in {page}"
    return html.unescape(found.group(1))


def accounts(new_teg) -> tuple[Teg, Teg, str]:
    """A developer and a player, signed in; the player's username."""
    suffix = uuid.uuid4().hex[:10]
    developer = new_teg()
    developer.register(f"pydev{suffix}", PASSWORD)
    player = new_teg()
    username = f"pyana{suffix}"
    player.register(username, PASSWORD)
    return developer, player, username


def public_app(developer: Teg) -> AppDto:
    app = register_o_auth_app.sync(
        client=developer.client, body=NewApp(name="Py Mate Bot", redirect_uris=[REDIRECT], confidential=False)
    )
    assert isinstance(app, AppDto) and app.client_id.startswith("teg-")
    assert not app.confidential and not app.client_secret, "a public app has no secret"
    return app


def authorize(browser: Browser, base_url: str, client_id: str, username: str, scopes: list[str]):
    """The player approves the app's request: its tokens and the verifier."""
    pkce = create_pkce()
    state = new_state()
    url = authorize_url(base_url, client_id, REDIRECT, scopes, state, pkce.challenge)
    location = browser.decide(url, username)
    assert location.startswith(REDIRECT + "?"), location
    code = parse_callback(location, state)
    return code, pkce


def test_an_app_gets_a_players_tokens_with_pkce_rotates_and_revokes_them(base_url, new_teg, conformance):
    metadata = server_metadata(base_url)
    assert metadata["code_challenge_methods_supported"] == ["S256"]
    assert metadata["token_endpoint"].endswith("/oauth/token")
    assert metadata["authorization_endpoint"].endswith("/oauth/authorize")
    assert set(metadata["scopes_supported"]) == {"play", "read", "webhook"}

    developer, player, username = accounts(new_teg)
    app = public_app(developer)

    with Browser() as browser:
        # The player says no first: the redirect brings access_denied back.
        state = new_state()
        denied_url = authorize_url(base_url, app.client_id, REDIRECT, "play", state, create_pkce())
        with pytest.raises(OAuthError) as denied:
            parse_callback(browser.decide(denied_url, username, decision="deny"), state)
        assert denied.value.error == "access_denied"

        code, pkce = authorize(browser, base_url, app.client_id, username, ["play", "read"])
        tokens = exchange_code(
            base_url, client_id=app.client_id, code=code, redirect_uri=REDIRECT, code_verifier=pkce.verifier
        )
        assert tokens.token_type == "Bearer" and tokens.scopes == ("play", "read")
        assert tokens.expires_in and tokens.expires_in > 0 and tokens.refresh_token
        assert get_me.sync(client=new_teg(token=tokens.access_token).client).username == username

        # A wrong verifier: invalid_grant (the code is spent: a new one).
        code, _ = authorize(browser, base_url, app.client_id, username, ["read"])
        with pytest.raises(OAuthError) as wrong:
            exchange_code(
                base_url,
                client_id=app.client_id,
                code=code,
                redirect_uri=REDIRECT,
                code_verifier=create_pkce().verifier,
            )
        assert (wrong.value.status, wrong.value.error) == (400, "invalid_grant")

        # Refresh: rotated; the old refresh token again is invalid_grant,
        # and the reuse revokes the grant (its newest tokens stop too).
        rotated = refresh_grant(base_url, client_id=app.client_id, refresh_token=tokens.refresh_token)
        assert rotated.refresh_token and rotated.refresh_token != tokens.refresh_token
        assert rotated.access_token != tokens.access_token and rotated.scopes == ("play", "read")
        assert get_me.sync(client=new_teg(token=rotated.access_token).client).username == username
        with pytest.raises(OAuthError) as reused:
            refresh_grant(base_url, client_id=app.client_id, refresh_token=tokens.refresh_token)
        assert (reused.value.status, reused.value.error) == (400, "invalid_grant")
        assert isinstance(reused.value, Problem)
        with pytest.raises(Problem) as stopped:
            get_me.sync(client=new_teg(token=rotated.access_token).client)
        assert stopped.value.status == 401
        with pytest.raises(OAuthError) as dead:
            refresh_grant(base_url, client_id=app.client_id, refresh_token=rotated.refresh_token)
        assert dead.value.error == "invalid_grant"
        with pytest.raises(OAuthError) as stranger:
            refresh_grant(base_url, client_id="teg-unknown", refresh_token=rotated.refresh_token)
        assert (stranger.value.status, stranger.value.error) == (401, "invalid_client")

        # A new grant, read only, used by a Teg that refreshes at
        # /oauth/token and hands each new pair over.
        code, pkce = authorize(browser, base_url, app.client_id, username, ["read"])
        granted = exchange_code(
            base_url, client_id=app.client_id, code=code, redirect_uri=REDIRECT, code_verifier=pkce.verifier
        )
    kept: list[OAuthTokens] = []
    with Teg.from_oauth(base_url, granted, client_id=app.client_id, on_tokens=kept.append) as teg:
        teg.http.event_hooks["response"].insert(0, conformance.hook)
        assert get_me.sync(client=teg.client).username == username
        renewed = teg.refresh_oauth()
        assert renewed.refresh_token != granted.refresh_token and kept == [renewed]
        assert (teg.token, teg.refresh_token) == (renewed.access_token, renewed.refresh_token)
        assert get_me.sync(client=teg.client).username == username
        with pytest.raises(Problem) as scope:
            create_game.sync(client=teg.client, body=CreateRiskGame(ruleset=CreateRiskGameRuleset.CLASSIC))
        assert (scope.value.status, scope.value.code) == (403, "SCOPE_MISSING")
        grants = list_grants.sync(client=player.client)
        assert [g.client_id for g in grants.grants] == [app.client_id]

        # RFC 7009: the app revokes; its tokens stop at once, and the
        # session's refresh after the 401 is refused and ends it.
        assert teg.refresh_token is not None
        revoke_token(base_url, client_id=app.client_id, token=teg.refresh_token)
        revoke_token(base_url, client_id=app.client_id, token="not a token")  # 200 too
        with pytest.raises(OAuthError) as ended:
            get_me.sync(client=teg.client)
        assert (ended.value.status, ended.value.error) == (400, "invalid_grant")
        assert teg.token is None and teg.refresh_token is None
    assert list_grants.sync(client=player.client).grants == []


def test_an_async_app_session_on_oauth_tokens(base_url, new_teg, new_async_teg):
    developer, _, username = accounts(new_teg)
    app = public_app(developer)
    with Browser() as browser:
        code, pkce = authorize(browser, base_url, app.client_id, username, ["play", "read"])

    async def main() -> None:
        tokens = await aexchange_code(
            base_url, client_id=app.client_id, code=code, redirect_uri=REDIRECT, code_verifier=pkce.verifier
        )
        refresher = OAuthRefresher(app.client_id, tokens=tokens)
        teg = new_async_teg(
            token=tokens.access_token,
            refresh_token=tokens.refresh_token,
            expires_in=tokens.expires_in,
            refresher=refresher,
        )
        async with teg:
            mes = await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(3)))
            assert {me.username for me in mes} == {username}
            renewed = await teg.refresh_oauth()
            assert renewed.refresh_token != tokens.refresh_token and refresher.tokens == renewed
            assert (await get_me.asyncio(client=teg.client)).username == username
            assert renewed.refresh_token is not None
            await arevoke_token(base_url, client_id=app.client_id, token=renewed.access_token)
            with pytest.raises(OAuthError) as ended:
                await get_me.asyncio(client=teg.client)
            assert ended.value.error == "invalid_grant" and teg.token is None

    asyncio.run(main())
