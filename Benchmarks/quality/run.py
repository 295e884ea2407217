#!/usr/bin/env python3
"""The solver-quality suite: the same scenes in our engine and in Box2D v3.1, measured by the same code.

Usage (from anywhere in a clone):

    python3 Benchmarks/quality/run.py [--scenes a,b] [--engines ours,b2v3] [--check]
                                      [--markdown] [--no-build] [--ours PATH] [--venv DIR] [--keep DIR]

Each scene of scenes.py is written as JSON to a temporary directory; our engine runs it with
`.build/release/dynamics bench --world FILE --trace OUT` (built first with `swift build -c release
--enable-all-traits --product dynamics` unless --no-build), Box2D v3.1 with b2v3_trace.py in the peer
virtualenv (Benchmarks/peers/setup.sh makes it); metrics.py measures both traces alike and one table
is printed: a row per scene and metric, ours beside Box2D, and our goal (goals.py) with ✓ / ✗.

--check exits 1 when our engine misses a goal that is not in goals.KNOWN_FAILING. Without a usable
peer virtualenv, b2v3 is dropped with a warning (ours alone), so `run.py --engines ours --check
--no-build` (CI's form) needs nothing but the built binary.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import goals as G  # noqa: E402
import metrics as M  # noqa: E402
import scenes as S  # noqa: E402

ENGINES = {'ours': 'ours', 'b2v3': 'Box2D v3.1'}


def log(message):
    print('# ' + message, file=sys.stderr, flush=True)


def our_binary(a):
    """Path of our `dynamics`, built first unless --no-build or --ours."""
    if a.ours:
        return a.ours
    binary = os.path.join(ROOT, '.build', 'release', 'dynamics')
    if not a.no_build:
        command = ['swift', 'build', '-c', 'release', '--enable-all-traits', '--product', 'dynamics']
        log(' '.join(command))
        if subprocess.run(command, cwd=ROOT, stdout=sys.stderr).returncode != 0:
            sys.exit('run.py: the release build failed')
    if not os.access(binary, os.X_OK):
        sys.exit(f'run.py: {binary} does not exist (drop --no-build, or pass --ours PATH)')
    return binary


def peer_python(venv):
    """The peer virtualenv's python (made by peers/setup.sh if needed), or None with a warning."""
    setup = os.path.join(os.path.dirname(HERE), 'peers', 'setup.sh')
    p = subprocess.run([setup] + ([venv] if venv else []), capture_output=True, text=True)
    if p.returncode != 0 or not p.stdout.strip():
        log('no peer virtualenv (Benchmarks/peers/setup.sh failed): running ours alone\n' + p.stderr[-400:])
        return None
    return p.stdout.strip().splitlines()[-1]


def trace(command, label):
    """Runs one engine on one world file; returns the seconds it took, or raises with its stderr."""
    start = time.monotonic()
    p = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    if p.returncode != 0:
        raise RuntimeError(f'{label} failed: ' + (p.stderr or p.stdout).strip()[-500:])
    return time.monotonic() - start


def fmt(value, metric):
    """A table cell."""
    if value is None:
        return 'never' if metric.endswith('time_s') else '—'
    if isinstance(value, int) or metric == 'fallen':
        return '%d' % value
    if metric == 'ke_J' or (value != 0 and abs(value) < 1e-3):
        return '%.2e' % value
    return '%.4g' % value


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--scenes', help='comma-separated (default: all %d)' % len(S.SCENES))
    ap.add_argument('--engines', default='ours,b2v3', help='ours, b2v3 (default both)')
    ap.add_argument('--check', action='store_true', help='exit 1 if ours misses a goal not known to fail')
    ap.add_argument('--markdown', action='store_true', help='print the table as markdown')
    ap.add_argument('--no-build', action='store_true', help='do not run swift build first')
    ap.add_argument('--ours', help='our dynamics binary (default .build/release/dynamics)')
    ap.add_argument('--venv', help='peer virtualenv (default .build-peers/venv at the repository root)')
    ap.add_argument('--keep', help='write the world files and traces here instead of a temporary directory')
    ap.add_argument('--json', action='store_true', help='print the results as one JSON line too')
    a = ap.parse_args()

    names = [s for s in a.scenes.split(',') if s] if a.scenes else list(S.SCENES)
    for name in names:
        if name not in S.SCENES:
            sys.exit(f'run.py: unknown scene {name!r}; choose from {", ".join(S.SCENES)}')
    engines = [e for e in a.engines.split(',') if e]
    for e in engines:
        if e not in ENGINES:
            sys.exit(f'run.py: unknown engine {e!r}; choose from {", ".join(ENGINES)}')
    if a.check and 'ours' not in engines:
        sys.exit('run.py: --check needs ours among --engines')

    started = time.monotonic()
    binary = our_binary(a) if 'ours' in engines else None
    python = None
    if 'b2v3' in engines:
        python = peer_python(a.venv)
        if python is None:
            engines.remove('b2v3')

    work = a.keep or tempfile.mkdtemp(prefix='dynamics-quality-')
    os.makedirs(work, exist_ok=True)
    results = {}   # scene -> engine -> {metric: value}
    errors = {}    # (scene, engine) -> message
    try:
        for name in names:
            scene = S.SCENES[name]()
            world = os.path.join(work, name + '.json')
            with open(world, 'w') as f:
                json.dump(scene, f)
            timings = []
            for e in engines:
                out = os.path.join(work, f'{name}.{e}.bin')
                if e == 'ours':
                    command = [binary, 'bench', '--world', world, '--trace', out]
                else:
                    command = [python, os.path.join(HERE, 'b2v3_trace.py'), world, out]
                try:
                    seconds = trace(command, f'{name} ({e})')
                    t0 = time.monotonic()
                    results.setdefault(name, {})[e] = M.measure(scene, out)
                    timings.append(f'{e} {seconds:.1f} s + metrics {time.monotonic() - t0:.1f} s')
                except Exception as error:  # one engine failing one scene shows in the table
                    errors[(name, e)] = str(error)
                    timings.append(f'{e} FAILED')
                if not a.keep and os.path.exists(out):
                    os.remove(out)
            log(f'{name}: ' + ', '.join(timings))
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)

    # Goals, ours only.
    have_b2v3 = 'b2v3' in engines
    verdicts = {}   # (scene, metric) -> (status, bound, key)
    missed, known, fixed = [], [], []
    for name in names:
        scene_metrics = S.SCENES[name]()['metrics'] if name in results else []
        ours = results.get(name, {}).get('ours')
        for goal in G.GOALS:
            if ours is None or not G.applies(goal, name, scene_metrics):
                continue
            key = f"{goal['id']}:{name}"
            b2 = results.get(name, {}).get('b2v3', {}).get(goal['metric'])
            ok, bound = G.evaluate(goal, ours.get(goal['metric']), b2, have_b2v3 and (name, 'b2v3') not in errors)
            verdicts[(name, goal['metric'])] = (ok, bound, key)
            if ok is False:
                entry = (key, goal['text'], fmt(ours.get(goal['metric']), goal['metric']), bound)
                (known if key in G.KNOWN_FAILING else missed).append(entry)
            elif ok and key in G.KNOWN_FAILING:
                fixed.append(key)
        if 'ours' in engines and (name, 'ours') in errors:
            missed.append((f'run:{name}', 'our engine runs the scene', 'error', errors[(name, 'ours')]))

    # The table.
    header = ['scene', 'metric'] + [ENGINES[e] for e in engines] + (['goal (ours)'] if 'ours' in engines else [])
    rows = []
    for name in names:
        scene_metrics = S.SCENES[name]()['metrics']
        for metric in scene_metrics:
            row = [name, metric]
            for e in engines:
                if (name, e) in errors:
                    row.append('error')
                else:
                    row.append(fmt(results.get(name, {}).get(e, {}).get(metric), metric))
            if 'ours' in engines:
                verdict = verdicts.get((name, metric))
                if verdict is None:
                    row.append('')
                else:
                    ok, bound, key = verdict
                    mark = '✓' if ok else ('skipped' if ok is None else '✗')
                    row.append(f'{bound} {mark}' + (' (known)' if ok is False and key in G.KNOWN_FAILING else ''))
            rows.append(row)
    if a.markdown:
        print('| ' + ' | '.join(header) + ' |')
        print('|---|---|' + '---:|' * len(engines) + ('---|' if 'ours' in engines else ''))
        for row in rows:
            print('| ' + ' | '.join(row) + ' |')
    else:
        widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
        for r in [header] + rows:
            print('  '.join(str(c).ljust(w) if i < 2 else str(c).rjust(w) for i, (c, w) in enumerate(zip(r, widths))))
    for (name, e), message in sorted(errors.items()):
        print(f'error: {name} ({e}): {message}', file=sys.stderr)
    if a.json:
        print(json.dumps({'results': results, 'errors': {f'{k[0]}:{k[1]}': v for k, v in errors.items()}}))
    log(f'{len(names)} scenes, {", ".join(engines)}: {time.monotonic() - started:.1f} s')

    if a.check:
        for key, text, value, bound in known:
            print(f'known failing: {key} ({text}): {value}, goal {bound}', file=sys.stderr)
        for key in fixed:
            print(f'now passing, remove from goals.KNOWN_FAILING: {key}', file=sys.stderr)
        for key, text, value, bound in missed:
            print(f'MISSED: {key} ({text}): {value}, goal {bound}', file=sys.stderr)
        if missed:
            sys.exit(1)
        print(f'# check: every goal met or known to fail ({len(known)} known)', file=sys.stderr)


if __name__ == '__main__':
    main()
