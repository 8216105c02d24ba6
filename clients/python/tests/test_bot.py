"""examples/bot.py plays a whole classic game against the real server
(TEG_BASE_URL); then the game's whole log, read as a spectator, must match
the spec and decode to the generated event classes."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time

import pytest
import spec_support as spec

from teg_client.generated.api.games import get_game
from teg_client.generated.models import EventBatch, GameResponseRiskView

pytestmark = pytest.mark.server
BOT = spec.PACKAGE_ROOT / "examples" / "bot.py"
DONE = re.compile(r"game (\S+) finished: the winner is (.+) \((\w+)\); we played (\d+) actions")


def test_bot_plays_a_classic_game_to_the_end(base_url, new_teg, conformance):
    started = time.monotonic()
    env = {**os.environ, "TEG_BASE_URL": base_url, "PYTHONPATH": str(spec.PACKAGE_ROOT)}
    run = subprocess.run(
        [sys.executable, str(BOT)], env=env, capture_output=True, text=True, timeout=1800, check=False
    )
    seconds = time.monotonic() - started
    assert run.returncode == 0, run.stdout + run.stderr
    done = DONE.search(run.stdout)
    assert done, run.stdout
    game_id, actions = done.group(1), int(done.group(4))
    assert actions > 0

    watcher = new_teg()
    watcher.guest("Py spectator")
    view = get_game.sync(client=watcher.client, id=game_id)
    assert isinstance(view, GameResponseRiskView)
    assert view.status == "finished" and view.winner is not None
    raw = watcher.http.get(f"/v1/games/{game_id}/events", params={"since": 0}).json()
    batch = EventBatch.from_dict(raw)
    assert batch.to_dict() == raw
    assert batch.version == view.version
    kinds = {item["event"]["type"] for item in raw["events"]}
    assert "game_won" in kinds

    figures = f"bot: {seconds:.1f}s, {actions} actions of ours, {batch.version} events in the game"
    print(figures)
    if os.environ.get("TEG_CI_FIGURES"):
        with open(os.environ["TEG_CI_FIGURES"], "a", encoding="utf-8") as handle:
            handle.write(figures + "\n")
