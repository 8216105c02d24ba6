"""AsyncTeg against the real server (TEG_BASE_URL): its session, and two
guests whose game fills their feeds, read with follow_feed and stream_feed;
every answer is checked against the spec."""

from __future__ import annotations

import asyncio
import uuid
from contextlib import AsyncExitStack, aclosing

import pytest

from teg_client import AsyncTeg, Problem
from teg_client.generated.api.games import create_game, get_game, join_game, start_game
from teg_client.generated.api.me import get_me
from teg_client.generated.api.turn import get_legal_actions, play_action
from teg_client.generated.models import (
    ActRequest,
    CreateRiskGame,
    CreateRiskGameRuleset,
    JoinGame,
    NoticeGameStarted,
    NoticeYourTurn,
)

pytestmark = pytest.mark.server


def test_an_async_guest_session_refreshes_shares_its_token_and_raises_problems(new_async_teg):
    async def main() -> None:
        async with new_async_teg() as teg:
            first = await teg.guest("Py async")
            second = await teg.refresh()
            assert second.refresh_token != first.refresh_token and second.user_id == first.user_id
            mes = await asyncio.gather(*(get_me.asyncio(client=teg.client) for _ in range(5)))
            assert {me.id for me in mes} == {first.user_id}
            with pytest.raises(Problem) as missing:
                await get_game.asyncio(client=teg.client, id=str(uuid.uuid4()))
            assert (missing.value.status, missing.value.code) == (404, "GAME_NOT_FOUND")
            await teg.logout()
            assert teg.token is None

    asyncio.run(main())


async def play_out_the_turn(teg: AsyncTeg, game_id: str) -> int:
    """Plays legal actions until the game waits on someone else; how many."""
    for played in range(200):
        legal = await get_legal_actions.asyncio(client=teg.client, id=game_id)
        if not legal.actions:
            return played
        action = legal.actions[0]
        await play_action.asyncio(
            client=teg.client, id=game_id, body=ActRequest(action=action, expected_version=legal.version)
        )
    raise AssertionError("the turn never passed")


def test_two_async_guests_playing_a_game_receive_its_notices_in_order(new_async_teg):
    async def main() -> None:
        async with AsyncExitStack() as stack:
            ana = await stack.enter_async_context(new_async_teg())
            bruno = await stack.enter_async_context(new_async_teg())
            await ana.guest("Py feed Ana")
            await bruno.guest("Py feed Bruno")
            game = await create_game.asyncio(
                client=ana.client, body=CreateRiskGame(ruleset=CreateRiskGameRuleset.CLASSIC, max_players=2)
            )
            await join_game.asyncio(game.id, client=bruno.client, body=JoinGame())
            await start_game.asyncio(client=ana.client, id=game.id)

            feeds, starts = {}, {}
            for player in (ana, bruno):
                feeds[player] = await stack.enter_async_context(aclosing(player.follow_feed(wait=10)))
                starts[player] = await anext(feeds[player])
                assert isinstance(starts[player], NoticeGameStarted) and starts[player].game_id == game.id

            legal = await get_legal_actions.asyncio(client=ana.client, id=game.id)
            mover, waiter = (ana, bruno) if legal.actions else (bruno, ana)
            turn = await anext(feeds[mover])
            assert isinstance(turn, NoticeYourTurn) and turn.game_id == game.id
            assert turn.id > starts[mover].id

            # The waiter's long-poll is held until the mover's turn ends.
            waiting = asyncio.ensure_future(anext(feeds[waiter]))
            await asyncio.sleep(0.3)
            assert not waiting.done(), "no notice for the waiter yet"
            assert await play_out_the_turn(mover, game.id) > 0
            theirs = await asyncio.wait_for(waiting, 30)
            assert isinstance(theirs, NoticeYourTurn) and theirs.game_id == game.id

            # The stream gives the waiter the same notices, in the same order.
            async with aclosing(waiter.follow_feed(wait=0)) as again:
                followed = [await anext(again), await anext(again)]
            async with aclosing(waiter.stream_feed(since=0)) as stream:
                streamed = [await anext(stream), await anext(stream)]
            assert [(n.id, type(n)) for n in streamed] == [(n.id, type(n)) for n in followed]
            assert [type(n) for n in followed] == [NoticeGameStarted, NoticeYourTurn]
            assert starts[waiter].id == followed[0].id < followed[1].id == theirs.id

    asyncio.run(main())
