// The Code tab: the scene as Swift source, asked of the server (`export` with format "swift")
// whenever the tab is shown or a scene arrives while it is shown.

export class CodeTab {
  constructor(app, node) {
    this.app = app;
    this.node = node;
    this.visible = false;
  }

  show(visible) {
    this.visible = visible;
    if (visible) this.app.send({ type: "export", format: "swift" });
  }

  sceneLoaded() {
    if (this.visible) this.app.send({ type: "export", format: "swift" });
  }

  /** The `exported` answer of format "swift". */
  exported(message) {
    this.node.textContent = message.text;
  }
}
