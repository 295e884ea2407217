// What the page says to a newcomer: the first-screen hint, the stage notice (a link that did not
// open, a script that is over) and the key to what the canvas draws.

import { LAYERS } from "./overlay.js";

const HINT_KEY = "playground.hint.dismissed";

/** Whether the page is used with a finger rather than a mouse (the hint's wording). */
export const coarsePointer = () => matchMedia("(pointer: coarse)").matches;

/** The hint under the scene; once dismissed it stays away (localStorage). */
export class Hint {
  constructor(nodes, changed) {
    this.node = nodes.hint;
    this.text = nodes.text;
    this.changed = changed;
    nodes.close.addEventListener("click", () => this.dismiss());
    matchMedia("(pointer: coarse)").addEventListener("change", () => this.word());
    this.word();
    this.node.hidden = dismissed();
  }

  word() {
    const verb = coarsePointer() ? "tap" : "click";
    this.text.textContent = `Drag and let go to flick · ${verb} a shape to drop it · ? for help`;
  }

  dismiss() {
    this.node.hidden = true;
    try {
      localStorage.setItem(HINT_KEY, "1");
    } catch {
      // Storage may be off (private windows): the hint then only goes for this page.
    }
    this.changed();
  }
}

function dismissed() {
  try {
    return localStorage.getItem(HINT_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * One message over the stage with an optional action button; it stays until dismissed or
 * replaced (toasts fade, and a link that failed or a script that ended should not be missed).
 */
export class Notice {
  constructor(nodes) {
    this.node = nodes.notice;
    this.text = nodes.text;
    this.button = nodes.action;
    this.kind = null;
    this.button.addEventListener("click", () => this.action?.());
    nodes.close.addEventListener("click", () => this.hide());
  }

  /** Shows `text` ("problem" in red); `action` is {label, run} or null. */
  show(kind, text, action = null, tone = "") {
    this.kind = kind;
    this.text.textContent = text;
    this.action = action?.run ?? null;
    this.button.hidden = !action;
    if (action) this.button.textContent = action.label;
    this.node.className = tone;
    this.node.hidden = false;
  }

  /** Hides the notice, or only a notice of `kind`. */
  hide(kind = null) {
    if (kind && this.kind !== kind) return;
    this.kind = null;
    this.node.hidden = true;
  }
}

/**
 * The layers of `layers` that draw something in `snapshot` (the session's debug data), so the key
 * names only what is on the canvas: a scene with no spring lists no spring.
 */
export function layersShown(layers, snapshot) {
  if (!snapshot) return [];
  const joints = (test) => snapshot.joints.some(test);
  const draws = {
    boundaries: () => snapshot.boundaries.length > 0,
    attachments: () => joints((j) => j.src === "attachment"),
    axes: () => joints((j) => j.k === "pin" || j.k === "slider"),
    snaps: () => snapshot.snaps.length > 0 || joints((j) => j.src === "snap"),
    fields: () => snapshot.fields.length > 0,
    "field-vectors": () => snapshot.fields.length > 0,
  };
  return LAYERS.filter(([name]) => layers.has(name) && (draws[name]?.() ?? true)).map(([name]) => name);
}

/** The key under the canvas: the debug layers drawn, and what the outlines mean. */
export function drawLegend(list, shown, { named, selected }) {
  const entries = LAYERS.filter(([name]) => shown.includes(name)).map(([, label, color]) => legendEntry(label, `background:${color}`));
  if (selected) entries.push(legendEntry("selected item", "", "outline solid"));
  if (named) entries.push(legendEntry("keeps the animator awake", "", "outline dashed", "named in “Why still running?”"));
  list.replaceChildren(...entries);
}

function legendEntry(label, style, kind = "swatch", title = "") {
  const item = document.createElement("li");
  if (title) item.title = title;
  const mark = document.createElement("span");
  mark.className = kind;
  if (style) mark.style.cssText = style;
  item.append(mark, label);
  return item;
}
