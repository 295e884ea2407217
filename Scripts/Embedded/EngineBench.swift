// The engine benchmark scenes as a WebAssembly module for Node (Benchmarks/wasm_compare.py):
// `bench_build(k)` builds scene k of `scenes` and runs its untimed first step, `bench_step(n)`
// runs n 1/60 s steps; Node times the calls. The native figures come from `dynamics bench`.
import DynamicsEngine
import DynamicsEngineScenes

let scenes: [() -> EngineScene] = [
    { .pyramid(base: 100) }, { .pile(count: 1000) }, { .jointGrid(size: 100) },
    { .tumbler(rows: 45, columns: 45) },
]
nonisolated(unsafe) var current: World?

@_cdecl("bench_build")
func benchBuild(_ index: Int32) -> Int32 {
    guard scenes.indices.contains(Int(index)) else { return -1 }
    let world = scenes[Int(index)]().world
    world.step(1.0 / 60)
    current = world
    return 0
}

@_cdecl("bench_step")
func benchStep(_ count: Int32) -> Int32 {
    guard let world = current else { return -1 }
    for _ in 0..<count { world.step(1.0 / 60) }
    return 0
}
