"""Idle sockets against the service, as an attacker holds them (issue 47).

Usage: python docs/perf/idle_sockets.py [--sockets N] [--per-address K]
                                        [--seconds S] [--kind ws|tcp]
                                        [--first-slot F] URL...

Opens N connections spread over the given instances, from source addresses
127.0.x.y (K per address, so the per-address door alone does not stop them:
every 127/8 address is this machine), and keeps N open for S seconds by
opening a new one whenever one ends. Meanwhile it asks every instance's
`/healthz` every 100 ms on a fresh connection from 127.0.0.1, from a
thread of its own.

- `ws`: a GraphQL websocket upgrade (`GET /graphql`, graphql-transport-ws)
  that never sends `connection_init`. The server answers 101 and closes
  with 4408 after 10 s, or refuses the upgrade past its doors (429
  TOO_MANY_STREAMS per address, 503 SERVER_FULL in all).
- `tcp`: a bare connection that sends nothing (actix closes it when no
  request head comes within its client request timeout).

Prints one JSON object: what the upgrades were answered, how the accepted
sockets ended and after how long, the most held at once, and `/healthz`'s
answers (count, failures, latency p50/p99/max in ms). Standard library only.
The open-file limit of this process must exceed N: for 20,000 sockets
under a 20,000 limit run two probes of 10,000, the second with
`--first-slot 10000` so that they share no address. Start the instances with the limit under test, e.g.
`ulimit -n 20000` before launching them (see revocation_bound.py for the
two-instance command).
"""

import argparse
import asyncio
import base64
import http.client
import json
import os
import statistics
import threading
import time
from collections import Counter
from urllib.parse import urlsplit

UPGRADE = (
    "GET /graphql HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: {key}\r\n"
    "Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n"
)


class Tally:
    def __init__(self) -> None:
        self.answers: Counter[str] = Counter()
        self.endings: Counter[str] = Counter()
        self.lifetimes: list[float] = []
        self.open_now = 0
        self.most_open = 0
        self.health: list[float] = []
        self.health_failures: Counter[str] = Counter()

    def opened(self) -> None:
        self.open_now += 1
        self.most_open = max(self.most_open, self.open_now)

    def closed(self) -> None:
        self.open_now -= 1


def source(i: int, per_address: int) -> str:
    n = i // per_address
    return f"127.0.{n // 250 + 1}.{n % 250 + 2}"


def close_code(data: bytes) -> str:
    """The close code of the first close frame in what the server sent."""
    at = 0
    while at + 2 <= len(data):
        opcode, length = data[at] & 0x0F, data[at + 1] & 0x7F
        head = 2 + (2 if length == 126 else 8 if length == 127 else 0)
        if length >= 126:
            length = int.from_bytes(data[at + 2 : at + head], "big")
        if opcode == 0x8:
            return str(int.from_bytes(data[at + head : at + head + 2], "big")) if length >= 2 else "close"
        at += head + length
    return "eof"


async def one(url: str, src: str, kind: str, tally: Tally, stop: float) -> None:
    parts = urlsplit(url)
    try:
        reader, writer = await asyncio.open_connection(parts.hostname, parts.port, local_addr=(src, 0))
    except OSError as e:
        tally.answers[f"connect {e.errno}"] += 1
        await asyncio.sleep(0.2)
        return
    began = time.monotonic()
    try:
        if kind == "ws":
            key = base64.b64encode(os.urandom(16)).decode()
            writer.write(UPGRADE.format(host=parts.netloc, key=key).encode())
            head = await reader.readuntil(b"\r\n\r\n")
            status = head.split(b" ", 2)[1].decode()
            tally.answers[status] += 1
            if status != "101":
                await asyncio.sleep(1)  # as its Retry-After says
                return
        else:
            tally.answers["connected"] += 1
        tally.opened()
        try:
            rest = b""
            while time.monotonic() < stop + 30:
                chunk = await asyncio.wait_for(reader.read(4096), timeout=stop + 30 - time.monotonic())
                if not chunk:
                    break
                rest += chunk
                if kind == "ws" and b"\x89\x00" in chunk:
                    # Alive but idle, as a websocket library is: pings get pongs.
                    writer.write(b"\x8a\x80" + os.urandom(4))
            tally.endings[close_code(rest) if kind == "ws" else ("eof" if not rest else "answered")] += 1
            tally.lifetimes.append(time.monotonic() - began)
        finally:
            tally.closed()
    except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, IndexError) as e:
        tally.answers[type(e).__name__] += 1
    finally:
        writer.close()


async def holder(urls: list[str], slot: int, args: argparse.Namespace, tally: Tally, stop: float) -> None:
    url, src = urls[slot % len(urls)], source(args.first_slot + slot, args.per_address)
    while time.monotonic() < stop:
        await one(url, src, args.kind, tally, stop)


def health(url: str, tally: Tally, stop: float) -> None:
    """Asks `/healthz` from a thread of its own, so the figures are the
    server's and not this process's event loop, busy with the holders."""
    parts = urlsplit(url)
    while time.monotonic() < stop:
        began = time.monotonic()
        try:
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
            connection.request("GET", "/healthz", headers={"Connection": "close"})
            status = connection.getresponse().status
            connection.close()
            if status == 200:
                tally.health.append((time.monotonic() - began) * 1000)
            else:
                tally.health_failures[str(status)] += 1
        except OSError as e:
            tally.health_failures[type(e).__name__] += 1
        time.sleep(0.1)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("urls", nargs="+")
    parser.add_argument("--sockets", type=int, default=20_000)
    parser.add_argument("--per-address", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--kind", choices=["ws", "tcp"], default="ws")
    # Several probes at once (one process holds fewer descriptors than its
    # open-file limit) take distinct source addresses with distinct offsets.
    parser.add_argument("--first-slot", type=int, default=0)
    args = parser.parse_args()
    tally = Tally()
    stop = time.monotonic() + args.seconds
    askers = [threading.Thread(target=health, args=(url, tally, stop)) for url in args.urls]
    for asker in askers:
        asker.start()
    await asyncio.gather(*(holder(args.urls, slot, args, tally, stop) for slot in range(args.sockets)))
    for asker in askers:
        asker.join()
    lifetimes = sorted(tally.lifetimes)
    health_ms = sorted(tally.health)
    print(
        json.dumps(
            {
                "kind": args.kind,
                "sockets": args.sockets,
                "instances": len(args.urls),
                "seconds": args.seconds,
                "answers": dict(tally.answers),
                "endings": dict(tally.endings),
                "most_open_at_once": tally.most_open,
                "lifetime_s": {
                    "min": round(lifetimes[0], 2) if lifetimes else None,
                    "median": round(statistics.median(lifetimes), 2) if lifetimes else None,
                    "max": round(lifetimes[-1], 2) if lifetimes else None,
                },
                "healthz": {
                    "answered": len(health_ms),
                    "failed": dict(tally.health_failures),
                    "p50_ms": round(statistics.median(health_ms), 1) if health_ms else None,
                    "p99_ms": round(health_ms[int(len(health_ms) * 0.99)], 1) if health_ms else None,
                    "max_ms": round(health_ms[-1], 1) if health_ms else None,
                },
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    asyncio.run(main())
