// Time travel: a bar under the canvas showing the kept span (the last 10 s) and the frame shown.
// Dragging it scrubs (the server restores that frame and sends it); ← steps one frame back while
// paused; play or any input goes on from the frame shown and discards the frames after it.

export class Timeline {
  constructor(app, nodes) {
    this.app = app;
    this.range = nodes.range;
    this.label = nodes.label;
    this.bar = nodes.bar;
    this.first = 0;
    this.live = 0;
    this.fps = 60;
    this.scrubbing = false;
    this.dragging = false;
    this.pending = null;
    this.inFlight = false;
    this.sentAt = 0;
    this.range.addEventListener("pointerdown", () => { this.dragging = true; });
    addEventListener("pointerup", () => { this.dragging = false; });
    this.range.addEventListener("input", () => this.scrub(Number(this.range.value)));
    this.range.addEventListener("keydown", (e) => {
      // The slider's own arrow keys would skip the server: ← and → go through the app's keys.
      if (e.key === "ArrowLeft" || e.key === "ArrowRight") e.preventDefault();
    });
    nodes.back.addEventListener("click", () => this.stepBack());
  }

  /** A new scene: an empty history. */
  reset() {
    this.first = 0;
    this.live = 0;
    this.scrubbing = false;
    this.show(0);
  }

  /** The server's `timeline` message. */
  update(m) {
    this.inFlight = false;
    this.sendPending();
    this.first = m.first;
    this.live = m.live;
    this.fps = m.framesPerSecond || 60;
    this.scrubbing = m.scrubbing;
    const kept = ((m.live - m.first) / this.fps).toFixed(1);
    const memory = m.bytes >= 1 << 20 ? `${(m.bytes / (1 << 20)).toFixed(1)} MiB` : `${(m.bytes / 1024).toFixed(0)} KiB`;
    this.bar.title = `Kept: ${kept} s, a snapshot every ${m.interval} frame${m.interval === 1 ? "" : "s"} (${m.snapshots}, ${memory})`;
    const frame = this.app.frame;
    this.show(m.frame, frame && frame.index === m.frame ? frame.time : undefined);
  }

  /** A frame arrived: at the live end the span grows with it. */
  frameArrived(frame) {
    if (!this.scrubbing && frame.index > this.live) this.live = frame.index;
    this.show(frame.index, frame.time);
  }

  /**
   * Shows frame `index`; `time` is its simulated time (the frame's own clock: at 0.1× a wall
   * second is 0.1 s), the frame count at 60 Hz when not known. How far back stays in frames.
   */
  show(index, time = index / this.fps) {
    this.range.min = String(this.first);
    this.range.max = String(Math.max(this.live, this.first));
    if (!this.dragging) this.range.value = String(index);
    const seconds = time;
    const behind = (this.live - index) / this.fps;
    this.label.textContent = this.scrubbing && index < this.live
      ? `${seconds.toFixed(2)} s · −${behind.toFixed(2)} s`
      : `${seconds.toFixed(2)} s · live`;
    this.bar.classList.toggle("scrubbing", this.scrubbing && index < this.live);
  }

  /**
   * Sends the frame under the slider: one scrub at a time (the server's `timeline` answer frees
   * the next), so a big scene that takes a while to rebuild a frame only gets the latest position.
   */
  scrub(frame) {
    this.pending = frame;
    this.scrubbing = frame < this.live;
    if (this.inFlight && performance.now() - this.sentAt < 1000) return;
    this.sendPending();
  }

  sendPending() {
    if (this.pending === null) return;
    this.inFlight = true;
    this.sentAt = performance.now();
    this.app.send({ type: "scrub", frame: this.pending });
    this.pending = null;
  }

  /** ← : one frame back (the server pauses). */
  stepBack() {
    if (this.app.frame && this.app.frame.index <= this.first) return;
    this.scrubbing = true;
    this.app.send({ type: "stepBack" });
  }
}
