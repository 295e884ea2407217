// The debug overlay: the layers of DebugLayers (DynamicsRender), drawn from the server's
// debugSnapshot() as DebugSnapshot+Drawing.swift draws them in SVG — same order, colours, sizes.

import { arrow } from "./view.js";

export const STYLE = {
  awakeItem: "#d6336c", sleepingItem: "#868e96", anchoredItem: "#2b8a3e", boundary: "#2f9e44",
  rod: "#1c7ed6", spring: "#f08c00", rope: "#7950f2", weld: "#495057", anchor: "#1c7ed6",
  snap: "#0ca678", axis: "#7048e8", field: "#1098ad", contact: "#e03131", velocity: "#f59f00",
  weakField: [0x74, 0xc0, 0xfc], strongField: [0xe8, 0x59, 0x0c],
  velocityScale: 0.1, fieldVectorLength: 16, normalLength: 12,
};

/** The layers in drawing order, with the colour shown next to each toggle. */
export const LAYERS = [
  ["fields", "field regions", STYLE.field],
  ["field-vectors", "field force grid", "#e8590c"],
  ["boundaries", "boundaries", STYLE.boundary],
  ["sleeping", "sleeping items", STYLE.sleepingItem],
  ["items", "collision outlines", STYLE.awakeItem],
  ["attachments", "springs, rods, ropes", STYLE.spring],
  ["axes", "pins and slider axes", STYLE.axis],
  ["snaps", "snap targets", STYLE.snap],
  ["contacts", "contacts and normals", STYLE.contact],
  ["velocities", "velocities", STYLE.velocity],
];

const rotate = (body, [x, y]) => {
  const c = Math.cos(body.a), s = Math.sin(body.a);
  return [body.c[0] + c * x - s * y, body.c[1] + s * x + c * y];
};

function worldShapes(body) {
  return body.shapes.map((shape) => {
    if (shape.k === "c") return { k: "c", c: rotate(body, shape.c), r: shape.r };
    return { k: shape.k, v: shape.v.map((p) => rotate(body, p)), r: shape.r };
  });
}

function tracePath(ctx, shape) {
  ctx.beginPath();
  if (shape.k === "c") {
    ctx.arc(shape.c[0], shape.c[1], shape.r, 0, 2 * Math.PI);
  } else {
    shape.v.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    if (shape.k === "p") ctx.closePath();
  }
}

function zigzag(a, b, coils = 8) {
  const dx = b[0] - a[0], dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length <= 1) return [a, b];
  const u = [dx / length, dy / length], n = [-u[1], u[0]];
  const lead = Math.min(6, length / 6), body = length - 2 * lead;
  const points = [a, [a[0] + u[0] * lead, a[1] + u[1] * lead]];
  for (let i = 0; i < 2 * coils; i++) {
    const along = lead + (body * (i + 0.5)) / (2 * coils);
    const side = i % 2 === 0 ? 4 : -4;
    points.push([a[0] + u[0] * along + n[0] * side, a[1] + u[1] * along + n[1] * side]);
  }
  points.push([b[0] - u[0] * lead, b[1] - u[1] * lead], b);
  return points;
}

const fieldColor = (t) => {
  const u = Math.min(Math.max(Number.isFinite(t) ? t : 0, 0), 1);
  const c = STYLE.weakField.map((w, i) => Math.round(w + (STYLE.strongField[i] - w) * u));
  return `rgb(${c[0]},${c[1]},${c[2]})`;
};

/** Draws the enabled layers of `snapshot`; the context is already in scene points. */
export function drawOverlay(ctx, snapshot, enabled, scale, bounds) {
  const pen = new Pen(ctx, snapshot, scale, bounds);
  for (const [name] of LAYERS) if (enabled.has(name)) pen[name.replace("-v", "V")]();
}

class Pen {
  constructor(ctx, snapshot, scale, bounds) {
    this.ctx = ctx;
    this.s = snapshot;
    this.bounds = bounds;
    this.bodies = new Map(snapshot.bodies.map((b) => [b.slot, b]));
    this.ctx.lineCap = "round";
  }

  line(a, b, color, width = 1, dashed = false) {
    const ctx = this.ctx;
    ctx.setLineDash(dashed ? [4, 3] : []);
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  circle(c, r, stroke, fill, width = 1, dashed = false) {
    const ctx = this.ctx;
    ctx.setLineDash(dashed ? [4, 3] : []);
    ctx.beginPath();
    ctx.arc(c[0], c[1], r, 0, 2 * Math.PI);
    if (fill) { ctx.fillStyle = fill; ctx.fill(); }
    if (stroke) { ctx.strokeStyle = stroke; ctx.lineWidth = width; ctx.stroke(); }
    ctx.setLineDash([]);
  }

  polyline(points, color, width) {
    const ctx = this.ctx;
    ctx.beginPath();
    points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  arrow(a, b, color, width = 1) {
    this.ctx.strokeStyle = color;
    this.ctx.fillStyle = color;
    this.ctx.lineWidth = width;
    arrow(this.ctx, { x: a[0], y: a[1] }, { x: b[0], y: b[1] }, 5);
  }

  items() {
    for (const body of this.s.bodies) {
      const sleeping = !body.awake && !body.anchored;
      const color = body.anchored ? STYLE.anchoredItem : sleeping ? STYLE.sleepingItem : STYLE.awakeItem;
      for (const shape of worldShapes(body)) {
        tracePath(this.ctx, shape);
        this.ctx.strokeStyle = color;
        this.ctx.lineWidth = 1;
        this.ctx.stroke();
      }
      const reach = Math.max(0, ...body.shapes.map((s) => (s.k === "c" ? s.c[0] + s.r : Math.max(...s.v.map((p) => p[0])) + (s.r || 0))));
      this.line(body.c, rotate(body, [reach > 0 ? reach : 10, 0]), color);
      const [x, y] = body.c;
      this.line([x - 3, y], [x + 3, y], color);
      this.line([x, y - 3], [x, y + 3], color);
    }
  }

  sleeping() {
    for (const body of this.s.bodies) {
      if (body.awake || body.anchored) continue;
      for (const shape of worldShapes(body)) {
        tracePath(this.ctx, shape);
        this.ctx.globalAlpha = 0.4;
        this.ctx.fillStyle = STYLE.sleepingItem;
        this.ctx.fill();
        this.ctx.globalAlpha = 1;
      }
    }
  }

  boundaries() {
    for (const shapes of this.s.boundaries) {
      for (const shape of shapes) {
        tracePath(this.ctx, shape);
        this.ctx.strokeStyle = STYLE.boundary;
        this.ctx.lineWidth = 2;
        this.ctx.stroke();
      }
    }
  }

  velocities() {
    for (const body of this.s.bodies) {
      if (body.anchored) continue;
      const tip = [body.c[0] + body.v[0] * STYLE.velocityScale, body.c[1] + body.v[1] * STYLE.velocityScale];
      if (Math.hypot(tip[0] - body.c[0], tip[1] - body.c[1]) < 0.5) continue;
      this.arrow(body.c, tip, STYLE.velocity, 1.5);
    }
  }

  anchor(point, fixed, color) {
    if (fixed) this.circle(point, 4, color, "#ffffff", 1.5);
    else this.circle(point, 2.5, null, color);
  }

  attachments() {
    for (const j of this.s.joints) {
      if (j.src !== "attachment") continue;
      const { a, b } = j;
      if (j.k === "rod") this.line(a, b, STYLE.rod, 1.5);
      else if (j.k === "spring") this.polyline(zigzag(a, b), STYLE.spring, 1.5);
      else if (j.k === "rope") this.line(a, b, STYLE.rope, 1.5, true);
      else if (j.k === "weld") {
        this.line(a, b, STYLE.weld);
        this.ctx.fillStyle = STYLE.weld;
        this.ctx.fillRect(a[0] - 3, a[1] - 3, 6, 6);
      } else if (a[0] !== b[0] || a[1] !== b[1]) this.line(a, b, STYLE.axis);
      this.anchor(a, j.fixedA, STYLE.anchor);
      this.anchor(b, j.fixedB, STYLE.anchor);
    }
  }

  snaps() {
    for (const j of this.s.joints) if (j.src === "snap") this.polyline(zigzag(j.a, j.b, 4), STYLE.snap, 0.75);
    for (const snap of this.s.snaps) {
      const p = snap.p;
      const body = this.bodies.get(snap.item);
      if (body) this.line(body.c, p, STYLE.snap, 1, true);
      this.circle(p, 6, STYLE.snap, null, 1.5);
      this.line([p[0] - 9, p[1]], [p[0] + 9, p[1]], STYLE.snap);
      this.line([p[0], p[1] - 9], [p[0], p[1] + 9], STYLE.snap);
    }
  }

  axes() {
    const reach = Math.hypot(this.bounds.width, this.bounds.height);
    for (const j of this.s.joints) {
      const a = j.a;
      if (j.k === "pin") {
        this.circle(a, 5, STYLE.axis, null, 1.5);
        const lower = j.lo, upper = j.hi;
        if (lower !== null || upper !== null) {
          const start = lower !== null ? j.zero + lower : j.zero + (upper !== null ? upper : 0) - 2 * Math.PI;
          const end = upper !== null ? j.zero + upper : start + 2 * Math.PI;
          this.ctx.beginPath();
          this.ctx.arc(a[0], a[1], 16, start, Math.min(end, start + 2 * Math.PI));
          this.ctx.strokeStyle = STYLE.axis;
          this.ctx.lineWidth = 1.5;
          this.ctx.stroke();
        }
        const current = j.zero + j.angle;
        this.line(a, [a[0] + 16 * Math.cos(current), a[1] + 16 * Math.sin(current)], STYLE.axis);
      } else if (j.k === "slider") {
        const along = (t) => [a[0] + j.axis[0] * t, a[1] + j.axis[1] * t];
        const lo = j.lo !== null ? j.lo : -reach, hi = j.hi !== null ? j.hi : reach;
        this.line(along(-reach), along(reach), STYLE.axis, 0.75, true);
        this.line(along(lo), along(hi), STYLE.axis, 1.5);
        for (const end of [j.lo, j.hi]) {
          if (end === null) continue;
          const p = along(end);
          this.line([p[0] - j.axis[1] * 5, p[1] + j.axis[0] * 5], [p[0] + j.axis[1] * 5, p[1] - j.axis[0] * 5], STYLE.axis, 1.5);
        }
        this.circle(along(j.t), 3, null, STYLE.axis);
      }
    }
  }

  fields() {
    for (const f of this.s.fields) {
      const p = f.p;
      for (const leaf of f.leaves) {
        if (leaf.circle !== undefined) this.circle(p, leaf.circle, STYLE.field, null, 1, true);
        else if (leaf.rect) {
          this.ctx.setLineDash([4, 3]);
          this.ctx.strokeStyle = STYLE.field;
          this.ctx.lineWidth = 1;
          this.ctx.strokeRect(p[0] - leaf.rect[0] / 2, p[1] - leaf.rect[1] / 2, leaf.rect[0], leaf.rect[1]);
          this.ctx.setLineDash([]);
        }
      }
      this.circle(p, 4, STYLE.field, null, 1.5);
      this.line([p[0] - 3, p[1] - 3], [p[0] + 3, p[1] + 3], STYLE.field);
      this.line([p[0] - 3, p[1] + 3], [p[0] + 3, p[1] - 3], STYLE.field);
      if (f.k === "velocity") {
        const tip = [p[0] + f.dir[0] * 100 * STYLE.velocityScale, p[1] + f.dir[1] * 100 * STYLE.velocityScale];
        this.arrow(p, tip, STYLE.field, 1.5);
      }
    }
  }

  fieldVectors() {
    const g = this.s.grid;
    let strongest = 0;
    for (let i = 0; i < g.length; i += 4) strongest = Math.max(strongest, Math.hypot(g[i + 2], g[i + 3]));
    if (!(strongest > 0) || !Number.isFinite(strongest)) return;
    for (let i = 0; i < g.length; i += 4) {
      const magnitude = Math.hypot(g[i + 2], g[i + 3]);
      if (!(magnitude > 0) || !Number.isFinite(magnitude)) continue;
      const t = magnitude / strongest;
      const half = (STYLE.fieldVectorLength * t) / 2 / magnitude;
      const d = [g[i + 2] * half, g[i + 3] * half];
      this.arrow([g[i] - d[0], g[i + 1] - d[1]], [g[i] + d[0], g[i + 1] + d[1]], fieldColor(t), 1);
    }
  }

  contacts() {
    for (const c of this.s.contacts) {
      if (c.t) {
        this.circle(c.p, 2.5, null, STYLE.contact);
        this.arrow(c.p, [c.p[0] + c.n[0] * STYLE.normalLength, c.p[1] + c.n[1] * STYLE.normalLength], STYLE.contact);
      } else {
        this.circle(c.p, 2, STYLE.contact, null, 0.75);
      }
    }
  }
}
