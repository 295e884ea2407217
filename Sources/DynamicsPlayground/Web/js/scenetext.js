// The scene as text: a JSON editor that re-validates on the server as you type (debounced) and
// reloads the scene when it is valid, file import (picker and drag-and-drop) and exports.

/** The playground's per-message limit (PlaygroundLimits.maxMessageBytes): bigger texts are refused here. */
export const MESSAGE_LIMIT = 64 * 1024;
const DEBOUNCE_MS = 400;

export class SceneText {
  constructor(app, nodes) {
    this.app = app;
    this.editor = nodes.editor;
    this.status = nodes.status;
    this.problems = nodes.problems;
    // True once the text is the user's: a restart or a scene from text then leaves it alone.
    this.edited = false;
    this.pendingDownload = null;
    this.lastExport = null;
    this.editor.addEventListener("input", () => {
      this.edited = true;
      clearTimeout(this.timer);
      this.setStatus("editing…");
      this.timer = setTimeout(() => this.submit(), DEBOUNCE_MS);
    });
    nodes.importInput.addEventListener("change", () => {
      const file = nodes.importInput.files[0];
      if (file) this.importFile(file);
      nodes.importInput.value = "";
    });
    nodes.exportJSON.addEventListener("click", () => this.requestExport("json"));
    nodes.exportSVG.addEventListener("click", () => this.requestExport("svg"));
    nodes.exportAnimated.addEventListener("click", () => this.requestExport("animatedSVG"));
    this.wireDrop(nodes.dropzone);
  }

  /** The inspector changed an item's material: live only, the text does not say it. */
  inspectorChanged() {
    if (this.liveChanges) return;
    this.liveChanges = true;
    this.setStatus("Item materials changed in the inspector are live only: they are not in this text.");
  }

  /** The inspector changed a behavior: fetch the text again (unless it is the user's). */
  refreshSoon() {
    if (this.edited) return;
    clearTimeout(this.refreshTimer);
    this.refreshTimer = setTimeout(() => {
      if (!this.edited) this.app.send({ type: "export", format: "json" });
    }, 300);
  }

  /** A scene arrived: show its JSON unless the text is the user's. */
  sceneLoaded(fromMenu) {
    this.liveChanges = false;
    if (fromMenu) this.edited = false;
    if (!this.edited) this.app.send({ type: "export", format: "json" });
  }

  setStatus(text, kind = "") {
    this.status.textContent = text;
    this.status.className = `hint ${kind}`;
  }

  /** Sends the text for validation (and a reload when valid), unless it is too big to send. */
  submit() {
    const message = { type: "sceneText", text: this.editor.value };
    const bytes = new TextEncoder().encode(JSON.stringify(message)).length;
    if (bytes > MESSAGE_LIMIT) {
      this.showProblems([{ path: "$", message: tooBig(bytes) }]);
      this.setStatus("not sent: too big", "bad");
      return;
    }
    this.setStatus("checking…");
    this.app.send(message);
  }

  /** The `sceneProblems` answer. */
  answer(message) {
    this.showProblems(message.problems);
    if (message.loaded) this.setStatus("valid: the scene reloaded", "good");
    else this.setStatus(`${message.problems.length} problem${message.problems.length === 1 ? "" : "s"}: the scene runs on unchanged`, "bad");
  }

  showProblems(problems) {
    this.problems.replaceChildren(...problems.map((p) => {
      const row = document.createElement("li");
      const path = document.createElement("code");
      path.textContent = p.path;
      row.append(path, `: ${p.message}`);
      row.title = "Show in the text";
      row.addEventListener("click", () => this.reveal(p.path));
      return row;
    }));
    this.editor.classList.toggle("invalid", problems.length > 0);
  }

  /** Selects the last key of a problem's path in the text (a best guess, for orientation). */
  reveal(path) {
    const key = path.split(/[.[\]]/).filter((part) => part && !/^\d+$/.test(part) && part !== "$").pop();
    if (!key) return;
    const at = this.editor.value.indexOf(`"${key}"`);
    if (at < 0) return;
    this.editor.focus();
    this.editor.setSelectionRange(at, at + key.length + 2);
  }

  requestExport(format) {
    this.pendingDownload = format;
    const message = { type: "export", format };
    if (format === "svg") message.layers = [...this.app.layers];
    this.app.send(message);
  }

  /** The `exported` answer: a download, or the editor's text. */
  exported(message) {
    this.lastExport = message;
    if (message.format === this.pendingDownload) {
      this.pendingDownload = null;
      download(message.name, message.text, message.format === "json" ? "application/json" : "image/svg+xml");
      return;
    }
    if (message.format === "json" && !this.edited) {
      this.editor.value = message.text;
      this.showProblems([]);
      if (!this.liveChanges) this.setStatus(`${this.app.info?.name ?? "scene"}: edit to change it; it reloads when valid`);
    }
  }

  /** Puts a scene's text (from a link) in the editor as the learner's, and submits it. */
  loadText(text) {
    clearTimeout(this.timer);
    this.editor.value = text;
    this.edited = true;
    this.submit();
  }

  /** Reads a picked or dropped file into the editor and submits it (too big: refused unread). */
  importFile(file) {
    this.app.showTab("json");
    if (file.size > MESSAGE_LIMIT) {
      this.showProblems([{ path: "$", message: `${file.name}: ${tooBig(file.size)}` }]);
      this.setStatus("not loaded: too big", "bad");
      return;
    }
    file.text().then((text) => {
      this.editor.value = text;
      this.edited = true;
      this.submit();
    });
  }

  wireDrop(zone) {
    let depth = 0;
    const hasFiles = (e) => [...(e.dataTransfer?.types ?? [])].includes("Files");
    addEventListener("dragenter", (e) => {
      if (!hasFiles(e)) return;
      depth++;
      zone.hidden = false;
    });
    addEventListener("dragleave", () => {
      depth = Math.max(0, depth - 1);
      if (!depth) zone.hidden = true;
    });
    addEventListener("dragover", (e) => {
      if (hasFiles(e)) e.preventDefault();
    });
    addEventListener("drop", (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      zone.hidden = true;
      const file = e.dataTransfer.files[0];
      if (file) this.importFile(file);
    });
  }
}

function tooBig(bytes) {
  const size = bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KiB`;
  return `${size}: the playground takes scene text up to 64 KiB (its message limit); run bigger files with \`dynamics run FILE\``;
}

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
