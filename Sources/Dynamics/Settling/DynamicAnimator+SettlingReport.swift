import DynamicsEngine

/// The settling report: why the animator has not paused, from the pause rule, the bodies'
/// motion and sleep, and every behavior's pull on each item. Reads only: the simulation is the
/// same whether or not it is called (the state hash proves it), and it costs nothing unless
/// called.
extension DynamicAnimator {
    /// Why the animator is still running, right now: each item that keeps it awake, what moves
    /// it (with the numbers that decide it) and when it will rest. An empty or paused animator
    /// gives a settled report.
    ///
    /// ```swift
    /// animator.advance(by: 5)
    /// if animator.isRunning { print(animator.settlingReport()) }
    /// // running: 1 item keeps the animator awake; never rests (or cannot tell)
    /// //   ghost (2.4e+03 pt/s, 0 °/s): no boundary ahead: pulled toward (0, 1) with nothing in the way, …
    /// ```
    public func settlingReport() -> SettlingReport {
        guard isRunning, !shouldPause else {
            return SettlingReport(isSettled: true, items: [], estimatedTimeToRest: 0)
        }
        var report = SettlingCheck(animator: self)
        return report.run()
    }
}

/// One run of ``DynamicAnimator/settlingReport()``.
struct SettlingCheck {
    let animator: DynamicAnimator
    var setup: SetupCheck
    /// The world's contact points, read once, and each shape's among them.
    let contacts: [ContactPoint]
    var contactsOf: [ShapeID: [Int]] = [:]
    /// The rest thresholds of the engine's sleep rule, in points and radians per second.
    static let speedThreshold = CGFloat(Tolerances.linearSleepTolerance) * 100
    static let spinThreshold = CGFloat(Tolerances.angularSleepTolerance)
    static let timeToSleep = TimeInterval(Tolerances.timeToSleep)
    /// Impacts slower than this do not bounce (the engine's restitution threshold), pt/s.
    static let restitutionSpeed: CGFloat = 100
    /// Under this damping ratio a spring rings (it overshoots by more than a third, e^(−πζ/√(1−ζ²)))
    /// and the report calls it underdamped; from it on, the item is converging.
    static let ringingRatio = 0.3
    /// How long touching contacts take to remove what motion is left (their stiffness is 30 Hz
    /// with a high damping ratio: a few of its periods).
    static let contactSettleTime: TimeInterval = 0.15
    /// Under this speed (pt/s), an item moving in contact creeps rather than lands or slides.
    static let jitterSpeed: CGFloat = 20

    init(animator: DynamicAnimator) {
        self.animator = animator
        setup = SetupCheck(animator: animator)
        contacts = animator.world.contactPoints
        for (index, point) in contacts.enumerated() {
            contactsOf[point.shapeA, default: []].append(index)
            contactsOf[point.shapeB, default: []].append(index)
        }
    }

    /// The contact points of a body's shapes.
    func contacts(of record: ItemBody) -> [ContactPoint] {
        record.shapes.flatMap { contactsOf[$0] ?? [] }.map { contacts[$0] }
    }

    struct Motion {
        var item: any DynamicItem
        var record: ItemBody
        var velocity: CGVector
        var speed: CGFloat
        var spin: CGFloat
        var moving: Bool { speed > SettlingCheck.speedThreshold || abs(spin) > SettlingCheck.spinThreshold }
    }

    mutating func run() -> SettlingReport {
        var motions: [Motion] = []
        for item in setup.items {
            guard let record = animator.record(for: item), animator.world.type(of: record.body) == .dynamic,
                animator.world.isAwake(record.body)
            else { continue }
            let v = Units.point(animator.world.linearVelocity(of: record.body))
            motions.append(
                Motion(
                    item: item, record: record, velocity: CGVector(dx: v.x, dy: v.y),
                    speed: (v.x * v.x + v.y * v.y).squareRoot(),
                    spin: CGFloat(animator.world.angularVelocity(of: record.body))))
        }
        let islands = islandMates(motions)
        var entries: [ItemSettling] = []
        for (index, motion) in motions.enumerated() {
            var causes = activeCauses(motion)
            var time: TimeInterval?? = nil
            if causes.isEmpty, !motion.moving,
                let mover = islands[index].lazy.map({ motions[$0] }).first(where: { $0.moving })
            {
                causes.append(.keptAwakeBy(item: mover.item))
            }
            if causes.isEmpty { (causes, time) = physicalCauses(motion) }
            let estimate: TimeInterval? = time ?? Self.combined(causes, sleepLeft: sleepLeft(motion))
            entries.append(
                ItemSettling(
                    item: motion.item, speed: motion.speed, spin: motion.spin, causes: causes,
                    estimatedTimeToRest: estimate))
        }
        // An item kept awake rests when the item keeping it does.
        for i in entries.indices {
            guard case .keptAwakeBy(let other) = entries[i].causes.first,
                let j = entries.firstIndex(where: {
                    ObjectIdentifier(item: $0.item) == ObjectIdentifier(item: other)
                })
            else { continue }
            entries[i].estimatedTimeToRest = entries[j].estimatedTimeToRest
        }
        var overall: TimeInterval? = 0
        for entry in entries {
            guard let t = entry.estimatedTimeToRest, let o = overall else {
                overall = nil
                break
            }
            overall = max(o, t)
        }
        return SettlingReport(isSettled: false, items: entries, estimatedTimeToRest: overall)
    }

    /// What remains of the item's sleep timer: how long it must stay under the thresholds.
    func sleepLeft(_ motion: Motion) -> TimeInterval {
        max(0, Self.timeToSleep - TimeInterval(animator.world.sleepTime(of: motion.record.body)))
    }

    /// Causes that act whatever the motion: actions, continuous forces, nothing ahead.
    func activeCauses(_ motion: Motion) -> [SettlingCause] {
        var causes: [SettlingCause] = []
        let frame = animator.frameIndex
        if let (behavior, at) = motion.record.actionMove, at == frame {
            causes.append(.drivenByAction(behavior: behavior))
        }
        let own = setup.behaviors(of: motion.item)
        if let (behavior, at) = animator.actionWake, at == frame,
            own.contains(where: { $0.isWithin(behavior) })
        {
            causes.append(.behaviorKeepsRunning(behavior: behavior))
        }
        for behavior in own {
            if let push = behavior as? PushBehavior, push.mode == .continuous, push.active, push.magnitude > 0
            {
                causes.append(.continuousForce(behavior: push))
            } else if let field = behavior as? FieldBehavior, field.strength != 0, field.keepsMoving,
                field.acts(on: motion.item)
            {
                causes.append(.continuousForce(behavior: field))
            }
        }
        if let fall = fallCause(motion) { causes.insert(fall, at: 0) }
        return causes
    }

    /// `.noBoundaryAhead` when a steady pull meets nothing the item collides with.
    func fallCause(_ motion: Motion) -> SettlingCause? {
        setup.unstoppedPull(on: motion.item).map {
            .noBoundaryAhead(direction: $0.direction, leavesBoundsIn: $0.leavesBoundsIn)
        }
    }

    /// The time to rest a set of causes gives: `nil` when one of them never ends.
    static func combined(_ causes: [SettlingCause], sleepLeft: TimeInterval) -> TimeInterval? {
        for cause in causes {
            switch cause {
            case .noBoundaryAhead, .continuousForce, .drivenByAction, .behaviorKeepsRunning, .restingJitter:
                return nil
            case .keptAwakeBy: continue
            case .elasticBouncing, .underdampedSpring, .converging, .coasting, .sliding, .falling, .settling:
                return nil  // estimated where the cause is found (physicalCauses)
            }
        }
        return sleepLeft
    }

    // MARK: Springs, bounces, contact, momentum

    /// The passive causes (springs, bounces, jitter, coasting) and their time to rest.
    func physicalCauses(_ motion: Motion) -> ([SettlingCause], TimeInterval?) {
        if !motion.moving {
            let time = sleepLeft(motion)
            return ([.settling(estimatedTime: time)], time)
        }
        var causes: [SettlingCause] = []
        var times: [TimeInterval?] = []
        for behavior in setup.behaviors(of: motion.item) {
            if let spring = springCause(behavior, motion) {
                causes.append(spring.cause)
                times.append(spring.time)
            }
        }
        let contacts = touchingPoints(motion.record).map { $0.normal }
        // An item an attachment or a snap holds swings; it does not fall or bounce.
        if causes.isEmpty, !setup.isHeld(motion.item),
            let bounce = bounceCause(motion, touching: !contacts.isEmpty)
        {
            causes.append(bounce.cause)
            times.append(bounce.time)
        }
        if causes.isEmpty, !contacts.isEmpty {
            // Jitter: slow motion in contact (a few points per second, the band where a resting
            // item creeps) with something that explains it; otherwise the contacts are taking
            // out the last of a landing or a push.
            let jitter = jitterCause(motion)
            if case .restingJitter(_, _, let suspects) = jitter, !suspects.isEmpty,
                motion.speed < Self.jitterSpeed
            {
                causes.append(jitter)
                times.append(nil)
            } else if let slide = slideCause(motion, contacts) {
                causes.append(slide.cause)
                times.append(slide.time)
            } else {
                let time = motion.moving ? Self.contactSettleTime + Self.timeToSleep : sleepLeft(motion)
                return ([.settling(estimatedTime: time)], time)
            }
        }
        if causes.isEmpty {
            let r = motion.record.material.resistance
            // Linear damping: v(t) = v₀ e^(−r t) under the threshold after ln(v₀ / 1 pt/s) / r.
            let time: TimeInterval? =
                motion.speed <= Self.speedThreshold
                ? 0 : r > 0 ? TimeInterval(ln(Double(motion.speed / Self.speedThreshold)) / Double(r)) : nil
            causes.append(.coasting(resistance: r, estimatedTime: time))
            times.append(time)
        }
        var total: TimeInterval = 0
        for t in times {
            guard let t else { return (causes, nil) }
            total = max(total, t)
        }
        return (causes, total + Self.timeToSleep)
    }

    /// Sliding: moving along a surface it touches (the velocity within about 17° of it), not
    /// rolling. Friction takes out `μ · p` (pt/s²), `p` the steady pull pressing the item onto the
    /// surface and `μ` the pair's coefficient (√(μ_item · μ_surface), the engine's rule; a surface
    /// is taken at the default 0.2), and resistance `r` takes `r · v`: from dv/dt = −μp − r v the
    /// speed falls under the threshold after (v − v₁) / μp, or ln((v + μp/r) / (v₁ + μp/r)) / r.
    func slideCause(_ motion: Motion, _ normals: [CGVector]) -> (cause: SettlingCause, time: TimeInterval?)? {
        guard motion.speed > Self.jitterSpeed else { return nil }
        let v = motion.velocity
        // The surface it slides on: the contact whose normal is most across the motion.
        let across = { (n: CGVector) in abs(n.dx * v.dx + n.dy * v.dy) }
        guard let n = normals.min(by: { across($0) < across($1) }), across(n) < 0.3 * motion.speed else {
            return nil
        }
        // A ball rolling without slipping is not slowed by friction: it coasts.
        if motion.item.collisionBoundsType == .ellipse, motion.record.material.allowsRotation {
            let radius = min(motion.item.bounds.width, motion.item.bounds.height) / 2
            if abs(abs(motion.spin) * radius - motion.speed) < 0.1 * motion.speed { return nil }
        }
        let mass = animator.massProperties(for: motion.item)?.mass ?? 0
        let pull = setup.steadyPull(on: motion.item, mass: mass).acceleration
        let press = max(0, pull.dx * n.dx + pull.dy * n.dy)
        let mu = (motion.record.material.friction * 0.2).squareRoot()
        let deceleration = mu * press
        let r = Double(motion.record.material.resistance)
        let (v0, v1, a) = (Double(motion.speed), Double(Self.speedThreshold), Double(deceleration))
        let time: TimeInterval? =
            r > 0 ? ln((v0 + a / r) / (v1 + a / r)) / r : a > 0 ? (v0 - v1) / a : nil
        return (.sliding(friction: mu, deceleration: deceleration, estimatedTime: time), time)
    }

    /// A spring's cause: an attachment with a frequency, or a snap.
    func springCause(_ behavior: DynamicBehavior, _ motion: Motion) -> (
        cause: SettlingCause, time: TimeInterval?
    )? {
        let ratio: CGFloat
        let hertz: CGFloat
        let displacement: CGFloat
        if let snap = behavior as? SnapBehavior {
            ratio = snap.damping
            hertz = SnapBehavior.springFrequency
            let p = snap.snapPoint
            displacement =
                ((motion.item.center.x - p.x) * (motion.item.center.x - p.x)
                + (motion.item.center.y - p.y) * (motion.item.center.y - p.y)).squareRoot()
        } else if let attachment = behavior as? AttachmentBehavior, attachment.variant == .distance,
            attachment.frequency > 0
        {
            ratio = attachment.damping
            hertz = attachment.frequency
            displacement = abs(attachment.currentLength - attachment.length)
        } else {
            return nil
        }
        // A damped oscillator x'' + 2ζω x' + ω² x = 0: its amplitude (position, and speed over ω)
        // decays as e^(−ζωt); rest when the speed amplitude is under 1 pt/s.
        let omega = 2 * Double.pi * Double(hertz)
        let amplitude = (Double(displacement * displacement) + pow2(Double(motion.speed) / omega))
            .squareRoot()
        let speedAmplitude = amplitude * omega
        let zeta = Double(ratio)
        let decay: TimeInterval? =
            speedAmplitude <= Double(Self.speedThreshold)
            ? 0 : zeta > 0 ? ln(speedAmplitude / Double(Self.speedThreshold)) / (min(zeta, 1) * omega) : nil
        if zeta < Self.ringingRatio {
            let period = 1 / (Double(hertz) * (1 - zeta * zeta).squareRoot())
            return (
                .underdampedSpring(behavior: behavior, dampingRatio: ratio, period: period, decayTime: decay),
                decay
            )
        }
        return (.converging(behavior: behavior, remainingDistance: displacement, estimatedTime: decay), decay)
    }

    /// Bouncing (an item with elasticity whose impacts are above the restitution threshold), or
    /// falling toward what stops it.
    func bounceCause(_ motion: Motion, touching: Bool) -> (cause: SettlingCause, time: TimeInterval?)? {
        let e = motion.record.material.elasticity
        guard let (_, box) = setup.shapes(of: motion.item) else { return nil }
        let mass = animator.massProperties(for: motion.item)?.mass ?? 0
        let (a, _) = setup.steadyPull(on: motion.item, mass: mass)
        let g = (a.dx * a.dx + a.dy * a.dy).squareRoot()
        guard g > 1 else { return nil }
        // The next impact speed: the speed now plus what the fall to the boundary adds (energy).
        let direction = CGVector(dx: a.dx / g, dy: a.dy / g)
        let height = floorDistance(motion.item, box: box, direction: direction) ?? 0
        let along = motion.velocity.dx * direction.dx + motion.velocity.dy * direction.dy
        let impact = (along * along + 2 * g * height).squareRoot()
        let landing = Double(height > 0 ? (-along + impact) / g : 0)
        guard e >= 0.5, impact > Self.restitutionSpeed else {
            guard !touching, height > 0 else { return nil }
            return (.falling(distance: height, landsIn: landing), landing + Self.contactSettleTime)
        }
        let loss = 1 - min(e, 1) * min(e, 1)
        guard e < 1 else {
            return (.elasticBouncing(elasticity: e, energyLossPerBounce: max(loss, 0), bouncesLeft: nil), nil)
        }
        // Impact speeds v e, v e², …: bounces while above the threshold; each flight lasts 2 vₖ / g.
        var bounces = 0
        var speed = impact * e
        var time = landing
        while speed > Self.restitutionSpeed, bounces < 1000 {
            bounces += 1
            time += Double(2 * speed / g)
            speed *= e
        }
        return (.elasticBouncing(elasticity: e, energyLossPerBounce: loss, bouncesLeft: bounces), time)
    }

    /// How far the item can fall along `direction` before the reference-bounds boundary stops it.
    func floorDistance(_ item: any DynamicItem, box: CGRect, direction: CGVector) -> CGFloat? {
        let bounds = animator.referenceBounds
        guard !bounds.isNull, !bounds.isInfinite, !bounds.isEmpty else { return nil }
        var distances: [CGFloat] = []
        if direction.dy > 0.5 { distances.append((bounds.maxY - box.maxY) / direction.dy) }
        if direction.dy < -0.5 { distances.append((box.minY - bounds.minY) / -direction.dy) }
        if direction.dx > 0.5 { distances.append((bounds.maxX - box.maxX) / direction.dx) }
        if direction.dx < -0.5 { distances.append((box.minX - bounds.minX) / -direction.dx) }
        return distances.min().map { max(0, $0) }
    }

    /// Resting jitter: by how much the item is over the thresholds, and the usual suspects: a
    /// velocity its contacts hold while it stands still, a non-integer size, a squeeze between
    /// two (naming them), an overlap (naming what it overlaps).
    func jitterCause(_ motion: Motion) -> SettlingCause {
        var suspects: [String] = []
        if let held = heldVelocity(motion) { suspects.append(held) }
        let size = motion.item.bounds.size
        if size.width != size.width.rounded() || size.height != size.height.rounded() {
            suspects.append("a non-integer size \(format(size))")
        }
        // Squeezed: pressed from opposite sides across the pull (a box in a stack is pressed from
        // above and below along it, which is resting, not squeezing).
        let mass = animator.massProperties(for: motion.item)?.mass ?? 0
        let pull = setup.steadyPull(on: motion.item, mass: mass).acceleration
        let g = (pull.dx * pull.dx + pull.dy * pull.dy).squareRoot()
        let touching = touchingPoints(motion.record)
        let across = touching.filter { t in
            g == 0 || abs(t.normal.dx * pull.dx + t.normal.dy * pull.dy) < 0.5 * g
        }
        squeeze: for a in across {
            for b in across where a.normal.dx * b.normal.dx + a.normal.dy * b.normal.dy < -0.7 {
                suspects.append(
                    "squeezed between \(partner(a.other)) and \(partner(b.other)) (contacts on opposite sides)"
                )
                break squeeze
            }
        }
        if let deepest = touching.max(by: { $0.depth < $1.depth }),
            deepest.depth > SetupCheck.overlapTolerance
        {
            suspects.append("an overlap of \(show(deepest.depth)) pt with \(partner(deepest.other))")
        }
        return .restingJitter(
            speedOverThreshold: max(0, motion.speed - Self.speedThreshold),
            spinOverThreshold: max(0, abs(motion.spin) - Self.spinThreshold), suspects: suspects)
    }

    /// When the item reports a velocity over the rest thresholds that its pose did not follow in
    /// the last frame that stepped (under half of it), names that: contacts pushing back against
    /// each other hold a velocity the position solve then undoes every step. The sleep rule reads
    /// the reported velocity, so such an item stays awake while it stands still.
    func heldVelocity(_ motion: Motion) -> String? {
        guard let before = motion.record.poseBeforeFrame else { return nil }
        let now = motion.record.syncedPose
        let time = CGFloat(animator.lastFrameStepTime)
        let moved = CGFloat((now.p - before.p).length) * 100 / time
        let (a, b) = (before.q, now.q)  // the turn between them: aᵀ b
        let turned = abs(CGFloat(Rotation(c: a.c * b.c + a.s * b.s, s: a.c * b.s - a.s * b.c).angle)) / time
        let speedHeld = motion.speed > Self.speedThreshold && moved < 0.5 * motion.speed
        let spinHeld = abs(motion.spin) > Self.spinThreshold && turned < 0.5 * abs(motion.spin)
        guard speedHeld || spinHeld else { return nil }
        var parts: [String] = []
        if speedHeld { parts.append("\(show(motion.speed)) pt/s but moved \(show(moved)) pt/s") }
        if spinHeld {
            parts.append(
                "\(show(abs(motion.spin) * 180 / .pi)) °/s but turned \(show(turned * 180 / .pi)) °/s")
        }
        return "a velocity its contacts hold, not motion: it reports " + parts.joined(separator: " and ")
            + " over the last frame"
    }

    /// The item's touching contact points: each one's normal (unit, pointing away from the item),
    /// depth (pt, positive when overlapping) and the shape on the other side (named by
    /// ``partner(_:)`` only when a suspect needs it: the playground asks four times a second).
    func touchingPoints(_ record: ItemBody) -> [(normal: CGVector, depth: CGFloat, other: ShapeID)] {
        let own = Set(record.shapes)
        return contacts(of: record).compactMap { point in
            guard point.separation <= Tolerances.linearSlop else { return nil }
            let n = CGVector(dx: CGFloat(point.normal.x), dy: CGFloat(point.normal.y))
            let depth = -CGFloat(point.separation) * 100
            if own.contains(point.shapeA) { return (n, depth, point.shapeB) }
            if own.contains(point.shapeB) { return (CGVector(dx: -n.dx, dy: -n.dy), depth, point.shapeA) }
            return nil
        }
    }

    /// What a shape belongs to, for the report: an item's description, a boundary's identifier,
    /// or the reference bounds.
    func partner(_ shape: ShapeID) -> String {
        let tag = animator.world.userData(of: shape)
        if tag > 0, tag <= animator.slots.count, let record = animator.slots[tag - 1] {
            return describe(record.item)
        }
        if tag < 0, -tag <= animator.boundaries.count, let boundary = animator.boundaries[-tag - 1] {
            return boundary.identifier.map { "the boundary '\($0)'" } ?? "the reference bounds"
        }
        return "an anchor"
    }

    /// For each motion, the others in its island: connected through touching contacts and joints.
    func islandMates(_ motions: [Motion]) -> [[Int]] {
        var parent = Array(motions.indices)
        func find(_ x: Int) -> Int {
            var r = x
            while parent[r] != r { r = parent[r] }
            return r
        }
        var byShape: [ShapeID: Int] = [:]
        for (i, m) in motions.enumerated() { for s in m.record.shapes { byShape[s] = i } }
        for point in contacts where point.separation <= Tolerances.linearSlop {
            if let a = byShape[point.shapeA], let b = byShape[point.shapeB] { parent[find(a)] = find(b) }
        }
        var byBody: [BodyID: Int] = [:]
        for (i, m) in motions.enumerated() { byBody[m.record.body] = i }
        for joint in animator.world.jointIDs {
            let (a, b) = animator.world.bodies(of: joint)
            if let i = byBody[a], let j = byBody[b] { parent[find(i)] = find(j) }
        }
        var groups: [Int: [Int]] = [:]
        for i in motions.indices { groups[find(i), default: []].append(i) }
        return motions.indices.map { i in groups[find(i)]!.filter { $0 != i } }
    }
}

@inline(__always) private func pow2(_ x: Double) -> Double { x * x }

extension DynamicBehavior {
    /// Whether this behavior is `other` or one of its descendants.
    func isWithin(_ other: DynamicBehavior) -> Bool {
        if self === other { return true }
        return other.childBehaviors.contains { isWithin($0) }
    }
}

/// The natural logarithm, from the library's own `log2` (no C library on Embedded Swift).
func ln(_ x: Double) -> Double { PortableMath.log2(x) * 0.693_147_180_559_945_3 }

extension FieldBehavior {
    /// Whether it is a spring field (Hooke's law toward its position).
    package var isSpringField: Bool {
        if case .spring = definition.kind { return true }
        return false
    }

    /// Whether the field keeps feeding motion (noise and turbulence change with time; a vortex,
    /// a velocity field and charges push on and on). Springs, radial gravity and drag pull items
    /// to rest or slow them, and linear gravity is a steady pull (``SettlingCause/noBoundaryAhead(direction:leavesBoundsIn:)``).
    var keepsMoving: Bool {
        switch definition.kind {
        case .noise, .turbulence, .vortex, .velocity, .electric, .magnetic, .custom: true
        case .drag, .radialGravity, .linearGravity, .spring: false
        }
    }

    /// Whether the item's centre lies in the field's region (placed at the field's position).
    func acts(on item: any DynamicItem) -> Bool {
        region.contains(CGPoint(x: item.center.x - position.x, y: item.center.y - position.y))
    }
}

extension AttachmentBehavior {
    /// The distance between the attachment's two ends now, in points (its `length` when it has
    /// no joint yet).
    var currentLength: CGFloat {
        guard let joint, let animator = dynamicAnimator else { return length }
        let (a, b) = animator.world.anchors(of: joint)
        return CGFloat((b - a).length) * 100
    }
}
