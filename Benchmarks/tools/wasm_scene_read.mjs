// Times the scene reader in WebAssembly (Scripts/Embedded/SceneReadBench.swift) in Node:
// node wasm_scene_read.mjs reader.wasm FILE REPEATS prints one JSON line with the best and median
// seconds of `scene_read` over the file's bytes (copied into the module's memory once, untimed).
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import { argv } from "node:process";
import { performance } from "node:perf_hooks";

const wasi = new WASI({ version: "preview1", args: [], env: {} });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.initialize(instance);
const { malloc, memory, scene_read, scene_reply, scene_reply_length } = instance.exports;
const text = await readFile(argv[3]);
const address = malloc(text.length);
if (address === 0) throw new Error(`no memory for ${text.length} bytes`);
new Uint8Array(memory.buffer, address, text.length).set(text);
const times = [];
let items = 0;
for (let i = 0; i < Number(argv[4] ?? 3); i++) {
    const start = performance.now();
    items = scene_read(address, text.length);
    times.push((performance.now() - start) / 1000);
    if (items < 0) {
        const reply = new Uint8Array(memory.buffer, scene_reply(), scene_reply_length());
        throw new Error(new TextDecoder().decode(reply));
    }
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ items, bytes: text.length, best_s: times[0], median_s: times[times.length >> 1] }));
