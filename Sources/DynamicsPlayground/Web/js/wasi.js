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
  const { instance } = await WebAssembly.instantiate(bytes, wasi.imports);
  wasi.bind(instance);
  instance.exports._initialize();
  const exports = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const reply = () => {
    const length = exports.playground_reply_length();
    return length ? decoder.decode(new Uint8Array(exports.memory.buffer, exports.playground_reply(), length)) : "";
  };
  return {
    /** The catalogue: [{name, category, summary}]. */
    scenes() {
      exports.playground_scenes();
      return reply()
        .split("\n")
        .map((line) => line.split("\t"))
        .map(([name, category, summary]) => ({ name, category, summary }));
    },
    /** {frames, hash} of scene `name` after `frames` frames, or {error}. */
    run(name, frames) {
      const bytes = encoder.encode(String(name));
      const pointer = exports.malloc(Math.max(bytes.length, 1));
      let status;
      try {
        new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
        status = exports.playground_run(pointer, bytes.length, frames);
      } finally {
        exports.free(pointer);
      }
      const text = reply();
      if (status !== 0) return { error: text };
      const [count, hash] = text.split(" ");
      return { frames: Number(count), hash };
    },
  };
}
