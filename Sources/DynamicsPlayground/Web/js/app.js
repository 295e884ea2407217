// The playground page: menu, controls, figures, palette and overlay toggles around one session.

import { Connection, WorkerConnection } from "./protocol.js";
import { View } from "./view.js";
import { Input } from "./input.js";
import { LAYERS, drawOverlay } from "./overlay.js";
import { Inspector } from "./inspector.js";
import { SceneText } from "./scenetext.js";
import { CodeTab } from "./code.js";
import { Timeline } from "./timeline.js";
import { HeadlessRuns } from "./headless.js";
import { parseHash, nameHash, textHash, decodeSceneText, linkTo } from "./links.js";
import { Hint, Notice, drawLegend, layersShown } from "./guide.js";

const SPEEDS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2];
/** The layers on when the page opens: what holds the scene together. */
const DEFAULT_LAYERS = ["boundaries", "attachments", "axes", "snaps"];
/**
 * Above this many items the layers start off: every frame would carry a debug snapshot of every
 * body (a 5,000-item pile's is half a megabyte), and a pile is not held together by springs.
 */
const DEFAULT_LAYERS_MAX_ITEMS = 100;
/** Commands that are the learner acting on the scene (they end a "script is over" notice). */
const ACTIONS = new Set(["grab", "push", "drop", "handle"]);
const $ = (id) => document.getElementById(id);

class App {
  constructor() {
    this.view = new View($("canvas"));
    this.input = new Input($("canvas"), this.view, this);
    this.info = null;
    this.frame = null;
    this.debug = null;
    this.layers = new Set(DEFAULT_LAYERS);
    this.playing = true;
    this.speedIndex = 4;
    this.selected = -1;
    this.drawn = 0;
    this.fps = 0;
    this.stepAverage = 0;
    this.needsDraw = true;
    this.inspector = new Inspector(this, $("behaviors"), $("behavior-properties"), $("item-properties"));
    this.sceneText = new SceneText(this, {
      editor: $("json-editor"), status: $("json-status"), problems: $("json-problems"), importInput: $("import"),
      exportJSON: $("export-json"), exportSVG: $("export-svg"), exportAnimated: $("export-animated"),
      dropzone: $("dropzone"),
    });
    this.code = new CodeTab(this, $("code"));
    this.timeline = new Timeline(this, {
      bar: $("timeline"), range: $("timeline-range"), label: $("timeline-label"), back: $("timeline-back"),
    });
    this.textLoaded = false;
    this.hint = new Hint({ hint: $("hint"), text: $("hint-text"), close: $("hint-close") }, () => this.requestDraw());
    this.notice = new Notice({ notice: $("notice"), text: $("notice-text"), action: $("notice-action"), close: $("notice-close") });
    // The link the page was opened with: read before connecting, reported once a scene is shown.
    this.link = this.readLink(location.hash);
    this.opening = true;
    this.buildLayers();
    this.wireControls();
    this.wireTabs();
    addEventListener("resize", () => this.requestDraw());
    addEventListener("hashchange", () => this.loadFromHash());
    this.connect();
    requestAnimationFrame((t) => this.animate(t));
    setInterval(() => this.countFrames(), 1000);
    // For tests and the curious: window.playground.
    window.playground = this;
  }

  // MARK: Connection

  /**
   * Runs catalogue scene `name` for `frames` frames with its scripted input and no clock, in a
   * Web Worker running the same Swift compiled to WebAssembly; resolves to {frames, hash,
   * milliseconds}, the hash as `dynamics hashes` prints it. Static site only (Scripts/build-site).
   */
  run(name, frames) {
    return this.headless.run(name, frames);
  }

  /** The headless runner (its own Web Worker), made on first use: a fresh page load has none. */
  get headless() {
    this.headlessRuns ??= new HeadlessRuns();
    return this.headlessRuns;
  }

  /** Whether this page is the static site (Scripts/build-site marks its copy of index.html). */
  get isStatic() {
    return document.querySelector('meta[name="playground-transport"]')?.content === "worker";
  }

  connect() {
    $("banner").hidden = true;
    this.lastError = null;
    // One client, two transports: the server's WebSocket, or (the static site) the same session
    // compiled to WebAssembly in a Web Worker.
    const Transport = this.isStatic ? WorkerConnection : Connection;
    $("fig-us-where").textContent = this.isStatic ? "worker" : "server";
    this.connection = new Transport(this.opening ? this.link.name ?? null : this.info?.name ?? null, {
      hello: (m) => this.buildMenu(m.scenes),
      scene: (m) => this.sceneLoaded(m),
      itemAdded: (m) => {
        this.info.items.push(m.item);
        this.defaultLayers();
      },
      frame: (f) => this.frameArrived(f),
      debug: (d) => { this.debug = d; this.needsDraw = true; },
      state: (s) => this.stateChanged(s),
      error: (m) => this.errorArrived(m.message),
      inspector: (m) => this.inspector.show(m, this.info?.name),
      itemInspector: (m) => this.inspector.showItem(m),
      property: (m) => this.inspector.answer(m),
      sceneProblems: (m) => {
        if (m.loaded) this.textLoaded = true;
        this.sceneText.answer(m);
        this.linkTextAnswered(m);
      },
      exported: (m) => (m.format === "swift" ? this.code.answer(m) : this.sceneText.exported(m)),
      timeline: (m) => this.timeline.update(m),
      items: (m) => { this.info.items = m.items; this.requestDraw(); },
      code: (m) => this.code.answer(m),
      settling: (m) => this.settlingArrived(m),
      contacts: (m) => this.contactsArrived(m),
      close: (e) => this.closed(e),
    });
  }

  send(message) {
    if (ACTIONS.has(message.type)) this.notice.hide("end");
    this.connection?.send(message);
  }

  errorArrived(message) {
    this.lastError = message;
    // Opening a link, the session's refusal (an unknown scene name) is the link's problem.
    if (this.opening && !this.info) {
      this.link.problem ??= message;
      return;
    }
    if (message.startsWith("drop:")) this.paletteRefused(message);
    this.toast(message);
  }

  closed(event) {
    const banner = $("banner");
    const reason = this.lastError || event.reason || "the connection to the server closed";
    banner.innerHTML = "";
    const text = document.createElement("p");
    text.textContent = `Disconnected: ${reason}`;
    const button = document.createElement("button");
    button.textContent = "Reconnect";
    button.addEventListener("click", () => this.connect());
    banner.append(text, button);
    banner.hidden = false;
  }

  // MARK: Links

  /**
   * What a hash asks for: {name}, or {text: a promise of {text} or {problem}} for `#scene=~…`
   * (a text that does not decode or parse is a problem, said once a scene is shown).
   */
  readLink(hash) {
    const link = parseHash(hash);
    if (link.data === undefined) return link;
    // Settles to {text} or {problem}: never rejects, so no failure goes unhandled while the
    // page waits for its first scene.
    return {
      text: decodeSceneText(link.data).then(
        (text) => {
          try {
            JSON.parse(text);
            return { text };
          } catch (error) {
            return { problem: `its scene text is not JSON (${error.message})` };
          }
        },
        (error) => ({ problem: error.message }),
      ),
    };
  }

  /** The first scene is on the canvas: the link's text goes in, or its problem is said. */
  async finishLink() {
    const link = this.link;
    this.opening = false;
    if (link.text) {
      const { text, problem } = await link.text;
      if (text !== undefined) {
        this.linkText = text;
        this.sceneText.loadText(text);
        return;
      }
      link.problem = problem;
    }
    if (link.problem) this.linkFailed(link.problem);
    else this.updateHash(false);
  }

  /** The answer to a link's scene text: the scene reloaded, or the link failed. */
  linkTextAnswered(m) {
    if (this.linkText === undefined) return;
    this.linkText = undefined;
    if (!m.loaded) {
      const first = m.problems[0];
      this.linkFailed(`its scene text does not load (${first ? `${first.path}: ${first.message}` : "refused"})`);
    }
  }

  linkFailed(reason) {
    this.notice.show("link", `This link did not open a scene: ${reason}. Showing ${this.info?.name ?? "the first scene"} instead.`, null, "problem");
    history.replaceState(null, "", nameHash(this.info?.name ?? ""));
  }

  /** The hash changed (a menu link, Back, a pasted link): open what it names. */
  loadFromHash() {
    const link = this.readLink(location.hash);
    this.notice.hide("link");
    if (link.text) {
      this.link = link;
      this.finishLink();
    } else if (link.name && this.info && link.name !== this.info.name) {
      if (this.sceneNames && !this.sceneNames.has(link.name)) {
        this.notice.show("link", `There is no scene named “${link.name}”.`, null, "problem");
        history.replaceState(null, "", nameHash(this.info.name));
        return;
      }
      // A scene chosen while paused plays: a learner who picks it wants to see it move (paused,
      // a new scene looked broken). A restart or an edited text keeps the pause.
      if (!this.playing) this.togglePlay();
      this.send({ type: "load", scene: link.name });
    }
  }

  /** Keeps the address current: the scene's name, or its text when it came from text. */
  async updateHash(fromText) {
    const hash = fromText ? await textHash(this.sceneText.editor.value) : nameHash(this.info.name);
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  /** The link to the scene shown: its name, or its text when edited (the Share link button). */
  async shareLink() {
    if (!this.info) return "";
    return linkTo(this.sceneText.edited ? await textHash(this.sceneText.editor.value) : nameHash(this.info.name));
  }

  async share() {
    const url = await this.shareLink();
    const field = $("share-url");
    field.value = url;
    field.hidden = false;
    field.select();
    try {
      await navigator.clipboard.writeText(url);
      this.sceneText.setStatus("Link copied: it opens this scene as the text says.", "good");
    } catch {
      this.sceneText.setStatus("Copy the link below (the clipboard is not available here).");
    }
  }

  // MARK: Messages

  buildMenu(scenes) {
    this.sceneNames = new Set(scenes.map((scene) => scene.name));
    const menu = $("menu");
    menu.innerHTML = "";
    const categories = new Map();
    for (const scene of scenes) {
      if (!categories.has(scene.category)) categories.set(scene.category, []);
      categories.get(scene.category).push(scene);
    }
    for (const [category, list] of categories) {
      const heading = document.createElement("h3");
      heading.textContent = category;
      menu.append(heading);
      for (const scene of list) {
        const link = document.createElement("a");
        link.href = nameHash(scene.name);
        link.addEventListener("click", () => this.fold(null));
        link.dataset.scene = scene.name;
        link.title = [scene.summary, scene.source ? `Seed: ${scene.source}` : ""].filter(Boolean).join("\n");
        link.textContent = scene.name;
        const summary = document.createElement("small");
        summary.textContent = scene.summary;
        link.append(summary);
        menu.append(link);
      }
    }
    this.markCurrent();
  }

  sceneLoaded(info) {
    this.info = info;
    this.frame = null;
    this.debug = null;
    this.selected = -1;
    const [x, y, width, height] = info.bounds;
    this.view.bounds = { x, y, width, height };
    $("scene-name").textContent = info.name;
    $("scene-category").textContent = info.category;
    $("scene-summary").textContent = info.summary;
    $("scene-source").textContent = info.source ? `Seed: ${info.source}` : "";
    this.showTips(info.tips);
    $("contacts-log")?.replaceChildren();
    if ($("contacts-section")) $("contacts-section").hidden = true;
    this.flashes = [];
    const fromText = this.textLoaded;
    this.notice.hide("end");
    this.endNoticeShown = false;
    document.title = `${info.name} · swift-dynamics playground`;
    this.markCurrent();
    this.sceneText.sceneLoaded(!this.textLoaded);
    this.textLoaded = false;
    this.code.sceneLoaded();
    this.timeline.reset();
    this.defaultLayers();
    if (this.layers.size) this.send({ type: "debug", enabled: true });
    this.send({ type: "speed", value: SPEEDS[this.speedIndex] });
    if (!this.playing) this.send({ type: "pause" });
    if (this.opening) this.finishLink();
    else this.updateHash(fromText);
    this.requestDraw();
  }

  markCurrent() {
    for (const link of document.querySelectorAll("#menu a")) {
      const current = this.info && link.dataset.scene === this.info.name;
      link.classList.toggle("current", current);
      if (current) link.scrollIntoView({ block: "nearest" });
    }
  }

  frameArrived(frame) {
    this.frame = frame;
    this.timeline.frameArrived(frame);
    this.frames = (this.frames || 0) + 1;
    this.stepAverage = this.stepAverage ? this.stepAverage * 0.9 + frame.stepMicroseconds * 0.1 : frame.stepMicroseconds;
    this.needsDraw = true;
    this.checkEnd(frame);
  }

  /**
   * A scene that has run its intended length (`duration`, on the script's clock: frames at
   * 60 Hz) says what the learner can do now: a scripted one that its script is over, another
   * once everything rests. Once per load.
   */
  checkEnd(frame) {
    const info = this.info;
    if (this.endNoticeShown || !info?.duration || frame.index / 60 < info.duration) return;
    if (!info.scripted && frame.animatorRunning) return;
    this.endNoticeShown = true;
    const text = info.scripted
      ? "The script is over — drag an item, or replay."
      : "Everything is at rest — drag an item, drop a shape, or replay.";
    this.notice.show("end", text, { label: "↺ Replay", run: () => this.send({ type: "restart" }) });
  }

  stateChanged(state) {
    this.playing = state.playing;
    this.animatorRunning = state.animatorRunning;
    const play = $("play");
    play.textContent = state.playing ? "❚❚" : "▶";
    play.setAttribute("aria-label", state.playing ? "Pause" : "Play");
    play.classList.toggle("active", !state.playing);
  }

  toast(message) {
    const toast = document.createElement("div");
    toast.className = "toast";
    toast.textContent = message;
    $("toasts").append(toast);
    setTimeout(() => { toast.style.opacity = "0"; }, 3500);
    setTimeout(() => toast.remove(), 4000);
    while ($("toasts").children.length > 4) $("toasts").firstChild.remove();
  }

  // MARK: Controls

  wireControls() {
    $("play").addEventListener("click", () => this.togglePlay());
    $("step").addEventListener("click", () => this.step());
    $("restart").addEventListener("click", () => this.send({ type: "restart" }));
    $("speed").addEventListener("input", (e) => this.setSpeed(Number(e.target.value)));
    $("help-button").addEventListener("click", () => this.toggleHelp());
    $("help-close").addEventListener("click", () => this.toggleHelp(false));
    $("help").addEventListener("click", (e) => { if (e.target === $("help")) this.toggleHelp(false); });
    $("share").addEventListener("click", () => this.share());
    $("menu-button").addEventListener("click", () => this.fold(document.body.classList.contains("menu-open") ? null : "menu"));
    $("panel-button").addEventListener("click", () => this.fold(document.body.classList.contains("panel-open") ? null : "panel"));
    $("scrim").addEventListener("click", () => this.fold(null));
    for (const button of document.querySelectorAll("#palette button")) {
      button.addEventListener("pointerdown", (e) => this.paletteDown(e, button.dataset.shape));
    }
    addEventListener("pointerup", (e) => this.paletteUp(e));
    addEventListener("keydown", (e) => this.key(e));
  }

  togglePlay() {
    this.playing = !this.playing;
    this.send({ type: this.playing ? "play" : "pause" });
  }

  step() {
    this.send({ type: "step" });
  }

  setSpeed(index) {
    this.speedIndex = Math.max(0, Math.min(SPEEDS.length - 1, index));
    $("speed").value = String(this.speedIndex);
    $("speed-value").textContent = `${SPEEDS[this.speedIndex]}×`;
    this.send({ type: "speed", value: SPEEDS[this.speedIndex] });
  }

  toggleHelp(show = $("help").hidden) {
    $("help").hidden = !show;
  }

  /**
   * On a phone the menu and the side panel fold away: `which` ("menu", "panel" or null) is the
   * one drawn over the scene. On a wide screen both are always shown and the classes do nothing.
   */
  fold(which) {
    document.body.classList.toggle("menu-open", which === "menu");
    document.body.classList.toggle("panel-open", which === "panel");
    $("menu-button").setAttribute("aria-expanded", String(which === "menu"));
    $("panel-button").setAttribute("aria-expanded", String(which === "panel"));
    $("scrim").hidden = which === null;
    this.requestDraw();
  }

  // MARK: Side panel

  wireTabs() {
    for (const tab of document.querySelectorAll("#tabs [role=tab]")) {
      tab.addEventListener("click", () => this.showTab(tab.id.slice(4)));
    }
  }

  /** Shows one pane of the side panel: play, inspector, json or code. */
  showTab(name) {
    for (const tab of document.querySelectorAll("#tabs [role=tab]")) {
      const selected = tab.id === `tab-${name}`;
      tab.setAttribute("aria-selected", String(selected));
      $(tab.getAttribute("aria-controls")).hidden = !selected;
    }
    this.code.shown(name === "code");
  }

  key(e) {
    // Typing in the JSON editor or any field of the side panel never plays, steps or restarts.
    const t = e.target;
    if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement || t?.isContentEditable) return;
    if (t instanceof HTMLInputElement && (t.closest("#pane-inspector, #pane-json") || (t.type !== "range" && t.type !== "checkbox"))) return;
    if (e.metaKey || e.ctrlKey) return;
    const actions = {
      " ": () => this.togglePlay(),
      ArrowRight: () => this.step(),
      ArrowLeft: () => this.timeline.stepBack(),
      r: () => this.send({ type: "restart" }),
      "[": () => this.setSpeed(this.speedIndex - 1),
      "]": () => this.setSpeed(this.speedIndex + 1),
      "?": () => this.toggleHelp(),
      Escape: () => { this.toggleHelp(false); this.fold(null); },
    };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  }

  paletteDown(e, shape) {
    e.preventDefault();
    this.paletteShape = shape;
    this.paletteStart = { x: e.clientX, y: e.clientY };
  }

  /**
   * A press on a palette shape ends: released over the scene, the shape drops there; released
   * where it was pressed (a click or tap), it drops from the top; released elsewhere, nothing
   * drops and the palette says so.
   */
  paletteUp(e) {
    const shape = this.paletteShape;
    this.paletteShape = null;
    if (!shape) return;
    if (!this.info || !this.frame) {
      this.paletteRefused(`No ${shape} dropped: the scene is not running yet.`);
      return;
    }
    const rect = $("canvas").getBoundingClientRect();
    // A finger moves a little during a tap: it only counts as a drag beyond a few points.
    const moved = Math.hypot(e.clientX - this.paletteStart.x, e.clientY - this.paletteStart.y) > 12;
    const inside = e.clientX >= rect.left && e.clientX <= rect.right && e.clientY >= rect.top && e.clientY <= rect.bottom;
    if (moved && !inside) {
      this.paletteRefused(`No ${shape} dropped: release it over the scene, or click it to drop it from the top.`);
      return;
    }
    const point = moved ? this.view.toScene(e.clientX - rect.left, e.clientY - rect.top) : this.freeDropPoint();
    this.send({ type: "drop", shape, x: point.x, y: point.y });
  }

  /** Says under the palette why a shape did not drop (kept a few seconds, and in `refusals`). */
  paletteRefused(reason) {
    this.refusals = [...(this.refusals ?? []).slice(-20), reason];
    const status = $("palette-status");
    status.textContent = reason;
    clearTimeout(this.paletteStatusTimer);
    this.paletteStatusTimer = setTimeout(() => { status.textContent = ""; }, 6000);
  }

  /**
   * Where a clicked shape drops: the spot along the top of the scene farthest from every item
   * (and from the last drops, whose items may not be in a frame yet), so rapid clicks do not
   * drop shapes into one another, which would throw them apart.
   */
  freeDropPoint() {
    const b = this.view.bounds;
    const y = b.y + Math.min(40, b.height * 0.15);
    const recent = (this.recentDrops ?? []).filter((d) => performance.now() - d.at < 1000);
    const poses = this.frame.poses;
    const others = [...recent];
    for (let i = 0; i < poses.length; i += 3) others.push({ x: poses[i], y: poses[i + 1] });
    let best = null;
    for (let k = 0; k < 16; k++) {
      const x = b.x + b.width * (0.1 + 0.8 * ((k + Math.random()) / 16));
      const clearance = Math.min(Infinity, ...others.map((o) => Math.hypot(o.x - x, o.y - y)));
      if (!best || clearance > best.clearance) best = { x, y, clearance };
    }
    recent.push({ x: best.x, y: best.y, at: performance.now() });
    this.recentDrops = recent;
    return { x: best.x, y: best.y };
  }

  /**
   * Until the learner picks layers, a scene shows what holds it together — unless it has so many
   * items that the snapshots would cost more than they teach.
   */
  defaultLayers() {
    if (this.layersChosen || !this.info) return;
    const wanted = this.info.items.length <= DEFAULT_LAYERS_MAX_ITEMS ? DEFAULT_LAYERS : [];
    if (wanted.length === this.layers.size && wanted.every((name) => this.layers.has(name))) return;
    this.layers = new Set(wanted);
    for (const box of document.querySelectorAll("#layers input")) box.checked = this.layers.has(box.dataset.layer);
    this.send({ type: "debug", enabled: this.layers.size > 0 });
    if (!this.layers.size) this.debug = null;
    this.requestDraw();
  }

  buildLayers() {
    const container = $("layers");
    for (const [name, label, color] of LAYERS) {
      const row = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.dataset.layer = name;
      box.checked = this.layers.has(name);
      box.addEventListener("change", () => {
        this.layersChosen = true;
        if (box.checked) this.layers.add(name);
        else this.layers.delete(name);
        this.send({ type: "debug", enabled: this.layers.size > 0 });
        if (!this.layers.size) this.debug = null;
        this.requestDraw();
      });
      const swatch = document.createElement("span");
      swatch.className = "swatch";
      swatch.style.background = color;
      row.append(box, swatch, label);
      container.append(row);
    }
  }

  // MARK: Gestures

  /** The handle under a scene point, or -1. */
  handleAt(point) {
    if (!this.info || !this.frame) return -1;
    const reach = 12 / this.view.scale;
    const h = this.frame.handles;
    for (let i = this.info.handles.length - 1; i >= 0; i--) {
      if (Math.hypot(h[2 * i] - point.x, h[2 * i + 1] - point.y) <= reach) return i;
    }
    return -1;
  }

  /** The topmost item under a scene point, or -1. */
  itemAt(point) {
    if (!this.info || !this.frame) return -1;
    const poses = this.frame.poses;
    const slack = 4 / this.view.scale;
    for (let i = Math.min(this.info.items.length, poses.length / 3) - 1; i >= 0; i--) {
      const item = this.info.items[i];
      const angle = poses[3 * i + 2];
      const dx = point.x - poses[3 * i], dy = point.y - poses[3 * i + 1];
      const c = Math.cos(angle), s = Math.sin(angle);
      const lx = c * dx + s * dy, ly = -s * dx + c * dy;
      const w = (this.frame.sizes ? this.frame.sizes[2 * i] : item.width) / 2 + slack;
      const h = (this.frame.sizes ? this.frame.sizes[2 * i + 1] : item.height) / 2 + slack;
      if (item.shape === "ellipse" ? (lx * lx) / (w * w) + (ly * ly) / (h * h) <= 1 : Math.abs(lx) <= w && Math.abs(ly) <= h) return i;
    }
    return -1;
  }

  select(item) {
    this.selected = item;
    if (item >= 0) this.send({ type: "inspect", item });
  }

  /** An instantaneous push: a click kicks upwards at the point, a drag pushes along the drag. */
  push(item, from, to) {
    const info = this.info.items[item];
    const mass = info.mass > 0 ? info.mass : (info.width * info.height) / 10000;
    const dx = to.x - from.x, dy = to.y - from.y;
    const length = Math.hypot(dx, dy);
    // The velocity change (pt/s) wanted; a push of 1 adds 100 pt/s to 1 kg.
    let dv = { x: 0, y: -600 };
    if (length > 4) {
      const speed = Math.min(3000, 6 * length);
      dv = { x: (dx / length) * speed, y: (dy / length) * speed };
    }
    this.send({ type: "push", item, x: from.x, y: from.y, dx: (mass * dv.x) / 100, dy: (mass * dv.y) / 100 });
    this.select(item);
  }

  // MARK: Drawing and figures

  requestDraw() {
    this.needsDraw = true;
  }

  animate() {
    requestAnimationFrame((t) => this.animate(t));
    if (!this.needsDraw) return;
    this.needsDraw = false;
    this.view.fit();
    this.view.draw(this.info, this.frame, -1, this.highlighted, this.selected);
    this.updateLegend();
    if (this.debug && this.layers.size) {
      this.view.sceneTransform();
      drawOverlay(this.view.context, this.debug, this.layers, this.view.scale, this.view.bounds);
    }
    for (const aim of this.input.aims) this.view.drawAim(aim.from, aim.to);
    this.drawContacts();
    // Milliseconds from navigation to the first frame of a scene on the canvas (BENCHMARKS.md).
    if (this.frame && this.info) this.firstFrameDrawnAt ??= performance.now();
    this.drawn++;
    this.updateFigures();
  }

  /**
   * The collision delegate's began contacts of a frame: a ring where each one happened, fading
   * over half a second, and a line each in the Play tab's "Collision delegate" list (newest
   * first), so a learner sees the callbacks UIKit would make as they happen.
   */
  contactsArrived(m) {
    const now = performance.now();
    this.flashes = (this.flashes ?? []).filter((f) => f.until > now);
    for (const e of m.events) this.flashes.push({ x: e.x, y: e.y, until: now + 500 });
    const list = $("contacts-log");
    if (!list) return;
    const lines = m.events.map((e) => {
      const li = document.createElement("li");
      const what = e.boundary ? `boundary ${e.other}` : e.other;
      li.textContent = `${m.time.toFixed(2)} s · ${e.item} began touching ${what} at (${Math.round(e.x)}, ${Math.round(e.y)})`;
      return li;
    });
    if (m.more) lines.push(Object.assign(document.createElement("li"), { textContent: `… and ${m.more} more this frame` }));
    list.prepend(...lines.reverse());
    while (list.children.length > 8) list.lastChild.remove();
    $("contacts-section").hidden = false;
    this.requestDraw();
  }

  drawContacts() {
    const now = performance.now();
    if (!this.flashes?.length) return;
    this.flashes = this.flashes.filter((f) => f.until > now);
    const ctx = this.view.context;
    this.view.sceneTransform();
    for (const f of this.flashes) {
      const left = (f.until - now) / 500;
      ctx.strokeStyle = `rgba(224, 49, 49, ${left.toFixed(2)})`;
      ctx.lineWidth = 2 / this.view.scale;
      ctx.beginPath();
      ctx.arc(f.x, f.y, (14 - 8 * left) / this.view.scale, 0, 2 * Math.PI);
      ctx.stroke();
    }
    // Keep drawing while a ring fades, even when paused.
    if (this.flashes.length) this.requestDraw();
  }

  /**
   * The "Why still running?" panel: the animator's settling report (which items keep it awake,
   * what moves them, when they rest) and the scene's setup problems; the items it names are
   * outlined on the canvas.
   */
  settlingArrived(m) {
    // Estimates are rounded to two significant digits, speeds to whole points: one precision.
    const seconds = (t) => String(Number(t.toPrecision(2)));
    const rest = (t) => (t === null || t === undefined ? "never (or cannot tell)" : `in ${seconds(t)} s`);
    const label = (i) => this.inspector?.labelOf?.(i);
    const when = m.live === false ? `Frame #${m.frame} (scrubbed back; play to go on from it): ` : "";
    $("settling-summary").textContent = when + (m.settled
      ? "Settled: every item rests, so the animator pauses."
      : `${m.items.length} item${m.items.length === 1 ? "" : "s"} keep${m.items.length === 1 ? "s" : ""} it awake; rest ${rest(m.rest)}.`);
    $("settling-items").replaceChildren(
      ...m.items.slice(0, 12).map((entry) => {
        const li = document.createElement("li");
        const behaviors = entry.behaviors.map(label).filter(Boolean);
        li.textContent =
          `${entry.name} (${Math.round(entry.speed)} pt/s): ${entry.causes.join("; ")}` +
          (behaviors.length ? ` [${behaviors.join(", ")}]` : "") + (entry.held ? "" : ` — rest ${rest(entry.rest)}`);
        return li;
      }),
    );
    // A mistake the scene makes on purpose is its lesson: a note, not an error.
    const notes = m.lesson ? [Object.assign(document.createElement("li"), { className: "lesson", textContent: `Lesson: ${m.lesson}` })] : [];
    $("setup-problems").replaceChildren(
      ...notes,
      ...m.problems.map((problem) => {
        const li = document.createElement("li");
        li.className = problem.lesson ? "lesson" : problem.informational ? "hint" : "bad";
        li.textContent = `${problem.kind}: ${problem.message}`;
        return li;
      }),
    );
    this.highlighted = new Set([...m.items.map((e) => e.item), ...m.problems.flatMap((p) => p.items)]);
    this.inspector.markNamed(new Set([...m.items.flatMap((e) => e.behaviors), ...m.problems.flatMap((p) => p.behaviors)]));
    this.settling = m;
    this.requestDraw();
  }

  /** The scene's "try this" suggestions, under its summary. */
  showTips(tips) {
    const list = $("scene-tips");
    if (!list) return;
    list.replaceChildren(...(tips ?? []).map((tip) => Object.assign(document.createElement("li"), { textContent: tip })));
    list.hidden = !tips?.length;
  }

  /** The key under the canvas, rebuilt only when what it lists changes. */
  updateLegend() {
    const named = (this.highlighted?.size ?? 0) > 0;
    const selected = this.selected >= 0;
    const shown = layersShown(this.layers, this.debug);
    const key = `${shown.join()}|${named}|${selected}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    drawLegend($("legend"), shown, { named, selected });
  }

  /** Frames drawn in the last second; paused, the page draws only when asked, so it says so. */
  countFrames() {
    this.fps = this.drawn;
    this.drawn = 0;
    $("fig-fps").textContent = !this.playing ? "paused" : `${this.fps} fps`;
  }

  updateFigures() {
    const f = this.frame;
    if (!f || !this.info) return;
    $("fig-us").textContent = this.stepAverage.toFixed(0);
    $("fig-items").textContent = String(this.info.items.length);
    $("fig-contacts").textContent = String(f.contacts);
    $("fig-energy").textContent = f.kineticEnergy >= 100 ? f.kineticEnergy.toFixed(0) : f.kineticEnergy.toFixed(2);
    const running = $("fig-running");
    running.textContent = f.animatorRunning ? "running" : "paused (at rest)";
    running.className = f.animatorRunning ? "running" : "paused";
    $("fig-time").textContent = f.time.toFixed(2);
    $("fig-frame").textContent = `#${f.index}`;
    $("fig-hash").textContent = f.hash;
    if (this.selected >= 0 && this.selected < this.info.items.length && 3 * this.selected < f.poses.length) {
      const i = this.selected;
      $("fig-selected").textContent = `${this.info.items[i].name} (${f.poses[3 * i].toFixed(0)}, ${f.poses[3 * i + 1].toFixed(0)})`;
    } else {
      $("fig-selected").textContent = "–";
    }
  }

  /** The centre of item `i` in the latest frame (tests read this). */
  itemPosition(i) {
    if (!this.frame || 3 * i + 1 >= this.frame.poses.length) return null;
    return { x: this.frame.poses[3 * i], y: this.frame.poses[3 * i + 1], angle: this.frame.poses[3 * i + 2] };
  }
}

new App();
