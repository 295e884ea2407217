// Times the engine benchmark scenes in the WebAssembly build (Scripts/Embedded/EngineBench.swift)
// in Node: node wasm_bench.mjs bench.wasm SCENE_INDEX STEPS prints one JSON line with mean_us,
// µs per 1/60 s step (the build's own first step excluded, as `dynamics bench` does).
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";
import { argv } from "node:process";
import { performance } from "node:perf_hooks";

const wasi = new WASI({ version: "preview1", args: [], env: {} });
const module = await WebAssembly.compile(await readFile(argv[2]));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.initialize(instance);
const scene = Number(argv[3]);
const steps = Number(argv[4]);
if (instance.exports.bench_build(scene) !== 0) throw new Error(`no scene ${scene}`);
const start = performance.now();
instance.exports.bench_step(steps);
const meanMicroseconds = ((performance.now() - start) * 1000) / steps;
console.log(JSON.stringify({ scene, steps, mean_us: meanMicroseconds }));
