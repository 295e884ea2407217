"""The solver-quality suite's scenes, as data: each function returns one plain, JSON-serialisable dict
that both runners build the same way (our CLI: `dynamics bench --world FILE --trace OUT`; Box2D v3.1:
b2v3_trace.py) and that metrics.py reads to know masses, joints and what to measure.

Format (SI units: m, kg, s; y grows UP and angles are counter-clockwise, as in Box2D; our runner
mirrors y itself):

    {
      "name": "pyramid20",                 # also the scene's key in SCENES
      "description": "…",                  # one line, for people
      "gravity": [0, -10],                 # m/s²
      "steps": 600,                        # steps of 1/60 s
      "subSteps": 4,
      "sleep": false,                      # whether still islands may fall asleep
      "bodies": [{
          "type": "static" | "dynamic",    # default dynamic
          "position": [x, y], "angle": a,  # the body origin; radians
          "velocity": [vx, vy], "angularVelocity": w,
          "shapes": [                      # in the body's frame
              {"kind": "box", "halfExtents": [hx, hy], "center": [cx, cy], "angle": a},
              {"kind": "circle", "radius": r, "center": [cx, cy]},
              {"kind": "polygon", "vertices": [[x, y], …]}],   # convex, counter-clockwise, 3–8 vertices
          "density": 1, "friction": 0.6, "restitution": 0,     # per body, for all its shapes
          "linearDamping": 0, "angularDamping": 0,             # 1/s: v ← v / (1 + h·c), UIKit's resistance
          "collides": true}],              # false: its shapes touch nothing (the joint grid)
      "joints": [
          {"kind": "revolute", "a": i, "b": j, "anchor": [x, y]},              # a pin, world anchor
          {"kind": "distance", "a": i, "b": j, "anchorA": [x, y], "anchorB": [x, y],
           "length": L, "hertz": 0, "dampingRatio": 0}],                        # rod (hertz 0) or spring
      "marked": {"top": i, "keystone": i, "feet": [i, j], "corner": i},         # bodies metrics read
      "checks": {…},                       # parameters of scene-specific metrics (see metrics.py)
      "metrics": ["ke_J", …],              # the metrics the table shows for this scene
    }

Indices are into "bodies" (static bodies included). Defaults unless a scene says otherwise are Box2D's:
density 1, friction 0.6, restitution 0; dt 1/60 s, 4 sub-steps, sleeping off; the ground is a static
box whose top is y = 0. Both engines mix friction as sqrt(fa·fb) and restitution as max(ea, eb), so
a scene gives the ground the same friction as the bodies on it.

Run `python3 Benchmarks/quality/scenes.py NAME` to print one scene's JSON.
"""
import importlib.util
import json
import math
import os
import sys


def _load_peer_scenes():
    """Benchmarks/peers/scenes.py (pyramid_positions, joint_grid_layout), loaded under another name:
    this module is called scenes too."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'peers', 'scenes.py')
    spec = importlib.util.spec_from_file_location('peer_scenes', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


peers = _load_peer_scenes()

STEP = 1.0 / 60.0

# The metrics every resting scene shows (metrics.py defines them).
RESTING = ['drift_mm', 'ke_J', 'max_speed_mm_s', 'rest_time_s', 'ghost_mm_s']


def box(hx, hy, center=(0.0, 0.0), angle=0.0):
    """A box shape of half-extents (hx, hy)."""
    return {'kind': 'box', 'halfExtents': [hx, hy], 'center': list(center), 'angle': angle}


def circle(radius, center=(0.0, 0.0)):
    """A circle shape."""
    return {'kind': 'circle', 'radius': radius, 'center': list(center)}


def polygon(points):
    """A convex polygon shape, its vertices made counter-clockwise."""
    area = sum(points[i][0] * points[(i + 1) % len(points)][1] - points[(i + 1) % len(points)][0] * points[i][1]
               for i in range(len(points)))
    pts = points if area > 0 else list(reversed(points))
    return {'kind': 'polygon', 'vertices': [list(p) for p in pts]}


def body(position, shapes, angle=0.0, type='dynamic', density=1.0, friction=0.6, restitution=0.0,
         velocity=(0.0, 0.0), angular_velocity=0.0, collides=True, damping=0.0):
    """One body record."""
    b = {'type': type, 'position': list(position), 'angle': angle, 'velocity': list(velocity),
         'angularVelocity': angular_velocity, 'shapes': shapes, 'density': density, 'friction': friction,
         'restitution': restitution}
    if damping:
        b['linearDamping'] = b['angularDamping'] = damping
    if not collides:
        b['collides'] = False
    return b


def ground(friction=0.6, half_width=100.0):
    """The static ground box, top at y = 0."""
    return body((0.0, -1.0), [box(half_width, 1.0)], type='static', friction=friction)


def scene(name, seconds, bodies, description, joints=(), marked=None, checks=None, metrics=None, sleep=False,
          gravity=(0.0, -10.0)):
    """Assembles one scene dict."""
    return {'name': name, 'description': description, 'gravity': list(gravity),
            'steps': int(round(seconds / STEP)), 'subSteps': 4, 'sleep': sleep, 'bodies': bodies,
            'joints': list(joints), 'marked': marked or {}, 'checks': checks or {},
            'metrics': metrics if metrics is not None else list(RESTING)}


def lcg(seed):
    """The peers' LCG: uniform values in [0, 1]."""
    s = seed
    while True:
        s = (1103515245 * s + 12345) & 0x7FFFFFFF
        yield s / 0x7FFFFFFF


# --- stacks ---------------------------------------------------------------------------------------

def stack(name, count, description, offset=0.0, friction=0.6, seconds=6.0, heavy_density=None):
    """`count` 1 m boxes in a column on the ground, box i shifted right by i·offset; with heavy_density
    the top box has that density (a heavy box on light ones)."""
    bodies = [ground(friction)]
    for i in range(count):
        density = heavy_density if (heavy_density and i == count - 1) else 1.0
        bodies.append(body((i * offset, 0.5 + i), [box(0.5, 0.5)], friction=friction, density=density))
    column = list(range(1, count + 1))
    metrics = ['top_loss_mm', 'top_drift_mm', 'fallen', 'penetration_mm'] + RESTING
    return scene(name, seconds, bodies, description, marked={'top': count},
                 checks={'column': {'bodies': column, 'halfHeight': 0.5}}, metrics=metrics)


def stack10():
    return stack('stack10', 10, '10 boxes of 1 m, aligned, 6 s')


def stack20_offset():
    return stack('stack20_offset', 20, '20 boxes of 1 m, each 1 cm right of the one below, 6 s', offset=0.01)


def stack15_mu03():
    return stack('stack15_mu03', 15, '15 boxes of 1 m, aligned, friction 0.3 (ground too), 6 s', friction=0.3)


def mass_ratio(ratio):
    """Four light 1 m boxes under one of `ratio` times their density."""
    return stack(f'mass_ratio{ratio}', 5, f'4 light 1 m boxes under a 1 m box of density {ratio}, 6 s',
                 heavy_density=float(ratio))


# --- pyramids -------------------------------------------------------------------------------------

def pyramid(base, sleep=False, seconds=10.0):
    """Box2D's large pyramid (Benchmarks/peers/scenes.py): 1 m boxes exactly touching, top box marked."""
    bodies = [ground()] + [body(p, [box(0.5, 0.5)]) for p in peers.pyramid_positions(base)]
    name = f'pyramid{base}' + ('_sleep' if sleep else '')
    metrics = ['top_drift_mm', 'top_shift_mm', 'top_loss_mm'] + RESTING
    if sleep:
        metrics = ['sleep_time_s', 'top_loss_mm', 'drift_mm', 'ghost_mm_s']
    return scene(name, seconds, bodies, f'pyramid of base {base} ({len(bodies) - 1} boxes)' +
                 (', sleeping on' if sleep else '') + f', {seconds:g} s', marked={'top': len(bodies) - 1},
                 metrics=metrics, sleep=sleep)


# --- card house -----------------------------------------------------------------------------------

CARD_HALF_LENGTH = 1.0
CARD_HALF_THICKNESS = 0.02
CARD_LEAN = math.radians(25.0)


def card_house(sleep=False):
    """Box2D's card house (its sample, after PEEL) at 5x scale and with 4 cm cards: five storeys of
    leaning pairs (25° from vertical, top corners touching) with a flat card bridging each two
    neighbouring pairs; the next storey stands on the flat cards. 40 cards of 2 m x 4 cm, friction
    0.7 (ground too), starting exactly in contact."""
    h, t, th = CARD_HALF_LENGTH, CARD_HALF_THICKNESS, CARD_LEAN
    s, c = math.sin(th), math.cos(th)
    d = 2.0 * (h * s + t * c)          # centre spacing of a pair: their inner top corners meet
    lift = h * c + t * s               # a leaning card's centre above its floor (lowest corner on it)
    apex = 2.0 * lift                  # the pair's outer top corners above its floor
    bodies = [ground(0.7)]
    floor, x0 = 0.0, 0.0
    for n in (5, 4, 3, 2, 1):
        for i in range(n):
            xa = x0 + 2.0 * d * i
            bodies.append(body((xa, floor + lift), [box(t, h)], angle=-th, friction=0.7))
            bodies.append(body((xa + d, floor + lift), [box(t, h)], angle=th, friction=0.7))
            if i < n - 1:
                bodies.append(body((xa + 1.5 * d, floor + apex + t), [box(h, t)], friction=0.7))
        floor += apex + 2.0 * t
        x0 += d
    name = 'card_house' + ('_sleep' if sleep else '')
    metrics = ['max_drop_mm'] + RESTING
    if sleep:
        metrics = ['sleep_time_s', 'max_drop_mm', 'drift_mm', 'ghost_mm_s']
    return scene(name, 8.0, bodies, '40-card house, 5 storeys, 2 m x 4 cm cards, friction 0.7' +
                 (', sleeping on' if sleep else '') + ', 8 s', metrics=metrics, sleep=sleep)


# --- arch -----------------------------------------------------------------------------------------

# Erin Catto's arch (Solver2D, and Box2D v3's "Arch" sample): inner and outer outlines, scaled by 0.25.
ARCH_INNER = [(16.0, 0.0), (14.93803712795643, 5.133601056842984), (13.79871746027416, 10.24928069555078),
              (12.56252963284711, 15.34107019122473), (11.20040987372525, 20.39856541571217),
              (9.66521217819836, 25.40369899225096), (7.87179930638133, 30.3179337000085),
              (5.635199558196225, 35.03820717801641), (2.405937953536585, 39.09554102558315)]
ARCH_OUTER = [(24.0, 0.0), (22.33619528222415, 6.02299846205841), (20.54936888969905, 12.00964361211476),
              (18.60854610798073, 17.9470321677465), (16.46769273811807, 23.81367936585418),
              (14.05325025774858, 29.57079353071012), (11.23551045834022, 35.13775818285372),
              (7.752568160730571, 40.30450679009583), (3.016931552701656, 44.28891593799322)]


def centroid(points):
    """Area centroid of a simple polygon."""
    a = cx = cy = 0.0
    for i in range(len(points)):
        (x0, y0), (x1, y1) = points[i], points[(i + 1) % len(points)]
        cross = x0 * y1 - x1 * y0
        a += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    return cx / (3.0 * a), cy / (3.0 * a)


def block(points, friction=0.6):
    """A dynamic polygon body whose origin is the polygon's centroid."""
    cx, cy = centroid(points)
    return body((cx, cy), [polygon([(x - cx, y - cy) for (x, y) in points])], friction=friction)


def arch(sleep=False):
    """The arch: 8 blocks a side and a keystone (trapezoids), four 4 x 1 m boxes on the keystone,
    friction 0.6, on the ground. Marked: the keystone and the two feet."""
    k = 0.25
    p1 = [(k * x, k * y) for (x, y) in ARCH_INNER]
    p2 = [(k * x, k * y) for (x, y) in ARCH_OUTER]
    bodies = [ground()]
    for i in range(8):
        bodies.append(block([p1[i], p2[i], p2[i + 1], p1[i + 1]]))
    for i in range(8):
        bodies.append(block([(-p2[i][0], p2[i][1]), (-p1[i][0], p1[i][1]), (-p1[i + 1][0], p1[i + 1][1]),
                             (-p2[i + 1][0], p2[i + 1][1])]))
    keystone = len(bodies)
    bodies.append(block([p1[8], p2[8], (-p2[8][0], p2[8][1]), (-p1[8][0], p1[8][1])]))
    for i in range(4):
        bodies.append(body((0.0, 0.5 + p2[8][1] + 1.0 * i), [box(2.0, 0.5)]))
    name = 'arch' + ('_sleep' if sleep else '')
    metrics = ['marked_speed_5s_mm_s', 'top_loss_mm'] + RESTING
    if sleep:
        metrics = ['sleep_time_s', 'top_loss_mm', 'drift_mm', 'ghost_mm_s']
    return scene(name, 10.0, bodies, 'stone arch (Solver2D): 17 trapezoid blocks and 4 boxes on top' +
                 (', sleeping on' if sleep else '') + ', 10 s',
                 marked={'keystone': keystone, 'feet': [1, 9], 'top': keystone}, metrics=metrics, sleep=sleep)


# --- joints ---------------------------------------------------------------------------------------

CHAIN_LINKS = 20
CHAIN_HALF = (0.25, 0.05)      # link half-extents: 0.5 m long
CHAIN_DENSITY = 20.0           # 1 kg a link (0.05 m²)
BALL_RADIUS = 0.5
BALL_DENSITY = 100.0 / (math.pi * BALL_RADIUS ** 2)   # 100 kg
CHAIN_TOP = 15.0


def chain(swinging):
    """20 links of 0.5 m (1 kg each) pinned end to end from a static anchor at (0, 15), a 100 kg ball
    (radius 0.5 m) pinned to the last link; hanging straight down, or released horizontal (swinging).
    No ground."""
    hx, hy = CHAIN_HALF
    L = 2.0 * hx
    anchor = body((0.0, CHAIN_TOP), [], type='static')
    bodies = [anchor]
    joints = []
    for i in range(CHAIN_LINKS):
        if swinging:
            bodies.append(body((hx + L * i, CHAIN_TOP), [box(hx, hy)], density=CHAIN_DENSITY))
            pin = (L * i, CHAIN_TOP)
        else:
            bodies.append(body((0.0, CHAIN_TOP - hx - L * i), [box(hy, hx)], density=CHAIN_DENSITY))
            pin = (0.0, CHAIN_TOP - L * i)
        joints.append({'kind': 'revolute', 'a': len(bodies) - 2, 'b': len(bodies) - 1, 'anchor': list(pin)})
    end = L * CHAIN_LINKS
    if swinging:
        bodies.append(body((end + BALL_RADIUS, CHAIN_TOP), [circle(BALL_RADIUS)], density=BALL_DENSITY))
        pin = (end, CHAIN_TOP)
    else:
        bodies.append(body((0.0, CHAIN_TOP - end - BALL_RADIUS), [circle(BALL_RADIUS)], density=BALL_DENSITY))
        pin = (0.0, CHAIN_TOP - end)
    joints.append({'kind': 'revolute', 'a': len(bodies) - 2, 'b': len(bodies) - 1, 'anchor': list(pin)})
    name = 'chain_swing' if swinging else 'chain_hanging'
    metrics = ['stretch_pct', 'stretch_end_pct', 'joint_gap_mm']
    if not swinging:
        metrics += ['ke_J', 'max_speed_mm_s', 'ghost_mm_s']
    return scene(name, 6.0, bodies, '20 links of 1 kg and a 100 kg ball on pins from a static anchor, ' +
                 ('released horizontal' if swinging else 'hanging') + ', 6 s', joints=joints,
                 marked={'top': len(bodies) - 1}, metrics=metrics)


def joint_grid():
    """Box2D's joint_grid benchmark layout (Benchmarks/README.md) at 20 x 20, the size issue 38 measures
    (the benchmark's 100 x 100 writes a 100 MB trace and stretches by metres in both engines): circles of
    radius 0.4 m pinned to their neighbours, the 7 middle bodies of the top row static, circles touching
    nothing; 6 s."""
    n = 20
    bodies, joints = [], []
    for (k, i, x, y, static) in peers.joint_grid_layout(n):
        bodies.append(body((x, y), [circle(0.4)], type='static' if static else 'dynamic', collides=False))
        index = len(bodies) - 1
        if i > 0:
            joints.append({'kind': 'revolute', 'a': index - 1, 'b': index, 'anchor': [x, y + 0.5]})
        if k > 0:
            joints.append({'kind': 'revolute', 'a': index - n, 'b': index, 'anchor': [x - 0.5, y]})
    return scene('joint_grid', 6.0, bodies, "Box2D's joint grid at 20 x 20: pinned circles, 6 s", joints=joints,
                 marked={'corner': len(bodies) - 1},
                 metrics=['joint_gap_mm', 'joint_gap_end_mm', 'corner_y_m'])


# --- circles --------------------------------------------------------------------------------------

def confined():
    """~470 circles of radius 0.4 m in a closed 20 x 20 m box, staggered rows 0.84 m apart, falling
    into a pile under gravity; 8 s."""
    r, pitch = 0.4, 0.84
    walls = [box(11.0, 0.5, (0.0, -0.5)), box(11.0, 0.5, (0.0, 20.5)), box(0.5, 10.5, (-10.5, 10.0)),
             box(0.5, 10.5, (10.5, 10.0))]
    bodies = [body((0.0, 0.0), walls, type='static')]
    for row in range(22):
        shift = 0.5 * pitch if row % 2 else 0.0
        x = -10.0 + 0.5 + shift
        while x <= 10.0 - 0.5 + 1e-9:
            bodies.append(body((x, 0.5 + pitch * row), [circle(r)]))
            x += pitch
    return scene('confined', 8.0, bodies, f'{len(bodies) - 1} circles of radius 0.4 m settling in a closed '
                 '20 x 20 m box, 8 s', checks={'circles': True}, metrics=['overlap_mm'] + RESTING)


# --- overlap recovery -----------------------------------------------------------------------------

def overlap_stack():
    """Four 1 m boxes created stacked with each overlapping the one below by half its height."""
    bodies = [ground()] + [body((0.0, 0.5 + 0.5 * i), [box(0.5, 0.5)]) for i in range(4)]
    return scene('overlap_stack', 4.0, bodies, '4 boxes of 1 m created 50 % overlapping in a column, 4 s',
                 marked={'top': 4}, checks={'overlap': True},
                 metrics=['pop_speed_mm_s', 'overshoot_mm', 'top_final_m'] + RESTING)


def overlap_pyramid():
    """A pyramid of base 4 (10 boxes) whose rows are created 0.5 m apart instead of 1 m (each box
    overlaps the two under it by half its height)."""
    bodies = [ground()]
    for (x, y) in peers.pyramid_positions(4):
        row = int(round((y - 0.5) / 1.0))
        bodies.append(body((x, 0.5 + 0.5 * row), [box(0.5, 0.5)]))
    return scene('overlap_pyramid', 4.0, bodies, 'pyramid of base 4 created with rows 50 % overlapping, 4 s',
                 marked={'top': len(bodies) - 1}, checks={'overlap': True},
                 metrics=['pop_speed_mm_s', 'overshoot_mm', 'top_final_m'] + RESTING)


# --- restitution, friction ------------------------------------------------------------------------

LADDER = [0.0, 0.25, 0.5, 0.75, 1.0]


def restitution():
    """Balls of radius 0.25 m with restitution 0, 0.25, 0.5, 0.75 and 1 dropped with their bottoms 2 m
    above the ground (restitution 0, so the ball's own counts), 1 m apart; 4 s."""
    r, drop = 0.25, 2.0
    bodies = [ground()]
    for i, e in enumerate(LADDER):
        bodies.append(body((1.0 * i, drop + r), [circle(r)], restitution=e))
    balls = list(range(1, len(bodies)))
    metrics = ['rebound_e%g' % e for e in LADDER]
    return scene('restitution', 4.0, bodies, 'balls of restitution 0-1 dropped from 2 m, 4 s',
                 checks={'rebound': {'balls': balls, 'restitution': LADDER, 'drop': drop, 'radius': r}},
                 metrics=metrics)


RAMP_ANGLE = math.radians(30.0)


def ramp(mu):
    """A 0.5 m box released at rest on a static 30° ramp (20 m long, falling to the right), both of
    friction mu; 3 s. Analytic: a = g (sin θ − μ cos θ), or 0 when that is negative."""
    th = RAMP_ANGLE
    normal = (math.sin(th), math.cos(th))          # the ramp's upper face normal (ramp turned by -θ)
    down = (math.cos(th), -math.sin(th))           # down the slope
    center = (0.0, 6.0)
    top = (center[0] + 0.5 * normal[0], center[1] + 0.5 * normal[1])
    start = (top[0] - 7.0 * down[0] + 0.25 * normal[0], top[1] - 7.0 * down[1] + 0.25 * normal[1])
    bodies = [body(center, [box(10.0, 0.5)], angle=-th, type='static', friction=mu),
              body(start, [box(0.25, 0.25)], angle=-th, friction=mu)]
    return scene('ramp_mu%02d' % round(mu * 10), 3.0, bodies,
                 f'0.5 m box on a 30° ramp, friction {mu:g}, 3 s',
                 checks={'ramp': {'body': 1, 'angle': th, 'mu': mu, 'gravity': 10.0}},
                 metrics=['accel_m_s2', 'accel_expected_m_s2', 'slide_mm'])


# --- a UI: items of a phone screen ----------------------------------------------------------------

SCREEN = (3.9, 8.44)   # 390 x 844 pt at 100 pt = 1 m


def ui_pile(sleep=False):
    """24 "views" — boxes of 0.4-1.2 m sides and circles of 0.4-1.2 m diameter (every third item) —
    dropped in three columns at staggered heights into a 3.9 m wide screen with walls; 8 s."""
    w, _ = SCREEN
    walls = [box(w / 2 + 0.5, 0.5, (w / 2, -0.5)), box(0.5, 10.5, (-0.5, 10.0)), box(0.5, 10.5, (w + 0.5, 10.0))]
    bodies = [body((0.0, 0.0), walls, type='static')]
    rnd = lcg(38)
    for k in range(24):
        row, col = divmod(k, 3)
        a, b, jitter = next(rnd), next(rnd), next(rnd)
        x = 0.65 + 1.3 * col + (jitter - 0.5) * 0.08
        bottom = 0.3 + 1.3 * row + 0.4 * col
        if k % 3 == 2:
            r = 0.2 + 0.4 * a
            bodies.append(body((x, bottom + r), [circle(r)]))
        else:
            hx, hy = 0.2 + 0.4 * a, 0.2 + 0.4 * b
            bodies.append(body((x, bottom + hy), [box(hx, hy)]))
    name = 'ui_pile' + ('_sleep' if sleep else '')
    metrics = RESTING if not sleep else ['sleep_time_s', 'drift_mm', 'ghost_mm_s']
    return scene(name, 8.0, bodies, '24 boxes and circles of 0.4-1.2 m dropped into a 3.9 m wide phone screen' +
                 (', sleeping on' if sleep else '') + ', 8 s', metrics=metrics, sleep=sleep)


# --- the UIKit layer's scenes: UIKit's materials in a phone's reference view ------------------------

# UIDynamicItemBehavior's and the reference-bounds boundary's defaults: friction 0.2, elasticity 0.2,
# resistance and angular resistance 0.1 (Tests/UIKitDynamicsTests/PauseTimeTests.swift builds the same
# scenes with views, 100 pt = 1 m, y down from the top of a 390 x 844 pt screen).
UIKIT = {'friction': 0.2, 'restitution': 0.2, 'damping': 0.1}


def uikit_screen():
    """The reference bounds as a boundary: static boxes outside a 3.9 x 8.44 m screen (bottom at y = 0)."""
    w, h = SCREEN
    walls = [box(w / 2 + 1.0, 0.5, (w / 2, -0.5)), box(w / 2 + 1.0, 0.5, (w / 2, h + 0.5)),
             box(0.5, h / 2 + 1.0, (-0.5, h / 2)), box(0.5, h / 2 + 1.0, (w + 0.5, h / 2))]
    return body((0.0, 0.0), walls, type='static', friction=UIKIT['friction'], restitution=UIKIT['restitution'])


def uikit_scene(name, items, description):
    """A UIKit-layer scene: the screen, the items, sleeping on, 10 s; the time to sleep is what
    the pause tests compare with."""
    return scene(name, 10.0, [uikit_screen()] + items, description + ', UIKit materials, sleeping on, 10 s',
                 metrics=['sleep_time_s', 'rest_time_s', 'drift_mm', 'ghost_mm_s'], sleep=True)


def uikit_item(x, y, shape):
    """One view with UIKit's default material."""
    return body((x, y), [shape], friction=UIKIT['friction'], restitution=UIKIT['restitution'],
                damping=UIKIT['damping'])


def uikit_stack8():
    """8 views of 60 pt stacked at the middle of the screen's floor."""
    return uikit_scene('uikit_stack8', [uikit_item(1.95, 0.3 + 0.6 * i, box(0.3, 0.3)) for i in range(8)],
                       '8 views of 60 pt stacked')


def uikit_pyramid15():
    """15 views of 60 pt as a pyramid of base 5 on the screen's floor."""
    items = [uikit_item(1.95 + (j - (4 - r) / 2) * 0.6, 0.3 + 0.6 * r, box(0.3, 0.3))
             for r in range(5) for j in range(5 - r)]
    return uikit_scene('uikit_pyramid15', items, 'a pyramid of 15 views of 60 pt')


def uikit_pile24():
    """24 views of 40-90 pt (every third one round) dropped from 4 columns x 6 rows inside the screen."""
    rnd = lcg(24)
    items = []
    for k in range(24):
        row, col = divmod(k, 4)
        a, b, jitter = next(rnd), next(rnd), next(rnd)
        x = 0.5 + 0.95 * col + (jitter - 0.5) * 0.04
        bottom = 0.2 + 1.3 * row + 0.3 * (col % 2)
        if k % 3 == 2:
            r = 0.2 + 0.25 * a
            items.append(uikit_item(x, bottom + r, circle(r)))
        else:
            hx, hy = 0.2 + 0.25 * a, 0.2 + 0.25 * b
            items.append(uikit_item(x, bottom + hy, box(hx, hy)))
    return uikit_scene('uikit_pile24', items, '24 views of 40-90 pt, a third of them round, dropped')


SCENES = {
    'stack10': stack10,
    'stack20_offset': stack20_offset,
    'stack15_mu03': stack15_mu03,
    'pyramid20': lambda: pyramid(20),
    'pyramid40': lambda: pyramid(40),
    'card_house': card_house,
    'arch': arch,
    'mass_ratio100': lambda: mass_ratio(100),
    'mass_ratio300': lambda: mass_ratio(300),
    'chain_hanging': lambda: chain(False),
    'chain_swing': lambda: chain(True),
    'joint_grid': joint_grid,
    'confined': confined,
    'overlap_stack': overlap_stack,
    'overlap_pyramid': overlap_pyramid,
    'restitution': restitution,
    'ramp_mu03': lambda: ramp(0.3),
    'ramp_mu07': lambda: ramp(0.7),
    'ui_pile': ui_pile,
    'pyramid20_sleep': lambda: pyramid(20, sleep=True),
    'card_house_sleep': lambda: card_house(sleep=True),
    'arch_sleep': lambda: arch(sleep=True),
    'ui_pile_sleep': lambda: ui_pile(sleep=True),
    'uikit_stack8': uikit_stack8,
    'uikit_pyramid15': uikit_pyramid15,
    'uikit_pile24': uikit_pile24,
}


if __name__ == '__main__':
    if len(sys.argv) != 2 or sys.argv[1] not in SCENES:
        sys.exit('usage: scenes.py NAME   (one of: %s)' % ', '.join(SCENES))
    print(json.dumps(SCENES[sys.argv[1]](), indent=1))
