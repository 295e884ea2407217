#!/usr/bin/env python3
"""Box2D v3.1 (box2d-python 0.1.2's raw cffi C API) runs one world file of the solver-quality suite and
writes the same binary trace as `dynamics bench --world FILE --trace OUT`.

Usage (with the peer virtualenv's python, see Benchmarks/peers/setup.sh):

    .build-peers/venv/bin/python Benchmarks/quality/b2v3_trace.py WORLD.json TRACE.bin

The world file's format is documented in scenes.py (SI, y up: Box2D's own frame, nothing is mirrored).
Box2D runs with its defaults (contact hertz 30, damping ratio 10, push 3 m/s, joint hertz 60, damping
ratio 2, restitution threshold 1 m/s, continuous collision on), the file's sub-steps (4),
`b2World_EnableSleeping` as the file says, and every body's sleep threshold at our engine's 1 cm/s
(Box2D's default is 5 cm/s).

Trace (little-endian): b"DQT1", then uint32 body count, frame count and 7; then for every frame (frame 0
is the initial state) and every dynamic body in file order, float32 x, y, angle, vx, vy, w, awake (1/0).
"""
import array
import json
import math
import struct
import sys

from box2d._box2d import ffi, lib

DT = 1.0 / 60.0


def _vec(x, y):
    return ffi.new('b2Vec2*', {'x': x, 'y': y})[0]


def _rot(angle):
    # Exact cosine/sine: b2MakeRot approximates them, and both engines should start from the same pose.
    return ffi.new('b2Rot*', {'c': math.cos(angle), 's': math.sin(angle)})[0]


def build(world_file):
    """Creates the Box2D world of a world-file dict; returns (world id, body ids in file order, dynamic ids)."""
    wd = lib.b2DefaultWorldDef()
    wd.gravity.x, wd.gravity.y = world_file.get('gravity', [0.0, -10.0])
    wid = lib.b2CreateWorld(ffi.addressof(wd))
    lib.b2World_EnableSleeping(wid, bool(world_file.get('sleep', False)))
    ids, dynamic = [], []
    for b in world_file['bodies']:
        bd = lib.b2DefaultBodyDef()
        kind = b.get('type', 'dynamic')
        bd.type = {'static': lib.b2_staticBody, 'kinematic': lib.b2_kinematicBody,
                   'dynamic': lib.b2_dynamicBody}[kind]
        bd.position.x, bd.position.y = b.get('position', [0.0, 0.0])
        bd.rotation = _rot(b.get('angle', 0.0))
        if kind != 'static':
            bd.linearVelocity.x, bd.linearVelocity.y = b.get('velocity', [0.0, 0.0])
            bd.angularVelocity = b.get('angularVelocity', 0.0)
            bd.linearDamping = b.get('linearDamping', 0.0)
            bd.angularDamping = b.get('angularDamping', 0.0)
            # Our engine's sleep tolerance, 1 cm/s (Box2D's default is 5 cm/s): issue 38 compares
            # the time to sleep at the same threshold.
            bd.sleepThreshold = 0.01
        bid = lib.b2CreateBody(wid, ffi.addressof(bd))
        sd = lib.b2DefaultShapeDef()
        sd.density = b.get('density', 1.0)
        sd.friction = b.get('friction', 0.6)
        sd.restitution = b.get('restitution', 0.0)
        if not b.get('collides', True):
            sd.filter.categoryBits = 0
            sd.filter.maskBits = 0
        for s in b.get('shapes', []):
            if s['kind'] == 'box':
                hx, hy = s['halfExtents']
                cx, cy = s.get('center', [0.0, 0.0])
                poly = ffi.new('b2Polygon*', lib.b2MakeOffsetBox(hx, hy, _vec(cx, cy), _rot(s.get('angle', 0.0))))
                lib.b2CreatePolygonShape(bid, ffi.addressof(sd), poly)
            elif s['kind'] == 'circle':
                cx, cy = s.get('center', [0.0, 0.0])
                circ = ffi.new('b2Circle*', {'center': {'x': cx, 'y': cy}, 'radius': s['radius']})
                lib.b2CreateCircleShape(bid, ffi.addressof(sd), circ)
            elif s['kind'] == 'polygon':
                pts = ffi.new('b2Vec2[]', [{'x': x, 'y': y} for (x, y) in s['vertices']])
                hull = lib.b2ComputeHull(pts, len(s['vertices']))
                if hull.count == 0:
                    raise ValueError('polygon has no hull: %r' % (s['vertices'],))
                poly = ffi.new('b2Polygon*', lib.b2MakePolygon(ffi.addressof(hull), 0.0))
                lib.b2CreatePolygonShape(bid, ffi.addressof(sd), poly)
            else:
                raise ValueError('unknown shape kind %r' % s['kind'])
        ids.append(bid)
        if kind == 'dynamic':
            dynamic.append(bid)
    for j in world_file.get('joints', []):
        a, b = ids[j['a']], ids[j['b']]
        if j['kind'] == 'revolute':
            jd = lib.b2DefaultRevoluteJointDef()
            jd.bodyIdA, jd.bodyIdB = a, b
            anchor = _vec(*j['anchor'])
            jd.localAnchorA = lib.b2Body_GetLocalPoint(a, anchor)
            jd.localAnchorB = lib.b2Body_GetLocalPoint(b, anchor)
            ra, rb = lib.b2Body_GetRotation(a), lib.b2Body_GetRotation(b)
            jd.referenceAngle = math.atan2(rb.s, rb.c) - math.atan2(ra.s, ra.c)
            lib.b2CreateRevoluteJoint(wid, ffi.addressof(jd))
        elif j['kind'] == 'distance':
            jd = lib.b2DefaultDistanceJointDef()
            jd.bodyIdA, jd.bodyIdB = a, b
            (ax, ay), (bx, by) = j['anchorA'], j['anchorB']
            jd.localAnchorA = lib.b2Body_GetLocalPoint(a, _vec(ax, ay))
            jd.localAnchorB = lib.b2Body_GetLocalPoint(b, _vec(bx, by))
            jd.length = j.get('length', math.hypot(bx - ax, by - ay))
            hertz = j.get('hertz', 0.0)
            jd.enableSpring = hertz > 0
            jd.hertz = hertz
            jd.dampingRatio = j.get('dampingRatio', 0.0)
            lib.b2CreateDistanceJoint(wid, ffi.addressof(jd))
        else:
            raise ValueError('unknown joint kind %r' % j['kind'])
    return wid, ids, dynamic


def frame(dynamic):
    """One frame of the trace: seven float32 per dynamic body."""
    out = array.array('f')
    for bid in dynamic:
        t = lib.b2Body_GetTransform(bid)
        v = lib.b2Body_GetLinearVelocity(bid)
        out.extend((t.p.x, t.p.y, math.atan2(t.q.s, t.q.c), v.x, v.y, lib.b2Body_GetAngularVelocity(bid),
                    1.0 if lib.b2Body_IsAwake(bid) else 0.0))
    if sys.byteorder != 'little':
        out.byteswap()
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit('usage: b2v3_trace.py WORLD.json TRACE.bin')
    with open(sys.argv[1]) as f:
        world_file = json.load(f)
    wid, _, dynamic = build(world_file)
    steps = int(world_file['steps'])
    sub_steps = int(world_file.get('subSteps', 4))
    with open(sys.argv[2], 'wb') as out:
        out.write(b'DQT1' + struct.pack('<3I', len(dynamic), steps + 1, 7))
        frame(dynamic).tofile(out)
        for _ in range(steps):
            lib.b2World_Step(wid, DT, sub_steps)
            frame(dynamic).tofile(out)
    lib.b2DestroyWorld(wid)
    print(json.dumps({'world': world_file.get('name', ''), 'bodies': len(dynamic), 'frames': steps + 1,
                      'trace': sys.argv[2], 'engine': 'box2d-v3.1'}))


if __name__ == '__main__':
    main()
