"""The client against the real server (TEG_BASE_URL): sessions, keys, problems
and following a game; every answer is checked against the spec."""

from __future__ import annotations

import itertools
import time
import uuid

import pytest

from teg_client import Problem
from teg_client.generated.api.games import create_game, get_game, start_game
from teg_client.generated.api.me import get_me
from teg_client.generated.api.turn import get_legal_actions
from teg_client.generated.models import (
    BotLevel,
    BotSeat,
    CreateRiskGame,
    CreateRiskGameRuleset,
    EventBatch,
    GameResponseRiskView,
    LegalActions,
)

pytestmark = pytest.mark.server


def classic_against_bots(teg) -> str:
    game = create_game.sync(
        client=teg.client,
        body=CreateRiskGame(
            ruleset=CreateRiskGameRuleset.CLASSIC,
            max_players=3,
            seats=[BotSeat(bot=BotLevel.GREEDY), BotSeat(bot=BotLevel.RANDOM)],
        ),
    )
    start_game.sync(client=teg.client, id=game.id)
    return game.id


def test_guest_session_refreshes_and_a_reused_refresh_token_ends_it(new_teg):
    teg = new_teg()
    first = teg.guest("Py session")
    assert first.user.kind == "guest"
    assert get_me.sync(client=teg.client).id == first.user_id
    second = teg.refresh()
    assert second.refresh_token != first.refresh_token and second.user_id == first.user_id
    assert get_me.sync(client=teg.client).id == first.user_id

    # Someone replays the retired refresh token: the server revokes the session.
    with pytest.raises(Problem) as reused:
        teg.http.post("/v1/auth/refresh", json={"refresh_token": first.refresh_token})
    assert (reused.value.status, reused.value.code) == (401, "REFRESH_REUSED")

    # The client's own (newest) tokens are now dead too: a 401, one refresh
    # attempt with the newest refresh token, refused, and the session cleared.
    with pytest.raises(Problem) as ended:
        for _ in range(30):  # revocation reaches every instance within 2 s
            get_me.sync(client=teg.client)
            time.sleep(0.1)
    assert ended.value.status == 401
    assert teg.token is None


def test_a_repeated_request_under_one_key_is_replayed(new_teg):
    teg = new_teg()
    teg.guest("Py keys")
    key = f"py-test-{uuid.uuid4().hex}"
    body = {"ruleset": "classic", "max_players": 3}
    first = teg.http.post("/v1/games", json=body, headers={"Idempotency-Key": key})
    again = teg.http.post("/v1/games", json=body, headers={"Idempotency-Key": key})
    assert first.status_code == again.status_code == 201
    assert first.json()["id"] == again.json()["id"]
    assert again.headers.get("idempotent-replayed") == "true"
    with pytest.raises(Problem) as reused:
        teg.http.post(
            "/v1/games", json={"ruleset": "classic", "max_players": 4}, headers={"Idempotency-Key": key}
        )
    assert (reused.value.status, reused.value.code) == (422, "IDEMPOTENCY_KEY_REUSED")


def test_refusals_are_problems(new_teg):
    teg = new_teg()
    with pytest.raises(Problem) as anonymous:
        get_me.sync(client=teg.client)
    assert anonymous.value.status == 401
    teg.guest("Py problems")
    with pytest.raises(Problem) as missing:
        get_game.sync(client=teg.client, id=str(uuid.uuid4()))
    problem = missing.value
    assert (problem.status, problem.code, problem.type) == (404, "GAME_NOT_FOUND", "/problems/GAME_NOT_FOUND")
    assert problem.detail and problem.title

    game_id = classic_against_bots(teg)
    legal = get_legal_actions.sync(client=teg.client, id=game_id)
    with pytest.raises(Problem) as stale:
        teg.http.post(
            f"/v1/games/{game_id}/actions",
            json={"action": {"type": "end_turn"}, "expected_version": legal.version + 100},
        )
    assert (stale.value.status, stale.value.code) == (409, "VERSION_CONFLICT")
    with pytest.raises(Problem) as unknown:
        teg.http.post(
            f"/v1/games/{game_id}/actions",
            json={"action": {"type": "place", "country": "atlantis", "armies": 1}},
        )
    assert unknown.value.status in (400, 422)


def test_follow_and_stream_a_real_game(new_teg):
    teg = new_teg()
    teg.guest("Py follower")
    game_id = classic_against_bots(teg)
    view = get_game.sync(client=teg.client, id=game_id)
    assert isinstance(view, GameResponseRiskView) and view.status == "playing"
    assert isinstance(get_legal_actions.sync(client=teg.client, id=game_id), LegalActions)

    followed = list(itertools.islice(teg.follow_game(game_id, after=0), 5))
    assert [e.version for e in followed] == [1, 2, 3, 4, 5]
    assert type(followed[0].event).__name__ == "RiskEventGameStarted"

    frames = list(itertools.islice(teg.stream_game(game_id, since=0), 5))
    ids = [int(f.id) for f in frames if f.id is not None]
    assert ids[:3] == [1, 2, 3]
    assert frames[0].event == "game_started" and frames[0].data["type"] == "game_started"


def test_events_of_a_started_game_decode_to_their_own_classes(new_teg):
    teg = new_teg()
    teg.guest("Py decoder")
    game_id = classic_against_bots(teg)
    raw = teg.http.get(f"/v1/games/{game_id}/events", params={"since": 0}).json()
    batch = EventBatch.from_dict(raw)
    for item, original in zip(batch.events, raw["events"], strict=True):
        name = type(item.event).__name__
        expected = "RiskEvent" + "".join(part.title() for part in original["event"]["type"].split("_"))
        assert name == expected, f"{original['event']['type']} decoded as {name}"
        assert item.event.to_dict() == original["event"]


def test_register_login_and_upgrade(new_teg):
    name = f"py{uuid.uuid4().hex[:12]}"
    first = new_teg()
    registered = first.register(name, "secret password")
    assert registered.user.kind == "user" and registered.user.username == name
    again = new_teg()
    assert again.login(name, "secret password").user_id == registered.user_id
    with pytest.raises(Problem) as wrong:
        new_teg().login(name, "not the password")
    assert (wrong.value.status, wrong.value.code) == (401, "BAD_CREDENTIALS")

    guest = new_teg()
    before = guest.guest("Py upgrade")
    upgraded = guest.upgrade(f"{name}g", "secret password")
    assert upgraded.user_id == before.user_id and upgraded.user.kind == "user"
    assert get_me.sync(client=guest.client).username == f"{name}g"
    guest.logout()
    assert guest.token is None


def test_a_tour_of_the_read_side_matches_the_spec(new_teg, conformance):
    """Many operations, called raw: the conformance fixture validates every
    answer against the spec and decodes it with the generated client."""
    teg = new_teg()
    teg.guest("Py tour")
    other = new_teg()
    other.guest("Py invitee")
    risk = classic_against_bots(teg)
    pacts = teg.http.post(
        "/v1/games", json={"ruleset": "revancha", "max_players": 3, "options": {"pacts": True}}
    )
    pacts_id = pacts.json()["id"]
    teg.http.post(f"/v1/games/{pacts_id}/bots", json={"level": "random"})
    teg2 = teg.http.post(
        "/v1/games",
        json={
            "ruleset": "teg2",
            "max_players": 3,
            "options": {"level": "basic", "board": "americas"},
            "seats": [{"seat": 0, "bot": "random"}, {"seat": 1, "bot": "greedy"}],
        },
    ).json()["id"]
    teg.http.post(f"/v1/games/{teg2}/start")

    calls = [
        ("GET", "/v1/rulesets"),
        *[("GET", f"/v1/rulesets/{r}") for r in ("revancha", "classic", "junior", "teg2")],
        *[("GET", f"/v1/maps/{r}") for r in ("revancha", "classic", "junior")],
        *[("GET", f"/v1/teg2/maps/{b}") for b in ("americas", "old_world", "planisphere")],
        ("GET", "/v1/games"),
        ("GET", "/v1/games?status=playing&limit=5"),
        ("GET", "/v1/me"),
        ("PATCH", "/v1/me", {"locale": "en"}),
        ("GET", "/v1/me/games"),
        ("GET", "/v1/me/events?since=0"),
        ("GET", "/v1/me/invitations"),
        ("GET", "/v1/me/reports"),
        ("GET", "/v1/me/sessions"),
        ("GET", "/v1/me/tokens"),
        ("GET", "/v1/me/webhook"),
        ("GET", "/v1/me/webhook/deliveries"),
        ("GET", f"/v1/games/{risk}"),
        ("GET", f"/v1/games/{risk}/legal-actions"),
        ("GET", f"/v1/games/{risk}/events?since=0"),
        ("GET", f"/v1/games/{risk}/pacts"),
        ("POST", f"/v1/games/{risk}/chat", {"body": "suerte!"}),
        ("GET", f"/v1/games/{risk}/chat"),
        ("GET", f"/v1/games/{pacts_id}"),
        ("GET", f"/v1/games/{pacts_id}/legal-actions"),
        ("POST", f"/v1/games/{pacts_id}/invitations", {"username": other.session.user.username}),
        ("GET", f"/v1/games/{teg2}"),
        ("GET", f"/v1/games/{teg2}/legal-actions"),
        ("GET", f"/v1/games/{teg2}/events?since=0"),
        ("POST", "/v1/me/tokens", {"name": "py tour", "scopes": ["read"]}),
        ("POST", f"/v1/games/{risk}/actions", {"action": {"type": "attack", "from": "chile", "to": "japon"}}),
        ("POST", f"/v1/games/{risk}/resign"),
        ("GET", f"/v1/games/{risk}"),
    ]
    for method, path, *body in calls:
        try:
            teg.http.request(method, path, json=body[0] if body else None)
        except Problem:
            pass  # refusals are checked against the spec as well
    other.http.get("/v1/me/invitations")
    other.http.get("/v1/me/events?since=0")
    assert conformance.checked >= len(calls)
