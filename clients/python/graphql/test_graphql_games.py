"""Whole games over GraphQL alone, with the client ariadne-codegen generates.

`teg_graphql` is made from the committed SDL (openapi/schema.graphql) and the
repository's operations (clients/graphql/operations.graphql). A guest signs
in, reads the board, creates a table with two bots, starts it, follows it by
the `gameEvents` subscription (graphql-transport-ws), acts from the typed
legal actions and reads the result: a Revancha game, then a TEG II game with
its commit-reveal steps (T2-SEC). Every value read is a generated pydantic
model; no JSON scalar is decoded.

    TEG_BASE_URL=http://127.0.0.1:8080 pytest   (after ariadne-codegen)
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

import pytest
from teg_graphql.client import Client
from teg_graphql.exceptions import GraphQLClientGraphQLError, GraphQLClientGraphQLMultiError
from teg_graphql.input_types import (
    BotSeatInput,
    Teg2CommandAnnounceInput,
    Teg2CommandCommitInterceptInput,
    Teg2CommandCommitSplitInput,
    Teg2CommandEndTurnInput,
    Teg2CommandIncorporateInput,
    Teg2CommandInput,
    Teg2CommandLaunchInput,
    Teg2CommandPlaceObjectiveInput,
    Teg2CommandReinforceInput,
    Teg2CommandRetreatInput,
    Teg2CommandRevealInterceptInput,
    Teg2CommandRevealObjectiveInput,
    Teg2CommandRevealSplitInput,
    Teg2MoveInput,
    Teg2PlacementInput,
)

BASE_URL = os.environ.get("TEG_BASE_URL", "").rstrip("/").removesuffix("/v1")
MAX_ACTIONS = 20_000
MAX_ROUNDS = int(os.environ.get("TEG_CLASSIC_MAX_ROUNDS", "6"))
TOKEN_KINDS = ["intervention_1", "non_intervention_2", "intervention_3", "intervention_4", "control_5"]

pytestmark = pytest.mark.skipif(
    not BASE_URL and os.environ.get("TEG_SERVER_REQUIRED") != "1", reason="TEG_BASE_URL is not set"
)


def client(token: str | None = None) -> Client:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return Client(
        url=f"{BASE_URL}/graphql",
        headers=headers,
        ws_url=BASE_URL.replace("http", "ws", 1) + "/graphql",
        ws_connection_init_payload={"token": token} if token else None,
    )


def code_of(error: Exception) -> str | None:
    """REST's problem code, which the service puts in `extensions.code`."""
    first = error.errors[0] if isinstance(error, GraphQLClientGraphQLMultiError) else error
    if isinstance(first, GraphQLClientGraphQLError) and first.extensions:
        code = first.extensions.get("code")
        return code if isinstance(code, str) else None
    return None


async def signed_in(name: str) -> tuple[Client, str]:
    session = (await client().sign_in_as_guest(display_name=name)).sign_in_as_guest
    assert session.user.kind == "guest"
    return client(session.token), session.user.id


@dataclass
class Follower:
    """Follows a game by `gameEvents` from version 0: in order, no gap, no repeat."""

    api: Client
    game_id: str
    last: int = 0
    your_turns: int = 0
    kinds: set[str] = field(default_factory=set)
    moved: asyncio.Event = field(default_factory=asyncio.Event)
    task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        async for item in self.api.game_events(game_id=self.game_id, since=0):
            followed = item.game_events
            kind = followed.event.typename__
            if kind == "YourTurn":
                self.your_turns += 1
            else:
                assert followed.version == self.last + 1, "the subscription has no gap and no repeat"
                self.last = followed.version
                self.kinds.add(kind)
            self.moved.set()

    def check(self) -> None:
        if self.task and self.task.done() and self.task.exception():
            raise self.task.exception()  # type: ignore[misc]

    async def wait_past(self, version: int) -> None:
        self.check()
        if self.last > version:
            return
        self.moved.clear()
        try:
            await asyncio.wait_for(self.moved.wait(), timeout=10)
        except TimeoutError:
            pass

    async def finish(self, version: int) -> None:
        deadline = time.monotonic() + 30
        while self.last < version and time.monotonic() < deadline:
            self.check()
            await asyncio.sleep(0.05)
        assert self.task
        self.task.cancel()
        try:
            await self.task
        except asyncio.CancelledError:
            pass
        assert self.last == version, "the subscription delivered every event up to the end"


async def check_paged(api: Client, game_id: str, version: int) -> None:
    """The log read a page of `eventsConnection` at a time is 1..=version, in order."""
    versions: list[int] = []
    after: str | None = None
    while True:
        page = (await api.events_page(game_id=game_id, first=100, after=after)).events_connection
        versions.extend(edge.node.version for edge in page.edges)
        if not page.page_info.has_next_page:
            break
        after = page.page_info.end_cursor
    assert versions == list(range(1, version + 1)), "eventsConnection pages the whole log"


# ---- Revancha ----


def choose_risk(actions: list[Any], countries: dict[str, Any], neighbours: dict[str, list[str]], me: str):
    """Exchange, move in, place on the front, attack with an edge, end the turn; refuse pacts."""

    def armies(c: str) -> int:
        return countries[c].armies if c in countries else 0

    def front(c: str) -> bool:
        return any(countries.get(n) is None or countries[n].owner != me for n in neighbours.get(c, []))

    def by(kind: str) -> list[Any]:
        return [a for a in actions if a.typename__ == kind]

    if exchange := by("RiskCommandExchange"):
        return exchange[0]
    if move_in := by("RiskCommandMoveIn"):
        return max(move_in, key=lambda a: a.armies)
    if place := by("RiskCommandPlace"):
        pool = [p for p in place if front(p.country)] or place
        return max(pool, key=lambda p: (p.armies, armies(p.country)))
    attacks = [a for a in by("RiskCommandAttack") if armies(a.from_) >= 3 and armies(a.from_) > armies(a.to)]
    if attacks:
        return max(attacks, key=lambda a: armies(a.from_) - armies(a.to))
    if end := by("RiskCommandEndTurn"):
        return end[0]
    if refuse := by("RiskCommandRefusePact"):
        return refuse[0]
    return actions[0]


async def play_risk(api: Client, game_id: str, action: Any, version: int) -> int:
    """One legal action, sent as its own typed mutation; the new version."""
    at = {"game_id": game_id, "expected_version": version}
    match action.typename__:
        case "RiskCommandPlace":
            return (await api.place(country=action.country, armies=action.armies, **at)).place.version
        case "RiskCommandExchange":
            answer = await api.exchange(cards=action.cards, continents=action.continents, **at)
            return answer.exchange.version
        case "RiskCommandMoveIn":
            return (await api.move_in(armies=action.armies, **at)).move_in.version
        case "RiskCommandAttack":
            return (await api.attack(from_=action.from_, to=action.to, **at)).attack.version
        case "RiskCommandEndTurn":
            return (await api.end_turn(**at)).end_turn.version
        case "RiskCommandRefusePact":
            return (await api.refuse_pact(pact=action.pact, **at)).refuse_pact.version
    raise AssertionError(f"the policy chose {action.typename__}, which this test does not send")


async def revancha_game() -> str:
    started = time.monotonic()
    api, me = await signed_in("GraphQL Revancha (Python)")
    board = (await api.edition_map(ruleset="revancha")).map_
    neighbours: dict[str, list[str]] = {}
    for border in board.borders:
        a, b = border
        neighbours.setdefault(a, []).append(b)
        neighbours.setdefault(b, []).append(a)

    created = (
        await api.create_game(
            ruleset="revancha",
            max_players=3,
            seats=[BotSeatInput(bot="greedy"), BotSeatInput(bot="greedy")],
            options={"max_rounds": MAX_ROUNDS},
        )
    ).create_game
    assert created.ruleset == "revancha" and created.status == "lobby"
    color = next(s.color for s in created.seats if s.user_id == me)
    assert color, "the creator holds a seat with a colour"
    follower = Follower(api, created.id)
    follower.start()
    assert (await api.start_game(game_id=created.id)).start_game.version > 0

    actions = conflicts = 0
    while actions < MAX_ACTIONS:
        legal = (await api.legal_actions(game_id=created.id)).legal_actions
        follower.check()
        if not legal.actions:
            now = (await api.game(id=created.id)).game
            if now.status in ("finished", "aborted"):
                break
            await follower.wait_past(legal.version)
            continue
        view = (await api.game(id=created.id)).game.board_view
        assert view.typename__ == "RiskView"
        countries = {c.id: c for c in view.countries}
        action = choose_risk(legal.actions, countries, neighbours, color)
        try:
            assert await play_risk(api, created.id, action, legal.version) > legal.version
            actions += 1
        except (GraphQLClientGraphQLError, GraphQLClientGraphQLMultiError) as error:
            if code_of(error) != "VERSION_CONFLICT":
                raise
            conflicts += 1

    end = (await api.game(id=created.id)).game
    assert end.status == "finished", f"the game ends within {MAX_ACTIONS} actions"
    view = end.board_view
    assert view.typename__ == "RiskView"
    await follower.finish(view.version)
    await check_paged(api, created.id, view.version)
    assert "RiskEventGameStarted" in follower.kinds, "the subscription told the start"
    assert {"RiskEventGameWon", "RiskEventRoundCapReached"} & follower.kinds, "and the end"
    assert follower.your_turns > 0, "and the guest's turns"
    return (
        f"revancha in {time.monotonic() - started:.1f}s: {actions} actions ({conflicts} conflicts), "
        f"{view.version} events by subscription, round {view.round}, winner {view.winner or 'none'}"
    )


def test_graphql_a_guest_plays_a_whole_revancha_game_with_ariadne_codegens_client(record_property):
    summary = asyncio.run(revancha_game())
    record_property("revancha", summary)
    print(summary)


# ---- TEG II ----


def commitment(binding: str, window: str, power: str, choice: str, nonce: str) -> str:
    """T2-SEC-2: lowercase hex SHA-256 of `teg2|<game>|<window>|<power>|<choice>|<nonce>`."""
    return hashlib.sha256(f"teg2|{binding}|{window}|{power}|{choice}|{nonce}".encode()).hexdigest()


def default_split(ordinary: int, special: bool, aircraft: int) -> str:
    """The rules' default battle command (T2-CLK-5): always legal."""
    dials: list[str | int | None] = [None, None, None]
    if special:
        dials[2] = "ue"
    if aircraft > 0:
        for i in (2, 1, 0):
            if dials[i] is None:
                dials[i] = "air"
                break
    free = [i for i in range(3) if dials[i] is None]
    slots = max(1, len(free))
    q, r = divmod(ordinary, slots)
    counts = [q + (1 if k < r else 0) for k in range(len(free))]
    big = sum(1 for c in counts if c > 11)
    for k, slot in enumerate(free):
        if big > 1:
            dials[slot] = "+" if k + 1 == len(free) else 11
        else:
            dials[slot] = "+" if counts[k] > 11 else counts[k]
    return ",".join(str(0 if d is None else d) for d in dials)


@dataclass
class Secrets:
    """The guest's commit-reveal secrets: the choice and nonce of each window."""

    binding: str
    kept: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)
    used: dict[str, list[str]] = field(default_factory=dict)

    def commit(self, window: str, power: str, choice: str) -> str:
        nonce = secrets.token_hex(32)
        self.kept[(window, power)] = (choice, nonce)
        return commitment(self.binding, window, power, choice, nonce)

    def revealed(self, window: str, power: str) -> tuple[str, str]:
        assert (window, power) in self.kept, f"a secret was kept for window {window}"
        return self.kept[(window, power)]

    def next_kind(self, power: str) -> str:
        used = self.used.setdefault(power, [])
        kind = [k for k in TOKEN_KINDS if k not in used][-1]
        used.append(kind)
        return kind


def incorporate(step: Any, land: set[str], forces: list[Any], seat: int) -> Teg2CommandInput:
    """Every unit on the land region where the opponents are strongest, the special unit with them."""

    def enemy(region: str) -> int:
        return sum(
            f.ordinary + (1 if f.special else 0) for f in forces if f.region == region and f.seat != seat
        )

    candidates = [r for r in step.regions if r in land]
    contested = sorted((r for r in candidates if enemy(r) > 0), key=enemy, reverse=True)
    target = (contested or candidates or [None])[0]
    where = target or (step.regions[0] if step.regions else None)
    unit = "army" if "army" in step.kinds else (step.kinds[0] if step.kinds else None)
    units = (
        [Teg2PlacementInput(region=where, unit=unit, count=step.units)]
        if step.units and unit and where
        else []
    )
    special = (target or (step.regions[0] if step.regions else None)) if step.special else None
    return Teg2CommandInput(
        incorporate=Teg2CommandIncorporateInput(power=step.power, units=units, special=special, rocket=None)
    )


def teg2_command(step: Any, steps: list[Any], state: dict[str, Any]) -> Teg2CommandInput:
    """One step's command: reveals from the kept secrets, commits made here, the rest plainly."""
    keep: Secrets = state["secrets"]
    match step.typename__:
        case "Teg2LegalRevealObjective":
            kind, nonce = keep.revealed(step.window, step.power)
            return Teg2CommandInput(
                reveal_objective=Teg2CommandRevealObjectiveInput(
                    power=step.power, token=step.token, kind=kind, nonce=nonce
                )
            )
        case "Teg2LegalRevealSplit":
            split, nonce = keep.revealed(step.window, step.power)
            return Teg2CommandInput(
                reveal_split=Teg2CommandRevealSplitInput(power=step.power, split=split, nonce=nonce)
            )
        case "Teg2LegalRevealIntercept":
            choice, nonce = keep.revealed(step.window, step.power)
            return Teg2CommandInput(
                reveal_intercept=Teg2CommandRevealInterceptInput(
                    power=step.power, intercept=choice == "intercept", nonce=nonce
                )
            )
        case "Teg2LegalPlaceObjective":
            region = step.regions[state["commits"] % len(step.regions)]
            sealed = keep.commit(step.window, step.power, keep.next_kind(step.power))
            return Teg2CommandInput(
                place_objective=Teg2CommandPlaceObjectiveInput(
                    power=step.power, region=region, commitment=sealed
                )
            )
        case "Teg2LegalCommitSplit":
            split = default_split(step.ordinary, step.special, step.aircraft)
            sealed = keep.commit(step.window, step.power, split)
            return Teg2CommandInput(
                commit_split=Teg2CommandCommitSplitInput(power=step.power, commitment=sealed)
            )
        case "Teg2LegalCommitIntercept":
            choice = "intercept" if state["commits"] % 2 == 0 else "pass"
            sealed = keep.commit(step.window, step.power, choice)
            return Teg2CommandInput(
                commit_intercept=Teg2CommandCommitInterceptInput(power=step.power, commitment=sealed)
            )
        case "Teg2LegalReinforce":
            moves = [
                Teg2MoveInput(region=s.region, ordinary=min(s.ordinary, step.per_crossing or s.ordinary))
                for s in step.sources
                if s.ordinary > 0
            ]
            return Teg2CommandInput(reinforce=Teg2CommandReinforceInput(power=step.power, moves=moves))
        case "Teg2LegalRetreat":
            moves = [
                Teg2MoveInput(region=m.region, ordinary=m.ordinary, aircraft=m.aircraft, special=m.special)
                for m in step.plan.moves
            ]
            return Teg2CommandInput(retreat=Teg2CommandRetreatInput(power=step.power, moves=moves))
        case "Teg2LegalLaunch":
            return Teg2CommandInput(launch=Teg2CommandLaunchInput(power=step.power, target=step.targets[0]))
    # the attack turn: a couple of combats, then end it
    announce = next((s for s in steps if s.typename__ == "Teg2LegalAnnounce"), None)
    end = next((s for s in steps if s.typename__ == "Teg2LegalEndTurn"), None)
    if announce and (state["announces_this_turn"] < 2 or not end):
        state["announces_this_turn"] += 1
        state["announces"] += 1
        return Teg2CommandInput(
            announce=Teg2CommandAnnounceInput(
                power=announce.power, region=announce.region, opponent=announce.opponent
            )
        )
    state["announces_this_turn"] = 0
    assert end, f"a step this test knows: {step.typename__}"
    return Teg2CommandInput(end_turn=Teg2CommandEndTurnInput(power=end.power))


async def teg2_game() -> str:
    started = time.monotonic()
    api, me = await signed_in("GraphQL TEG II (Python)")
    board = (await api.teg_2_map(board="americas")).teg_2_map
    land = {r.id for r in board.regions if r.kind == "land"}
    assert 0 < len(land) < len(board.regions), "the Americas have land and sea"

    created = (
        await api.create_game(
            ruleset="teg2",
            max_players=3,
            seats=[BotSeatInput(bot="greedy"), BotSeatInput(bot="greedy")],
            options={"level": "basic", "board": "americas"},
        )
    ).create_game
    assert created.ruleset == "teg2"
    seat = next(s.seat for s in created.seats if s.user_id == me)
    follower = Follower(api, created.id)
    follower.start()
    await api.start_game(game_id=created.id)
    view = (await api.game(id=created.id)).game.board_view
    assert view.typename__ == "Teg2GameView" and view.teg_2
    assert view.teg_2.binding == created.id, "a game not imported binds its commitments to its id"

    state: dict[str, Any] = {
        "secrets": Secrets(view.teg_2.binding),
        "commits": 0,
        "reveals": 0,
        "announces": 0,
        "announces_this_turn": 0,
    }
    actions = conflicts = refused = 0
    while actions < MAX_ACTIONS:
        legal = (await api.legal_actions(game_id=created.id)).legal_actions
        assert legal.actions == [], "TEG II lists its steps under teg2, not actions"
        follower.check()
        steps = legal.teg_2 or []
        if not steps:
            now = (await api.game(id=created.id)).game
            if now.status in ("finished", "aborted"):
                break
            await follower.wait_past(legal.version)
            continue
        step = (
            next((s for s in steps if s.typename__.startswith("Teg2LegalReveal")), None)
            or next((s for s in steps if s.typename__.startswith("Teg2LegalCommit")), None)
            or next((s for s in steps if s.typename__ == "Teg2LegalPlaceObjective"), None)
            or steps[0]
        )
        if step.typename__ == "Teg2LegalIncorporate":
            now = (await api.game(id=created.id)).game.board_view
            assert now.typename__ == "Teg2GameView" and now.teg_2
            command = incorporate(step, land, [f for t in now.teg_2.tables for f in t.forces], seat)
        else:
            command = teg2_command(step, steps, state)
        try:
            await api.teg_2_act(game_id=created.id, command=command, expected_version=legal.version)
            actions += 1
            if command.place_objective or command.commit_split or command.commit_intercept:
                state["commits"] += 1
            if command.reveal_objective or command.reveal_split or command.reveal_intercept:
                state["reveals"] += 1
        except (GraphQLClientGraphQLError, GraphQLClientGraphQLMultiError) as error:
            if code_of(error) == "VERSION_CONFLICT":
                conflicts += 1
                continue
            if not command.reinforce:
                raise
            # a reinforcement the rules refuse (T2-REI-5): bring none instead
            refused += 1
            none = Teg2CommandInput(
                reinforce=Teg2CommandReinforceInput(power=command.reinforce.power, moves=[])
            )
            await api.teg_2_act(game_id=created.id, command=none, expected_version=legal.version)
            actions += 1

    end = (await api.game(id=created.id)).game
    assert end.status == "finished", f"the game ends within {MAX_ACTIONS} actions"
    view = end.board_view
    assert view.typename__ == "Teg2GameView" and view.teg_2
    await follower.finish(view.version)
    await check_paged(api, created.id, view.version)
    assert "Teg2LoggedTeg2Started" in follower.kinds, "the subscription told the start"
    assert state["commits"] >= 5 and state["reveals"] >= 5, "five tokens committed and revealed"
    winners = view.teg_2.scores.winners if view.teg_2.scores else []
    assert winners, "the scores name the winners"
    return (
        f"teg2 in {time.monotonic() - started:.1f}s: {actions} actions ({state['commits']} commits, "
        f"{state['reveals']} reveals, {conflicts} conflicts, {refused} refused), "
        f"{view.version} events by subscription, winners {winners}"
    )


def test_graphql_a_guest_plays_a_whole_teg2_game_with_ariadne_codegens_client(record_property):
    summary = asyncio.run(teg2_game())
    record_property("teg2", summary)
    print(summary)
