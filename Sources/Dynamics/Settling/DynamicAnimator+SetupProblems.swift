import DynamicsEngine

/// The setup check: what is wrong with how the items and behaviors are put together, read from
/// the animator's behaviors, items and bodies. Nothing runs and nothing changes; the check costs
/// nothing unless called.
extension DynamicAnimator {
    /// The mistakes in this animator's setup that make UIKit Dynamics code misbehave, each with
    /// the items and behaviors involved and a message saying what happens and how to fix it. A
    /// correct setup has none (``SetupProblem/Kind/concavePathSplit`` is informational).
    ///
    /// Overlaps are measured at the items' poses now: called before the first frame they are the
    /// overlaps the scene starts with.
    ///
    /// ```swift
    /// let animator = DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// animator.addBehavior(GravityBehavior(items: [card]))   // and no collision
    /// animator.setupProblems().map(\.kind)   // [.fallsForever]
    /// ```
    public func setupProblems() -> [SetupProblem] {
        var check = SetupCheck(animator: self)
        check.run()
        return check.problems
    }
}

/// One run of ``DynamicAnimator/setupProblems()``.
struct SetupCheck {
    let animator: DynamicAnimator
    var problems: [SetupProblem] = []
    /// Every item of a behavior, once, in the order the behaviors name them.
    var items: [any DynamicItem] = []
    /// The behaviors each item is in, in registration order: looked up once, so a check of a
    /// thousand items costs a thousand lookups, not a thousand scans of every behavior's items.
    var membership: [ObjectIdentifier: [DynamicBehavior]] = [:]

    /// Deeper than this, two shapes (or a shape and a boundary) overlap for the check: resting
    /// contacts sit up to the engine's slop (0.5 pt) deep.
    static let overlapTolerance: CGFloat = 1
    /// At most this many overlapping pairs are listed one by one.
    static let pairLimit = 20

    init(animator: DynamicAnimator) {
        self.animator = animator
        for behavior in animator.registered {
            for item in Self.items(of: behavior) {
                let id = ObjectIdentifier(item: item)
                if membership[id] == nil { items.append(item) }
                if membership[id, default: []].last !== behavior {
                    membership[id, default: []].append(behavior)
                }
            }
        }
    }

    /// The behaviors `item` is in.
    func behaviors(of item: any DynamicItem) -> [DynamicBehavior] {
        membership[ObjectIdentifier(item: item)] ?? []
    }

    mutating func run() {
        for item in items { checkItem(item) }
        checkGravityCount()
        for behavior in animator.registered {
            if let attachment = behavior as? AttachmentBehavior { checkAttachment(attachment) }
            if let snap = behavior as? SnapBehavior { checkSnap(snap) }
            if let collision = behavior as? CollisionBehavior { checkOverlaps(collision) }
        }
        for item in items { checkFall(item) }
    }

    /// The items a behavior acts on.
    static func items(of behavior: DynamicBehavior) -> [any DynamicItem] {
        if let behavior = behavior as? ItemsBehavior { return behavior.items }
        if let snap = behavior as? SnapBehavior { return [snap.item] }
        if let attachment = behavior as? AttachmentBehavior { return attachment.items }
        return []
    }

    mutating func add(
        _ kind: SetupProblem.Kind, _ items: [any DynamicItem], _ behaviors: [DynamicBehavior],
        _ message: String
    ) {
        problems.append(SetupProblem(kind: kind, items: items, behaviors: behaviors, message: message))
    }

    // MARK: Items on their own

    mutating func checkItem(_ item: any DynamicItem) {
        let name = describe(item)
        let size = item.bounds.size
        if !(item is DynamicItemGroup), !(size.width > 0 && size.height > 0) {
            add(
                .zeroSize, [item], [],
                "\(name) has size \(format(size)): the animator refuses an item without area (UIKit throws "
                    + "\"Invalid size\"); give it a positive width and height before adding it")
        }
        let t = item.transform
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = (t.c * t.c + t.d * t.d).squareRoot()
        let shear = t.a * t.c + t.b * t.d
        if abs(scaleX - 1) > 1e-6 || abs(scaleY - 1) > 1e-6 || abs(shear) > 1e-6 {
            add(
                .ignoredTransform, [item], [],
                "\(name)'s transform scales it by (\(show(scaleX)), \(show(scaleY)))"
                    + (abs(shear) > 1e-6 ? " and shears it" : "")
                    + ": only its rotation is simulated, and the animator writes back a pure rotation on the "
                    + "first frame, so the scale is lost; put the scaled content in a subview")
        }
        let radius = item.visibleCornerRadius
        let shortSide = min(size.width, size.height)
        if item.collisionBoundsType == .rectangle, radius.isFinite, shortSide > 0, radius >= 0.25 * shortSide
        {
            let shape =
                radius >= 0.5 * shortSide && size.width == size.height
                ? ".ellipse" : ".path (a rounded rectangle)"
            add(
                .boundsShapeMismatch, [item], [],
                "\(name) is drawn with corner radius \(show(radius)) on \(format(size)) but collides as its "
                    + "rectangle: round views collide as squares; override collisionBoundsType to return \(shape)"
            )
        }
        if item.collisionBoundsType == .path, let pieces = try? item.collisionBoundingPath.convexPolygons(),
            pieces.count > 1
        {
            add(
                .concavePathSplit, [item], [],
                "\(name)'s collision path is concave: it is simulated as \(pieces.count) convex pieces (UIKit "
                    + "accepts a concave path silently and simulates it wrongly; there, use a DynamicItemGroup)"
            )
        }
    }

    mutating func checkGravityCount() {
        for item in items {
            let list = behaviors(of: item).compactMap { $0 as? GravityBehavior }
            guard list.count > 1 else { continue }
            add(
                .multipleGravity, [item], list.map { $0 as DynamicBehavior },
                "\(describe(item)) is in \(list.count) gravity behaviors: their pulls add up "
                    + "(\(show(list.reduce(0) { $0 + $1.magnitude })) g in all); keep it in one")
        }
    }

    // MARK: Attachments and snaps

    mutating func checkAttachment(_ attachment: AttachmentBehavior) {
        let items = attachment.items
        if items.count == 2, ObjectIdentifier(item: items[0]) == ObjectIdentifier(item: items[1]) {
            add(
                .attachmentToItself, [items[0]], [attachment],
                "an attachment joins \(describe(items[0])) to itself: it holds nothing; attach it to another "
                    + "item or to an anchor point")
        }
        guard attachment.variant == .fixed, items.count == 2 else { return }
        let locks = items.map(lock)
        let locked = locks.map { $0.anchored || $0.noRotation }
        guard locked[0] != locked[1] else { return }
        let (fixed, free) = locked[0] ? (items[0], items[1]) : (items[1], items[0])
        let how = locks[locked[0] ? 0 : 1].anchored ? "anchors it" : "stops it rotating"
        add(
            .fixedAttachmentWithItemBehavior, [fixed, free],
            [attachment] + locks[locked[0] ? 0 : 1].behaviors,
            "a fixed attachment fuses \(describe(free)) to \(describe(fixed)), whose item behavior \(how): "
                + "the weld turns the pair while the lock holds one of them, and they strain against each other; "
                + "give both items the same item-behavior settings")
    }

    /// How the item behaviors the item is in lock it (as set now, before the next frame pushes
    /// them to the body).
    func lock(_ item: any DynamicItem) -> (anchored: Bool, noRotation: Bool, behaviors: [DynamicBehavior]) {
        var result = (anchored: false, noRotation: false, behaviors: [DynamicBehavior]())
        for case let behavior as DynamicItemBehavior in behaviors(of: item) {
            guard behavior.isAnchored || !behavior.allowsRotation else { continue }
            result.anchored = result.anchored || behavior.isAnchored
            result.noRotation = result.noRotation || !behavior.allowsRotation
            result.behaviors.append(behavior)
        }
        return result
    }

    mutating func checkSnap(_ snap: SnapBehavior) {
        let bounds = animator.referenceBounds
        guard !bounds.isNull, !bounds.isInfinite, !bounds.isEmpty, !bounds.contains(snap.snapPoint) else {
            return
        }
        add(
            .unreachableSnap, [snap.item], [snap],
            "\(describe(snap.item)) snaps to \(format(snap.snapPoint)), outside the reference bounds "
                + "\(format(bounds.origin)) \(format(bounds.size)): held back by a boundary it pulls forever and "
                + "never rests, or it leaves the screen; snap to a point inside the bounds")
    }
}

// MARK: Overlaps and falls

extension SetupCheck {
    /// The item's shapes and their world bounds, if it has a body.
    func shapes(of item: any DynamicItem) -> (record: ItemBody, bounds: CGRect)? {
        guard let record = animator.record(for: item), !record.shapes.isEmpty else { return nil }
        var box = CGRect.null
        for shape in record.shapes {
            let aabb = animator.world.bounds(of: shape)
            let lower = Units.point(aabb.lower)
            let upper = Units.point(aabb.upper)
            box = box.union(
                CGRect(x: lower.x, y: lower.y, width: upper.x - lower.x, height: upper.y - lower.y))
        }
        return (record, box)
    }

    /// The deepest overlap of two bodies' shapes, in points (0 when they do not overlap).
    func depth(_ a: [ShapeID], _ b: [ShapeID]) -> CGFloat {
        var deepest: Float = 0
        for s in a {
            for t in b { deepest = max(deepest, -animator.world.separation(s, t)) }
        }
        return CGFloat(deepest) * CGFloat(Units.pointsPerMetre)
    }

    mutating func checkOverlaps(_ collision: CollisionBehavior) {
        let members = collision.items.compactMap { item in
            shapes(of: item).map { (item, $0.record, $0.bounds) }
        }
        if collision.collisionMode.contains(.boundaries) {
            for (item, record, box) in members { checkBoundaries(item, record, box, collision) }
        }
        guard collision.collisionMode.contains(.items) else { return }
        var pairs: [(any DynamicItem, any DynamicItem, CGFloat)] = []
        var count = 0
        for i in members.indices {
            for j in members.indices where j > i {
                let (a, recordA, boxA) = members[i]
                let (b, recordB, boxB) = members[j]
                guard recordA.body != recordB.body, boxA.intersects(boxB), !joined(a, b) else { continue }
                let overlap = depth(recordA.shapes, recordB.shapes)
                guard overlap > Self.overlapTolerance else { continue }
                count += 1
                if pairs.count < Self.pairLimit { pairs.append((a, b, overlap)) }
            }
        }
        for (index, (a, b, overlap)) in pairs.enumerated() {
            let more =
                index == pairs.count - 1 && count > pairs.count
                ? " (and \(count - pairs.count) more pairs)" : ""
            add(
                .itemsOverlapAtStart, [a, b], [collision],
                "\(describe(a)) and \(describe(b)) overlap by \(show(rounded(overlap))) pt: they spring apart on "
                    + "the first frames (in UIKit the result is undefined); place them apart" + more)
        }
    }

    /// Whether an attachment joins the two items (joined items may overlap on purpose).
    func joined(_ a: any DynamicItem, _ b: any DynamicItem) -> Bool {
        let other = ObjectIdentifier(item: b)
        return behaviors(of: a).contains { behavior in
            guard let attachment = behavior as? AttachmentBehavior else { return false }
            return attachment.items.contains { ObjectIdentifier(item: $0) == other }
        }
    }

    mutating func checkBoundaries(
        _ item: any DynamicItem, _ record: ItemBody, _ box: CGRect, _ collision: CollisionBehavior
    ) {
        if let insets = collision.referenceInsets {
            let bounds = animator.referenceBounds
            if !bounds.isNull, !bounds.isInfinite, !bounds.isEmpty {
                let inside = bounds.inset(by: insets)
                let slack = inside.insetBy(dx: -Self.overlapTolerance, dy: -Self.overlapTolerance)
                if !slack.contains(box) {
                    let across = box.intersects(inside)
                    add(
                        .overlapsBoundaryAtStart, [item], [collision],
                        "\(describe(item)) (\(format(box.origin)) \(format(box.size))) "
                            + (across
                                ? "lies across the reference-bounds boundary: it is pushed back inside on the first frames "
                                : "lies outside the reference-bounds boundary: it is held outside and never enters ")
                            + "(in UIKit the result is undefined); place it inside \(format(inside.origin)) \(format(inside.size))"
                    )
                }
            }
        }
        for case let boundary? in animator.boundaries
        where boundary.identifier != nil && boundary.behavior === collision {
            let overlap = depth(record.shapes, animator.world.shapes(of: boundary.body))
            guard overlap > Self.overlapTolerance else { continue }
            let name = boundary.identifier.map { "'\($0)'" } ?? ""
            let message =
                "\(describe(item)) overlaps boundary \(name) by \(show(rounded(overlap))) pt: it is pushed to one "
                + "side on the first frames (in UIKit the result is undefined); place it clear of the boundary"
            add(.overlapsBoundaryAtStart, [item], [collision], message)
        }
    }

    /// A steady pull on an item and the behaviors that make it: gravity, continuous pushes and
    /// linear gravity fields, in pt/s².
    func steadyPull(on item: any DynamicItem, mass: CGFloat) -> (
        acceleration: CGVector, behaviors: [DynamicBehavior]
    ) {
        var a = CGVector(dx: 0, dy: 0)
        var sources: [DynamicBehavior] = []
        for behavior in behaviors(of: item) {
            if let gravity = behavior as? GravityBehavior {
                let g = gravity.gravityDirection
                a.dx += 1000 * g.dx
                a.dy += 1000 * g.dy
                sources.append(gravity)
            } else if let push = behavior as? PushBehavior, push.mode == .continuous, push.active, mass > 0 {
                let p = push.pushDirection
                a.dx += 100 * p.dx / mass
                a.dy += 100 * p.dy / mass
                sources.append(push)
            } else if let field = behavior as? FieldBehavior, case .linearGravity = field.definition.kind,
                field.region.contains(
                    CGPoint(x: item.center.x - field.position.x, y: item.center.y - field.position.y))
            {
                a.dx += 100 * field.strength * field.direction.dx
                a.dy += 100 * field.strength * field.direction.dy
                sources.append(field)
            }
        }
        return (a, sources)
    }

    /// Whether a behavior holds the item in place (an attachment or a snap): then it hangs, it
    /// does not fall.
    func isHeld(_ item: any DynamicItem) -> Bool {
        behaviors(of: item).contains { $0 is AttachmentBehavior || $0 is SnapBehavior }
    }

    /// A steady pull that nothing stops: the item is free (not anchored, held by an attachment
    /// or a snap), pulled, and none of its collision behaviors puts anything in its way. Its
    /// direction, acceleration (pt/s²) and sources, its collision behaviors, and when it leaves
    /// the reference bounds.
    func unstoppedPull(on item: any DynamicItem) -> (
        direction: CGVector, acceleration: CGVector, sources: [DynamicBehavior],
        collisions: [CollisionBehavior],
        leavesBoundsIn: TimeInterval?
    )? {
        guard let (record, box) = shapes(of: item), !record.material.isAnchored, !isHeld(item) else {
            return nil
        }
        let mass = animator.massProperties(for: item)?.mass ?? 0
        let (a, sources) = steadyPull(on: item, mass: mass)
        let strength = (a.dx * a.dx + a.dy * a.dy).squareRoot()
        guard strength > 1, !sources.isEmpty else { return nil }
        let direction = CGVector(dx: a.dx / strength, dy: a.dy / strength)
        let collisions = behaviors(of: item).compactMap { $0 as? CollisionBehavior }
        if collisions.contains(where: { blocks($0, item: item, box: box, direction: direction) }) {
            return nil
        }
        let velocity = Units.point(animator.world.linearVelocity(of: record.body))
        let leave = Self.timeToLeave(
            animator.referenceBounds, from: item.center, extent: box,
            velocity: CGVector(dx: velocity.x, dy: velocity.y), acceleration: a)
        return (direction, a, sources, collisions, leave)
    }

    mutating func checkFall(_ item: any DynamicItem) {
        guard let (direction, a, sources, collisions, leave) = unstoppedPull(on: item) else { return }
        let strength = (a.dx * a.dx + a.dy * a.dy).squareRoot()
        let names = sources.map { Self.kindName(of: $0) }
        add(
            .fallsForever, [item], sources,
            "\(describe(item)) is pulled by \(names.joined(separator: " and ")) (\(show(rounded(strength))) pt/s² toward "
                + "\(format(CGVector(dx: rounded(direction.dx, 3), dy: rounded(direction.dy, 3))))) and "
                + (collisions.isEmpty
                    ? "is in no collision behavior"
                    : "nothing it collides with lies in that direction")
                + (leave.map {
                    ": it leaves the reference bounds in \(seconds($0)) s and falls forever"
                }
                    ?? ": it falls forever")
                + ", so the animator never pauses; add it to a collision behavior with a boundary in its way, or "
                + "take it out of \(names[0]) when you take it out of collision")
    }

    /// Whether a collision behavior puts something in the item's way along `direction`: the
    /// reference bounds around it, a boundary, or another item of the behavior.
    func blocks(_ collision: CollisionBehavior, item: any DynamicItem, box: CGRect, direction: CGVector)
        -> Bool
    {
        let origin = item.center
        if collision.collisionMode.contains(.boundaries) {
            let bounds = animator.referenceBounds
            if let insets = collision.referenceInsets, !bounds.isNull, !bounds.isInfinite,
                bounds.inset(by: insets).contains(origin)
            {
                return true
            }
            for case let boundary? in animator.boundaries
            where boundary.identifier != nil && boundary.behavior === collision {
                for shape in animator.world.shapes(of: boundary.body)
                where Self.ray(
                    from: origin, direction, hits: animator.world.bounds(of: shape), widenedBy: box)
                {
                    return true
                }
            }
        }
        if collision.collisionMode.contains(.items) {
            let id = ObjectIdentifier(item: item)
            for other in collision.items where ObjectIdentifier(item: other) != id {
                guard let (_, otherBox) = shapes(of: other) else { continue }
                let lower = Units.metres(CGPoint(x: otherBox.minX, y: otherBox.minY))
                let upper = Units.metres(CGPoint(x: otherBox.maxX, y: otherBox.maxY))
                if Self.ray(from: origin, direction, hits: AABB(lower: lower, upper: upper), widenedBy: box) {
                    return true
                }
            }
        }
        return false
    }

    /// Whether the ray from `origin` along `direction` meets the box `aabb` grown by half of
    /// `item`'s size (the item's own extent sweeps with it).
    static func ray(from origin: CGPoint, _ direction: CGVector, hits aabb: AABB, widenedBy item: CGRect)
        -> Bool
    {
        let lower = Units.point(aabb.lower)
        let upper = Units.point(aabb.upper)
        let (hx, hy) = (item.width / 2, item.height / 2)
        var enter = 0.0
        var exit = Double.infinity
        for (o, d, lo, hi) in [
            (origin.x, direction.dx, lower.x - hx, upper.x + hx),
            (origin.y, direction.dy, lower.y - hy, upper.y + hy),
        ] {
            if abs(d) < 1e-12 {
                guard o >= lo && o <= hi else { return false }
                continue
            }
            let t1 = (lo - o) / d
            let t2 = (hi - o) / d
            enter = max(enter, min(t1, t2))
            exit = min(exit, max(t1, t2))
        }
        return enter <= exit
    }

    /// When an item at `center` with `velocity` and constant `acceleration` is wholly outside
    /// `bounds` (nil for bounds that do not say: null, infinite or empty).
    static func timeToLeave(
        _ bounds: CGRect, from center: CGPoint, extent box: CGRect, velocity v: CGVector,
        acceleration a: CGVector
    ) -> Double? {
        guard !bounds.isNull, !bounds.isInfinite, !bounds.isEmpty else { return nil }
        // Along each axis: the distance to travel until the far edge of the item passes the
        // bounds' edge, then the first time x(t) = v t + a t² / 2 covers it.
        func time(_ distance: Double, _ v: Double, _ a: Double) -> Double? {
            guard distance > 0 else { return 0 }
            if abs(a) < 1e-9 { return v > 0 ? distance / v : nil }
            let disc = v * v + 2 * a * distance
            guard disc >= 0 else { return nil }
            let t = (-v + disc.squareRoot()) / a
            return t >= 0 ? t : nil
        }
        var times: [Double] = []
        let (hx, hy) = (box.width / 2, box.height / 2)
        if a.dx > 0 || (a.dx == 0 && v.dx > 0) {
            times += [time(bounds.maxX + hx - center.x, v.dx, a.dx)].compactMap { $0 }
        }
        if a.dx < 0 || (a.dx == 0 && v.dx < 0) {
            times += [time(center.x - bounds.minX + hx, -v.dx, -a.dx)].compactMap { $0 }
        }
        if a.dy > 0 || (a.dy == 0 && v.dy > 0) {
            times += [time(bounds.maxY + hy - center.y, v.dy, a.dy)].compactMap { $0 }
        }
        if a.dy < 0 || (a.dy == 0 && v.dy < 0) {
            times += [time(center.y - bounds.minY + hy, -v.dy, -a.dy)].compactMap { $0 }
        }
        return times.min()
    }

    /// "gravity", "a continuous push", "a linear gravity field".
    static func kindName(of behavior: DynamicBehavior) -> String {
        switch behavior {
        case is GravityBehavior: "gravity"
        case is PushBehavior: "a continuous push"
        case is FieldBehavior: "a linear gravity field"
        default: "a behavior"
        }
    }
}

/// `x` to `places` decimals, for messages.
func rounded(_ x: CGFloat, _ places: Int = 1) -> CGFloat {
    var scale: CGFloat = 1
    for _ in 0..<places { scale *= 10 }
    return (x * scale).rounded() / scale
}
