"""How long a revoked token's live channels outlive it (issue 47).

Usage: python docs/perf/revocation_bound.py A_URL B_URL [RUNS]

Registers a user on instance A, opens on instance B a game's SSE stream,
the feed's SSE stream, a waiting long-poll on the game and one on the feed,
logs out on A, and prints the milliseconds from the logout request to the
end of each channel, per run, and the worst. Give the same URL twice for one
instance. Two instances need the same database, the same Redis and the same
TEG_JWT_SECRET, e.g. (from the repository, after `cargo build -p teg-api`):

    for port in 18901 18902; do
      TEG_JWT_SECRET=$(printf 'x%.0s' {1..40}) TEG_RATE_LIMIT=0 \\
      DATABASE_URL=postgres://postgres@127.0.0.1:5432/teg_measure \\
      REDIS_URL=redis://127.0.0.1:6379 TEG_REDIS_PREFIX=measure: \\
      TEG_BIND=127.0.0.1:$port TEG_DATA_DIR=/tmp/teg-m-$port target/debug/teg-api &
    done

Needs httpx (clients/python/requirements-dev.txt). The websocket's close is
timed by api/tests/revocation.rs, which also asserts the 2 s bound for all
five channels on one instance and across two.
"""

import json
import sys
import threading
import time
import uuid

import httpx


def one_run(a: str, b: str) -> dict[str, int]:
    name = "m" + uuid.uuid4().hex[:10]
    signed = httpx.post(f"{a}/v1/auth/register", json={"username": name, "password": "secret password"})
    headers = {"Authorization": f"Bearer {signed.json()['token']}"}
    game = httpx.post(f"{a}/v1/games", json={"max_players": 2}, headers=headers).json()["id"]
    ended: dict[str, float] = {}

    def stream(label: str, url: str) -> None:
        with httpx.stream("GET", url, headers=headers, timeout=30) as answer:
            for _ in answer.iter_bytes():
                pass
        ended[label] = time.monotonic()

    def poll(label: str, url: str) -> None:
        httpx.get(url, headers=headers, timeout=30)
        ended[label] = time.monotonic()

    channels = [
        threading.Thread(target=stream, args=("game stream", f"{b}/v1/games/{game}/events/stream")),
        threading.Thread(target=stream, args=("feed stream", f"{b}/v1/me/events/stream")),
        threading.Thread(target=poll, args=("game long-poll", f"{b}/v1/games/{game}/events?since=0&wait=25")),
        threading.Thread(target=poll, args=("feed long-poll", f"{b}/v1/me/events?since=999999&wait=25")),
    ]
    for channel in channels:
        channel.start()
    time.sleep(0.5)  # every channel open and waiting
    logged_out = time.monotonic()  # counted from the request, its own time included
    httpx.post(f"{a}/v1/auth/logout", headers=headers)
    for channel in channels:
        channel.join(10)
    return {label: round((at - logged_out) * 1000) for label, at in ended.items()}


def main() -> None:
    a, b = sys.argv[1], sys.argv[2]
    runs = [one_run(a, b) for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 5)]
    print(json.dumps({"runs": runs, "worst_ms": max(max(r.values()) for r in runs)}))


if __name__ == "__main__":
    main()
