#if canImport(_Builtin_intrinsics.intel)
    internal import _Builtin_intrinsics.intel
#endif

/// The narrow phase: manifolds for every shape pair, with speculative points.
///
/// Points are produced while the shapes are closer than `margin` (positive separation), so the
/// solver can stop a fast body exactly at a surface it would otherwise pass through in one step:
/// the broad phase enlarges each proxy by the body's motion over the step and the world passes
/// the pair's closing distance as `margin`. Pairs are ordered so a circle is always shape B of a
/// mixed pair.
@usableFromInline
enum Collide {
    /// Relative tolerance for preferring shape A's face as the reference (avoids flip-flopping
    /// between two nearly equal faces, which would defeat warm starting).
    static let referenceTolerance: Float = 0.1 * Tolerances.linearSlop

    /// Manifold recycling's tolerances: a polygon pair's manifold is rebuilt from its
    /// ``ManifoldReference`` instead of collided afresh while, since the last full collision,
    /// each clip point has moved less than `recycleDistance` relative to the reference face's
    /// body and the relative rotation is under `recycleAngle` (radians, compared as its sine).
    ///
    /// 1 % of the linear slop (0.05 mm, half a hundredth of a point): a rebuilt point's
    /// separation is exact for the kept features; what can differ from a full collision is only
    /// where a clipped point sits along its edge (by at most this distance, a lever-arm error of
    /// 0.01 % on a 0.5 m box) and features that would switch within it. Measured on the
    /// 100-row box pyramid over 2,500 steps: at 1 % and below its settled sink matches the
    /// full-collision run within run-to-run variation (0.4 %), at 2 % it no longer does (2.4 %
    /// less sink), so 1 % it is. Most pairs of a resting stack creep by less than this over
    /// many steps; anything moving or turning visibly is collided in full every step. The angle
    /// bound only matters for small shapes: on larger ones the distance bound is the tighter.
    static let recycleDistance: Float = 0.01 * Tolerances.linearSlop
    static let recycleAngle: Float = 0.001

    /// The manifold of any shape pair. A polygon pair records what it was built from in
    /// `reference`, when given, for ``recycled(_:_:_:margin:)`` (the caller has invalidated it:
    /// it stays invalid for every other pair, and for a polygon pair that ends before clipping).
    static func manifold(
        _ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Float,
        scratch: UnsafeMutablePointer<Vec2>, reference: UnsafeMutablePointer<ManifoldReference>? = nil
    ) -> Manifold {
        switch (a.kind, b.kind) {
        case (.polygon, .polygon):
            return polygons(a, xfA, b, xfB, margin: margin, scratch: scratch, reference: reference)
        case (.polygon, .circle): return polygonCircle(a, xfA, b, xfB, margin: margin)
        case (.circle, .circle): return circles(a, xfA, b, xfB, margin: margin)
        case (.circle, .polygon):
            var m = polygonCircle(b, xfB, a, xfA, margin: margin)
            m.normal = -m.normal
            swap(&m.p0.anchorA, &m.p0.anchorB)
            return m
        }
    }

    static func circles(_ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Float)
        -> Manifold
    {
        let pA = xfA.apply(a.center)
        let pB = xfB.apply(b.center)
        let d = pB - pA
        let dist = d.length
        let separation = dist - a.radius - b.radius
        var m = Manifold()
        guard separation <= margin else { return m }
        let normal = dist > Float.ulpOfOne ? (1 / dist) * d : Vec2(0, 1)
        let cA = pA + a.radius * normal
        let cB = pB - b.radius * normal
        m.normal = normal
        m.pointCount = 1
        let point = 0.5 * (cA + cB)
        m.p0.anchorA = point - xfA.p
        m.p0.anchorB = point - xfB.p
        m.p0.separation = separation
        return m
    }

    /// Polygon (or segment) A against circle B, worked in A's frame.
    static func polygonCircle(
        _ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Float
    ) -> Manifold {
        var m = Manifold()
        let c = xfA.inverseApply(xfB.apply(b.center))
        let total = a.radius + b.radius
        var best = 0
        var bestSeparation = -Float.greatestFiniteMagnitude
        for i in 0..<a.count {
            let s = dot(a.normals[i], c - a.vertices[i])
            if s > bestSeparation {
                bestSeparation = s
                best = i
            }
        }
        if bestSeparation - total > margin { return m }
        let v1 = a.vertices[best]
        let v2 = a.vertices[best + 1 == a.count ? 0 : best + 1]
        var normal: Vec2
        var separation: Float
        var onA: Vec2
        let u1 = dot(c - v1, v2 - v1)
        let u2 = dot(c - v2, v1 - v2)
        if bestSeparation > Float.ulpOfOne && u1 < 0 {
            // Vertex region of v1.
            let d = c - v1
            let dist = d.length
            guard dist - total <= margin else { return m }
            normal = dist > Float.ulpOfOne ? (1 / dist) * d : a.normals[best]
            separation = dist - total
            onA = v1
        } else if bestSeparation > Float.ulpOfOne && u2 < 0 {
            let d = c - v2
            let dist = d.length
            guard dist - total <= margin else { return m }
            normal = dist > Float.ulpOfOne ? (1 / dist) * d : a.normals[best]
            separation = dist - total
            onA = v2
        } else {
            normal = a.normals[best]
            separation = bestSeparation - total
            onA = c - bestSeparation * normal
        }
        // Midway between A's rounded surface and B's surface; B's anchor from the circle's centre.
        let surfaceA = onA + a.radius * normal
        let surfaceB = c - b.radius * normal
        let mid = 0.5 * (surfaceA + surfaceB)
        m.normal = xfA.q.rotate(normal)
        m.pointCount = 1
        m.p0.anchorA = xfA.q.rotate(mid)
        m.p0.anchorB = xfA.q.rotate(mid - c) + xfB.q.rotate(b.center)
        m.p0.separation = separation
        m.p0.id = UInt32(best)
        return m
    }

    /// The largest separation of `poly2` from any face of `poly1` (both in one frame).
    @inline(__always)
    static func maxSeparation(
        _ v1: UnsafePointer<Vec2>, _ n1: UnsafePointer<Vec2>, _ c1: Int, _ v2: UnsafePointer<Vec2>, _ c2: Int
    ) -> (edge: Int, separation: Float) {
        #if canImport(_Builtin_intrinsics.intel)
            if c2 == 4 { return maxSeparation4(v1, n1, c1, v2) }
        #endif
        var bestEdge = 0
        var best = -Float.greatestFiniteMagnitude
        for i in 0..<c1 {
            let n = n1[i]
            let v = v1[i]
            var si = Float.greatestFiniteMagnitude
            for j in 0..<c2 {
                let s = dot(n, v2[j] - v)
                if s < si { si = s }
            }
            if si > best {
                best = si
                bestEdge = i
            }
        }
        return (bestEdge, best)
    }

    #if canImport(_Builtin_intrinsics.intel)
        /// Four points' x and y coordinates, each in one vector (x0 x1 x2 x3, y0 y1 y2 y3).
        @inline(__always)
        static func load4(_ points: UnsafePointer<Vec2>) -> (xs: SIMD4<Float>, ys: SIMD4<Float>) {
            let raw = UnsafeRawPointer(points)
            let lo = raw.loadUnaligned(as: SIMD4<Float>.self)  // x0 y0 x1 y1
            let hi = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)  // x2 y2 x3 y3
            let t0 = _mm_unpacklo_ps(lo, hi)  // x0 x2 y0 y2
            let t1 = _mm_unpackhi_ps(lo, hi)  // x1 x3 y1 y3
            return (_mm_unpacklo_ps(t0, t1), _mm_unpackhi_ps(t0, t1))
        }

        /// ``maxSeparation(_:_:_:_:_:)`` against a quadrilateral (boxes: most polygon pairs), the
        /// four vertices' separations from a face computed as one SSE vector: lane j is
        /// (w_j.x − v.x) · n.x + (w_j.y − v.y) · n.y, the IEEE operations of `dot(n, w_j − v)`
        /// (products commute exactly), and the minimum taken in vertex order by `minss`, which is
        /// the scalar loop's `s < si ? s : si` (NaN and ±0 included). So the same edge and the
        /// same separation, bit for bit. Written with intrinsics: as `SIMD4` arithmetic the
        /// optimiser scalarised it again.
        @inline(__always)
        static func maxSeparation4(
            _ v1: UnsafePointer<Vec2>, _ n1: UnsafePointer<Vec2>, _ c1: Int, _ v2: UnsafePointer<Vec2>
        ) -> (edge: Int, separation: Float) {
            let (xs, ys) = load4(v2)
            var bestEdge = 0
            var best = -Float.greatestFiniteMagnitude
            for i in 0..<c1 {
                let n = n1[i]
                let v = v1[i]
                let s = _mm_add_ps(
                    _mm_mul_ps(_mm_sub_ps(xs, _mm_set1_ps(v.x)), _mm_set1_ps(n.x)),
                    _mm_mul_ps(_mm_sub_ps(ys, _mm_set1_ps(v.y)), _mm_set1_ps(n.y)))
                let s01 = _mm_unpacklo_ps(s, s)  // s0 s0 s1 s1
                let s23 = _mm_unpackhi_ps(s, s)  // s2 s2 s3 s3
                var si = _mm_set_ss(Float.greatestFiniteMagnitude)
                si = _mm_min_ss(s, si)
                si = _mm_min_ss(_mm_movehl_ps(s01, s01), si)
                si = _mm_min_ss(s23, si)
                si = _mm_min_ss(_mm_movehl_ps(s23, s23), si)
                let separation = _mm_cvtss_f32(si)
                if separation > best {
                    best = separation
                    bestEdge = i
                }
            }
            return (bestEdge, best)
        }

        /// `dst[i] = q.rotate(src[i]) + p` (without `+ p` unless `translate`) for four points at
        /// once: (c·x − s·y) + p.x and (s·x + c·y) + p.y lane by lane, `Rotation.rotate`'s and
        /// `Vec2.+`'s IEEE operations in their order, so the same bits.
        @inline(__always)
        static func move4(
            _ src: UnsafePointer<Vec2>, _ q: Rotation, _ p: Vec2, _ dst: UnsafeMutablePointer<Vec2>,
            translate: Bool = true
        ) {
            let (xs, ys) = load4(src)
            let c = _mm_set1_ps(q.c)
            let sn = _mm_set1_ps(q.s)
            var x = _mm_sub_ps(_mm_mul_ps(c, xs), _mm_mul_ps(sn, ys))
            var y = _mm_add_ps(_mm_mul_ps(sn, xs), _mm_mul_ps(c, ys))
            if translate {
                x = _mm_add_ps(x, _mm_set1_ps(p.x))
                y = _mm_add_ps(y, _mm_set1_ps(p.y))
            }
            let out = UnsafeMutableRawPointer(dst)
            out.storeBytes(of: _mm_unpacklo_ps(x, y), as: SIMD4<Float>.self)  // x0 y0 x1 y1
            out.storeBytes(of: _mm_unpackhi_ps(x, y), toByteOffset: 16, as: SIMD4<Float>.self)
        }
    #endif

    /// The separation of two polygons' cores beyond which a corner facing a corner is measured
    /// as such (``closestCorners(_:_:_:_:)``): a tenth of the linear slop, so the direction
    /// between the corners is never normalised from a vanishing length.
    static let cornerTolerance: Float = 0.1 * Tolerances.linearSlop

    /// For two segments that do not cross, `p1 p2` and `q1 q2`: when their closest points are
    /// an end of each, which ends (0: the first, 1: the second); nil when a closest point lies
    /// inside either segment. The closest points of two such segments include an end of one of
    /// them, so the four ends are each tried against the other segment; ties keep the first.
    @inline(__always)
    static func closestCorners(_ p1: Vec2, _ p2: Vec2, _ q1: Vec2, _ q2: Vec2) -> (Int, Int)? {
        var best = Float.greatestFiniteMagnitude
        var ends: (Int, Int)? = nil
        @inline(__always) func consider(_ x: Vec2, _ s1: Vec2, _ s2: Vec2, _ end: Int, xOnP: Bool) {
            let e = s2 - s1
            let l = e.lengthSquared
            let f = l > 0 ? dot(x - s1, e) / l : 0
            let t = Swift.min(Swift.max(f, 0), 1)
            let gap = (x - (s1 + t * e)).lengthSquared
            guard gap < best else { return }
            best = gap
            let other = t == 0 ? 0 : t == 1 ? 1 : -1
            ends = other < 0 ? nil : xOnP ? (end, other) : (other, end)
        }
        consider(p1, q1, q2, 0, xOnP: true)
        consider(p2, q1, q2, 1, xOnP: true)
        consider(q1, p1, p2, 0, xOnP: false)
        consider(q2, p1, p2, 1, xOnP: false)
        return ends
    }

    /// Polygon A against polygon B by the separating-axis test and reference-face clipping,
    /// worked in A's frame. `scratch` holds B's vertices and normals moved into that frame.
    /// `oneSided`: A's face is the reference whatever B's faces separate by (a segment's face
    /// on a remembered side, see ``World/oneSidedManifold``).
    static func polygons(
        _ a: ShapeView, _ xfA: Transform, _ b: ShapeView, _ xfB: Transform, margin: Float,
        scratch: UnsafeMutablePointer<Vec2>, reference: UnsafeMutablePointer<ManifoldReference>? = nil,
        oneSided: Bool = false
    ) -> Manifold {
        var m = Manifold()
        // B relative to A.
        let q = Rotation(c: xfA.q.c * xfB.q.c + xfA.q.s * xfB.q.s, s: xfA.q.c * xfB.q.s - xfA.q.s * xfB.q.c)
        let p = xfA.q.inverseRotate(xfB.p - xfA.p)
        let vB = scratch
        let nB = scratch + b.count
        #if canImport(_Builtin_intrinsics.intel)
            if b.count == 4 {
                move4(b.vertices, q, p, vB)
                move4(b.normals, q, .zero, nB, translate: false)
            } else {
                for i in 0..<b.count {
                    vB[i] = q.rotate(b.vertices[i]) + p
                    nB[i] = q.rotate(b.normals[i])
                }
            }
        #else
            for i in 0..<b.count {
                vB[i] = q.rotate(b.vertices[i]) + p
                nB[i] = q.rotate(b.normals[i])
            }
        #endif
        let total = a.radius + b.radius
        let (edgeA, sepA) = maxSeparation(a.vertices, a.normals, a.count, vB, b.count)
        if sepA - total > margin { return m }
        var (edgeB, sepB) = (0, -Float.greatestFiniteMagnitude)
        if !oneSided {
            (edgeB, sepB) = maxSeparation(vB, nB, b.count, a.vertices, a.count)
            if sepB - total > margin { return m }
        }

        let flip = sepB > sepA + referenceTolerance
        let refV: UnsafePointer<Vec2>
        let refN: UnsafePointer<Vec2>
        let refCount: Int
        let incV: UnsafePointer<Vec2>
        let incN: UnsafePointer<Vec2>
        let incCount: Int
        let edge: Int
        let refRadius: Float
        let incRadius: Float
        if flip {
            (refV, refN, refCount, edge, refRadius) = (
                UnsafePointer(vB), UnsafePointer(nB), b.count, edgeB, b.radius
            )
            (incV, incN, incCount, incRadius) = (a.vertices, a.normals, a.count, a.radius)
        } else {
            (refV, refN, refCount, edge, refRadius) = (a.vertices, a.normals, a.count, edgeA, a.radius)
            (incV, incN, incCount, incRadius) = (UnsafePointer(vB), UnsafePointer(nB), b.count, b.radius)
        }
        let n = refN[edge]
        // The incident edge: the face of the other polygon most anti-parallel to the normal.
        var incident = 0
        var minDot = Float.greatestFiniteMagnitude
        for j in 0..<incCount {
            let d = dot(n, incN[j])
            if d < minDot {
                minDot = d
                incident = j
            }
        }
        let i21 = incident
        let i22 = incident + 1 == incCount ? 0 : incident + 1
        let v11 = refV[edge]
        let v12 = refV[edge + 1 == refCount ? 0 : edge + 1]
        let v21 = incV[i21]
        let v22 = incV[i22]
        // Apart, corner towards corner: the faces' separation understates the distance and their
        // normal is not the direction between the corners (two ellipses' diamonds meeting tip to
        // tip got a normal 64° off the line between them and were thrown across a corridor).
        // Measured corner to corner instead, as Box2D v3 does; a corner against a face, faces
        // side by side, and corners whose distance the face's separation already gives (a box
        // as wide as the floor below it: its corners are the floor's ends) keep the face.
        let separation = Swift.max(sepA, sepB)
        if !oneSided && separation > cornerTolerance, let (i, j) = closestCorners(v11, v12, v21, v22) {
            let refEnd = i == 0 ? edge : (edge + 1 == refCount ? 0 : edge + 1)
            let incEnd = j == 0 ? i21 : i22
            let d = incV[incEnd] - refV[refEnd]
            let distance = d.length
            if distance - separation > cornerTolerance {
                if distance - total > margin { return m }
                let u = (1 / distance) * d
                // The point midway between the two surfaces, from each polygon's own corner
                // (relative to its own origin, as the clipped points below are).
                let refCorner = flip ? q.rotate(b.vertices[refEnd]) : a.vertices[refEnd]
                let incCorner = flip ? a.vertices[incEnd] : q.rotate(b.vertices[incEnd])
                let onRef = refCorner + (0.5 * (distance + refRadius - incRadius)) * u
                let onInc = incCorner - (0.5 * (distance - refRadius + incRadius)) * u
                m.normal = xfA.q.rotate(flip ? -u : u)
                m.p0.anchorA = xfA.q.rotate(flip ? onInc : onRef)
                m.p0.anchorB = xfA.q.rotate(flip ? onRef : onInc)
                m.p0.separation = distance - total
                m.p0.id = 1 << 30 | featureID(refEnd, incEnd, flip: flip)
                m.pointCount = 1
                return m
            }
        }
        let t = n.leftPerp
        let upper1 = dot(v12 - v11, t)
        let upper2 = dot(v21 - v11, t)
        let lower2 = dot(v22 - v11, t)
        let span = upper2 - lower2
        var vLower = v22
        var vUpper = v21
        var clippedLower = false
        var clippedUpper = false
        if span > Float.ulpOfOne {
            if lower2 < 0 {
                vLower = v22 + ((0 - lower2) / span) * (v21 - v22)
                clippedLower = true
            }
            if upper2 > upper1 {
                vUpper = v22 + ((upper1 - lower2) / span) * (v21 - v22)
                clippedUpper = true
            }
        }
        let sLower = dot(vLower - v11, n)
        let sUpper = dot(vUpper - v11, n)
        // Anchors are worked out relative to each body's origin from that body's own geometry
        // where there is one, not from the world point: a clipped point sits on the reference
        // face's side line (its vertex plus the separation along the normal), an incident vertex
        // is the polygon's own vertex. Through the world point they would carry the rounding of
        // the bodies' distance from the origin: a level box on a floor 1.6 m out got anchors
        // mirrored only to 1e-6, and every landing a spurious torque (a sideways drift).
        // `…Ref` and `…Inc`: the points relative to the reference and the incident polygon's
        // origin, in A's frame.
        let refOrigin = flip ? p : Vec2.zero
        @inline(__always) func onReference(_ v: Vec2, clipped: Bool, _ end: Int, _ s: Float) -> Vec2 {
            guard clipped else { return v - refOrigin }
            // A's own vertex, or B's rotated without the translation.
            let vertex = flip ? q.rotate(b.vertices[end]) : a.vertices[end]
            return vertex + s * n
        }
        // A's points as they are; B's clipped again from its vertices rotated without the
        // translation.
        let w21 = flip ? v21 : q.rotate(b.vertices[i21])
        let w22 = flip ? v22 : q.rotate(b.vertices[i22])
        var lowerInc = w22
        var upperInc = w21
        if clippedLower { lowerInc = flip ? vLower : w22 + ((0 - lower2) / span) * (w21 - w22) }
        if clippedUpper { upperInc = flip ? vUpper : w22 + ((upper1 - lower2) / span) * (w21 - w22) }
        let end1 = edge + 1 == refCount ? 0 : edge + 1
        let lowerRef = onReference(vLower, clipped: clippedLower, edge, sLower)
        let upperRef = onReference(vUpper, clipped: clippedUpper, end1, sUpper)
        let normalA = flip ? -n : n
        m.normal = xfA.q.rotate(normalA)
        var count: Int32 = 0
        @inline(__always) func point(_ ref: Vec2, _ inc: Vec2, _ s: Float, _ id: UInt32) -> ManifoldPoint {
            var mp = ManifoldPoint()
            let shift = (0.5 * (refRadius - incRadius - s)) * n
            let anchorRef = xfA.q.rotate(ref + shift)
            let anchorInc = xfA.q.rotate(inc + shift)
            mp.anchorA = flip ? anchorInc : anchorRef
            mp.anchorB = flip ? anchorRef : anchorInc
            mp.separation = s - total
            mp.id = id
            return mp
        }
        if sLower - total <= margin {
            m.p0 = point(lowerRef, lowerInc, sLower, featureID(edge, i22, flip: flip))
            count = 1
        }
        if sUpper - total <= margin {
            let mp = point(upperRef, upperInc, sUpper, featureID(end1, i21, flip: flip))
            if count == 0 { m.p0 = mp } else { m.p1 = mp }
            count += 1
        }
        m.pointCount = count
        guard let reference else { return m }
        // The features, for recycling: clip points on the incident surface (its rounding
        // included) in the incident body's frame, the reference face in its own body's frame.
        let incLower = lowerInc - incRadius * n
        let incUpper = upperInc - incRadius * n
        reference.pointee.id0 = featureID(edge, i22, flip: flip)
        reference.pointee.id1 = featureID(end1, i21, flip: flip)
        reference.pointee.flipped = flip
        if flip {
            // Reference face on B, clip points on A (A's frame is the one worked in).
            reference.pointee.rotation = Rotation(c: q.c, s: -q.s)
            reference.pointee.translation = -q.inverseRotate(p)
            reference.pointee.normal = b.normals[edge]
            reference.pointee.offset = dot(b.normals[edge], b.vertices[edge]) + b.radius
            reference.pointee.point0 = incLower
            reference.pointee.point1 = incUpper
        } else {
            reference.pointee.rotation = q
            reference.pointee.translation = p
            reference.pointee.normal = n
            reference.pointee.offset = dot(n, v11) + refRadius
            reference.pointee.point0 = q.inverseRotate(incLower)
            reference.pointee.point1 = q.inverseRotate(incUpper)
        }
        reference.pointee.isValid = true
        return m
    }

    /// A clip point's id: the vertex of A and the vertex of B it came from (A's in the high
    /// half), whichever polygon holds the reference face. Two faces that meet make the same
    /// two ids when the reference swaps from one to the other (two equal boxes stacked swap it
    /// as they rock within the tolerance), so the points keep their warm-start impulses: with
    /// the reference's side in the id, every swap restarted the pair's points from zero — a
    /// box in the lower rows of a pyramid lost the load it carries for a step, and the rows
    /// above dropped into it.
    @inline(__always)
    static func featureID(_ referenceVertex: Int, _ incidentVertex: Int, flip: Bool) -> UInt32 {
        let (a, b) = flip ? (incidentVertex, referenceVertex) : (referenceVertex, incidentVertex)
        return UInt32(a) << 16 | UInt32(b)
    }

    /// A polygon pair's manifold rebuilt from `r` at the current poses, or nil when the pair has
    /// moved beyond the recycling tolerances since `r` was recorded (then it must be collided
    /// in full). Points keep their ids, so warm starting carries over as after a full collision,
    /// and the margin test is the full collision's.
    @inline(__always)
    static func recycled(_ r: ManifoldReference, _ xfA: Transform, _ xfB: Transform, margin: Float)
        -> Manifold?
    {
        let flip = r.flipped
        let xfR = flip ? xfB : xfA
        let xfI = flip ? xfA : xfB
        // The incident body's pose in the reference body's frame, now.
        let q = Rotation(c: xfR.q.c * xfI.q.c + xfR.q.s * xfI.q.s, s: xfR.q.c * xfI.q.s - xfR.q.s * xfI.q.c)
        let p = xfR.q.inverseRotate(xfI.p - xfR.p)
        // Rotation since the reference pose: its cosine and sine.
        let turnC = r.rotation.c * q.c + r.rotation.s * q.s
        let turnS = r.rotation.c * q.s - r.rotation.s * q.c
        guard turnC > 0 && Swift.abs(turnS) < recycleAngle else { return nil }
        // The clip points relative to the incident body's origin, then in the reference frame.
        let i0 = q.rotate(r.point0)
        let i1 = q.rotate(r.point1)
        let c0 = i0 + p
        let c1 = i1 + p
        let limit = recycleDistance * recycleDistance
        guard (c0 - (r.rotation.rotate(r.point0) + r.translation)).lengthSquared < limit,
            (c1 - (r.rotation.rotate(r.point1) + r.translation)).lengthSquared < limit
        else { return nil }
        let n = r.normal
        let s0 = dot(n, c0) - r.offset
        let s1 = dot(n, c1) - r.offset
        var m = Manifold()
        let normal = xfR.q.rotate(n)
        m.normal = flip ? -normal : normal
        // Relative to the incident body's origin as in `polygons`; relative to the reference
        // body's, through the pair's offset.
        @inline(__always) func setAnchors(_ mp: inout ManifoldPoint, _ onIncident: Vec2, _ onReference: Vec2)
        {
            let inc = xfR.q.rotate(onIncident)
            let ref = xfR.q.rotate(onReference)
            mp.anchorA = flip ? inc : ref
            mp.anchorB = flip ? ref : inc
        }
        var count: Int32 = 0
        if s0 <= margin {
            setAnchors(&m.p0, i0 - (0.5 * s0) * n, c0 - (0.5 * s0) * n)
            m.p0.separation = s0
            m.p0.id = r.id0
            count = 1
        }
        if s1 <= margin {
            var mp = ManifoldPoint()
            setAnchors(&mp, i1 - (0.5 * s1) * n, c1 - (0.5 * s1) * n)
            mp.separation = s1
            mp.id = r.id1
            if count == 0 { m.p0 = mp } else { m.p1 = mp }
            count += 1
        }
        m.pointCount = count
        return m
    }
}
