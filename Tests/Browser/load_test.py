#!/usr/bin/env python3
"""How many concurrent sessions hold 60 Hz: opens N WebSocket sessions on one scene and counts the
frames each receives per second. Not part of CI (the numbers depend on the machine).

Usage: load_test.py ws://127.0.0.1:PORT/ws SCENE N [N …]   (needs `pip install websockets`)
Start the server with enough room: dynamics play --port 0 --max-sessions 200
"""

import asyncio
import sys
import time

import websockets


async def session(url, scene, seconds, counts, index, ready):
    async with websockets.connect(f"{url}?scene={scene}", max_size=1 << 24) as socket:
        frames = 0
        ready.append(index)
        started = None
        async for message in socket:
            if isinstance(message, bytes):
                if started is None and len(ready) >= counts["n"]:
                    started = time.monotonic()
                    frames = 0
                elif started is not None:
                    frames += 1
                    if time.monotonic() - started >= seconds:
                        counts[index] = frames / (time.monotonic() - started)
                        return


async def measure(url, scene, n, seconds=4):
    counts = {"n": n}
    ready = []
    await asyncio.gather(*(session(url, scene, seconds, counts, i, ready) for i in range(n)))
    rates = sorted(counts[i] for i in range(n))
    return rates[0], sum(rates) / n


async def main():
    url, scene = sys.argv[1], sys.argv[2]
    for n in map(int, sys.argv[3:]):
        low, mean = await measure(url, scene, n)
        print(f"{n:4d} sessions of {scene}: slowest {low:5.1f} frames/s, mean {mean:5.1f}")


if __name__ == "__main__":
    asyncio.run(main())
