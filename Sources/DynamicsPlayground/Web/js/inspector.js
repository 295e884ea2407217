// The inspector: the scene's behaviors (from the server's `inspector` message) and the selected
// item's material (`itemInspector`), each property a live control. A change is sent as `set`; the
// server answers with `property`: the value now, or the library's refusal, shown beside the control.

const el = (tag, props = {}, ...children) => {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
};

/** Numbers for people: at most 6 significant digits, no trailing zeros, no "-0". */
export function formatNumber(x) {
  if (x === null || x === undefined) return "";
  if (Object.is(x, -0) || x === 0) return "0";
  if (Math.abs(x) >= 1e6 || Math.abs(x) < 1e-4) return x.toExponential(2).replace(/\.?0+e/, "e");
  return String(Number(x.toPrecision(6)));
}

/**
 * A vector or point for people: a component a millionth of the other's size or less is the
 * rounding of a computed angle (cos π/2 in Float is −4.4e-8), shown as 0.
 */
export function formatPair(v) {
  const scale = Math.max(Math.abs(v[0] ?? 0), Math.abs(v[1] ?? 0));
  return v.map((c) => (c !== null && scale > 0 && Math.abs(c) <= scale * 1e-6 ? "0" : formatNumber(c)));
}

/** Any value as text: numbers and pairs as formatNumber and formatPair write them. */
function formatValue(v) {
  if (typeof v === "number") return formatNumber(v);
  if (Array.isArray(v)) return `(${formatPair(v).join(", ")})`;
  return String(v);
}

export class Inspector {
  constructor(app, behaviorsNode, propertiesNode, itemNode) {
    this.app = app;
    this.behaviorsNode = behaviorsNode;
    this.propertiesNode = propertiesNode;
    this.itemNode = itemNode;
    this.behaviors = [];
    this.selected = -1;
    this.item = -1;
    this.sceneName = null;
    this.controls = new Map();
    this.lastSent = new Map();
  }

  /** Marks the behaviors the "Why still running?" panel names (indices in the list). */
  markNamed(indices) {
    this.named = indices;
    for (const row of this.behaviorsNode.querySelectorAll("button.behavior")) {
      row.classList.toggle("named", indices.has(Number(row.dataset.index)));
    }
  }

  /** The label of behavior `index` of the list (the settling panel names behaviors by it). */
  labelOf(index) {
    return this.behaviors[index]?.label;
  }

  /** A new behavior list: keep the selection within the same scene, else pick its first field. */
  show(message, sceneName) {
    const sameScene = sceneName === this.sceneName;
    // The list is resent when values changed under it (a script event, time travel): the item's
    // material shown may have changed too, so ask for it again while the item still exists.
    if (sameScene && this.item >= 0 && this.item < (this.app.info?.items.length ?? 0)) {
      this.app.send({ type: "inspect", item: this.item });
    }
    const sameList = sameScene && message.behaviors.length === this.behaviors.length &&
      message.behaviors.every((b, i) => b.label === this.behaviors[i].label && b.active === this.behaviors[i].active);
    if (sameList) {
      // Fresh values (a script event changed some): update the controls in place.
      this.behaviors = message.behaviors;
      const behavior = this.behaviors[this.selected];
      for (const p of behavior?.properties ?? []) this.controls.get(`b${this.selected}:${p.name}`)?.set(p.value, false, p);
      return;
    }
    this.sceneName = sceneName;
    this.behaviors = message.behaviors;
    if (!sameScene || this.selected >= this.behaviors.length) {
      const field = this.behaviors.findIndex((b) => b.kind === "field");
      this.selected = field >= 0 ? field : this.behaviors.length ? 0 : -1;
      this.itemNode.replaceChildren(el("p", { className: "hint", textContent: "Click an item in the scene to see and change its material." }));
      this.item = -1;
    }
    this.renderList();
    this.renderBehavior();
  }

  renderList() {
    const rows = this.behaviors.map((b, i) => {
      const row = el("button", { className: "behavior", type: "button", role: "option" },
        el("span", { className: "label", textContent: b.label }),
        el("span", { className: `kind kind-${b.kind}`, textContent: b.kind }));
      row.dataset.index = String(i);
      const more = b.itemCount > b.items.length ? ` and ${b.itemCount - b.items.length} more` : "";
      row.title = b.items.length ? `acts on ${b.items.join(", ")}${more}` : b.kind;
      if (!b.active) row.classList.add("inactive");
      // Named by the "Why still running?" panel (markNamed).
      if (this.named?.has(i)) row.classList.add("named");
      row.setAttribute("aria-selected", String(i === this.selected));
      row.addEventListener("click", () => {
        this.selected = i;
        this.renderList();
        this.renderBehavior();
      });
      return row;
    });
    if (!rows.length) rows.push(el("p", { className: "hint", textContent: "This scene has no behaviors." }));
    this.behaviorsNode.replaceChildren(...rows);
  }

  renderBehavior() {
    for (const key of [...this.controls.keys()]) if (key.startsWith("b")) this.controls.delete(key);
    const behavior = this.behaviors[this.selected];
    if (!behavior) {
      this.propertiesNode.replaceChildren();
      return;
    }
    const heading = el("h3", { textContent: behavior.label },
      el("small", { textContent: ` ${behavior.kind}${behavior.active ? "" : " · not active yet"}` }));
    const help = el("p", { className: "hint behavior-help", textContent: behavior.help ?? "" });
    const rows = behavior.properties.map((p) => this.row({ behavior: this.selected }, `b${this.selected}`, p));
    this.propertiesNode.replaceChildren(heading, help, ...rows);
  }

  /** The `itemInspector` answer: the item's material. */
  showItem(message) {
    // A refusal shown for this item stays when its panel is drawn anew (a script event resends it).
    const refused = new Map();
    for (const [key, control] of this.controls) {
      if (key.startsWith(`i${message.item}:`) && control.error.textContent) refused.set(key, control.error.textContent);
    }
    this.item = message.item;
    for (const key of [...this.controls.keys()]) if (key.startsWith("i")) this.controls.delete(key);
    const heading = el("h3", { textContent: message.name }, el("small", { textContent: " material" }));
    const rows = message.properties.map((p) => this.row({ item: message.item }, `i${message.item}`, p));
    this.itemNode.replaceChildren(heading, ...rows);
    for (const [key, text] of refused) {
      const control = this.controls.get(key);
      if (!control) continue;
      control.error.textContent = text;
      control.row.classList.add("refused");
    }
  }

  /** One property: a label, its control(s), and a place for the library's message. */
  row(target, prefix, p) {
    const key = `${prefix}:${p.name}`;
    const error = el("span", { className: "error", role: "alert" });
    const row = el("div", { className: "property" });
    row.dataset.property = p.name;
    const label = el("label", { textContent: p.name });
    if (p.unit) label.append(el("span", { className: "unit", textContent: ` ${p.unit}` }));
    label.title = [p.help, p.domain ? `The library accepts ${formatNumber(p.domain[0])} … ${formatNumber(p.domain[1])}` : ""]
      .filter(Boolean).join("\n") || p.name;
    const help = el("small", { className: "help", textContent: p.help ?? "" });
    const send = (value) => this.send(target, p.name, value, key);
    let set;
    if (!p.editable) {
      const text = el("span", { className: "fixed mono", textContent: p.text ?? formatValue(p.value) });
      row.append(label, text, help);
      this.controls.set(key, { set: (v, _force, fresh) => { text.textContent = fresh?.text ?? formatValue(v); }, error, row });
      return row;
    }
    if (p.kind === "bool") {
      const box = el("input", { type: "checkbox", checked: p.value });
      box.addEventListener("change", () => send(box.checked));
      set = (v) => { box.checked = v; };
      row.append(el("label", { className: "check" }, box, p.name));
    } else if (p.kind === "number") {
      const [lo, hi] = p.typical ?? p.domain ?? [0, 1];
      const slider = el("input", { type: "range", min: String(lo), max: String(hi), step: String((hi - lo) / 200 || 0.01) });
      const number = el("input", { type: "number", step: "any", className: "number" });
      slider.setAttribute("aria-label", p.name);
      number.setAttribute("aria-label", `${p.name} value`);
      set = (v, force) => {
        if (v === null) return;
        slider.value = String(v);
        if (force || document.activeElement !== number) number.value = formatNumber(v);
      };
      slider.addEventListener("input", () => {
        number.value = formatNumber(Number(slider.value));
        this.throttled(key, () => send(Number(slider.value)));
      });
      number.addEventListener("change", () => {
        const text = number.value.trim();
        if (text !== "") return send(Number(text));
        // Text that is not a number ("abc") reaches here as an empty value: say so and show the
        // value kept. A field emptied on purpose is left alone until it holds a number again.
        if (number.validity.badInput) {
          const control = this.controls.get(key);
          control.error.textContent = `${p.name}: that is not a number; kept ${formatNumber(Number(slider.value))}`;
          control.row.classList.add("refused");
          number.value = formatNumber(Number(slider.value));
        }
      });
      row.append(label, el("div", { className: "pair" }, slider, number));
    } else if (p.kind === "region") {
      // A region as text: "infinite", "empty", a radius (a circle) or a width and height.
      const text = el("input", { type: "text", className: "number region mono", spellcheck: false });
      text.setAttribute("aria-label", p.name);
      text.title = "infinite, empty, a radius (circle) or width height (rectangle)";
      set = (v, force) => { if (force || document.activeElement !== text) text.value = v; };
      text.addEventListener("change", () => {
        const words = text.value.toLowerCase();
        const numbers = (words.match(/[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/g) ?? []).map(Number);
        if (words.includes("infinite")) send(true);
        else if (words.includes("empty")) send(false);
        else if (numbers.length === 1) send(numbers[0]);
        else if (numbers.length === 2) send(numbers);
        else {
          const control = this.controls.get(key);
          control.error.textContent = "region: write infinite, empty, a radius, or a width and a height";
          control.row.classList.add("refused");
        }
      });
      row.append(label, el("div", { className: "pair" }, text));
    } else {
      // Points, vectors and ranges: two numbers (an empty range end is unbounded).
      const a = el("input", { type: "number", step: "any", className: "number" });
      const b = el("input", { type: "number", step: "any", className: "number" });
      a.setAttribute("aria-label", `${p.name} ${p.kind === "range" ? "minimum" : "x"}`);
      b.setAttribute("aria-label", `${p.name} ${p.kind === "range" ? "maximum" : "y"}`);
      a.placeholder = p.kind === "range" ? "−∞" : "x";
      b.placeholder = p.kind === "range" ? "∞" : "y";
      set = (v, force) => {
        const [x, y] = formatPair(v);
        if (force || document.activeElement !== a) a.value = x;
        if (force || document.activeElement !== b) b.value = y;
      };
      const read = (input) => (input.value.trim() === "" ? (p.kind === "range" ? null : NaN) : Number(input.value));
      const change = () => send([read(a), read(b)]);
      a.addEventListener("change", change);
      b.addEventListener("change", change);
      row.append(label, el("div", { className: "pair" }, a, b));
    }
    set(p.value);
    row.append(help, error);
    this.controls.set(key, { set, error, row });
    return row;
  }

  /**
   * Shows the values an answer read back. A changed list of properties (a rod given a frequency
   * gains its spring feel) is drawn anew; otherwise each control takes its value, except the
   * field being typed in.
   */
  readBack(message, isBehavior) {
    const prefix = isBehavior ? `b${message.behavior}` : `i${message.item}`;
    const names = (list) => list.map((p) => p.name).join(",");
    if (isBehavior) {
      const behavior = this.behaviors[message.behavior];
      if (!behavior) return;
      const changed = names(behavior.properties) !== names(message.properties);
      behavior.properties = message.properties;
      if (changed && message.behavior === this.selected) return this.renderBehavior();
    } else if (message.item === this.item && [...this.controls.keys()].filter((k) => k.startsWith(`${prefix}:`)).length !== message.properties.length) {
      return this.showItem({ item: message.item, name: this.itemNode.querySelector("h3")?.firstChild?.textContent ?? "", properties: message.properties });
    }
    for (const p of message.properties) {
      if (p.name !== message.property) this.controls.get(`${prefix}:${p.name}`)?.set(p.value, false, p);
    }
  }

  /** Slider drags send at most every 50 ms, and always their last value. */
  throttled(key, action) {
    const now = performance.now();
    const last = this.lastSent.get(key) ?? 0;
    clearTimeout(this.pending);
    if (now - last >= 50) {
      this.lastSent.set(key, now);
      action();
    } else {
      this.pending = setTimeout(() => { this.lastSent.set(key, performance.now()); action(); }, 50 - (now - last));
    }
  }

  send(target, property, value, key) {
    // JSON has no NaN or infinity: such a field is refused here, the old value stays.
    const numbers = Array.isArray(value) ? value : [value];
    if (numbers.some((x) => typeof x === "number" && !Number.isFinite(x))) {
      const control = this.controls.get(key);
      if (control) {
        control.error.textContent = `${property}: not a finite number; kept the old value`;
        control.row.classList.add("refused");
      }
      return;
    }
    this.app.send({ type: "set", ...target, property, value });
  }

  /**
   * The `property` answer: the value now, the library's message if it refused, and every property
   * of the behavior or item read back from the animator (one change can move others).
   */
  answer(message) {
    const isBehavior = message.behavior !== undefined && message.behavior !== null;
    const key = isBehavior ? `b${message.behavior}:${message.property}` : `i${message.item}:${message.property}`;
    if (message.properties?.length) this.readBack(message, isBehavior);
    const control = this.controls.get(key);
    if (isBehavior) {
      const property = this.behaviors[message.behavior]?.properties.find((p) => p.name === message.property);
      if (property) property.value = message.value;
    }
    // A behavior's change is written into the scene text; an item's material is live only.
    if (!message.error) {
      if (message.item !== undefined && message.item !== null) this.app.sceneText.inspectorChanged();
      else this.app.sceneText.refreshSoon();
    }
    if (!control) return;
    // After a refusal the field shows the value kept, even while it has the focus.
    control.set(message.value, Boolean(message.error));
    control.error.textContent = message.error ?? "";
    control.row.classList.toggle("refused", Boolean(message.error));
  }
}
