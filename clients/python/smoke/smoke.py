"""The installed package against a running server, from outside the
repository: what a user who ran ``pip install teg-client`` does first.

Run by ``ci.sh`` with the wheel and the sdist, each in a fresh virtual
environment of its own in a temporary folder: ``python smoke.py BASE_URL``.
It checks that the package it imported is the installed one, signs in as
a guest, reads its account, opens a classic lobby, reads it back, and meets
a refusal as a ``Problem``.
"""

from __future__ import annotations

import pathlib
import sys

import teg_client
from teg_client import Problem, Teg
from teg_client.generated.api.games import create_game, get_game
from teg_client.generated.api.me import get_me
from teg_client.generated.models import CreateRiskGame, CreateRiskGameRuleset


def main(base_url: str) -> None:
    source = pathlib.Path(teg_client.__file__).resolve()
    if "site-packages" not in source.parts:
        sys.exit(f"smoke: teg_client comes from {source}, not an installed package")
    with Teg(base_url) as teg:
        teg.guest("Smoke")
        me = get_me.sync(client=teg.client)
        game = create_game.sync(
            client=teg.client,
            body=CreateRiskGame(ruleset=CreateRiskGameRuleset.CLASSIC, max_players=2),
        )
        read = get_game.sync(client=teg.client, id=game.id)
        assert read is not None and read.status == "lobby", read
        try:
            get_game.sync(client=teg.client, id="no-such-game")
        except Problem as refused:
            assert refused.status == 404 and refused.code == "GAME_NOT_FOUND", refused
        else:
            sys.exit("smoke: an unknown game was not refused")
    print(f"smoke: {me.display_name} opened {game.id} with teg-client from {source.parent}")


if __name__ == "__main__":
    main(sys.argv[1])
