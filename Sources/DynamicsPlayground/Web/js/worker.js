// The playground's Web Worker: the simulation runs here, in the same Swift compiled to
// WebAssembly (dynamics.wasm, next to index.html; Scripts/build-site builds it), so the page stays
// responsive. Two uses, one worker each:
//
// The live session (protocol.js's WorkerConnection): {command: "open", scene} starts the session
// the server would run for a WebSocket, ticked here at 60 Hz; {command: "send", text} is one
// client message. Out: {messages: [...]}, JSON texts and binary frames (ArrayBuffers) exactly as
// the server sends them.
//
// Headless runs (headless.js): {id, command: "scenes"}, {id, command: "run", scene, frames} and
// {id, command: "benchPile", steps} (the engine's 1,000-item pile, for BENCHMARKS.md);
// out: {id, result} or {id, error}. A run's result is {frames, hash, milliseconds}: the scene with
// its scripted input and no clock, `frames` frames (negative: to its end, as `dynamics hashes`
// runs it), the state hash as `dynamics hashes` prints it, and the time the worker spent.
import { loadPlayground } from "./wasi.js";

const ready = fetch(new URL("../dynamics.wasm", import.meta.url))
  .then((response) => {
    if (!response.ok) throw new Error(`dynamics.wasm: HTTP ${response.status}`);
    return response.arrayBuffer();
  })
  .then((bytes) => loadPlayground(bytes, (line) => console.log(line)));

/** Posts a session call's messages, handing the frames' buffers over rather than copying them. */
function post(messages) {
  if (messages.length) self.postMessage({ messages }, messages.filter((m) => m instanceof ArrayBuffer));
}

/** Ticks the session at 60 Hz on a deadline, as the server's driver does (a late tick does not
 * cause a burst). */
function tickForever(session) {
  const interval = 1000 / 60;
  let deadline = performance.now();
  const tick = () => {
    post(session.tick());
    deadline += interval;
    const now = performance.now();
    if (now - deadline > interval) deadline = now;
    setTimeout(tick, Math.max(0, deadline - now));
  };
  setTimeout(tick, interval);
}

let session = null;

self.addEventListener("message", async (event) => {
  const { id, command } = event.data ?? {};
  try {
    const playground = await ready;
    if (command === "open") {
      if (session) throw new Error("the session is already open");
      session = playground.session;
      post(session.open(event.data.scene));
      tickForever(session);
    } else if (command === "send") {
      if (!session) throw new Error("no session: open one first");
      post(session.command(event.data.text));
    } else if (command === "benchPile") {
      const result = playground.benchPile(Math.min(Math.max(1, Math.trunc(event.data.steps)), 10_000));
      if (result.error) throw new Error(result.error);
      self.postMessage({ id, result });
    } else if (command === "scenes") {
      self.postMessage({ id, result: playground.scenes() });
    } else if (command === "run") {
      const { scene, frames } = event.data;
      if (!Number.isInteger(frames) || frames > 1_000_000) {
        throw new Error(`frames ${frames} must be a whole number up to 1,000,000`);
      }
      const start = performance.now();
      const result = playground.run(scene, frames);
      if (result.error) throw new Error(result.error);
      self.postMessage({ id, result: { ...result, milliseconds: performance.now() - start } });
    } else {
      throw new Error(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (id === undefined) {
      self.postMessage({ messages: [JSON.stringify({ type: "error", message: String(error.message ?? error) })] });
      return;
    }
    self.postMessage({ id, error: String(error.message ?? error) });
  }
});
