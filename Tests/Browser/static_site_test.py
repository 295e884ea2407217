#!/usr/bin/env python3
"""Checks the static site (Scripts/build-site) in headless Chromium with no playground server.

Usage: static_site_test.py SITE_DIR PATH/TO/dynamics [SCREENSHOT]

Serves SITE_DIR with `python3 -m http.server` and opens it: for every catalogue scene,
`await playground.run(scene, frames)` in the page's Web Worker (the Swift compiled to WebAssembly)
must give the state hash `dynamics hashes` prints natively for the same frames; an unknown scene
and a bad frame count are refused with messages naming them; the page makes no request outside
its own origin and opens no WebSocket (the server's request log and the page's resource timing);
the console stays free of errors. Prints the worker's time per frame for every scene (the faster of
two runs) and the time from navigation to the first result, for BENCHMARKS.md. Exits 1 on the first failure.
"""

import os
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from playground_test import Failure, check, console_errors, make_driver, wait_for  # noqa: E402

RUN = """
const [name, frames, done] = arguments;
playground.run(name, frames).then(done, (error) => done({ error: String(error.message) }));
"""


def native_rows(binary):
    """The catalogue's lines of `dynamics hashes`: name -> (frames, hash)."""
    every = subprocess.run([binary, "hashes"], capture_output=True, text=True, check=True).stdout.split("\n")
    engine = subprocess.run([binary, "hashes", "--engine-only"], capture_output=True, text=True, check=True).stdout
    engine_names = {line.split(" ")[0] for line in engine.split("\n") if line}
    rows = {}
    for line in every:
        parts = line.split(" ")
        if len(parts) == 3 and parts[0] not in engine_names:
            rows[parts[0]] = (int(parts[1]), parts[2])
    return rows


def start_static_server(folder):
    server = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    match = re.search(r"port (\d+)", line)
    if not match:
        server.kill()
        raise Failure(f"unexpected first line from http.server: {line!r}")
    return server, f"http://127.0.0.1:{match.group(1)}/"


def requested_paths(server):
    """The paths in the static server's request log so far (it logs to standard error)."""
    server.terminate()
    _, log = server.communicate(timeout=10)
    return re.findall(r'"GET (\S+) HTTP', log)


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    folder, binary = sys.argv[1], sys.argv[2]
    screenshot = sys.argv[3] if len(sys.argv) > 3 else None
    rows = native_rows(binary)
    check(len(rows) >= 20, f"`dynamics hashes` lists {len(rows)} catalogue scenes")
    server, url = start_static_server(folder)
    driver = None
    try:
        driver = make_driver()
        driver.set_script_timeout(120)
        started = time.time()
        driver.get(url)
        wait_for(driver, "return typeof window.playground?.run === 'function'", message="window.playground")
        first = driver.execute_async_script(RUN, "falling-square", 1)
        ready = time.time() - started
        check("hash" in first, f"the first run answers ({first}) {ready:.2f} s after navigation")
        banner = driver.execute_script("return document.getElementById('banner').hidden ? '' : document.getElementById('banner').textContent")
        check("static build" in banner, f"the page says what the static build does: {banner!r}")
        names = driver.execute_async_script(
            "const done = arguments[0]; playground.headless.scenes().then(done, (e) => done([String(e)]));")
        catalogue = [scene["name"] for scene in names]
        check(sorted(catalogue) == sorted(rows), f"the module's catalogue is the native one ({len(catalogue)} scenes)")
        per_frame = {}
        for name in catalogue:
            frames, expected = rows[name]
            result = driver.execute_async_script(RUN, name, frames)
            if result.get("hash") != expected or result.get("frames") != frames:
                raise Failure(f"{name}: the worker gave {result}, natively {frames} frames {expected}")
            # The faster of two runs: the first may run in V8's baseline tier.
            again = driver.execute_async_script(RUN, name, frames)
            per_frame[name] = min(result["milliseconds"], again["milliseconds"]) / frames
        check(True, f"every catalogue scene's hash in the worker equals `dynamics hashes` ({len(catalogue)} scenes)")
        refused = driver.execute_async_script(RUN, "no-such-scene", 10)
        check("no-such-scene" in refused.get("error", ""), f"an unknown scene is refused by name: {refused}")
        refused = driver.execute_async_script(RUN, "falling-square", 1.5)
        check("1.5" in refused.get("error", ""), f"a bad frame count is refused with its value: {refused}")
        origins = driver.execute_script(
            "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => !n.startsWith(location.origin))")
        check(not origins, f"no request leaves the page's origin {origins}")
        errors = console_errors(driver)
        check(not errors, f"no JavaScript console errors {errors}")
        if screenshot:
            driver.save_screenshot(screenshot)
        for name in sorted(per_frame, key=per_frame.get):
            print(f"  {name:36} {per_frame[name] * 1000:8.1f} µs/frame")
        print(f"worker time per frame: median {statistics.median(per_frame.values()) * 1000:.1f} µs, "
              f"max {max(per_frame.values()) * 1000:.1f} µs; first result {ready:.2f} s after navigation")
        driver.quit()
        driver = None
        paths = requested_paths(server)
        files = {os.path.relpath(os.path.join(root, name), folder) for root, _, names in os.walk(folder) for name in names}
        strays = [path for path in paths if path.split("?")[0].lstrip("/") not in files | {""}]
        check(not strays, f"every request was for a file of the site, none for a WebSocket ({len(paths)} requests) {strays}")
        print("static site test passed")
        return 0
    except Failure as failure:
        print(f"FAILED: {failure}")
        return 1
    finally:
        if driver:
            driver.quit()
        if server.poll() is None:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
