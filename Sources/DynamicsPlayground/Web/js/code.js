// The Code tab: the scene as Swift source (edits made in the Scene JSON tab and the inspector's
// changes included), read-only, with a Copy button. Two forms: an iOS app's view controller to
// paste into Xcode (`Scene.swiftAppSource()` on the server) or the headless test that steps the
// animator (`Scene.swiftSource()`).

/** The forms of the `code` message, as the server names them, with their labels. */
const FORMS = [
  ["app", "iOS app (UIViewController)"],
  ["test", "Test (headless)"],
];

export class CodeTab {
  constructor(app, node) {
    this.app = app;
    this.node = node;
    this.visible = false;
    this.stale = true;
    const bar = document.createElement("div");
    bar.className = "code-actions";
    this.form = document.createElement("select");
    this.form.id = "code-form";
    this.form.title = "Which Swift: a view controller for an iOS app, or a test that steps the animator";
    this.form.setAttribute("aria-label", "Form of the Swift source");
    for (const [value, label] of FORMS) this.form.add(new Option(label, value));
    // Styled here, like the tab's buttons, so the stylesheet needs no rule of its own; the bar
    // wraps when the panel is narrow, keeping the status line readable.
    this.form.style.cssText = "height: 28px; padding: 0 6px; border: 1px solid var(--line); " +
      "border-radius: 8px; background: var(--bg); color: inherit; max-width: 100%;";
    bar.style.flexWrap = "wrap";
    this.form.addEventListener("change", () => this.request());
    this.copyButton = document.createElement("button");
    this.copyButton.id = "code-copy";
    this.copyButton.textContent = "Copy";
    this.copyButton.title = "Copy the Swift source";
    this.copyButton.addEventListener("click", () => this.copy());
    this.status = document.createElement("span");
    this.status.className = "hint";
    this.status.setAttribute("aria-live", "polite");
    bar.append(this.form, this.copyButton, this.status);
    node.before(bar);
    node.setAttribute("tabindex", "0");
    node.setAttribute("aria-label", "The scene as Swift source (read-only)");
  }

  /** A scene arrived: its code is fetched now if the tab shows, else when it is opened. */
  sceneLoaded() {
    this.stale = true;
    if (this.visible) this.request();
  }

  /** The tab was opened or closed. */
  shown(visible) {
    const opened = visible && !this.visible;
    this.visible = visible;
    // Fetched each time the tab opens: the inspector may have changed the scene meanwhile.
    if (opened || (visible && this.stale)) this.request();
  }

  request() {
    this.stale = false;
    this.status.textContent = "generating…";
    this.app.send({ type: "code", form: this.form.value });
  }

  /** The server's `code` message. */
  answer(m) {
    // An answer for the other form (the choice changed meanwhile) waits for the next one.
    if (m.form && m.form !== this.form.value) return;
    this.node.textContent = m.text;
    const name = m.typeName ? `${m.typeName}.swift` : m.name;
    this.status.textContent = `${name} · ${m.text.split("\n").length} lines`;
  }

  async copy() {
    const text = this.node.textContent;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard API (an insecure origin): select the text and use the old command.
      const selection = getSelection();
      const range = document.createRange();
      range.selectNodeContents(this.node);
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand("copy");
    }
    this.status.textContent = "copied";
  }
}
