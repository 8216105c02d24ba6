"""A first TEG bot: a classic game against two server bots, played to the end.

Run it with: TEG_BASE_URL=http://127.0.0.1:8080 python examples/bot.py
"""

import os

from teg_client import Problem, Teg
from teg_client.generated import models
from teg_client.generated.api.games import create_game, get_game, start_game
from teg_client.generated.api.turn import get_legal_actions, play_action


def choose(actions, armies):
    """Trade cards, reinforce the strongest country, attack only when clearly stronger."""
    of_kind = lambda kind: [a for a in actions if isinstance(a, kind)]  # noqa: E731
    if trades := of_kind(models.RiskCommandExchange):
        return trades[0]
    if places := of_kind(models.RiskCommandPlace):
        return max(places, key=lambda a: (armies[a.country], a.armies))
    if moves := of_kind(models.RiskCommandMoveIn):
        return max(moves, key=lambda a: a.armies)
    attacks = [a for a in of_kind(models.RiskCommandAttack) if armies[a.from_] > armies[a.to] + 1]
    if attacks:
        return max(attacks, key=lambda a: armies[a.from_] - armies[a.to])
    return (of_kind(models.RiskCommandEndTurn) or actions)[0]


def play(teg, game_id):
    """Plays until the game is over; returns the final view and how many actions we played."""
    played = 0
    while True:
        legal = get_legal_actions.sync(client=teg.client, id=game_id)
        view = get_game.sync(client=teg.client, id=game_id)
        if view.status in ("finished", "aborted"):
            return view, played
        if not legal.actions:  # not our turn: wait for the game's next event
            next(teg.follow_game(game_id, after=legal.version))
            continue
        action = choose(legal.actions, {country.id: country.armies for country in view.countries})
        try:
            request = models.ActRequest(action=action, expected_version=legal.version)
            play_action.sync(client=teg.client, id=game_id, body=request)
            played += 1
        except Problem as problem:  # the board moved since the list was made: look again
            if problem.code != "VERSION_CONFLICT":
                raise


def main():
    with Teg(os.environ.get("TEG_BASE_URL", "http://127.0.0.1:8080")) as teg:
        teg.guest("Python bot")
        bots = [models.BotSeat(bot=models.BotLevel.GREEDY), models.BotSeat(bot=models.BotLevel.RANDOM)]
        new_game = models.CreateRiskGame(
            ruleset=models.CreateRiskGameRuleset.CLASSIC, max_players=3, seats=bots
        )
        game = create_game.sync(client=teg.client, body=new_game)
        start_game.sync(client=teg.client, id=game.id)
        view, played = play(teg, game.id)
        names = {player.color: player.name for player in view.players}
        winner = f"{names.get(view.winner)} ({view.winner})"
        print(f"game {game.id} {view.status}: the winner is {winner}; we played {played} actions")


if __name__ == "__main__":
    main()
