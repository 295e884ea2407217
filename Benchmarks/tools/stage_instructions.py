"""Instructions per step and stage, ours and Box2D v3's, from callgrind (exact and repeatable on a noisy machine).

usage: stage_instructions.py SCENE N1 N2 [--ours BINARY ...] [--peer-python PYTHON]

Each engine runs the scene twice under callgrind, for N1 and for N2 steps; the difference of each function's own
(exclusive) count divided by N2 − N1 is its count per step, setup and the first step cancelling out. Functions are
grouped into the stages of BENCHMARKS.md's tables by name. BINARY defaults to .build/release/dynamics (a copy
without debug information is made for valgrind); several --ours give one column each (e.g. before and after).
PYTHON defaults to the peer virtualenv's (.build-peers/venv/bin/python, made by Benchmarks/peers/setup.sh).
"""
import os, re, subprocess, sys, tempfile, collections

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, '..', '..'))

# (stage, pattern on the function name): the first match wins. Swift names are mangled: the patterns match the
# identifiers inside them.
OURS = [
    ('pair finding, tree rebuild', r'updatePairs|DynamicTree|PairTable|createContact|linkNewContact|destroyContact|removeLinks'),
    ('narrow phase', r'WorldC7collide|CollideO'),
    ('prepare (with colouring)', r'buildContactConstraints|prepareContacts|gatherAwakeBodies|ConstraintGraph'),
    ('warm start', r'ContactBundleV9warmStart|ContactSolverO9warmStart'),
    ('solve + relax', r'ContactBundleV5solve|ContactSolverO5solve'),
    ('restitution + store', r'applyRestitution|storeImpulses'),
    ('integrate, finalize, sleep', r'WorldC5solve|integrate|pastFreeRun|finalizeBodies|updateSleep|guardCrossings|solveContinuous'),
    ('joints', r'Joint|PinBundle|SpringBundle'),
]
BOX2D = [
    ('pair finding, tree rebuild', r'b2UpdateBroadPhasePairs|b2FindPairsTask|b2DynamicTree|b2BroadPhase|b2CreateContact|b2DestroyContact|b2AddKey|b2ContainsKey|b2RemoveKey|b2PairQueryCallback|b2Table|b2ValidateNoEnlarged|b2Rebuild|b2Rotate|b2Collect|b2Partition|b2AllocateNode|b2FreeNode|b2InsertLeaf|b2RemoveLeaf|b2LinkContact|b2UnlinkContact|b2Should\w*Collide'),
    ('narrow phase', r'b2CollideTask|b2UpdateContact|b2Collide|b2Clip|b2FindMaxSeparation|b2MakeCapsule|b2PolygonClipper|b2ShapeDistance|b2MakeProxy|b2SegmentDistance|b2ComputePolygonSeparation|b2PolygonManifold|FrictionCallback|RestitutionCallback'),
    ('prepare (with colouring)', r'b2PrepareContactsTask|b2PrepareOverflowContacts|b2AddContactToGraph|b2RemoveContactFromGraph|b2AssignJointColor|b2PrepareStages|b2GetContactSim'),
    ('warm start', r'b2WarmStartContactsTask|b2WarmStartOverflowContacts'),
    ('solve + relax', r'b2SolveContact|b2SolveOverflowContacts'),
    ('restitution + store', r'b2ApplyRestitutionTask|b2ApplyOverflowRestitution|b2StoreImpulsesTask|b2StoreOverflowImpulses'),
    ('integrate, finalize, sleep', r'b2IntegrateVelocitiesTask|b2IntegratePositionsTask|b2FinalizeBodiesTask|b2TrySleepIsland|b2SolverStage|b2ExecuteBlock|b2ExecuteMainStage|b2SolverStep|b2SolverTask|b2Compute\w*AABB|b2SolveContinuous|Island|b2Solve$'),
    ('joints', r'Joint'),
]


def counts(cmd):
    """Exclusive Ir per function of one callgrind run of `cmd`."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'cg.out')
        subprocess.run(['valgrind', '--tool=callgrind', f'--callgrind-out-file={out}'] + cmd,
                       check=True, capture_output=True)
        text = subprocess.run(['callgrind_annotate', '--inclusive=no', '--threshold=100', out],
                              check=True, capture_output=True, text=True).stdout
    result = collections.Counter()
    for line in text.splitlines():
        m = re.match(r'\s*([\d,]+)\s+\([^)]*\)\s+(?:\S*:)?(\S+)', line)
        if m:
            result[m.group(2)] += int(m.group(1).replace(',', ''))
    return result


def per_step(cmd_for, n1, n2):
    a, b = counts(cmd_for(n1)), counts(cmd_for(n2))
    return {f: (b[f] - a.get(f, 0)) / (n2 - n1) for f in b}


# Box2D's wide contact kernels call b2GatherBodies (and b2ScatterBodies) out of line: each sub-step's warm start,
# solve and relax once, restitution once per step. Their count is shared out in that proportion (4 sub-steps).
SHARED = {r'b2GatherBodies|b2ScatterBodies': {'warm start': 4 / 13, 'solve + relax': 8 / 13, 'restitution + store': 1 / 13}}


def group(per, table, only=None):
    stages = collections.Counter()
    for f, ir in per.items():
        if only and not re.search(only, f):
            continue
        shares = next((v for k, v in SHARED.items() if re.search(k, f)), None)
        if shares:
            for stage, share in shares.items():
                stages[stage] += share * ir
            continue
        for stage, pattern in table:
            if re.search(pattern, f):
                stages[stage] += ir
                break
        else:
            stages['other'] += ir
    return stages


def main():
    args = sys.argv[1:]
    ours, peer = [], os.path.join(ROOT, '.build-peers', 'venv', 'bin', 'python')
    while '--ours' in args:
        i = args.index('--ours'); ours.append(args[i + 1]); del args[i:i + 2]
    if '--peer-python' in args:
        i = args.index('--peer-python'); peer = args[i + 1]; del args[i:i + 2]
    scene, n1, n2 = args[0], int(args[1]), int(args[2])
    ours = ours or [os.path.join(ROOT, '.build', 'release', 'dynamics')]
    columns = []
    for binary in ours:
        stripped = tempfile.NamedTemporaryFile(delete=False).name
        subprocess.run(['objcopy', '--strip-debug', binary, stripped], check=True)
        os.chmod(stripped, 0o755)
        per = per_step(lambda n: [stripped, 'bench', '--scene', scene, '--steps', str(n)], n1, n2)
        os.unlink(stripped)
        columns.append((binary, group(per, OURS, only=r'DynamicsEngine')))
    run_one = os.path.join(ROOT, 'Benchmarks', 'peers', 'run_one.py')
    per = per_step(lambda n: [peer, run_one, 'b2v3', scene, str(n)], n1, n2)
    columns.append(('Box2D v3', group(per, BOX2D, only=r'^b2')))
    names = [s for s, _ in OURS] + ['other']
    print(f'{scene}: M instructions per step (callgrind, {n2} − {n1} steps)')
    print('| stage | ' + ' | '.join(c for c, _ in columns) + ' |')
    print('|---|' + '---:|' * len(columns))
    for s in names:
        print(f'| {s} | ' + ' | '.join(f'{c[s] / 1e6:.2f}' for _, c in columns) + ' |')
    print('| total | ' + ' | '.join(f'{sum(c.values()) / 1e6:.2f}' for _, c in columns) + ' |')


if __name__ == '__main__':
    main()
