import DynamicsEngine

/// Item bodies: created when the first behavior uses an item, shared, destroyed with the last.
extension DynamicAnimator {
    /// Checks that `item` can be simulated, and throws the error that adding it would report.
    ///
    /// The checks: a centre within ``NumericDomain/Interval/coordinate``, a finite rotation, a
    /// size within ``NumericDomain/Interval/size``, a valid collision path within
    /// ``NumericDomain/Interval/pathPoint`` for `.path` items, and membership in the reference
    /// system (views must be descendants of the reference view).
    ///
    /// ```swift
    /// do { try animator.validate(card) } catch { print(error) }   // "item <Card>: size (0.0, 40.0) …"
    /// ```
    public func validate(_ item: any DynamicItem) throws(DynamicsError) {
        _ = try collisionGeometry(for: item)
        _ = try pose(of: item)
    }

    /// The item's centre (reference coordinates) and angle, validated.
    func pose(of item: any DynamicItem) throws(DynamicsError) -> (center: CGPoint, angle: CGFloat) {
        if let problem = referenceSystem?.problem(with: item) { throw problem }
        let center = referenceSystem?.referenceCenter(of: item) ?? item.center
        if let problem = NumericDomain.problem(center, in: .coordinate, for: "item \(describe(item)): center")
        {
            throw problem
        }
        let t = item.transform
        guard t.a.isFinite && t.b.isFinite else {
            throw DynamicsError(
                .nonFiniteValue, "item \(describe(item)): transform (a: \(t.a), b: \(t.b)) is not finite")
        }
        return (center, t.rotationAngle)
    }

    /// The item's collision shapes in body coordinates (metres): a group's are its members'
    /// shapes at their offsets.
    func collisionGeometry(for item: any DynamicItem) throws(DynamicsError) -> [ShapeGeometry] {
        guard let group = item as? DynamicItemGroup else { return try ownGeometry(of: item) }
        guard !group.items.isEmpty else {
            throw DynamicsError(.invalidSize, "item \(describe(item)): an empty group has size (0.0, 0.0)")
        }
        var shapes: [ShapeGeometry] = []
        for (member, offset) in zip(group.items, group.offsets) {
            let property = "item \(describe(item)): member \(describe(member)) offset"
            if let problem = NumericDomain.problem(offset, in: .coordinate, for: property) { throw problem }
            let shift = Units.metres(offset)
            for shape in try ownGeometry(of: member) {
                switch shape {
                case .circle(let center, let radius):
                    shapes.append(.circle(center: center + shift, radius: radius))
                case .polygon(let vertices, let radius):
                    shapes.append(.polygon(vertices: vertices.map { $0 + shift }, radius: radius))
                case .segment: break
                }
            }
        }
        return shapes
    }

    /// The collision shapes of one item (not a group), centred on the item.
    private func ownGeometry(of item: any DynamicItem) throws(DynamicsError) -> [ShapeGeometry] {
        let size = item.bounds.size
        guard size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0 else {
            throw DynamicsError(
                .invalidSize,
                "item \(describe(item)): size \(format(size)) is invalid; width and height must be finite and positive"
            )
        }
        for side in [size.width, size.height] {
            if let problem = NumericDomain.problem(side, in: .size, for: "item \(describe(item)): size") {
                throw DynamicsError(
                    problem.code,
                    "item \(describe(item)): size \(format(size)) is outside \(NumericDomain.Interval.size)")
            }
        }
        let w = Units.metres(size.width)
        let h = Units.metres(size.height)
        switch item.collisionBoundsType {
        case .rectangle:
            return [.box(halfWidth: w / 2, halfHeight: h / 2)]
        case .ellipse:
            if size.width == size.height { return [.circle(center: .zero, radius: w / 2)] }
            let outline = PolygonGeometry.ellipse(width: size.width, height: size.height)
            return [.polygon(vertices: outline.map { Units.metres($0) }, radius: Self.polygonRadius)]
        case .path:
            let path = item.collisionBoundingPath
            guard !path.isEmpty else {
                throw DynamicsError(
                    .invalidPath,
                    "item \(describe(item)): collisionBoundsType is .path but collisionBoundingPath is empty")
            }
            try Self.checkPathDomain(path, of: item)
            do {
                return try path.convexPolygons().map {
                    .polygon(vertices: $0.map { Units.metres($0) }, radius: Self.polygonRadius)
                }
            } catch {
                throw DynamicsError(error.code, "item \(describe(item)): \(error.message)")
            }
        }
    }

    /// Refuses a collision path with a point beyond ``NumericDomain/Interval/pathPoint`` or an
    /// extent beyond ``NumericDomain/Interval/size`` (a NaN point is left to the path's own
    /// check).
    private static func checkPathDomain(_ path: BezierPath, of item: any DynamicItem) throws(DynamicsError) {
        let points = path.elements.flatMap { $0.points }.filter { $0.x.isFinite && $0.y.isFinite }
        guard let first = points.first else { return }
        var box = CGRect(origin: first, size: .zero)
        for point in points {
            let property = "item \(describe(item)): collisionBoundingPath point"
            if let problem = NumericDomain.problem(point, in: .pathPoint, for: property) { throw problem }
            box = box.union(CGRect(origin: point, size: .zero))
        }
        let extent = Swift.max(box.width, box.height)
        if extent > CGFloat(NumericDomain.Interval.size.upperBound) {
            throw DynamicsError(
                .outOfRange,
                "item \(describe(item)): collisionBoundingPath extent \(format(box.size)) is outside \(NumericDomain.Interval.size)"
            )
        }
    }

    /// UIKit's collision skin on ellipse and path polygons: 0.9 pt.
    static let polygonRadius: Float = 0.009

    /// Makes room for at least `count` item bodies in all (a behavior about to add its items).
    func reserveBodies(_ count: Int) {
        itemBodies.reserveCapacity(count)
        slots.reserveCapacity(count)
    }

    /// The body of `item`, creating it on first use. Returns nil (and reports why) for an item
    /// that cannot be simulated; everything else keeps working.
    @discardableResult
    func retainBody(for item: any DynamicItem) -> ItemBody? {
        let key = bodyKey(for: item)
        if let existing = itemBodies[key] {
            existing.retainCount += 1
            return existing
        }
        let geometry: [ShapeGeometry]
        let pose: (center: CGPoint, angle: CGFloat)
        do {
            geometry = try collisionGeometry(for: item)
            pose = try self.pose(of: item)
        } catch {
            report(error)
            return nil
        }
        let slot = freeSlots.popLast() ?? slots.count
        if slot == slots.count { slots.append(nil) }
        var def = BodyDefinition(
            type: .dynamic, position: Units.metres(pose.center), angle: Float(pose.angle))
        def.linearDamping = 0.1
        def.angularDamping = 0.1
        def.gravityScale = 0
        def.userData = slot
        let body = world.createBody(def)
        var shapeDef = ShapeDefinition()
        shapeDef.categoryBits = 0
        shapeDef.maskBits = 0
        shapeDef.userData = slot + 1
        let shapes = geometry.map { world.createShape(on: body, $0, shapeDef) }
        let record = ItemBody(
            item: item, body: body, shapes: shapes, slot: slot, pose: world.transform(of: body))
        itemBodies[key] = record
        slots[slot] = record
        return record
    }

    /// Lets go of `item`'s body; the last release destroys it.
    func releaseBody(for item: any DynamicItem) {
        let key = bodyKey(for: item)
        guard let record = itemBodies[key] else { return }
        record.retainCount -= 1
        guard record.retainCount == 0 else { return }
        world.destroyBody(record.body)
        itemBodies[key] = nil
        slots[record.slot] = nil
        freeSlots.append(record.slot)
    }

    func record(for item: any DynamicItem) -> ItemBody? { itemBodies[bodyKey(for: item)] }

    /// The key `item`'s body is filed under: the item itself, unless the reference system files
    /// it by the element it stands for.
    func bodyKey(for item: any DynamicItem) -> ItemKey {
        referenceSystem?.bodyKey(for: item) ?? ItemKey(item)
    }

    /// The item whose body is filed under `key` (the item it was created for), if any.
    package func bodyOwner(for key: ItemKey) -> (any DynamicItem)? { itemBodies[key]?.item }

    /// Recomputes an item's collision filter from every collision behavior that holds it.
    func updateCollisionFilter(for item: any DynamicItem) {
        guard let record = record(for: item) else { return }
        var category: UInt64 = 0
        var mask: UInt64 = 0
        for case let collision as CollisionBehavior in registered where collision.contains(item) {
            guard let group = collisionGroups[ObjectIdentifier(collision)] else { continue }
            category |= CollisionBehavior.itemBit(group)
            mask |= collision.maskBits(group)
        }
        for shape in record.shapes { world.setFilter(of: shape, categoryBits: category, maskBits: mask) }
    }

    /// A collision group for a collision behavior: two filter bits (items, boundaries) of 64.
    func allocateCollisionGroup(for collision: CollisionBehavior) -> Int {
        let used = Set(collisionGroups.values)
        let group = (0..<32).first { !used.contains($0) } ?? (collisionGroups.count % 32)
        collisionGroups[ObjectIdentifier(collision)] = group
        return group
    }

    func freeCollisionGroup(for collision: CollisionBehavior) {
        collisionGroups[ObjectIdentifier(collision)] = nil
    }

    // MARK: Boundaries

    /// Creates a static boundary body from segments (points) for a collision behavior.
    func createBoundary(
        _ segments: [(CGPoint, CGPoint)], identifier: CollisionBehavior.BoundaryIdentifier?,
        for collision: CollisionBehavior,
        group: Int
    ) -> BoundaryBody {
        let slot = freeBoundarySlots.popLast() ?? boundaries.count
        if slot == boundaries.count { boundaries.append(nil) }
        let body = world.createBody(BodyDefinition(type: .static))
        var def = ShapeDefinition()
        def.categoryBits = CollisionBehavior.boundaryBit(group)
        def.maskBits = CollisionBehavior.itemBit(group) | CollisionBehavior.boundaryBit(group)
        def.userData = -(slot + 1)
        for (p, q) in segments where p != q {
            world.createShape(on: body, .segment(Units.metres(p), Units.metres(q)), def)
        }
        let record = BoundaryBody(behavior: collision, identifier: identifier, body: body, slot: slot)
        boundaries[slot] = record
        return record
    }

    func destroyBoundary(_ boundary: BoundaryBody) {
        world.destroyBody(boundary.body)
        boundaries[boundary.slot] = nil
        freeBoundarySlots.append(boundary.slot)
    }

    // MARK: Write-back

    /// Writes back the centre and rotation of every item whose body moved since the last sync.
    func writeBack(stepped: Bool) {
        for case let record? in slots {
            if stepped { record.poseBeforeFrame = record.syncedPose }
            let pose = world.transform(of: record.body)
            guard pose != record.syncedPose else { continue }
            record.syncedPose = pose
            let item = record.item
            let center = Units.point(pose.p)
            if let system = referenceSystem {
                if system.referenceCenter(of: item) != center { system.setReferenceCenter(center, of: item) }
            } else if item.center != center {
                item.center = center
            }
            let q = pose.q
            item.transform = CGAffineTransform(
                a: CGFloat(q.c), b: CGFloat(q.s), c: CGFloat(-q.s), d: CGFloat(q.c), tx: 0, ty: 0)
        }
    }
}

extension DynamicAnimator {
    /// The reference bounds if they pass ``NumericDomain``, else the bounds the boundaries were
    /// last built for (or none).
    var validReferenceBounds: CGRect {
        let bounds = referenceBounds
        if NumericDomain.problem(bounds, for: "") == nil { return bounds }
        return builtBounds ?? .null
    }
}
