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

/** One WebSocket session with the server. `handlers` get messages by type. */
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
    if (data instanceof ArrayBuffer) {
      this.handlers.frame?.(decodeFrame(data));
      return;
    }
    const message = JSON.parse(data);
    this.handlers[message.type]?.(message);
  }

  send(message) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  get isOpen() {
    return this.socket.readyState === WebSocket.OPEN;
  }
}
