#!/usr/bin/env python3
"""Side-by-side step-time comparison: this project's engine against peer engines on the same scenes.

Usage (from anywhere in a clone; paths are resolved from this file):

    python3 Benchmarks/compare.py [--repeats 5] [--scenes pyramid20,pile1000,...]
                                  [--engines b2v3,b2v23,pymunk] [--ours "PATH/dynamics bench"]
                                  [--steps N] [--threads N] [--venv DIR] [--no-build] [--json]

Ours: by default `swift build -c release --enable-all-traits --product dynamics` is run at the repository root (a no-op
when up to date) and `.build/release/dynamics bench` is timed; `--no-build` times the binary that is
there; `--ours CMD` times any command instead (a path to a `dynamics` binary gets `bench` appended).
Peers: `peers/setup.sh` makes (once) the virtualenv `.build-peers/venv` with Box2D v3, Box2D v2.3
and pymunk from PyPI.

For each repeat, scene and engine it starts one fresh process (runs interleaved so machine noise hits
all engines alike) and reads one JSON line. Ours is called as `<ours> --scene NAME --steps N --json`
and must print one JSON object with at least: scene, bodies, min_step_us, median_step_us, mean_us.
Steps default to each scene's own count (600; joint_grid 500 and tumbler 750, as Box2D runs them).
Prints a table of min/median over the repeats of each run's mean µs per step and the ratio
ours / peer of the minima (below 1.0 = ours is faster). Peers that do not build a scene show "n/a".

--threads N (default 1) runs every engine on N threads: ours with `bench --threads N` (World.workers),
the peers through `run_one.py ENGINE SCENE STEPS N` (Box2D v3's worker count; engines without threads
run on one). With N > 1 ours also runs on one thread in the same interleaved run, and the table gains
the column `ours 1 / ours N`: our own speedup from the extra threads.
"""
import argparse, json, os, shlex, shutil, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PEERS = os.path.join(HERE, 'peers')
sys.path.insert(0, PEERS)
import scenes as S  # noqa: E402  (plain Python, no peer engine needed)

STANDARD = ['pyramid20', 'pyramid40', 'pyramid100', 'pile1000', 'springs100x100', 'freefall10k',
            'freefall10k_shapes']
BOX2D_SCENES = ['joint_grid', 'tumbler']
SCENES = STANDARD + BOX2D_SCENES
# The scenes each peer builds (see peers/eng_*.py).
SUPPORTED = {'b2v3': set(SCENES), 'b2v23': set(STANDARD), 'pymunk': set(STANDARD)}


def run(cmd, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd)
    if p.returncode != 0:
        return {'error': (p.stderr or p.stdout)[-400:]}
    for line in reversed(p.stdout.strip().splitlines()):
        line = line.strip()
        if line.startswith('{'):
            return json.loads(line)
    return {'error': 'no JSON line in output: ' + p.stdout[-200:]}


def our_command(a):
    """The command that runs our `dynamics bench`, building the release binary first unless told not to."""
    if a.ours:
        cmd = shlex.split(a.ours)
        if len(cmd) == 1 and os.path.basename(cmd[0]) == 'dynamics':
            cmd.append('bench')
        return cmd
    binary = os.path.join(ROOT, '.build', 'release', 'dynamics')
    if not a.no_build:
        if shutil.which('swift'):
            print('# swift build -c release --enable-all-traits --product dynamics', file=sys.stderr, flush=True)
            b = subprocess.run(['swift', 'build', '-c', 'release', '--enable-all-traits', '--product', 'dynamics'], cwd=ROOT,
                               stdout=sys.stderr)
            if b.returncode != 0:
                sys.exit('compare.py: the release build failed')
        elif os.access(binary, os.X_OK):
            print('# swift is not on PATH: timing the existing ' + binary, file=sys.stderr)
        else:
            sys.exit('compare.py: swift is not on PATH and ' + binary + ' does not exist '
                     '(build it, or pass --ours "PATH/dynamics bench")')
    if not os.access(binary, os.X_OK):
        sys.exit('compare.py: ' + binary + ' does not exist (drop --no-build, or pass --ours)')
    return [binary, 'bench']


def peer_python(venv):
    p = subprocess.run([os.path.join(PEERS, 'setup.sh')] + ([venv] if venv else []), capture_output=True,
                       text=True)
    if p.returncode != 0:
        sys.exit('peer setup failed: ' + p.stderr)
    return p.stdout.strip().splitlines()[-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--repeats', type=int, default=5)
    ap.add_argument('--scenes', default=','.join(SCENES), help='comma-separated (default: all %d)' % len(SCENES))
    ap.add_argument('--engines', default='b2v3,b2v23,pymunk', help='peers: b2v3, b2v23, pymunk')
    ap.add_argument('--ours', help='command that runs our bench (default: .build/release/dynamics bench)')
    ap.add_argument('--no-build', action='store_true', help='do not run swift build before timing ours')
    ap.add_argument('--steps', type=int, help="steps per run (default: each scene's own, 500-750)")
    ap.add_argument('--venv', help='peer virtualenv (default: .build-peers/venv at the repository root)')
    ap.add_argument('--json', action='store_true', help='print the summary as JSON too')
    ap.add_argument('--threads', type=int, default=1,
                    help='threads per engine (ours: bench --threads; Box2D v3: its worker count); with N > 1 '
                         'ours also runs on one thread for the speedup column')
    a = ap.parse_args()
    engines = [e for e in a.engines.split(',') if e]
    scenes = [s for s in a.scenes.split(',') if s]
    for e in engines:
        if e not in SUPPORTED:
            sys.exit(f'compare.py: unknown engine {e!r}; choose from {", ".join(SUPPORTED)}')
    for sc in scenes:
        if sc not in SCENES:
            sys.exit(f'compare.py: unknown scene {sc!r}; choose from {", ".join(SCENES)}')
    ours = our_command(a)
    py = peer_python(a.venv) if engines else None
    res = {}  # (scene, engine) -> list of records
    for r in range(a.repeats):
        for sc in scenes:
            steps = str(a.steps or S.SCENES[sc])
            threads = ['--threads', str(a.threads)] if a.threads > 1 else []
            res.setdefault((sc, 'ours'), []).append(run(ours + ['--scene', sc, '--steps', steps, '--json'] + threads,
                                                        cwd=ROOT))
            if a.threads > 1:
                res.setdefault((sc, 'ours1'), []).append(run(ours + ['--scene', sc, '--steps', steps, '--json'],
                                                             cwd=ROOT))
            for e in engines:
                if sc in SUPPORTED[e]:
                    res.setdefault((sc, e), []).append(
                        run([py, os.path.join(PEERS, 'run_one.py'), e, sc, steps, str(a.threads)]))
            print(f'# repeat {r + 1}/{a.repeats} {sc} done', file=sys.stderr, flush=True)
    summary = []
    header = ['scene', 'bodies', 'ours min/med µs'] + [c for e in engines for c in (f'{e} min/med µs', f'ours/{e} (min)')]
    if a.threads > 1:
        header += ['ours 1 thread min/med µs', f'ours 1 / ours {a.threads} (min)']
    print(f'# {a.threads} thread(s) per engine' if a.threads > 1 else '# 1 thread per engine')
    print('| ' + ' | '.join(header) + ' |')
    print('|---|---:|---:|' + '---:|---:|' * (len(engines) + (1 if a.threads > 1 else 0)))
    for sc in scenes:
        def stat(eng):
            if (sc, eng) not in res:
                return None, None, None, None
            recs = [x for x in res[(sc, eng)] if 'error' not in x]
            if not recs:
                return None, None, None, res[(sc, eng)][0].get('error', '?')
            means = [x['mean_us'] for x in recs]
            return min(means), statistics.median(means), recs[-1].get('bodies', recs[-1].get('info', {}).get('bodies')), None
        omin, omed, bodies, oerr = stat('ours')
        row = {'scene': sc, 'bodies': bodies, 'ours_min_us': omin, 'ours_median_us': omed}
        cells = [sc, str(bodies), f'{omin:.1f} / {omed:.1f}' if omin else f'error: {" ".join(oerr.split())[:60]}']
        for e in engines:
            pmin, pmed, _, perr = stat(e)
            ratio = (omin / pmin) if (omin and pmin) else None
            row[f'{e}_min_us'] = pmin; row[f'{e}_median_us'] = pmed; row[f'ratio_vs_{e}'] = ratio
            if pmin:
                cells.append(f'{pmin:.1f} / {pmed:.1f}')
            else:
                cells.append(f'error: {" ".join(perr.split())[:60]}' if perr else 'n/a')
            cells.append(f'{ratio:.2f}' if ratio else '—')
        if a.threads > 1:
            smin, smed, _, _ = stat('ours1')
            speedup = (smin / omin) if (smin and omin) else None
            row['ours_1_thread_min_us'] = smin; row['speedup'] = speedup
            cells.append(f'{smin:.1f} / {smed:.1f}' if smin else '—')
            cells.append(f'{speedup:.2f}' if speedup else '—')
        summary.append(row)
        print('| ' + ' | '.join(cells) + ' |')
    if a.json:
        print(json.dumps(summary))


if __name__ == '__main__':
    main()
