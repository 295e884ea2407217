// The wire protocol: JSON commands out, JSON messages and binary float32 frames in.
// Frame layout (little-endian) is documented in Frame+Encoding.swift.

export const HEADER_SIZE = 36;

/** Decodes one binary frame into plain numbers. */
export function decodeFrame(buffer) {
  const view = new DataView(buffer);
  const flags = view.getUint8(1);
  const itemCount = view.getUint16(2, true);
  const handleCount = view.getUint16(4, true);
  const hasSizes = (flags & 4) !== 0;
  const stride = hasSizes ? 20 : 12;
  const frame = {
    playing: (flags & 1) !== 0,
    animatorRunning: (flags & 2) !== 0,
    index: view.getUint32(8, true),
    time: view.getFloat32(12, true),
    stepMicroseconds: view.getFloat32(16, true),
    kineticEnergy: view.getFloat32(20, true),
    contacts: view.getUint32(24, true),
    hash: view.getUint32(28, true).toString(16).padStart(8, "0") + view.getUint32(32, true).toString(16).padStart(8, "0"),
    poses: new Float32Array(itemCount * 3),
    sizes: hasSizes ? new Float32Array(itemCount * 2) : null,
    handles: new Float32Array(handleCount * 2),
  };
  let at = HEADER_SIZE;
  for (let i = 0; i < itemCount; i++, at += stride) {
    frame.poses[3 * i] = view.getFloat32(at, true);
    frame.poses[3 * i + 1] = view.getFloat32(at + 4, true);
    frame.poses[3 * i + 2] = view.getFloat32(at + 8, true);
    if (hasSizes) {
      frame.sizes[2 * i] = view.getFloat32(at + 12, true);
      frame.sizes[2 * i + 1] = view.getFloat32(at + 16, true);
    }
  }
  for (let i = 0; i < handleCount; i++, at += 8) {
    frame.handles[2 * i] = view.getFloat32(at, true);
    frame.handles[2 * i + 1] = view.getFloat32(at + 4, true);
  }
  return frame;
}

/** Hands one message (JSON text or a binary frame) to `handlers`, by type. */
function dispatch(handlers, data) {
  if (data instanceof ArrayBuffer) {
    handlers.frame?.(decodeFrame(data));
    return;
  }
  const message = JSON.parse(data);
  handlers[message.type]?.(message);
}

/** One WebSocket session with the server (`dynamics play`). `handlers` get messages by type. */
export class Connection {
  constructor(scene, handlers) {
    this.handlers = handlers;
    const url = new URL("ws", location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    if (scene) url.searchParams.set("scene", scene);
    this.socket = new WebSocket(url);
    this.socket.binaryType = "arraybuffer";
    this.socket.addEventListener("message", (event) => this.receive(event.data));
    this.socket.addEventListener("close", (event) => handlers.close?.(event));
    this.socket.addEventListener("error", () => {});
  }

  receive(data) {
    dispatch(this.handlers, data);
  }

  send(message) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  get isOpen() {
    return this.socket.readyState === WebSocket.OPEN;
  }
}

/**
 * The same session with no server (the static site): the session's Swift, compiled to WebAssembly,
 * runs in a Web Worker (worker.js) and speaks the same protocol over postMessage — the same
 * commands in, the same JSON messages and binary frames out. `handlers` as for Connection.
 */
export class WorkerConnection {
  constructor(scene, handlers) {
    this.handlers = handlers;
    this.open = true;
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker.addEventListener("message", (event) => {
      for (const data of event.data.messages ?? []) dispatch(handlers, data);
    });
    this.worker.addEventListener("error", (event) => {
      event.preventDefault();
      this.close(`the worker stopped: ${event.message || "it could not start (is dynamics.wasm beside index.html?)"}`);
    });
    this.worker.postMessage({ command: "open", scene: scene || null });
  }

  send(message) {
    if (this.open) this.worker.postMessage({ command: "send", text: JSON.stringify(message) });
  }

  close(reason) {
    if (!this.open) return;
    this.open = false;
    this.worker.terminate();
    this.handlers.close?.({ reason });
  }

  get isOpen() {
    return this.open;
  }
}
