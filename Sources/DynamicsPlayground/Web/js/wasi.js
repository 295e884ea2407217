// The few WASI calls the playground's WebAssembly module makes (wasi-libc underneath Embedded
// Swift), for a Web Worker or Node, where no WASI runtime is at hand: writes to standard output
// and error go to `log`, `random_get` uses the platform's crypto (called once, to seed Swift's
// hashing: no result depends on it, the hashes equal the native ones), everything else reports
// "not supported".

const ERRNO_SUCCESS = 0;
const ERRNO_BADF = 8;
const ERRNO_NOSYS = 52;

/** The imports for `WebAssembly.instantiate`; call `bind(instance)` once it exists. */
export function wasiImports(log = (text) => console.log(text)) {
  let memory = null;
  const decoder = new TextDecoder();
  const pending = { 1: "", 2: "" };
  const view = () => new DataView(memory.buffer);
  const imports = {
    fd_write(fd, iovs, count, written) {
      if (fd !== 1 && fd !== 2) return ERRNO_BADF;
      let total = 0;
      for (let i = 0; i < count; i++) {
        const base = view().getUint32(iovs + 8 * i, true);
        const length = view().getUint32(iovs + 8 * i + 4, true);
        pending[fd] += decoder.decode(new Uint8Array(memory.buffer, base, length));
        total += length;
      }
      // One call of `log` per line.
      let newline;
      while ((newline = pending[fd].indexOf("\n")) >= 0) {
        log(pending[fd].slice(0, newline));
        pending[fd] = pending[fd].slice(newline + 1);
      }
      view().setUint32(written, total, true);
      return ERRNO_SUCCESS;
    },
    random_get(buffer, length) {
      crypto.getRandomValues(new Uint8Array(memory.buffer, buffer, length));
      return ERRNO_SUCCESS;
    },
    fd_close: () => ERRNO_NOSYS,
    fd_fdstat_get: () => ERRNO_NOSYS,
    fd_seek: () => ERRNO_NOSYS,
    proc_exit(code) {
      throw new Error(`the WebAssembly module exited with status ${code}`);
    },
  };
  return {
    imports: { wasi_snapshot_preview1: imports },
    bind(instance) {
      memory = instance.exports.memory;
    },
  };
}

/** Instantiates the playground module from its bytes and wraps its exports in plain calls. */
export async function loadPlayground(bytes, log) {
  const wasi = wasiImports(log);
  // The host's clock for the step time the page shows (Session.clock).
  const imports = { ...wasi.imports, playground: { now: () => performance.now() } };
  const { instance } = await WebAssembly.instantiate(bytes, imports);
  wasi.bind(instance);
  instance.exports._initialize();
  const exports = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reply = () => {
    const length = exports.playground_reply_length();
    return length ? decoder.decode(new Uint8Array(exports.memory.buffer, exports.playground_reply(), length)) : "";
  };
  /** Copies `text` into the module's memory, calls `body(pointer, length)`, frees it. */
  const withText = (text, body) => {
    const bytes = encoder.encode(String(text));
    const pointer = exports.malloc(Math.max(bytes.length, 1));
    try {
      new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
      return body(pointer, bytes.length);
    } finally {
      exports.free(pointer);
    }
  };
  /** The messages of the last session call: strings (JSON) and ArrayBuffers (binary frames). */
  const output = () => {
    const length = exports.session_output_length();
    if (!length) return [];
    const bytes = new Uint8Array(exports.memory.buffer, exports.session_output(), length);
    const view = new DataView(bytes.buffer, bytes.byteOffset, length);
    const messages = [];
    for (let at = 0; at + 5 <= length; ) {
      const kind = bytes[at];
      const size = view.getUint32(at + 1, true);
      const body = bytes.subarray(at + 5, at + 5 + size);
      messages.push(kind === 0 ? decoder.decode(body) : body.slice().buffer);
      at += 5 + size;
    }
    return messages;
  };
  return {
    /** The live session, as the server runs it per WebSocket: each call returns its messages. */
    session: {
      open(scene) {
        withText(scene ?? "", (pointer, length) => exports.session_open(pointer, length));
        return output();
      },
      command(text) {
        withText(text, (pointer, length) => exports.session_command(pointer, length));
        return output();
      },
      tick() {
        exports.session_tick();
        return output();
      },
    },
    /** The catalogue: [{name, category, summary}]. */
    scenes() {
      exports.playground_scenes();
      return reply()
        .split("\n")
        .map((line) => line.split("\t"))
        .map(([name, category, summary]) => ({ name, category, summary }));
    },
    /** Mean microseconds per step of the engine's 1,000-item pile over `steps` steps, or {error}. */
    benchPile(steps) {
      const status = exports.playground_bench_pile(steps);
      const text = reply();
      return status === 0 ? { microsecondsPerStep: Number(text), steps } : { error: text };
    },
    /** {frames, hash} of scene `name` after `frames` frames, or {error}. */
    run(name, frames) {
      const status = withText(name, (pointer, length) => exports.playground_run(pointer, length, frames));
      const text = reply();
      if (status !== 0) return { error: text };
      const [count, hash] = text.split(" ");
      return { frames: Number(count), hash };
    },
  };
}
