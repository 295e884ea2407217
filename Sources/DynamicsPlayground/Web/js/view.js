// Drawing the scene: the reference bounds fitted to the canvas, sharp on high-DPI screens.

export class View {
  constructor(canvas) {
    this.canvas = canvas;
    this.context = canvas.getContext("2d");
    this.bounds = { x: 0, y: 0, width: 320, height: 480 };
    this.scale = 1;
    this.offset = { x: 0, y: 0 };
    this.colors = {};
    this.readColors();
    matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => this.readColors());
  }

  readColors() {
    const style = getComputedStyle(document.documentElement);
    for (const name of ["stage", "scene", "scene-edge", "handle", "item-edge", "text", "muted", "accent"]) {
      this.colors[name] = style.getPropertyValue(`--${name}`).trim();
    }
    this.dark = matchMedia("(prefers-color-scheme: dark)").matches;
  }

  /** Sizes the backing store to the element's CSS size × devicePixelRatio and fits the bounds. */
  fit() {
    const rect = this.canvas.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(rect.width * ratio));
    const height = Math.max(1, Math.round(rect.height * ratio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
    }
    this.ratio = ratio;
    this.cssWidth = rect.width;
    this.cssHeight = rect.height;
    // A phone's narrow canvas gives the scene almost all of its width (a 40 pt item finger-sized).
    const margin = rect.width < 500 ? 8 : 24;
    const caption = document.getElementById("caption").getBoundingClientRect();
    const top = Math.max(margin, caption.bottom - rect.top + 14);
    const b = this.bounds;
    this.scale = Math.max(0.05, Math.min((rect.width - 2 * margin) / b.width, (rect.height - top - margin) / b.height));
    this.offset.x = (rect.width - b.width * this.scale) / 2 - b.x * this.scale;
    this.offset.y = top + (rect.height - top - margin - b.height * this.scale) / 2 - b.y * this.scale;
  }

  /** Scene coordinates of a point given in CSS pixels relative to the canvas. */
  toScene(x, y) {
    return { x: (x - this.offset.x) / this.scale, y: (y - this.offset.y) / this.scale };
  }

  /** Sets the transform so that drawing happens in scene points. */
  sceneTransform() {
    const r = this.ratio;
    this.context.setTransform(r * this.scale, 0, 0, r * this.scale, r * this.offset.x, r * this.offset.y);
  }

  /** Draws the scene: the items at the frame's poses (`highlighted`: item indices outlined dashed,
   * the ones the "Why still running?" panel names; `selected`: the item clicked, outlined solid)
   * and the handles. The legend under the canvas (guide.js) names both outlines. */
  draw(info, frame, handleHighlight, highlighted = null, selected = -1) {
    const ctx = this.context;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!info) return;
    this.sceneTransform();
    const b = this.bounds;
    // The reference view: a card with a soft shadow.
    ctx.save();
    ctx.shadowColor = this.dark ? "rgba(0,0,0,0.5)" : "rgba(16,24,40,0.12)";
    ctx.shadowBlur = 18 * this.ratio;
    ctx.fillStyle = this.colors.scene;
    ctx.fillRect(b.x, b.y, b.width, b.height);
    ctx.restore();
    ctx.lineWidth = 1 / this.scale;
    ctx.strokeStyle = this.colors["scene-edge"];
    ctx.strokeRect(b.x, b.y, b.width, b.height);
    if (!frame) return;
    const count = Math.min(info.items.length, frame.poses.length / 3);
    ctx.lineJoin = "round";
    for (let i = 0; i < count; i++) {
      const item = info.items[i];
      const x = frame.poses[3 * i], y = frame.poses[3 * i + 1], angle = frame.poses[3 * i + 2];
      const w = frame.sizes ? frame.sizes[2 * i] : item.width;
      const h = frame.sizes ? frame.sizes[2 * i + 1] : item.height;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(angle);
      ctx.beginPath();
      if (item.shape === "ellipse") {
        ctx.ellipse(0, 0, Math.max(w / 2, 0.01), Math.max(h / 2, 0.01), 0, 0, 2 * Math.PI);
      } else if (item.shape === "path" && item.path) {
        item.path.forEach(([px, py], k) => (k === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
        ctx.closePath();
      } else {
        ctx.rect(-w / 2, -h / 2, w, h);
      }
      ctx.fillStyle = item.color;
      ctx.globalAlpha = 0.92;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = Math.min(1.5, 1.2 / this.scale);
      ctx.strokeStyle = this.colors["item-edge"];
      ctx.stroke();
      if (i === selected) {
        ctx.lineWidth = 2.5 / this.scale;
        ctx.strokeStyle = this.colors.accent;
        ctx.stroke();
      }
      if (highlighted?.has(i)) {
        ctx.setLineDash([4 / this.scale, 3 / this.scale]);
        ctx.lineWidth = 2.5 / this.scale;
        ctx.strokeStyle = this.colors.handle;
        ctx.stroke();
        ctx.setLineDash([]);
      }
      ctx.restore();
    }
    this.drawHandles(info, frame, handleHighlight);
  }

  drawHandles(info, frame, highlight) {
    const ctx = this.context;
    const r = 7 / this.scale;
    for (let i = 0; i < info.handles.length && 2 * i < frame.handles.length; i++) {
      const x = frame.handles[2 * i], y = frame.handles[2 * i + 1];
      ctx.beginPath();
      ctx.arc(x, y, r, 0, 2 * Math.PI);
      ctx.lineWidth = (i === highlight ? 2.5 : 1.5) / this.scale;
      ctx.strokeStyle = this.colors.handle;
      ctx.globalAlpha = i === highlight ? 1 : 0.8;
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(x, y, r * 0.35, 0, 2 * Math.PI);
      ctx.fillStyle = this.colors.handle;
      ctx.fill();
      ctx.globalAlpha = 1;
    }
  }

  /** An arrow in scene points (the push being aimed). */
  drawAim(from, to) {
    const ctx = this.context;
    this.sceneTransform();
    ctx.strokeStyle = "#e03131";
    ctx.fillStyle = "#e03131";
    ctx.lineWidth = 2 / this.scale;
    arrow(ctx, from, to, 10 / this.scale);
  }
}

/** A line from `a` to `b` with a filled head of length `head`. */
export function arrow(ctx, a, b, head) {
  const dx = b.x - a.x, dy = b.y - a.y;
  const length = Math.hypot(dx, dy);
  if (length < 1e-6) return;
  const ux = dx / length, uy = dy / length;
  const h = Math.min(head, length * 0.5);
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  ctx.lineTo(b.x - ux * h * 0.6, b.y - uy * h * 0.6);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(b.x, b.y);
  ctx.lineTo(b.x - ux * h - uy * h * 0.45, b.y - uy * h + ux * h * 0.45);
  ctx.lineTo(b.x - ux * h + uy * h * 0.45, b.y - uy * h - ux * h * 0.45);
  ctx.closePath();
  ctx.fill();
}
