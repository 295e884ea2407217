"""How long the CLI takes over large scene files (issue 40): reading one, and setting one up.

usage: large_scenes.py [--points N] [--items N] [--dynamics BINARY] [--repeats N] [--keep DIR] [--wasm]

1. A scene whose one drag gesture has N timed points (default 1,000,000; times 1 ms apart, points with one
   decimal, as a recorded gesture has), re-written by `dynamics export` in the writer's own form (sorted keys,
   two-space indentation: what a user who exports a scene has): `dynamics validate` on it, in MB/s.
2. A scene of N small items on a grid (default 100,000; 4 pt squares 8 pt apart, gravity and collision, nothing
   touching): `dynamics validate`, `dynamics run --duration 0.02` (reading and setting up, one frame) and
   `dynamics run --duration 1`.

Each is timed `--repeats` times (default 3, one fresh process each; best and median printed), the whole process
as a user waits for it. BINARY defaults to .build/release/dynamics.

--wasm: the drag-path file is also read by the WebAssembly build of the reader, the one the playground's Web
Worker runs (Scripts/Embedded/SceneReadBench.swift, built with Scripts/build-embedded and timed in Node by
Benchmarks/tools/wasm_scene_read.mjs: reading and validating, as `validate` does, the bytes already in the module's
memory), `--repeats` times in one instance.
"""
import json, os, random, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))


def scene_text(points):
    rng = random.Random(40)
    path = ', '.join('{"time": %s, "point": [%s, %s]}' % (
        round(0.001 * i, 3), round(160 + 100 * rng.random(), 1), round(100 + 200 * rng.random(), 1))
        for i in range(points))
    return ('{"name": "parse-rate", "referenceBounds": [[0, 0], [320, 480]],\n'
            ' "items": [{"name": "box", "center": [160, 100], "size": [50, 50]}],\n'
            ' "behaviors": [{"type": "gravity", "items": ["box"]}],\n'
            ' "script": [{"time": 0.5, "action": {"type": "drag", "item": "box", "path": [%s]}}]}\n' % path)


def items_text(count):
    side = int(count ** 0.5) + 1
    items = ', '.join('{"name": "i%d", "center": [%d, %d], "size": [4, 4]}' % (i, 10 + 8 * (i % side), 10 + 8 * (i // side))
                      for i in range(count))
    names = ', '.join('"i%d"' % i for i in range(count))
    return ('{"name": "many-items", "referenceBounds": [[0, 0], [%d, %d]],\n "items": [%s],\n'
            ' "behaviors": [{"type": "gravity", "items": [%s]}, {"type": "collision", "items": [%s]}]}\n'
            % (8 * side + 20, 8 * side + 20, items, names, names))


def timed(command, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    times.sort()
    return times[0], times[len(times) // 2]


def wasm_reader():
    """Builds the reader's WebAssembly module; returns its path."""
    triple = 'wasm32-unknown-none-wasm'
    out = os.path.join(ROOT, '.build-embedded', triple)
    env = dict(os.environ, MODULES='DynamicsEngine DynamicsEngineScenes Dynamics DynamicsScenes')
    subprocess.run([os.path.join(ROOT, 'Scripts', 'build-embedded'), triple, out], check=True, env=env)
    linked = subprocess.run(
        [os.path.join(ROOT, 'Scripts', 'run-embedded'), triple, out,
         os.path.join(ROOT, 'Scripts', 'Embedded', 'SceneReadBench.swift')],
        check=True, capture_output=True, text=True,
        env=dict(env, WASM_EXPORTS='scene_read scene_reply scene_reply_length malloc'))
    return linked.stdout.strip().splitlines()[-1]


def main():
    args = sys.argv[1:]
    wasm = '--wasm' in args
    if wasm:
        args.remove('--wasm')
    options = {'--dynamics': os.path.join(ROOT, '.build', 'release', 'dynamics'), '--repeats': '3', '--keep': None}
    for name in options:
        if name in args:
            i = args.index(name)
            options[name] = args[i + 1]
            del args[i:i + 2]
    points, count = 1_000_000, 100_000
    for name in ('--points', '--items'):
        if name in args:
            i = args.index(name)
            if name == '--points':
                points = int(args[i + 1])
            else:
                count = int(args[i + 1])
            del args[i:i + 2]
    binary, repeats = options['--dynamics'], int(options['--repeats'])
    folder = options['--keep'] or tempfile.mkdtemp()
    os.makedirs(folder, exist_ok=True)
    raw, exported, grid = (os.path.join(folder, name) for name in ('raw.json', 'exported.json', 'items.json'))
    with open(raw, 'w') as f:
        f.write(scene_text(points))
    subprocess.run([binary, 'export', raw, '-o', exported], check=True, capture_output=True)
    size = os.path.getsize(exported)
    best, median = timed([binary, 'validate', exported], repeats)
    print(f'{points:,} drag points, {size / 1e6:.1f} MB exported: validate best {best:.2f} s, median {median:.2f} s '
          f'({size / 1e6 / best:.1f} MB/s)')
    if wasm:
        result = json.loads(subprocess.run(
            ['node', '--no-warnings', os.path.join(HERE, 'wasm_scene_read.mjs'), wasm_reader(), exported, str(repeats)],
            check=True, capture_output=True, text=True).stdout)
        print(f'  the same in WebAssembly (Node): read best {result["best_s"]:.2f} s, median {result["median_s"]:.2f} s '
              f'({size / 1e6 / result["best_s"]:.1f} MB/s)')
    with open(grid, 'w') as f:
        f.write(items_text(count))
    for label, command in (('validate', ['validate', grid]), ('run --duration 0.02', ['run', grid, '--duration', '0.02']),
                           ('run --duration 1', ['run', grid, '--duration', '1'])):
        best, median = timed([binary] + command, repeats)
        print(f'{count:,} items, {label}: best {best:.2f} s, median {median:.2f} s')
    if not options['--keep']:
        for path in (raw, exported, grid):
            os.unlink(path)
        os.rmdir(folder)

if __name__ == '__main__':
    main()
