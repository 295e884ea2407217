// Pointer input (mouse, touch and pen alike): grab and flick items, aim pushes, drag handles.

const FLICK_WINDOW_MS = 80;

export class Input {
  constructor(canvas, view, app) {
    this.canvas = canvas;
    this.view = view;
    this.app = app;
    this.pointers = new Map();
    canvas.addEventListener("pointerdown", (e) => this.down(e));
    canvas.addEventListener("pointermove", (e) => this.move(e));
    canvas.addEventListener("pointerup", (e) => this.up(e));
    canvas.addEventListener("pointercancel", (e) => this.up(e, true));
    canvas.addEventListener("contextmenu", (e) => e.preventDefault());
  }

  scenePoint(e) {
    const rect = this.canvas.getBoundingClientRect();
    return this.view.toScene(e.clientX - rect.left, e.clientY - rect.top);
  }

  /** A free pointer id for the server (0…15). */
  wireId() {
    const used = new Set([...this.pointers.values()].map((p) => p.wire));
    for (let i = 0; i < 16; i++) if (!used.has(i)) return i;
    return -1;
  }

  down(e) {
    const point = this.scenePoint(e);
    const wire = this.wireId();
    if (wire < 0) return;
    // Items first: a handle under an item (a snap point or field centre it rests on) is reached
    // by moving the item away.
    const item = this.app.itemAt(point);
    const handle = item < 0 ? this.app.handleAt(point) : -1;
    // Tap to snap: in a scene with a snap behavior, a press on empty space takes its snap point
    // there (and a drag goes on moving it), as UIKit's tap-to-snap demos do.
    const snap = item < 0 && handle < 0 ? (this.app.info?.handles.findIndex((h) => h.kind === "snap") ?? -1) : -1;
    let gesture = null;
    if (handle >= 0 || snap >= 0) {
      const target = handle >= 0 ? handle : snap;
      gesture = { kind: "handle", handle: target };
      this.app.send({ type: "handle", handle: target, x: point.x, y: point.y });
    } else {
      if (item < 0) return;
      if (e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) {
        gesture = { kind: "push", item, from: point, to: point };
      } else {
        gesture = { kind: "grab", item };
        this.app.send({ type: "grab", pointer: wire, item, x: point.x, y: point.y });
        this.app.select(item);
      }
    }
    e.preventDefault();
    this.canvas.setPointerCapture(e.pointerId);
    this.canvas.classList.add("dragging");
    this.pointers.set(e.pointerId, { wire, gesture, samples: [{ t: e.timeStamp, x: e.clientX, y: e.clientY }], pending: null });
  }

  move(e) {
    const pointer = this.pointers.get(e.pointerId);
    if (!pointer) return;
    const point = this.scenePoint(e);
    pointer.samples.push({ t: e.timeStamp, x: e.clientX, y: e.clientY });
    while (pointer.samples.length > 2 && e.timeStamp - pointer.samples[0].t > 4 * FLICK_WINDOW_MS) pointer.samples.shift();
    const g = pointer.gesture;
    if (g.kind === "push") {
      g.to = point;
      this.app.requestDraw();
      return;
    }
    // Coalesce to one message per animation frame (the server's limit is 240 a second).
    pointer.pending = point;
    if (!pointer.scheduled) {
      pointer.scheduled = true;
      requestAnimationFrame(() => this.flush(pointer));
    }
  }

  flush(pointer) {
    pointer.scheduled = false;
    const point = pointer.pending;
    if (!point || pointer.ended) return;
    pointer.pending = null;
    const g = pointer.gesture;
    if (g.kind === "handle") this.app.send({ type: "handle", handle: g.handle, x: point.x, y: point.y });
    else if (g.kind === "grab") this.app.send({ type: "move", pointer: pointer.wire, x: point.x, y: point.y });
  }

  /** The pointer's velocity over the last few samples, in scene points per second. */
  velocity(pointer, now) {
    const samples = pointer.samples.filter((s) => now - s.t <= FLICK_WINDOW_MS);
    if (samples.length < 2) return { x: 0, y: 0 };
    const first = samples[0], last = samples[samples.length - 1];
    const dt = (last.t - first.t) / 1000;
    if (dt <= 0) return { x: 0, y: 0 };
    const scale = this.view.scale;
    return { x: (last.x - first.x) / scale / dt, y: (last.y - first.y) / scale / dt };
  }

  up(e, cancelled = false) {
    const pointer = this.pointers.get(e.pointerId);
    if (!pointer) return;
    this.pointers.delete(e.pointerId);
    pointer.ended = true;
    if (this.pointers.size === 0) this.canvas.classList.remove("dragging");
    const g = pointer.gesture;
    if (g.kind === "grab") {
      if (pointer.pending) {
        const p = pointer.pending;
        pointer.pending = null;
        this.app.send({ type: "move", pointer: pointer.wire, x: p.x, y: p.y });
      }
      const v = cancelled ? { x: 0, y: 0 } : this.velocity(pointer, e.timeStamp);
      this.app.send({ type: "release", pointer: pointer.wire, vx: v.x, vy: v.y });
    } else if (g.kind === "handle" && pointer.pending) {
      const p = pointer.pending;
      pointer.pending = null;
      this.app.send({ type: "handle", handle: g.handle, x: p.x, y: p.y });
    } else if (g.kind === "push" && !cancelled) {
      this.app.push(g.item, g.from, g.to);
    }
    this.app.requestDraw();
  }

  /** The push being aimed, for drawing. */
  get aims() {
    return [...this.pointers.values()].map((p) => p.gesture).filter((g) => g.kind === "push");
  }
}
