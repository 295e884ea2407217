// Links that open a scene. `#scene=NAME` opens a catalogue scene; `#scene=~DATA` carries a scene's
// text, DATA being base64url(deflate-raw(UTF-8 text)) — the `~` cannot begin a scene name, so the
// two never mix. The old `#NAME` form still opens the scene.

const PREFIX = "scene=";
const TEXT_MARK = "~";

/**
 * What the hash asks for: {name}, {data} (the still-encoded text of a scene) or {} for nothing.
 * Decoding the text is async (decodeSceneText), so it is left to the caller.
 */
export function parseHash(hash) {
  const body = hash.replace(/^#/, "");
  if (!body) return {};
  if (!body.startsWith(PREFIX)) return { name: safeDecode(body) };
  const value = body.slice(PREFIX.length);
  if (value.startsWith(TEXT_MARK)) return { data: value.slice(TEXT_MARK.length) };
  return { name: safeDecode(value) };
}

/** `#scene=NAME`. */
export function nameHash(name) {
  return `#${PREFIX}${encodeURIComponent(name)}`;
}

/** `#scene=~DATA` for a scene's text. */
export async function textHash(text) {
  const bytes = await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
  return `#${PREFIX}${TEXT_MARK}${toBase64URL(bytes)}`;
}

/**
 * The text carried by DATA; rejects with an Error whose message names the step that failed
 * (base64, deflate or UTF-8), for the page to say why the link did not open.
 */
export async function decodeSceneText(data) {
  let bytes;
  try {
    bytes = fromBase64URL(data);
  } catch {
    throw new Error("its scene text is not base64url");
  }
  let inflated;
  try {
    inflated = await pipe(bytes, new DecompressionStream("deflate-raw"));
  } catch {
    throw new Error("its scene text does not inflate (deflate-raw): the link may be cut short");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(inflated);
  } catch {
    throw new Error("its scene text is not UTF-8");
  }
}

/** A page address with `hash` in place of the current one. */
export function linkTo(hash) {
  return `${location.origin}${location.pathname}${location.search}${hash}`;
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Runs `bytes` through a (de)compression stream. */
async function pipe(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64URL(bytes) {
  let binary = "";
  // Chunks keep String.fromCharCode's argument list short for a 40 KiB scene.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64URL(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
  const padded = text.replaceAll("-", "+").replaceAll("_", "/") + "=".repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}
