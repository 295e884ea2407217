// The playground's Web Worker: the simulation runs here, in the same Swift compiled to
// WebAssembly (dynamics.wasm, next to index.html; Scripts/build-site builds it), so the page stays
// responsive. Messages in: {id, command: "scenes"} and {id, command: "run", scene, frames};
// messages out: {id, result} or {id, error}. A run's result is {frames, hash, milliseconds}: the
// scene with its scripted input and no clock, `frames` frames (negative: to its end, as
// `dynamics hashes` runs it), the state hash as `dynamics hashes` prints it, and the time the
// worker spent.
import { loadPlayground } from "./wasi.js";

const ready = fetch(new URL("../dynamics.wasm", import.meta.url))
  .then((response) => {
    if (!response.ok) throw new Error(`dynamics.wasm: HTTP ${response.status}`);
    return response.arrayBuffer();
  })
  .then((bytes) => loadPlayground(bytes, (line) => console.log(line)));

self.addEventListener("message", async (event) => {
  const { id, command } = event.data ?? {};
  try {
    const playground = await ready;
    if (command === "scenes") {
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
    self.postMessage({ id, error: String(error.message ?? error) });
  }
});
