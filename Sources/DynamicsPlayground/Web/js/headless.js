// Scripted, deterministic runs in a Web Worker (worker.js): the scene with its scripted input and
// no real-time clock, in the same Swift compiled to WebAssembly, so a test can compare the state
// hash with the native `dynamics hashes`. Needs dynamics.wasm beside index.html, which the static
// site has (Scripts/build-site) and `dynamics play` does not serve.

export class HeadlessRuns {
  constructor() {
    this.worker = null;
    this.pending = new Map();
    this.nextID = 1;
  }

  /** The catalogue as the module knows it: [{name, summary, category}]. */
  scenes() {
    return this.call({ command: "scenes" });
  }

  /**
   * Runs catalogue scene `name` for `frames` frames (negative: to the end of its script) and
   * resolves to {frames, hash, milliseconds}; rejects with the module's message for an unknown
   * scene or a bad frame count.
   */
  run(name, frames) {
    return this.call({ command: "run", scene: String(name), frames: Number(frames) });
  }

  /** Times the engine's 1,000-item pile in the worker: resolves to {microsecondsPerStep, steps}. */
  benchPile(steps) {
    return this.call({ command: "benchPile", steps: Number(steps) });
  }

  call(message) {
    if (!this.worker) {
      this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
      this.worker.addEventListener("message", (event) => this.answer(event.data));
      this.worker.addEventListener("error", (event) => this.failAll(event.message || "the worker failed"));
    }
    const id = this.nextID++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  answer({ id, result, error }) {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (error) waiting.reject(new Error(error));
    else waiting.resolve(result);
  }

  failAll(reason) {
    for (const { reject } of this.pending.values()) reject(new Error(reason));
    this.pending.clear();
  }
}
