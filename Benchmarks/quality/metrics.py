"""The solver-quality suite's metrics: ONE implementation, applied to every engine's trace of a scene.

A trace (written by `dynamics bench --world FILE --trace OUT` and by b2v3_trace.py) holds, for every
frame of 1/60 s (frame 0 = the initial state) and every dynamic body, float32 x, y, angle (y up), the
engine's reported vx, vy, w, and an awake flag. Masses, inertias, shapes and joints come from the
scene dict (scenes.py), not from the engine, so both engines are measured with the same numbers.

Velocities "from positions" are finite differences of consecutive frames (x, y of the centre of mass,
and the angle); a body's speed is that of its fastest point, bounded as |v| + |w|·R with R the largest
distance from its centre of mass to its outline. "The last second" is the last 60 frames.

Metrics (units in the name; None is shown as "never" for times, "—" otherwise):

  drift_mm              largest displacement of any body over the last second
  top_drift_mm          horizontal displacement of the marked top body over the last second
  top_shift_mm          horizontal displacement of the marked top body from its start
  top_loss_mm           how far the marked top body's height dropped from its start
  max_drop_mm           the largest drop in height of any body from its start
  fallen                bodies whose height dropped more than 0.25 m
  penetration_mm        box columns (checks.column): largest overlap of neighbouring boxes, and of the
                        bottom box with the ground, from their heights over the last second (tilt ignored)
  overlap_mm            circles (checks.circles): largest overlap of two circles in the last frame
  ke_J                  mean kinetic energy over the last second, from positions, masses and inertias
  max_speed_mm_s        largest speed from positions over the last second
  rest_time_s           time after which every body stays under 1 cm/s (from positions); never if the
                        last frame is still faster
  sleep_time_s          first frame at which every dynamic body is asleep (reported flags)
  ghost_mm_s            largest REPORTED speed (|v| + |w|·R) in the last second among bodies whose
                        centre of mass stayed within 1 mm of where it was at the second's start:
                        velocity that does not move anything ("—" when no body stayed that still)
  marked_speed_5s_mm_s  largest speed from positions of the marked keystone and feet over the last 5 s
  joint_gap_mm          largest distance between a joint's two anchors (revolute) or error of its length
                        (distance) over the run (every frame, or every k-th of a very large scene)
  joint_gap_end_mm      the same, in the last frame
  stretch_pct           largest total stretch: the sum of the joints' errors over the sum of the
                        distances between their bodies' centres at the start (a chain's lengthening)
  stretch_end_pct       the same, in the last frame
  corner_y_m            height of the marked corner in the last frame
  pop_speed_mm_s        overlap recovery: largest speed of a centre of mass (from positions) in the run
  overshoot_mm          overlap recovery: how far the marked top went above its final height (the mean
                        of its last second)
  top_final_m           that final height
  rebound_eE            restitution ladder: the ball of restitution E: first rebound height over the drop
                        height, over E² (1 = as elastic as asked); for E = 0 the rebound height in mm
  accel_m_s2            friction ramp: acceleration down the slope, least-squares fit of the distance
                        along the slope over t >= 0.25 s
  accel_expected_m_s2   g (sin θ − μ cos θ), or 0 when negative (the box holds)
  slide_mm              distance slid down the slope at the end
"""
import array
import math
import struct
import sys

DT = 1.0 / 60.0
LAST = 60             # frames in "the last second"
REST_SPEED = 0.01     # m/s: "at rest" for rest_time_s
STILL = 0.001         # m: "did not move" for ghost_mm_s
FALLEN = 0.25         # m: a body whose height dropped more counts as fallen


class Trace:
    """A trace file, its frames as per-body columns."""

    def __init__(self, path):
        with open(path, 'rb') as f:
            data = f.read()
        if data[:4] != b'DQT1' or len(data) < 16:
            raise ValueError(f'{path}: not a quality trace (no DQT1 header)')
        self.bodies, self.frames, fields = struct.unpack('<3I', data[4:16])
        if fields != 7 or len(data) != 16 + 4 * 7 * self.bodies * self.frames:
            raise ValueError(f'{path}: {len(data)} bytes do not hold {self.frames} frames of {self.bodies} bodies')
        values = array.array('f')
        values.frombytes(data[16:])
        if sys.byteorder != 'little':
            values.byteswap()
        self.values = values

    def column(self, body, field):
        """One field (0 x, 1 y, 2 angle, 3 vx, 4 vy, 5 w, 6 awake) of one body, over all frames."""
        return self.values[body * 7 + field::self.bodies * 7]


def shape_mass(shape, density):
    """(mass, centre, inertia about the centre, outline points or None, radius) of one shape."""
    kind = shape['kind']
    if kind == 'circle':
        r = shape['radius']
        m = density * math.pi * r * r
        return m, tuple(shape.get('center', (0.0, 0.0))), 0.5 * m * r * r, None, r
    if kind == 'box':
        hx, hy = shape['halfExtents']
        cx, cy = shape.get('center', (0.0, 0.0))
        a = shape.get('angle', 0.0)
        c, s = math.cos(a), math.sin(a)
        corners = [(cx + c * x - s * y, cy + s * x + c * y) for (x, y) in ((-hx, -hy), (hx, -hy), (hx, hy), (-hx, hy))]
        m = density * 4.0 * hx * hy
        return m, (cx, cy), m * (hx * hx + hy * hy) / 3.0, corners, 0.0
    pts = shape['vertices']
    area = cx = cy = inertia = 0.0
    for i in range(len(pts)):
        (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
        cross = x0 * y1 - x1 * y0
        area += 0.5 * cross
        cx += (x0 + x1) * cross / 6.0
        cy += (y0 + y1) * cross / 6.0
        inertia += cross * (x0 * x0 + x0 * x1 + x1 * x1 + y0 * y0 + y0 * y1 + y1 * y1) / 12.0
    cx, cy = cx / area, cy / area
    m = density * area
    return m, (cx, cy), density * inertia - m * (cx * cx + cy * cy), [tuple(p) for p in pts], 0.0


def body_mass(b):
    """(mass, local centre of mass, inertia about it, R: farthest outline point from it) of a scene body."""
    parts = [shape_mass(s, b.get('density', 1.0)) for s in b.get('shapes', [])]
    if not parts:
        return 1.0, (0.0, 0.0), 0.0, 0.0
    mass = sum(p[0] for p in parts)
    cx = sum(p[0] * p[1][0] for p in parts) / mass
    cy = sum(p[0] * p[1][1] for p in parts) / mass
    inertia = sum(p[2] + p[0] * ((p[1][0] - cx) ** 2 + (p[1][1] - cy) ** 2) for p in parts)
    reach = 0.0
    for (_, centre, _, outline, radius) in parts:
        if outline:
            reach = max(reach, max(math.hypot(x - cx, y - cy) for (x, y) in outline))
        else:
            reach = max(reach, math.hypot(centre[0] - cx, centre[1] - cy) + radius)
    return mass, (cx, cy), inertia, reach


def wrap(a):
    """An angle difference in (−π, π]."""
    return (a + math.pi) % (2.0 * math.pi) - math.pi


class Run:
    """One engine's trace of one scene, with the per-body series the metrics share (computed once)."""

    def __init__(self, scene, trace):
        self.scene = scene
        self.trace = trace
        self.dynamic = [i for i, b in enumerate(scene['bodies']) if b.get('type', 'dynamic') == 'dynamic']
        if len(self.dynamic) != trace.bodies:
            raise ValueError(f"{scene['name']}: the trace has {trace.bodies} bodies, the scene {len(self.dynamic)}")
        self.slot = {index: k for k, index in enumerate(self.dynamic)}
        self.props = [body_mass(scene['bodies'][i]) for i in self.dynamic]
        self.frames = trace.frames
        self.last = self.frames - 1
        self._com = {}
        self._speed = {}

    # --- series -------------------------------------------------------------------------------

    def com(self, k):
        """(xs, ys, angles) of the centre of mass of dynamic body k (trace order), over all frames."""
        if k not in self._com:
            xs, ys, angles = (self.trace.column(k, f) for f in (0, 1, 2))
            lx, ly = self.props[k][1]
            if lx or ly:
                cs = [math.cos(a) for a in angles]
                sn = [math.sin(a) for a in angles]
                xs = [x + c * lx - s * ly for x, c, s in zip(xs, cs, sn)]
                ys = [y + s * lx + c * ly for y, c, s in zip(ys, cs, sn)]
            self._com[k] = (xs, ys, angles)
        return self._com[k]

    def velocities(self, k, start=1):
        """[(vx, vy, w)] from positions for frames start..last of body k (frame f: from f-1 to f)."""
        xs, ys, angles = self.com(k)
        return [((xs[f] - xs[f - 1]) / DT, (ys[f] - ys[f - 1]) / DT, wrap(angles[f] - angles[f - 1]) / DT)
                for f in range(max(start, 1), self.frames)]

    def speeds(self, k):
        """Speed from positions (|v| + |w|·R) of body k for frames 1..last (index f-1)."""
        if k not in self._speed:
            reach = self.props[k][3]
            self._speed[k] = [math.hypot(vx, vy) + abs(w) * reach for (vx, vy, w) in self.velocities(k)]
        return self._speed[k]

    def window(self):
        """The first frame of the last second."""
        return max(self.frames - LAST, 1)

    def marked(self, key):
        """Trace slot of the marked body `key`."""
        return self.slot[self.scene['marked'][key]]

    # --- metrics ------------------------------------------------------------------------------

    def drift_mm(self):
        w = self.window() - 1
        return 1000.0 * max(math.hypot(xs[self.last] - xs[w], ys[self.last] - ys[w])
                            for xs, ys, _ in (self.com(k) for k in range(len(self.dynamic))))

    def top_drift_mm(self):
        xs = self.com(self.marked('top'))[0]
        return 1000.0 * abs(xs[self.last] - xs[self.window() - 1])

    def top_shift_mm(self):
        xs = self.com(self.marked('top'))[0]
        return 1000.0 * abs(xs[self.last] - xs[0])

    def top_loss_mm(self):
        ys = self.com(self.marked('top'))[1]
        return 1000.0 * (ys[0] - ys[self.last])

    def max_drop_mm(self):
        return 1000.0 * max(ys[0] - ys[self.last] for _, ys, _ in (self.com(k) for k in range(len(self.dynamic))))

    def fallen(self):
        return sum(1 for _, ys, _ in (self.com(k) for k in range(len(self.dynamic))) if ys[0] - ys[self.last] > FALLEN)

    def penetration_mm(self):
        column = self.scene['checks'].get('column')
        if not column:
            return None
        h = column['halfHeight']
        series = [self.com(self.slot[i])[1] for i in column['bodies']]
        worst = 0.0
        for f in range(self.window() - 1, self.frames):
            worst = max(worst, h - series[0][f])
            for lower, upper in zip(series, series[1:]):
                worst = max(worst, 2.0 * h - (upper[f] - lower[f]))
        return 1000.0 * worst

    def overlap_mm(self):
        circles = []
        for k, i in enumerate(self.dynamic):
            shapes = self.scene['bodies'][i]['shapes']
            if len(shapes) == 1 and shapes[0]['kind'] == 'circle':
                xs, ys, _ = self.com(k)
                circles.append((xs[self.last], ys[self.last], shapes[0]['radius']))
        if not circles:
            return None
        cell = 2.0 * max(r for (_, _, r) in circles)
        grid = {}
        for n, (x, y, _) in enumerate(circles):
            grid.setdefault((math.floor(x / cell), math.floor(y / cell)), []).append(n)
        worst = 0.0
        for (gx, gy), members in grid.items():
            near = [m for dx in (-1, 0, 1) for dy in (-1, 0, 1) for m in grid.get((gx + dx, gy + dy), ())]
            for a in members:
                xa, ya, ra = circles[a]
                for b in near:
                    if b > a:
                        xb, yb, rb = circles[b]
                        worst = max(worst, ra + rb - math.hypot(xb - xa, yb - ya))
        return 1000.0 * worst

    def ke_J(self):
        start = self.window()
        total = 0.0
        for k in range(len(self.dynamic)):
            m, _, inertia, _ = self.props[k]
            total += sum(0.5 * m * (vx * vx + vy * vy) + 0.5 * inertia * w * w
                         for (vx, vy, w) in self.velocities(k, start))
        return total / (self.frames - start)

    def max_speed_mm_s(self):
        start = self.window() - 1
        return 1000.0 * max(max(self.speeds(k)[start:]) for k in range(len(self.dynamic)))

    def rest_time_s(self):
        moving = 0
        for k in range(len(self.dynamic)):
            s = self.speeds(k)
            for f in range(len(s) - 1, moving - 1, -1):
                if s[f] >= REST_SPEED:
                    moving = f + 1
                    break
        if moving >= self.last:
            return None
        return moving * DT

    def sleep_time_s(self):
        awake = [self.trace.column(k, 6) for k in range(len(self.dynamic))]
        for f in range(self.frames):
            if all(a[f] == 0.0 for a in awake):
                return f * DT
        return None

    def ghost_mm_s(self):
        w = self.window() - 1
        worst = None
        for k in range(len(self.dynamic)):
            xs, ys, _ = self.com(k)
            if max(math.hypot(xs[f] - xs[w], ys[f] - ys[w]) for f in range(w, self.frames)) >= STILL:
                continue
            reach = self.props[k][3]
            vx, vy, om = (self.trace.column(k, f)[w:] for f in (3, 4, 5))
            top = max(math.hypot(a, b) + abs(c) * reach for a, b, c in zip(vx, vy, om))
            worst = top if worst is None else max(worst, top)
        return None if worst is None else 1000.0 * worst

    def marked_speed_5s_mm_s(self):
        m = self.scene['marked']
        slots = [self.slot[m['keystone']]] + [self.slot[i] for i in m.get('feet', [])]
        start = max(self.frames - 5 * LAST, 1) - 1
        return 1000.0 * max(max(self.speeds(k)[start:]) for k in slots)

    def _joints(self):
        """Per joint: a function of the frame giving its error (m), and its reference length."""
        bodies = self.scene['bodies']
        out = []

        def pose(i):
            if i in self.slot:
                k = self.slot[i]
                return self.trace.column(k, 0), self.trace.column(k, 1), self.trace.column(k, 2)
            b = bodies[i]
            return None, b.get('position', (0.0, 0.0)), b.get('angle', 0.0)

        def local(i, point):
            b = bodies[i]
            (px, py), a = b.get('position', (0.0, 0.0)), b.get('angle', 0.0)
            dx, dy = point[0] - px, point[1] - py
            return (math.cos(a) * dx + math.sin(a) * dy, -math.sin(a) * dx + math.cos(a) * dy)

        def world(p, f, lx, ly):
            xs, ys, angles = p
            if xs is None:
                x, y = ys
                a = angles
            else:
                x, y, a = xs[f], ys[f], angles[f]
            c, s = math.cos(a), math.sin(a)
            return x + c * lx - s * ly, y + s * lx + c * ly

        def centre(i):
            b = bodies[i]
            m = body_mass(b)
            return world((None, b.get('position', (0.0, 0.0)), b.get('angle', 0.0)), 0, *m[1])

        for j in self.scene.get('joints', []):
            a, b = j['a'], j['b']
            pa, pb = pose(a), pose(b)
            if j['kind'] == 'revolute':
                la, lb = local(a, j['anchor']), local(b, j['anchor'])
                ca, cb = centre(a), centre(b)
                ref = math.hypot(ca[0] - cb[0], ca[1] - cb[1])
                out.append((lambda f, pa=pa, pb=pb, la=la, lb=lb:
                            math.dist(world(pa, f, *la), world(pb, f, *lb)), ref))
            else:
                la, lb = local(a, j['anchorA']), local(b, j['anchorB'])
                length = j.get('length', math.dist(j['anchorA'], j['anchorB']))
                out.append((lambda f, pa=pa, pb=pb, la=la, lb=lb, length=length:
                            abs(math.dist(world(pa, f, *la), world(pb, f, *lb)) - length), length or 1.0))
        return out

    def _joint_frames(self, joints):
        stride = max(1, math.ceil(len(joints) * self.frames / 2_000_000))
        frames = list(range(1, self.frames, stride))
        if frames[-1] != self.last:
            frames.append(self.last)
        return frames

    def joint_gap_mm(self):
        joints = self._joints()
        if not joints:
            return None
        return 1000.0 * max(err(f) for f in self._joint_frames(joints) for (err, _) in joints)

    def joint_gap_end_mm(self):
        joints = self._joints()
        return 1000.0 * max(err(self.last) for (err, _) in joints) if joints else None

    def stretch_pct(self):
        joints = self._joints()
        if not joints:
            return None
        total = sum(ref for (_, ref) in joints)
        return 100.0 * max(sum(err(f) for (err, _) in joints) for f in self._joint_frames(joints)) / total

    def stretch_end_pct(self):
        joints = self._joints()
        if not joints:
            return None
        return 100.0 * sum(err(self.last) for (err, _) in joints) / sum(ref for (_, ref) in joints)

    def corner_y_m(self):
        return self.com(self.marked('corner'))[1][self.last]

    def pop_speed_mm_s(self):
        return 1000.0 * max(max(math.hypot(vx, vy) for (vx, vy, _) in self.velocities(k))
                            for k in range(len(self.dynamic)))

    def top_final_m(self):
        ys = self.com(self.marked('top'))[1]
        tail = ys[self.window() - 1:]
        return sum(tail) / len(tail)

    def overshoot_mm(self):
        ys = self.com(self.marked('top'))[1]
        return 1000.0 * max(0.0, max(ys) - self.top_final_m())

    def rebound(self, e):
        check = self.scene['checks']['rebound']
        ball = check['balls'][check['restitution'].index(e)]
        ys = self.com(self.slot[ball])[1]
        r, drop = check['radius'], check['drop']
        impact = next((f for f in range(1, self.last) if ys[f + 1] >= ys[f]), self.last)
        apex = max(ys[impact:]) - r
        if e == 0:
            return 1000.0 * apex
        return apex / drop / (e * e)

    def _ramp(self):
        check = self.scene['checks']['ramp']
        xs, ys, _ = self.com(self.slot[check['body']])
        th = check['angle']
        down = (math.cos(th), -math.sin(th))
        s = [(x - xs[0]) * down[0] + (y - ys[0]) * down[1] for x, y in zip(xs, ys)]
        return check, s

    def accel_m_s2(self):
        _, s = self._ramp()
        pts = [(f * DT, s[f]) for f in range(int(round(0.25 / DT)), self.frames)]
        # Least squares s = c0 + c1 t + c2 t² (normal equations, 3 x 3, Cramer's rule).
        sums = [sum(t ** p for t, _ in pts) for p in range(5)]
        rhs = [sum(v * t ** p for t, v in pts) for p in range(3)]
        m = [[sums[i + j] for j in range(3)] for i in range(3)]

        def det(a):
            return (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                    + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))

        d = det(m)
        c2 = det([[m[i][0], m[i][1], rhs[i]] for i in range(3)]) / d
        return 2.0 * c2

    def accel_expected_m_s2(self):
        check, _ = self._ramp()
        th, mu, g = check['angle'], check['mu'], check['gravity']
        return max(0.0, g * (math.sin(th) - mu * math.cos(th)))

    def slide_mm(self):
        _, s = self._ramp()
        return 1000.0 * s[self.last]

    def value(self, name):
        """The metric `name` (see the module's list), or None where it does not apply."""
        if name.startswith('rebound_e'):
            return self.rebound(float(name[len('rebound_e'):]))
        return getattr(self, name)()


def measure(scene, trace_path, names=None):
    """{metric: value} of one engine's trace of `scene`, for `names` (default: the scene's own list)."""
    run = Run(scene, Trace(trace_path))
    return {name: run.value(name) for name in (names or scene['metrics'])}
