#!/usr/bin/env python3
"""Drives the playground in headless Chromium, as a person would.

Usage: playground_test.py PATH/TO/dynamics [SCREENSHOT_DIR]

Starts `dynamics play --port 0`, opens the page and checks the first minute (issue 36): the first
scene (welcome, or flick before the catalogue has it) has an item in view after 3 s and shows the
hint, which stays away once dismissed; `#scene=NAME` and the old `#NAME` open a scene, the Share
link of an edited scene opens the same text in a fresh page, and a link that does not decode
(base64url, deflate, JSON, an unknown name) opens the first scene and says what failed; at 0.1× the
clock moves at most 0.15 s a wall second and a paused page says "paused"; 100 palette clicks ten a
second all drop or are refused with a reason, in the colour of the icon; on a 390 × 844 touch
screen the canvas is at least 300 px wide, the menu and the panel fold away and open from buttons, a
finger drags an item and a tap drops a shape (screenshots playground-welcome.png and
playground-phone.png). Then: three scenes picked from the menu load
(the URL hash follows, Back returns), the canvas changes over time, a dragged item's reported
position follows the pointer, a flick sends it off, a touch drag works like the mouse, shift-click
pushes, two debug layers change the pixels, pause keeps the canvas still, step runs exactly one
frame, restart goes back to the start; in the side panel, the inspector's gravity slider changes the
motion (positions after the same number of stepped frames), typing in the JSON editor fires no
shortcut, a broken scene text shows its path-named error, the fixed text reloads the scene, the SVG
export parses; the timeline scrubs back 2 s (the frame and time go back, the item panel drops a later edit, ← and → step through the
past) and play goes on from there; the Code tab shows the Swift source; the "Why still running?" panel names a falling-forever
item and says when a scene settles; and the browser console stays free of errors. Then it saves a PNG of every catalogue scene paused after 0.75 s of scene time and checks that none
is blank. Exits 1 on the first failure.
"""

import base64
import os
import shutil
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
import zlib

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


class Failure(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)
    print(f"  ok  {message}")


def wait_for(driver, script, timeout=30, message="condition"):
    # Every wait is on what the page shows (scene time, positions), never on how fast frames
    # arrive: a loaded machine only makes the wait longer, and the limit is generous.
    # A scene (re)load clears `frame` until the next one arrives, so a condition may throw for a
    # moment (reading `frame.index` of null): that counts as "not yet".
    guarded = f"try {{ {script} }} catch (error) {{ return null; }}"
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(guarded)
        if value:
            return value
        time.sleep(0.05)
    raise Failure(f"timed out waiting for {message}: {script}")


# True once item 0 has moved less than 0.5 pt over at least a quarter second of scene time (or
# the animator has paused): samples are kept on the page, so slow polls only stretch the window.
STILL_ITEM = """const p = window.playground, q = p.itemPosition(0), t = p.frame.time, last = window.__stillProbe;
if (p.frame.animatorRunning === false) return true;
if (last && t >= last.t && t - last.t < 0.25) return false;
window.__stillProbe = {t, x: q.x, y: q.y};
return !!last && t >= last.t && t - last.t <= 1 && Math.hypot(q.x - last.x, q.y - last.y) < 0.5;"""


def start_server(binary):
    server = subprocess.Popen([binary, "play", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline().strip()
    if not line.startswith("Playground: http://127.0.0.1:"):
        server.kill()
        raise Failure(f"unexpected first line from dynamics play: {line!r} {server.stderr.read()}")
    return server, line.split(" ", 1)[1]


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,900",
                     "--force-device-scale-factor=1", "--disable-gpu"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser"]:
        if os.path.exists(path):
            options.binary_location = path
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


# Snapshots of the canvas pixels, compared in the page.
SNAPSHOT = """
const c = document.getElementById('canvas');
window.__snaps = window.__snaps || {};
window.__snaps[arguments[0]] = c.getContext('2d').getImageData(0, 0, c.width, c.height).data.slice();
"""
DIFFERENCE = """
const a = window.__snaps[arguments[0]], b = window.__snaps[arguments[1]];
if (!a || !b || a.length !== b.length) return -1;
let n = 0;
for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i+1] !== b[i+1] || a[i+2] !== b[i+2]) n++;
return n;
"""


def wait_until_drawn(driver):
    """Returns once the page has drawn what it has received: two animation frames later (on a
    loaded machine a fixed sleep may end before the next frame is drawn)."""
    driver.execute_async_script("const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(done));")


def snapshot(driver, name):
    wait_until_drawn(driver)
    driver.execute_script(SNAPSHOT, name)


def difference(driver, a, b):
    return driver.execute_script(DIFFERENCE, a, b)


def load(driver, scene):
    link = driver.find_element(By.CSS_SELECTOR, f'#menu a[data-scene="{scene}"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    wait_for(driver, f"return window.playground.info && window.playground.info.name === '{scene}' && window.playground.frame", message=f"scene {scene}")
    check(driver.execute_script("return decodeURIComponent(location.hash)") == f"#scene={scene}", f"menu loads {scene} and the URL hash names it")


def restarted(driver, restart):
    """Runs `restart` and waits for the scene to start again: a new scene description (a restart
    sends one) and a frame of it. Not "the frame index is below 10": on a loaded machine the page
    may only be asked after ten frames have run."""
    driver.execute_script("window.__beforeRestart = window.playground.info")
    restart()
    wait_for(driver, "const p = window.playground; return p.info !== window.__beforeRestart && p.frame", message="restart")


def client_point(driver, x, y):
    """Page coordinates (CSS px) of scene point (x, y)."""
    return driver.execute_script(
        """const v = window.playground.view, r = document.getElementById('canvas').getBoundingClientRect();
        return [r.left + v.offset.x + arguments[0] * v.scale, r.top + v.offset.y + arguments[1] * v.scale, v.scale];""",
        x, y)


def touch_lift(driver, distance, share):
    """A finger on item 0 moves `distance` CSS px up in ten steps and lets go; returns how far the
    item was lifted while held (pt), the lift wanted (`share` of the distance, in pt) and the scale."""
    start = driver.execute_script("return window.playground.itemPosition(0)")
    px, py, scale = client_point(driver, start["x"], start["y"])
    touch = lambda kind, y: driver.execute_cdp_cmd(
        "Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": px, "y": y}]})
    touch("touchStart", py)
    for k in range(1, 11):
        touch("touchMove", py - distance / 10 * k)
        time.sleep(0.02)
    wanted = share * distance / scale
    try:
        wait_for(driver, f"return {start['y']} - window.playground.itemPosition(0).y > {wanted}", message="the touch lift")
    except Failure:
        pass
    lifted = start["y"] - driver.execute_script("return window.playground.itemPosition(0)")["y"]
    touch("touchEnd", py - distance)
    return lifted, wanted, scale


def console_errors(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def interact(driver):
    # Three scenes from the menu; Back returns to the previous one.
    for scene in ["sticky-corners", "wave-transition-pop", "falling-square"]:
        load(driver, scene)
    driver.back()
    wait_for(driver, "return window.playground.info.name === 'wave-transition-pop'", message="Back")
    check(True, "Back loads the previous scene")
    load(driver, "falling-square")

    # The canvas changes over time: the falling square falls.
    restarted(driver, lambda: driver.execute_script("window.playground.send({type: 'restart'})"))
    snapshot(driver, "t0")
    t0 = driver.execute_script("return window.playground.frame.index")
    wait_for(driver, f"return window.playground.frame.index >= {t0 + 18}", message="0.3 s of scene time")
    snapshot(driver, "t1")
    check(difference(driver, "t0", "t1") > 50, "the canvas changes over time")

    # Drag: wait for the square to land, then lift it.
    wait_for(driver, "return window.playground.frame.time > 1.5", message="the square lands")
    start = driver.execute_script("return window.playground.itemPosition(0)")
    px, py, scale = client_point(driver, start["x"], start["y"])
    canvas = driver.find_element(By.ID, "canvas")
    rect = driver.execute_script("return document.getElementById('canvas').getBoundingClientRect().toJSON()")
    cx, cy = rect["left"] + rect["width"] / 2, rect["top"] + rect["height"] / 2
    actions = ActionChains(driver, duration=20)
    actions.move_to_element_with_offset(canvas, int(px - cx), int(py - cy)).click_and_hold()
    for _ in range(10):
        actions.move_by_offset(0, -15)
    actions.perform()
    # Still held: wait until the item has caught up with the pointer (or time out and report).
    lift_wanted = 0.6 * 150 / scale
    try:
        wait_for(driver, f"return {start['y']} - window.playground.itemPosition(0).y > {lift_wanted}", message="the lift")
    except Failure:
        pass
    held = driver.execute_script("return window.playground.itemPosition(0)")
    lifted = start["y"] - held["y"]
    check(lifted > lift_wanted, f"a dragged item follows the pointer (lifted {lifted:.0f} pt of {150 / scale:.0f})")
    selected = driver.find_element(By.ID, "fig-selected").text
    check(selected.startswith("square"), f"the figures report the dragged item's position ({selected})")

    # Flick: a fast move to the right, then release. Without the flick the held item would not move
    # right at all; wait until it has (the release may take effect some frames after it is sent).
    # Measured from where it was held, not from where it is once the flick has been sent: on a
    # loaded machine the item may have followed the pointer and come to rest by then.
    flick = ActionChains(driver, duration=10)
    for _ in range(6):
        flick.move_by_offset(8, 0)
    flick.release()
    flick.perform()
    moved = wait_for(driver, f"const d = window.playground.itemPosition(0).x - {held['x']}; return d > 10 && d",
                     message="the flicked item moving right")
    check(moved > 10, f"a flick sends the item moving ({moved:.0f} pt right)")

    # Touch: the same drag with a finger (Chrome turns touches into pointer events).
    restarted(driver, lambda: driver.execute_script("window.playground.send({type: 'restart'})"))
    wait_for(driver, "return window.playground.frame.time > 1.5", message="the square lands")
    lifted, wanted, scale = touch_lift(driver, 120, 0.6)
    check(lifted > wanted, f"a touch drag moves the item too (lifted {lifted:.0f} pt of {120 / scale:.0f})")

    # Shift-click: an instantaneous push upwards. Aimed at the item once it has stopped moving: the
    # square dropped by the touch may still be bouncing however much scene time has passed (a
    # loaded machine makes the touch take longer), and a click at where it was misses it.
    driver.execute_script("window.__stillProbe = null")
    wait_for(driver, STILL_ITEM, timeout=30, message="the dropped item at rest")
    start = driver.execute_script("return window.playground.itemPosition(0)")
    px, py, scale = client_point(driver, start["x"], start["y"])
    push = ActionChains(driver, duration=10)
    push.move_to_element_with_offset(canvas, int(px - cx), int(py - cy))
    push.key_down(Keys.SHIFT).click().key_up(Keys.SHIFT).perform()
    # The kick (600 pt/s up) keeps the item more than 20 pt up for about a second of scene time.
    risen = wait_for(driver, f"const d = {start['y']} - window.playground.itemPosition(0).y; return d > 20 && d",
                     message="the pushed item rising")
    check(risen > 20, f"shift-click pushes the item up ({risen:.0f} pt)")

    # Debug layers change the pixels (paused, so only the overlay differs).
    load(driver, "sticky-corners")
    driver.find_element(By.ID, "play").click()
    wait_for(driver, "return window.playground.frame && !window.playground.frame.playing", message="pause")
    snapshot(driver, "plain")
    for layer in ["items", "fields"]:
        driver.find_element(By.CSS_SELECTOR, f'#layers input[data-layer="{layer}"]').click()
    wait_for(driver, "return window.playground.debug !== null", message="debug data")
    snapshot(driver, "layers")
    check(difference(driver, "plain", "layers") > 100, "two debug layers change the pixels")
    for layer in ["items", "fields"]:
        driver.find_element(By.CSS_SELECTOR, f'#layers input[data-layer="{layer}"]').click()

    # Pause keeps the canvas still.
    snapshot(driver, "p0")
    time.sleep(0.5)
    snapshot(driver, "p1")
    check(difference(driver, "p0", "p1") == 0, "paused, the canvas stays still")

    # Step runs one frame.
    index = driver.execute_script("return window.playground.frame.index")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    wait_for(driver, f"return window.playground.frame.index !== {index}", message="a step")
    time.sleep(0.3)
    check(driver.execute_script("return window.playground.frame.index") == index + 1, "→ steps exactly one frame")

    # Restart.
    driver.find_element(By.TAG_NAME, "body").send_keys(" ")
    wait_for(driver, f"return window.playground.frame.index > {index + 20}", message="play again")
    restarted(driver, lambda: driver.find_element(By.TAG_NAME, "body").send_keys("r"))
    check(True, "r restarts the scene")

    # Help overlay.
    driver.find_element(By.TAG_NAME, "body").send_keys("?")
    check(driver.find_element(By.ID, "help").is_displayed(), "? shows the help overlay")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)


def stepped_drop(driver, frames):
    """How far item 0 falls in `frames` stepped frames from the start of the (paused) scene."""
    start = driver.execute_script("return window.playground.itemPosition(0)")
    driver.execute_script("for (let i = 0; i < arguments[0]; i++) window.playground.send({type: 'step'})", frames)
    wait_for(driver, f"return window.playground.frame.index >= {frames}", message=f"{frames} stepped frames")
    end = driver.execute_script("return window.playground.itemPosition(0)")
    return end["y"] - start["y"]


def restart_paused(driver):
    driver.execute_script("window.playground.send({type: 'pause'}); window.playground.send({type: 'restart'})")
    wait_for(driver, "return window.playground.frame && window.playground.frame.index === 0 && !window.playground.frame.playing",
             message="a paused restart")


def side_panel(driver, folder):
    # The inspector: the gravity slider at its maximum makes the square fall faster, measured in
    # stepped frames (scene time), against the same frames without the change.
    load(driver, "falling-square")
    restart_paused(driver)
    normal = stepped_drop(driver, 12)
    restart_paused(driver)
    driver.find_element(By.ID, "tab-inspector").click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#behaviors .behavior")
    gravity = next(row for row in rows if row.text.startswith("gravity"))
    gravity.click()
    slider = driver.find_element(By.CSS_SELECTOR, '#behavior-properties .property[data-property="magnitude"] input[type=range]')
    slider.send_keys(Keys.END)
    wait_for(driver, """const b = window.playground.inspector.behaviors[window.playground.inspector.selected];
        return Math.abs(b.properties.find(p => p.name === 'magnitude').value - 5) < 1e-3""", message="the magnitude answer")
    check(driver.execute_script("return window.playground.frame.index") == 0, "keys on a slider do not step the scene")
    strong = stepped_drop(driver, 12)
    check(strong > 2 * normal > 0, f"the gravity slider changes the motion ({strong:.0f} pt vs {normal:.0f} pt in 12 frames)")
    # A refused value shows the library's message beside the control.
    number = driver.find_element(By.CSS_SELECTOR, '#behavior-properties .property[data-property="magnitude"] input.number')
    number.clear()
    number.send_keys("99999", Keys.ENTER)
    message = wait_for(driver, """const text = document.querySelector('#behavior-properties .property[data-property="magnitude"] .error').textContent;
        return text.includes('GravityBehavior') && text""", message="the refusal")
    check("GravityBehavior.magnitude" in message and "99999" in message and message.endswith("kept 5"), f"a refused value shows the library's message and the value kept ({message})")
    driver.save_screenshot(os.path.join(folder, "panel-inspector.png"))

    # The scene as text: typing fires no shortcut, a broken text is named, the fixed one loads.
    driver.find_element(By.ID, "tab-json").click()
    wait_for(driver, "return document.getElementById('json-editor').value.includes('\"falling-square\"')", message="the scene's JSON")
    # Written as the angle and magnitude set (they give the engine's vector bit for bit).
    gravity_text = wait_for(driver, """const text = document.getElementById('json-editor').value, at = text.indexOf('"magnitude": 5');
        return at >= 0 && text.slice(at, text.indexOf('\\n', at))""", message="the gravity change in the text")
    check(True, f"the scene text says what the inspector changed ({gravity_text})")
    editor = driver.find_element(By.ID, "json-editor")
    editor.click()
    editor.send_keys(Keys.CONTROL, Keys.END)
    editor.send_keys(" r ]")
    time.sleep(0.2)
    check(driver.execute_script("return window.playground.frame.index") == 12 and not driver.execute_script("return window.playground.playing"),
          "typing r and space in the JSON editor neither restarts nor plays")
    problem = wait_for(driver, "return document.querySelector('#json-problems li')?.textContent", message="a syntax error")
    check(problem.startswith("$"), f"broken JSON is named ({problem})")
    text = driver.execute_script("return document.getElementById('json-editor').value")
    fixed = text[: text.rindex("}") + 1]
    broken = fixed.replace('"duration"', '"duration": -1, "was"', 1)
    driver.execute_script("const e = document.getElementById('json-editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'))", broken)
    problem = wait_for(driver, """const text = [...document.querySelectorAll('#json-problems li')].map(li => li.textContent).join('\\n');
        return text.includes('duration') && text""", message="the duration problem")
    line = next((line for line in problem.splitlines() if line.startswith("duration")), None)
    check(line is not None, f"an invalid value is named by its path ({line})")
    driver.save_screenshot(os.path.join(folder, "panel-json.png"))
    renamed = fixed.replace('"falling-square"', '"my-square"', 1)
    driver.execute_script("const e = document.getElementById('json-editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'))", renamed)
    wait_for(driver, "return window.playground.info.name === 'my-square' && window.playground.frame", message="the reload")
    check(not driver.find_elements(By.CSS_SELECTOR, "#json-problems li"), "the fixed text reloads the scene (my-square)")

    # The SVG still export parses.
    driver.find_element(By.ID, "export-svg").click()
    svg = wait_for(driver, "const e = window.playground.sceneText.lastExport; return e && e.format === 'svg' && e.text", message="the SVG export")
    root = ElementTree.fromstring(svg)
    drawn = [element.get("data-name") for element in root.iter() if element.get("data-name")]
    check(root.tag.endswith("svg") and drawn == ["square"], f"the SVG export parses as XML and draws the square ({len(svg)} bytes)")
    driver.find_element(By.ID, "tab-play").click()
    driver.execute_script("window.playground.send({type: 'play'})")
    wait_for(driver, "return window.playground.playing && window.playground.frame.playing", message="playing again")


def time_travel(driver, folder):
    # Scrub back 2 s: the frame and time go back and the page pauses; ← and → step through the
    # kept past; play goes on from there. All waits are on scene time (frame indices).
    load(driver, "falling-square")
    wait_for(driver, "return window.playground.frame.index >= 240", timeout=30, message="4 s of scene time")
    live = driver.execute_script("return window.playground.frame.index")
    target = live - 120
    # An item's material edited after the frame scrubbed back to: the item panel follows the scrub.
    elasticity = """return document.querySelector('#item-properties .property[data-property="elasticity"] input.number')?.value"""
    driver.execute_script("window.playground.select(0)")
    driver.execute_script("window.playground.send({type: 'set', item: 0, property: 'elasticity', value: 0.9})")
    wait_for(driver, elasticity + " === '0.9'", message="the edited elasticity in the item panel")
    driver.execute_script(
        "const r = document.getElementById('timeline-range'); r.value = String(arguments[0]); r.dispatchEvent(new Event('input'))",
        target)
    wait_for(driver, f"const f = window.playground.frame; return f.index === {target} && !f.playing", message="the scrubbed frame")
    shown = wait_for(driver, f"const v = ({elasticity.removeprefix('return ')}); return v !== '0.9' && v", message="the item panel after the scrub")
    check(shown != "0.9", f"scrubbed back before an edit, the item panel shows the frame's material (elasticity {shown})")
    time_shown = driver.execute_script("return window.playground.frame.time")
    label = driver.find_element(By.ID, "timeline-label").text
    check(abs(time_shown - target / 60) < 1e-3 and "−" in label,
          f"scrubbing back 2 s shows frame {target} ({time_shown:.2f} s, label '{label}'), paused")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_LEFT)
    wait_for(driver, f"return window.playground.frame.index === {target - 1}", message="one frame back")
    body.send_keys(Keys.ARROW_RIGHT)
    wait_for(driver, f"return window.playground.frame.index === {target}", message="one frame forward")
    check(True, "← steps one frame back and → one forward through the kept past")
    wait_until_drawn(driver)
    driver.save_screenshot(os.path.join(folder, "timeline-scrubbed.png"))
    driver.find_element(By.ID, "play").click()
    wait_for(driver, f"const f = window.playground.frame; return f.playing && f.index >= {target + 60}", timeout=30,
             message="play on from the scrubbed frame")
    resumed = driver.execute_script("return [window.playground.timeline.live, window.playground.timeline.scrubbing]")
    check(resumed[0] < live + 60 and not resumed[1],
          f"play goes on from the scrubbed frame: the frames after it were discarded (live end {resumed[0]}, was {live})")

    # The Code tab: the scene as Swift, read-only, with a Copy button; an iOS app's view controller
    # first, the headless test on choosing it.
    driver.find_element(By.ID, "tab-code").click()
    code = wait_for(driver, "const t = document.getElementById('code').textContent; return t.includes('UIDynamicAnimator') && t",
                    message="the Swift source")
    check("class FallingSquareViewController: UIViewController" in code,
          f"the Code tab shows the scene as an iOS screen ({len(code.splitlines())} lines)")
    driver.execute_script("const s = document.getElementById('code-form'); s.value = 'test'; "
                          "s.dispatchEvent(new Event('change'))")
    code = wait_for(driver, "const t = document.getElementById('code').textContent; return t.includes('enum FallingSquare') && t",
                    message="the test's Swift source")
    check("animator.step()" in code or "step()" in code, f"the test form steps the animator ({len(code.splitlines())} lines)")
    driver.find_element(By.ID, "code-copy").click()
    wait_for(driver, "return document.querySelector('.code-actions .hint').textContent === 'copied'", message="copied")
    driver.save_screenshot(os.path.join(folder, "panel-code.png"))
    driver.find_element(By.ID, "tab-play").click()


# Any number with more than 6 significant digits in the text a person reads (the state hash is not
# a number a person reads; it is left out).
LONG_NUMBERS = r"""
const hash = document.getElementById('fig-hash');
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
const texts = [];
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const parent = node.parentElement;
  if (!parent || parent.closest('#fig-hash, #json-editor, #code, #help, script, style') || parent.offsetParent === null) continue;
  texts.push(node.textContent);
}
for (const input of document.querySelectorAll('input[type=number], input[type=text]')) if (input.offsetParent !== null) texts.push(input.value);
const long = [];
for (const text of texts) {
  for (const match of text.matchAll(/-?\d[\d.]*(e[-+]?\d+)?/gi)) {
    const digits = match[0].replace(/^-/, '').replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '');
    if (digits.length > 6) long.push(match[0]);
  }
}
return long;
"""


def teaching(driver, folder):
    """What the Inspector and the panels tell a learner: values read back from the animator
    (gravity's magnitude −1 turns the shown direction and angle), units and one-line descriptions,
    refusals that name the value kept, a rod given a frequency showing its spring feel, and no
    number a person reads with more than 6 significant digits."""
    load(driver, "basics-gravity")
    # Paused at the start: the scene's script turns gravity at 2 s, which on a loaded machine could
    # otherwise land between the edit and the check.
    restart_paused(driver)
    driver.find_element(By.ID, "tab-inspector").click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#behaviors .behavior")
    next(row for row in rows if row.text.startswith("gravity")).click()
    field = lambda name: f'#behavior-properties .property[data-property="{name}"]'
    unit = driver.find_element(By.CSS_SELECTOR, field("magnitude") + " label .unit").text
    check("1000 pt/s²" in unit, f"magnitude shows UIKit's unit ({unit})")
    help_text = driver.find_element(By.CSS_SELECTOR, field("magnitude") + " .help").text
    check(len(help_text) > 10, f"magnitude has a one-line description ({help_text})")
    # Typed as a person does (the value, then the change the field fires on Enter).
    driver.execute_script("""const n = document.querySelector(arguments[0]); n.focus(); n.value = '-1';
        n.dispatchEvent(new Event('change')); n.blur();""", field("magnitude") + " input.number")
    shown = wait_for(driver, f"""const values = (name) => [...document.querySelectorAll(`#behavior-properties .property[data-property="${{name}}"] input.number`)].map((i) => i.value);
        const d = values('direction'), a = values('angle');
        return d[1] === '-1' && [d, a]""", message="the direction read back")
    check(shown[0] == ["0", "-1"] and shown[1] == ["-1.5708"], f"magnitude −1 flips the shown direction and angle ({shown})")
    driver.save_screenshot(os.path.join(folder, "panel-inspector-gravity.png"))
    # An item's refusal names the value it keeps (paused, and the panel is looked up anew before
    # each edit all the same: a script event redraws it).
    load(driver, "welcome")
    restart_paused(driver)
    driver.find_element(By.ID, "tab-inspector").click()
    driver.execute_script("window.playground.select(0)")
    elasticity = '#item-properties .property[data-property="elasticity"]'
    wait_for(driver, f"return document.querySelector('{elasticity} input.number')", message="the item panel")
    for value in ["0.7", "-0.5"]:
        box = driver.find_element(By.CSS_SELECTOR, elasticity + " input.number")
        box.clear()
        box.send_keys(value, Keys.ENTER)
        driver.execute_script("document.activeElement?.blur()")
        if value == "0.7":
            wait_for(driver, f"return document.querySelector('{elasticity} input.number').value === '0.7'", message="elasticity 0.7")
    refusal = wait_for(driver, f"return document.querySelector('{elasticity} .error').textContent", message="the refusal")
    check(refusal.endswith("kept 0.7"), f"a refusal names the value kept ({refusal})")
    # A scene chosen from the menu while paused plays (and so do the scenes below).
    check(not driver.execute_script("return window.playground.frame.playing"), "welcome is paused before the menu is used")
    load(driver, "basics-attachments")
    wait_for(driver, "const f = window.playground.frame; return f.playing && f.index > 5",
             message="basics-attachments playing after a paused scene")
    check(True, "a scene chosen while paused plays")
    # A rod given a frequency is a spring: its feel appears.
    rows = driver.find_elements(By.CSS_SELECTOR, "#behaviors .behavior")
    next(row for row in rows if row.text.startswith("rod")).click()
    check(not driver.find_elements(By.CSS_SELECTOR, field("response")), "a rod shows no spring feel")
    frequency = driver.find_element(By.CSS_SELECTOR, field("frequency") + " input.number")
    frequency.clear()
    frequency.send_keys("2", Keys.ENTER)
    driver.execute_script("document.activeElement?.blur()")
    response = wait_for(driver, f"return document.querySelector('{field('response')} input.number')?.value", message="the spring feel")
    check(response == "0.5", f"giving the rod 2 Hz shows its spring feel (response {response} s)")
    driver.save_screenshot(os.path.join(folder, "panel-inspector.png"))
    long = driver.execute_script(LONG_NUMBERS)
    check(not long, f"no number shown has more than 6 significant digits ({long})")
    # Tap to snap: a press on empty space takes the snap point there, and the square follows.
    load(driver, "basics-snap")
    wait_for(driver, "return window.playground.frame.time > 3.6", message="basics-snap's last scripted tap")
    px, py, _ = client_point(driver, 100, 500)
    canvas = driver.find_element(By.ID, "canvas")
    rect = driver.execute_script("return document.getElementById('canvas').getBoundingClientRect().toJSON()")
    cx, cy = rect["left"] + rect["width"] / 2, rect["top"] + rect["height"] / 2
    ActionChains(driver).move_to_element_with_offset(canvas, int(px - cx), int(py - cy)).click().perform()
    square = wait_for(driver, """const p = window.playground.itemPosition(0);
        return Math.hypot(p.x - 100, p.y - 500) < 2 && p""", message="the square snapping to the tap")
    check(True, f"a tap on empty space snaps the square there ({square['x']:.0f}, {square['y']:.0f})")
    # The collision delegate's contacts, as they happen, in the Play tab.
    driver.find_element(By.ID, "tab-play").click()
    load(driver, "basics-collision")
    heard = wait_for(driver, """const t = document.getElementById('contacts-log').textContent;
        return t.includes('began touching boundary ramp') && t""", message="the box landing on the ramp")
    check(driver.find_element(By.ID, "contacts-section").is_displayed(), f"the Collision delegate list shows it ({heard[:70]!r})")
    long = driver.execute_script(LONG_NUMBERS)
    check(not long, f"nor in the Play tab ({long})")


def settling_panel(driver):
    """The "Why still running?" panel names chapter 11's falling square (gravity and no collision):
    the setup problem on load, and after a second the report's cause; a scene that rests says so."""
    load(driver, "chapter11-gravity")
    problem = wait_for(driver, "const t = document.getElementById('setup-problems').textContent; "
                               "return t.includes('fallsForever') && t", message="the setup problem")
    check("orange-square" in problem, f"the panel lists the setup problem: {problem[:90]!r}")
    wait_for(driver, "return window.playground.frame.time >= 1", message="1 s of chapter11-gravity")
    cause = wait_for(driver, "const t = document.getElementById('settling-items').textContent; "
                             "return t.includes('no boundary ahead') && t", message="the settling report")
    check("orange-square" in cause, f"the panel says why it is still running: {cause[:90]!r}")
    outlined, square = driver.execute_script(
        "const p = window.playground; return [[...p.highlighted], p.info.items.findIndex((i) => i.name === 'orange-square')]")
    check(outlined == [square], f"the named item (item {square}) is outlined on the canvas ({outlined})")
    named = driver.execute_script(
        "return [...document.querySelectorAll('#behaviors .behavior.named .label')].map((n) => n.textContent)")
    check(any("gravity" in label for label in named), f"the inspector marks the behavior it names ({named})")
    load(driver, "falling-square")
    summary = wait_for(driver, "const t = document.getElementById('settling-summary').textContent; "
                               "return t.startsWith('Settled') && t", timeout=60, message="a settled report")
    check(True, f"a scene that rests says so: {summary!r}")


def screenshots(driver, folder):
    os.makedirs(folder, exist_ok=True)
    scenes = driver.execute_script("return [...document.querySelectorAll('#menu a')].map(a => a.dataset.scene)")
    check(len(scenes) >= 20, f"the menu lists the catalogue ({len(scenes)} scenes)")
    blank = []
    for scene in scenes:
        driver.execute_script("location.hash = arguments[0]", scene)
        wait_for(driver, f"return window.playground.info && window.playground.info.name === '{scene}' && window.playground.frame", message=scene)
        # Scene time, not wall time: pause once the scene has run 0.75 s (it stops a few frames
        # later), so a slow machine or a slow screenshot never catches a scene after its items have
        # left (shade-close's shade is above the screen from 1.1 s on). The page pauses itself on
        # the first frame at 0.75 s: the test's own round trips take a second on two busy cores.
        driver.execute_script("""const p = window.playground;
            p.frameArrived = function (frame) {
              Object.getPrototypeOf(this).frameArrived.call(this, frame);
              if (frame.time < 0.75 || !this.playing) return;
              delete this.frameArrived;
              this.togglePlay();
            };""")
        wait_for(driver, "return !window.playground.frame.playing", message=f"{scene} paused at 0.75 s")
        wait_until_drawn(driver)
        path = os.path.join(folder, f"{scene}.png")
        driver.save_screenshot(path)
        driver.find_element(By.ID, "play").click()
        # Not blank: inside the scene card, some pixels differ from the card's own colour.
        box = driver.execute_script(
            """const v = window.playground.view, r = document.getElementById('canvas').getBoundingClientRect(), b = v.bounds;
            return [r.left + v.offset.x + b.x * v.scale, r.top + v.offset.y + b.y * v.scale, b.width * v.scale, b.height * v.scale, v.colors.scene];""")
        hex_colour = box[4].lstrip("#")
        background = tuple(int(hex_colour[i : i + 2], 16) for i in (0, 2, 4))
        image = Image.open(path).convert("RGB")
        left, top = max(0, int(box[0]) + 2), max(0, int(box[1]) + 2)
        right, bottom = min(image.width, int(box[0] + box[2]) - 2), min(image.height, int(box[1] + box[3]) - 2)
        card = image.crop((left, top, right, bottom))
        colours = card.getcolors(maxcolors=1 << 22) or []
        drawn = sum(count for count, colour in colours if colour != background)
        share = drawn / max(1, card.width * card.height)
        print(f"       {scene}: {drawn} pixels ({share:.1%}) of the scene drawn over its background")
        if drawn < 40:
            blank.append(scene)
    check(not blank, f"no screenshot is blank ({len(scenes)} saved in {folder}; blank: {blank})")


# MARK: The first minute (issue 36): the first screen, links, time, the phone, the palette.

def page_url(driver):
    return driver.execute_script("return location.origin + location.pathname")


def catalogue(driver):
    return driver.execute_script("return [...document.querySelectorAll('#menu a')].map(a => a.dataset.scene)")


def open_fresh(driver, url, expect=None):
    """A new page load of `url` (not a same-document hash change); waits for a frame of `expect`
    (or of any scene) and for the link to have been handled."""
    driver.get("about:blank")
    driver.get(url)
    condition = f"p.info.name === '{expect}'" if expect else "true"
    wait_for(driver, f"const p = window.playground; return p && p.frame && !p.opening && {condition}",
             message=f"{expect or 'a scene'} from {url[-60:]}")


def items_in_view(driver):
    """How many items' centres are inside the canvas (CSS pixels)."""
    return driver.execute_script("""
        const p = window.playground, v = p.view, r = document.getElementById('canvas').getBoundingClientRect();
        let n = 0;
        for (let i = 0; i < p.frame.poses.length / 3; i++) {
          const x = v.offset.x + p.frame.poses[3 * i] * v.scale, y = v.offset.y + p.frame.poses[3 * i + 1] * v.scale;
          if (x >= 0 && x <= r.width && y >= 0 && y <= r.height) n++;
        }
        return n;""")


def first_screen(driver, folder):
    """The page opens on the welcome scene (or, before the catalogue has one, on a link to flick):
    after 3 s an item is in view and the hint invites a touch; dismissed, the hint stays away."""
    url = page_url(driver)
    scenes = catalogue(driver)
    first = "welcome" if "welcome" in scenes else "flick"
    driver.execute_script("localStorage.clear()")
    open_fresh(driver, url if first == "welcome" else f"{url}#scene={first}", first)
    check(first != "welcome" or scenes[0] == "welcome", f"the page opens on {first} (catalogue starts {scenes[:2]})")
    wait_for(driver, "return window.playground.frame.time >= 3", message=f"3 s of {first}")
    check(items_in_view(driver) >= 1, f"after 3 s {first} has an item inside the canvas")
    hint = driver.find_element(By.ID, "hint")
    check(hint.is_displayed() and "flick" in hint.text, f"the first screen shows the hint ({hint.text!r})")
    check(driver.execute_script("return location.hash") == f"#scene={first}", "the address names the scene")
    legend = driver.find_element(By.ID, "legend").text
    check("boundaries" in legend, f"the holding layers are on, with a key ({legend!r})")
    wait_until_drawn(driver)
    driver.save_screenshot(os.path.join(folder, "playground-welcome.png"))
    # By script: on a loaded machine the scene may already rest, and its notice then covers the hint.
    driver.execute_script("document.getElementById('hint-close').click()")
    open_fresh(driver, url, None)
    check(not driver.find_element(By.ID, "hint").is_displayed(), "a dismissed hint stays away after a reload")


def deflated(text):
    """`#scene=~` data as the page writes it: base64url(deflate-raw(text))."""
    compressor = zlib.compressobj(wbits=-15)
    data = compressor.compress(text.encode()) + compressor.flush()
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def links(driver):
    """`#scene=NAME` and the old `#NAME` open a scene; the Share link of an edited scene opens the
    same text in a fresh page; a link that does not decode says what failed and opens the first
    scene."""
    url = page_url(driver)
    first = catalogue(driver)[0]
    open_fresh(driver, f"{url}#scene=falling-square", "falling-square")
    check(True, "#scene=falling-square opens falling-square")
    open_fresh(driver, f"{url}#flick", "flick")
    check(driver.execute_script("return location.hash") == "#scene=flick", "the old #flick opens flick, and the address becomes #scene=flick")
    driver.find_element(By.ID, "tab-json").click()
    wait_for(driver, "return document.getElementById('json-editor').value.includes('\"flick\"')", message="flick's JSON")
    driver.find_element(By.ID, "share").click()
    short = wait_for(driver, "return document.getElementById('share-url').value", message="the share link")
    check(short == f"{url}#scene=flick", f"an unedited scene's share link is its name ({short})")
    text = driver.execute_script("return document.getElementById('json-editor').value")
    edited = text.replace('"flick"', '"my-flick"', 1)
    driver.execute_script("const e = document.getElementById('json-editor'); e.value = arguments[0]; e.dispatchEvent(new Event('input'))", edited)
    wait_for(driver, "return window.playground.info.name === 'my-flick' && window.playground.frame", message="the edited scene")
    link = driver.execute_async_script("const done = arguments[0]; window.playground.shareLink().then(done)")
    check("#scene=~" in link, f"an edited scene's share link carries its text ({len(link)} characters)")
    open_fresh(driver, link, "my-flick")
    again = driver.execute_script("return document.getElementById('json-editor').value")
    check(again == edited, "the link opens the edited scene with the same text, in a fresh page")
    check(driver.execute_script("return location.hash") == link[len(url):], "the address stays the scene's link")
    broken = {
        "#scene=~not*base64": "base64url",
        "#scene=~" + base64.urlsafe_b64encode(b"\xff\x00 not deflate at all").decode().rstrip("="): "inflate",
        "#scene=~" + deflated("{ this is not JSON"): "JSON",
        "#scene=no-such-scene": "no-such-scene",
    }
    for hash, named in broken.items():
        open_fresh(driver, url + hash, first)
        notice = wait_for(driver, "const n = document.getElementById('notice'); return !n.hidden && n.textContent",
                          message=f"the message for {hash[:30]}")
        check(named in notice and first in notice, f"a broken link ({hash[:24]}…) opens {first} and says what failed: {notice.strip()[:110]!r}")
    driver.find_element(By.ID, "tab-play").click()


def slow_motion(driver):
    """At 0.1× the clock shows simulated time: at most 0.15 s a wall second; paused, the page's
    figure says "paused" rather than a low frame rate."""
    load(driver, "falling-square")
    driver.execute_script("window.playground.setSpeed(0)")
    wait_for(driver, "return window.playground.info && Number(document.getElementById('speed').value) === 0", message="0.1×")
    time.sleep(0.3)
    t0, w0 = driver.execute_script("return window.playground.frame.time"), time.time()
    time.sleep(2)
    t1, w1 = driver.execute_script("return window.playground.frame.time"), time.time()
    rate = (t1 - t0) / (w1 - w0)
    shown = driver.find_element(By.ID, "fig-time").text
    check(0.02 < rate <= 0.15, f"at 0.1× the clock moves {rate:.3f} s a wall second (shows {shown} s)")
    driver.execute_script("window.playground.setSpeed(4)")
    driver.find_element(By.ID, "play").click()
    fps = wait_for(driver, "const t = document.getElementById('fig-fps').textContent; return t === 'paused' && t", message="paused fps")
    check(fps == "paused", "paused, the page's figure says paused (not a low fps)")
    driver.find_element(By.ID, "play").click()


def replay_offer(driver):
    """A scripted scene that has run its length says its script is over and offers a replay, which
    restarts it."""
    load(driver, "flick")
    scripted, duration = driver.execute_script("return [window.playground.info.scripted, window.playground.info.duration]")
    check(scripted is True and duration > 0, f"the scene message says flick is scripted and {duration} s long")
    wait_for(driver, f"return window.playground.frame.index >= {duration * 60}", timeout=duration + 30, message="the end of flick's script")
    notice = wait_for(driver, "const n = document.getElementById('notice'); return !n.hidden && n.textContent", message="the replay offer")
    check("script is over" in notice, f"at its end a scripted scene offers a replay ({' '.join(notice.split())!r})")
    driver.find_element(By.ID, "notice-action").click()
    wait_for(driver, "return window.playground.frame.index < 30 && document.getElementById('notice').hidden", message="the replay")
    check(True, "Replay restarts the scene")


def rapid_palette(driver, clicks=100):
    """Clicks on a palette shape ten a second: every one drops an item, or the page says why not."""
    load(driver, "falling-square")
    before = driver.execute_script("return window.playground.info.items.length")
    box = driver.find_element(By.CSS_SELECTOR, '#palette button[data-shape="box"]')
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    for _ in range(clicks):
        started = time.time()
        ActionChains(driver, duration=0).click(box).perform()
        time.sleep(max(0, 0.1 - (time.time() - started)))
    deadline = time.time() + 10
    while time.time() < deadline:
        count, refused = driver.execute_script("return [window.playground.info.items.length, window.playground.refusals ?? []]")
        if count + len(refused) >= before + clicks:
            break
        time.sleep(0.1)
    check(count + len(refused) == before + clicks and all(reason.strip() for reason in refused),
          f"{clicks} rapid palette clicks: {count - before} items dropped, {len(refused)} refused with a reason {refused[:2]}")
    colours = driver.execute_script("""return [getComputedStyle(document.querySelector('#palette [data-shape=box] svg')).fill,
        window.playground.info.items[window.playground.info.items.length - 1].color]""")
    check(colours[1] == "#4dabf7" and colours[0] == "rgb(77, 171, 247)", f"the palette's box is the colour a dropped box gets ({colours})")


def phone(driver, folder):
    """A 390 × 844 touch screen: the scene gets the width, the menu and the panel fold away and
    open from buttons, a finger drags an item, and a tap on a palette shape drops one."""
    url = page_url(driver)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        driver.execute_script("localStorage.clear()")
        open_fresh(driver, f"{url}#scene=falling-square", "falling-square")
        width = driver.execute_script("return document.getElementById('canvas').getBoundingClientRect().width")
        check(width >= 300, f"on a phone the canvas is {width:.0f} px wide")
        folded = driver.execute_script("""const m = document.getElementById('menu').getBoundingClientRect(),
            p = document.getElementById('panel').getBoundingClientRect();
            return m.right <= 0 && p.top >= innerHeight""")
        check(folded, "the scene menu and the side panel are folded away")
        check("tap a shape" in driver.find_element(By.ID, "hint").text, "the hint speaks of tapping")
        wait_for(driver, "return window.playground.frame.time > 1.5", message="the square lands")
        wait_until_drawn(driver)
        driver.save_screenshot(os.path.join(folder, "playground-phone.png"))
        # A finger drags the square up.
        lifted, wanted, _ = touch_lift(driver, 100, 0.5)
        check(lifted > wanted, f"on a phone a finger drags the item ({lifted:.0f} pt)")
        # The menu opens from its button and closes when a scene is picked.
        driver.find_element(By.ID, "menu-button").click()
        wait_for(driver, "return document.getElementById('menu').getBoundingClientRect().left >= 0", message="the menu opening")
        link = driver.find_element(By.CSS_SELECTOR, '#menu a[data-scene="flick"]')
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
        time.sleep(0.3)
        link.click()
        wait_for(driver, "return window.playground.info.name === 'flick' && window.playground.frame", message="flick from the menu")
        check(not driver.execute_script("return document.body.classList.contains('menu-open')"), "the menu opens from ☰ and folds when a scene is picked")
        # The panel rises from its button; a tap on a shape drops it.
        before = driver.execute_script("return window.playground.info.items.length")
        driver.find_element(By.ID, "panel-button").click()
        wait_for(driver, "return document.getElementById('panel').getBoundingClientRect().bottom <= innerHeight + 1", message="the panel rising")
        time.sleep(0.3)
        box = driver.find_element(By.CSS_SELECTOR, '#palette button[data-shape="ball"]')
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        r = driver.execute_script("return arguments[0].getBoundingClientRect().toJSON()", box)
        x, y = r["left"] + r["width"] / 2, r["top"] + r["height"] / 2
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        wait_for(driver, f"return window.playground.info.items.length === {before + 1}", message="the tapped ball")
        check(True, "on a phone the panel opens from its button and a tapped shape drops")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_script("localStorage.setItem('playground.hint.dismissed', '1')")


def first_minute(driver, folder):
    """Issue 36's checks, on whichever transport the page uses; leaves the page on a fresh load."""
    first_screen(driver, folder)
    links(driver)
    slow_motion(driver)
    replay_offer(driver)
    rapid_palette(driver)
    phone(driver, folder)
    open_fresh(driver, page_url(driver), None)


def report_failure(driver, folder):
    """After a failure: a screenshot of the page in `folder` and the browser's console."""
    if not driver:
        return
    if os.path.isdir(folder):
        driver.save_screenshot(os.path.join(folder, "failure.png"))
    for entry in driver.get_log("browser"):
        print("  console:", entry)


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    binary = sys.argv[1]
    folder = sys.argv[2] if len(sys.argv) > 2 else "out/playground-screenshots"
    server, url = start_server(binary)
    driver = None
    try:
        print(f"playground at {url}")
        driver = make_driver()
        driver.get(url)
        wait_for(driver, "return window.playground && window.playground.frame", message="first frame")
        check(driver.title.endswith("swift-dynamics playground"), f"the page loads ({driver.title})")
        os.makedirs(folder, exist_ok=True)
        first_minute(driver, folder)
        if os.environ.get("PLAYGROUND_ONLY") == "first_minute":
            print("browser test passed (the first minute only)")
            return 0
        interact(driver)
        if os.environ.get("PLAYGROUND_ONLY") != "time_travel":
            side_panel(driver, folder)
        time_travel(driver, folder)
        if os.environ.get("PLAYGROUND_ONLY") != "time_travel":
            teaching(driver, folder)
            settling_panel(driver)
            screenshots(driver, folder)
        errors = console_errors(driver)
        check(not errors, f"no JavaScript console errors {errors}")
        print("browser test passed")
        return 0
    except Failure as failure:
        print(f"FAIL {failure}")
        report_failure(driver, folder)
        return 1
    finally:
        if driver:
            driver.quit()
        server.terminate()
        try:
            code = server.wait(timeout=10)
            if code != 0:
                print(f"FAIL dynamics play exited with {code} after SIGTERM: {server.stderr.read()}")
        except subprocess.TimeoutExpired:
            server.kill()
            print("FAIL dynamics play did not stop within 10 s of SIGTERM")


if __name__ == "__main__":
    sys.exit(main())
