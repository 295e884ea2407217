#!/usr/bin/env python3
"""The engine's WebAssembly build (Embedded Swift, SIMD128, run in Node) against the native release
build on the engine benchmark scenes, interleaved: each round runs every scene natively
(`dynamics bench`) and in wasm, and the table gives the median µs per step and the ratio wasm/native.

    python3 Benchmarks/wasm_compare.py [--rounds 5] [--dynamics .build/release/dynamics]

Builds .build-embedded/wasm32-unknown-none-wasm (Scripts/build-embedded) and the benchmark module
first; needs Debian's wasi-libc and libclang-rt-19-dev-wasm32, and node.
"""
import argparse
import json
import os
import statistics
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRIPLE = "wasm32-unknown-none-wasm"
# Scene names of `dynamics bench`, in the order of EngineBench.swift's `scenes`, and steps per run.
SCENES = [("pyramid100", 200), ("pile1000", 600), ("joint_grid", 200), ("tumbler", 300)]


def build_wasm():
    out = os.path.join(ROOT, ".build-embedded", TRIPLE)
    subprocess.run([os.path.join(ROOT, "Scripts", "build-embedded"), TRIPLE, out], check=True)
    source = os.path.join(ROOT, "Scripts", "Embedded", "EngineBench.swift")
    linked = subprocess.run([os.path.join(ROOT, "Scripts", "run-embedded"), TRIPLE, out, source], check=True,
                            capture_output=True, text=True, env=dict(os.environ, WASM_EXPORTS="bench_build bench_step"))
    return linked.stdout.strip().splitlines()[-1]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--dynamics", default=os.path.join(ROOT, ".build", "release", "dynamics"))
    args = parser.parse_args()
    wasm = build_wasm()
    size = os.path.getsize(wasm)
    gz = len(subprocess.run(["gzip", "-9c", wasm], check=True, capture_output=True).stdout)
    times = {name: {"native": [], "wasm": []} for name, _ in SCENES}
    for _ in range(args.rounds):
        for index, (name, steps) in enumerate(SCENES):
            native = subprocess.run([args.dynamics, "bench", "--scene", name, "--steps", str(steps), "--json"],
                                    check=True, capture_output=True, text=True).stdout
            times[name]["native"].append(json.loads(native.strip().splitlines()[-1])["mean_us"])
            ours = subprocess.run(["node", "--no-warnings", os.path.join(ROOT, "Benchmarks", "tools", "wasm_bench.mjs"),
                                   wasm, str(index), str(steps)], check=True, capture_output=True, text=True).stdout
            times[name]["wasm"].append(json.loads(ours)["mean_us"])
    print(f"wasm module (engine + benchmark scenes): {size} bytes, {gz} gzipped")
    print(f"{'scene':<12} {'native µs':>10} {'wasm µs':>10} {'wasm/native':>12}   ({args.rounds} interleaved rounds, medians)")
    for name, _ in SCENES:
        native = statistics.median(times[name]["native"])
        ours = statistics.median(times[name]["wasm"])
        print(f"{name:<12} {native:>10.0f} {ours:>10.0f} {ours / native:>12.2f}")


if __name__ == "__main__":
    main()
