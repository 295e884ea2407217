#!/usr/bin/env python3
"""Checks the static site (Scripts/build-site) in headless Chromium with no playground server.

Usage: static_site_test.py SITE_DIR PATH/TO/dynamics [SCREENSHOT_DIR]

Serves SITE_DIR with `python3 -m http.server` and opens it. Deterministic runs: for every catalogue
scene, `await playground.run(scene, frames)` in a Web Worker (the Swift compiled to WebAssembly)
must give the state hash `dynamics hashes` prints natively for the same frames; an unknown scene
and a bad frame count are refused with messages naming them. The live page: its session runs in
a Web Worker (the same session code as the server's, compiled to WebAssembly), and every
interactive check of playground_test.py passes against it (the first minute: the first screen's
item and hint, #scene= links by name and by deflated text, broken links named, the clock at 0.1×,
100 rapid palette clicks, the phone layout; drag and flick, touch, pushes, debug
layers, pause/step/restart, the gravity slider's measured fall, a refused value's message, broken
scene JSON named and fixed, exports, scrubbing back 2 s and resuming, the Code tab, a screenshot of
every catalogue scene, none blank). The worker survives 5,000 dropped items (the 5,001st is refused
by name) and a 10 MB scene text (refused by the page unsent, and by the worker if sent). The page
makes no request outside its own origin and opens no WebSocket (the static server's request log
and the page's resource timing); the console stays free of errors. Prints, for BENCHMARKS.md: the
worker's time per frame for every scene, the 1,000-item pile's step time in the worker beside the
native build's, the page's frame rate while the worker runs the pile, and the time from navigation
to the first frame drawn. Exits 1 on the first failure.
"""

import json
import os
import re
import statistics
import subprocess
import sys
import time

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from playground_test import (  # noqa: E402
    Failure, check, console_errors, first_minute, interact, make_driver, report_failure, screenshots, settling_panel,
    side_panel, teaching, time_travel, wait_for)

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


def native_timing(binary):
    """µs per frame of every catalogue scene natively (`dynamics hashes --timing`, the faster of two runs)."""
    lines = subprocess.run([binary, "hashes", "--timing"], capture_output=True, text=True, check=True).stdout.split("\n")
    return {parts[0]: float(parts[3]) for parts in (line.split(" ") for line in lines) if len(parts) == 4}


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


BENCH_PILE = """
const [steps, done] = arguments;
playground.headless.benchPile(steps).then(done, (error) => done({ error: String(error.message) }));
"""


def live_checks(driver, pictures, binary):
    """The live page on the worker transport: playground_test.py's checks, then the limits."""
    first_minute(driver, pictures)
    interact(driver)
    side_panel(driver, pictures)
    time_travel(driver, pictures)
    teaching(driver, pictures)
    settling_panel(driver)
    screenshots(driver, pictures)
    limits(driver)
    pile(driver, binary)


def limits(driver):
    """5,000 items and a 10 MB scene text: refused with messages, and the session goes on."""
    driver.execute_script("location.hash = 'falling-square'")
    wait_for(driver, "return window.playground.info.name === 'falling-square'", message="falling-square")
    # The debug layers off, as the learner may have them: this checks the session's limits, not
    # the overlay's cost (a snapshot of every body per frame).
    driver.execute_script("""
        const p = window.playground, b = p.info.bounds;
        p.layersChosen = true;
        p.layers.clear();
        p.send({type: 'debug', enabled: false});
        p.errors = [];
        p.connection.handlers.error = (m) => p.errors.push(m.message);
        p.send({type: 'pause'});
        for (let i = p.info.items.length; i < 5001; i++)
            p.send({type: 'drop', shape: 'box', x: b[0] + (i * 37) % b[2], y: b[1] + (i * 53) % b[3]});""")
    wait_for(driver, "return window.playground.info.items.length === 5000 && window.playground.errors.length > 0",
             timeout=120, message="5,000 items")
    refused = driver.execute_script("return window.playground.errors[0]")
    check("5000 items" in refused, f"the worker holds 5,000 items and refuses the next by name: {refused!r}")
    index = driver.execute_script("return window.playground.frame.index")
    driver.execute_script("window.playground.send({type: 'step'})")
    wait_for(driver, f"return window.playground.frame.index === {index + 1}", timeout=60, message="a step of 5,000 items")
    micros = driver.execute_script("return window.playground.frame.stepMicroseconds")
    check(True, f"a frame of 5,000 items steps in the worker ({micros / 1000:.1f} ms)")
    # 10 MB of scene text: the page refuses it unsent; sent anyway, the worker refuses it by size.
    driver.execute_script("window.playground.send({type: 'restart'})")
    wait_for(driver, "return window.playground.info.items.length < 10", message="restart")
    driver.find_element(By.ID, "tab-json").click()
    driver.execute_script("""
        const editor = document.getElementById('json-editor');
        editor.value = ' '.repeat(10_000_000);
        editor.dispatchEvent(new Event('input'));
        window.playground.sceneText.submit();""")
    status = wait_for(driver, "const t = document.getElementById('json-status').textContent; "
                              "return t.includes('too big') && t", message="the page's refusal")
    check(True, f"the page refuses 10 MB of scene text unsent: {status!r}")
    driver.execute_script("window.playground.errors = []; window.playground.send({type: 'sceneText', text: ' '.repeat(10_000_000)})")
    refused = wait_for(driver, "return window.playground.errors[0]", message="the worker's refusal")
    check("10000" in refused and "bytes" in refused, f"sent anyway, the worker refuses it by size: {refused!r}")
    index = driver.execute_script("return window.playground.frame.index")
    driver.execute_script("window.playground.send({type: 'play'})")
    wait_for(driver, f"return window.playground.frame.index >= {index + 10}", message="the session goes on")
    check(True, "the session goes on")


def pile(driver, binary):
    """The 1,000-item pile in the worker beside the native build, and the page's frame rate meanwhile."""
    native = subprocess.run([binary, "bench", "--scene", "pile1000", "--steps", "600", "--json"],
                            capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1]
    native_us = json.loads(native)["mean_us"]
    # Meanwhile the page animates the live scene: count its animation frames and the frames it
    # drew (the scene's, as they arrive from the session's worker) while the pile runs.
    driver.execute_script("""
        const p = window.playground;
        p.pile = { callbacks: 0, drawn: [], start: performance.now(), on: true };
        const count = () => { p.pile.callbacks++; if (p.pile.on) requestAnimationFrame(count); };
        requestAnimationFrame(count);
        p.pile.sampler = setInterval(() => p.pile.drawn.push(p.fps), 1000);""")
    result = driver.execute_async_script(BENCH_PILE, 4000)
    rate, drawn = driver.execute_script("""
        const p = window.playground.pile;
        p.on = false;
        clearInterval(p.sampler);
        return [p.callbacks * 1000 / (performance.now() - p.start), p.drawn];""")
    check("microsecondsPerStep" in result, f"the worker times the pile ({result})")
    worker_us = result["microsecondsPerStep"]
    print(f"       pile1000: worker {worker_us:.0f} µs/step, native {native_us:.0f} µs/step, "
          f"ratio {worker_us / native_us:.2f}; meanwhile the page ran {rate:.1f} animation frames per second "
          f"and drew {drawn} scene frames per second")


def main():
    if len(sys.argv) < 3:
        print(__doc__)
        return 2
    folder, binary = sys.argv[1], sys.argv[2]
    pictures = sys.argv[3] if len(sys.argv) > 3 else "out/static-site-screenshots"
    os.makedirs(pictures, exist_ok=True)
    rows = native_rows(binary)
    check(len(rows) >= 20, f"`dynamics hashes` lists {len(rows)} catalogue scenes")
    server, url = start_static_server(folder)
    driver = None
    try:
        driver = make_driver()
        driver.set_script_timeout(120)
        started = time.time()
        driver.get(url)
        wait_for(driver, "return window.playground && window.playground.frame && window.playground.firstFrameDrawnAt",
                 message="the first frame drawn")
        drawn_at = driver.execute_script("return window.playground.firstFrameDrawnAt") / 1000
        check(True, f"the live session's first frame is drawn {drawn_at:.2f} s after navigation "
                    f"(the page's clock; {time.time() - started:.2f} s by the test's)")
        banner = driver.execute_script("return document.getElementById('banner').hidden")
        check(banner, "no banner: the live page runs with no server")
        first = driver.execute_async_script(RUN, "falling-square", 1)
        check("hash" in first, f"a headless run answers ({first})")
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
        live_checks(driver, pictures, binary)
        origins = driver.execute_script(
            "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => !n.startsWith(location.origin))")
        check(not origins, f"no request leaves the page's origin {origins}")
        errors = console_errors(driver)
        check(not errors, f"no JavaScript console errors {errors}")
        native = native_timing(binary)
        print(f"  {'scene':36} {'worker':>8} {'native':>8}  µs/frame")
        for name in sorted(per_frame, key=per_frame.get):
            print(f"  {name:36} {per_frame[name] * 1000:8.1f} {native.get(name, float('nan')):8.1f}")
        print(f"worker time per frame: median {statistics.median(per_frame.values()) * 1000:.1f} µs, "
              f"max {max(per_frame.values()) * 1000:.1f} µs; first frame drawn {drawn_at:.2f} s after navigation")
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
        report_failure(driver, pictures)
        return 1
    finally:
        if driver:
            driver.quit()
        if server.poll() is None:
            server.kill()


if __name__ == "__main__":
    sys.exit(main())
