import Dynamics

extension Scene {
    /// The format version this library reads and writes.
    ///
    /// ```swift
    /// if scene.format > Scene.currentFormat { print("written by a newer version") }
    /// ```
    public static let currentFormat = 1

    /// Every problem that would stop this scene from loading or building, each with the path to
    /// the offending value; empty when the scene is good. ``makeRun()`` and the JSON loader run it.
    ///
    /// ```swift
    /// var scene = Scene(name: "drop", referenceBounds: CGRect(x: 0, y: 0, width: 320, height: 480))
    /// scene.items = [ItemDescription(name: "square", center: CGPoint(x: 160, y: 100), size: CGSize(width: 0, height: 10))]
    /// scene.validate()   // [items[0].size: width 0 must be > 0]
    /// ```
    public func validate() -> [SceneProblem] {
        var validator = SceneValidator(self)
        validator.run()
        return validator.problems
    }
}

/// Walks a scene once, recording problems with their paths.
struct SceneValidator {
    let scene: Scene
    var problems: [SceneProblem] = []
    /// First index of every item name.
    var items: [String: Int] = [:]
    /// First index of every group name.
    var groups: [String: Int] = [:]
    /// The group each member item belongs to.
    var groupOf: [String: String] = [:]
    /// Every named behavior (children too) and where it is.
    var behaviors: [String: (behavior: BehaviorDescription, path: String)] = [:]
    /// While a description's form is checked (``checkDomains(of:_:index:since:)``): its path and
    /// index, and the count of problems before the validator's own checks of it.
    var form: (path: String, index: Int?, start: Int) = ("", nil, 0)

    init(_ scene: Scene) {
        self.scene = scene
    }

    mutating func problem(_ path: String, _ message: String) {
        problems.append(SceneProblem(path: path, message: message))
    }

    mutating func run() {
        items.reserveCapacity(scene.items.count)
        checkHeader()
        for (i, item) in scene.items.enumerated() { checkItem(item, at: i) }
        for (i, item) in scene.items.enumerated() { checkMapping(item, at: i) }
        for (i, group) in scene.groups.enumerated() { checkGroup(group, at: i) }
        for (i, behavior) in scene.behaviors.enumerated() { collectNames(behavior, "behaviors[\(i)]") }
        for (i, behavior) in scene.behaviors.enumerated() { checkBehavior(behavior, "behaviors[\(i)]") }
        checkScript()
    }

    // MARK: Scene

    mutating func checkHeader() {
        let start = problems.count
        if scene.format != Scene.currentFormat {
            problem(
                "format",
                "unsupported format version \(scene.format); this version reads format \(Scene.currentFormat)"
            )
        }
        if scene.name.isEmpty { problem("name", "must not be empty") }
        checkDomains(of: scene, "", since: start)  // referenceBounds, duration
    }

    // MARK: Items and groups

    mutating func checkName(_ name: String, _ path: @autoclosure () -> String) -> Bool {
        if name.isEmpty {
            problem(path(), "must not be empty")
            return false
        }
        if let i = items[name] {
            problem(path(), "duplicate name \"\(name)\" (also items[\(i)])")
            return false
        }
        if let i = groups[name] {
            problem(path(), "duplicate name \"\(name)\" (also groups[\(i)])")
            return false
        }
        return true
    }

    mutating func checkItem(_ item: ItemDescription, at index: Int) {
        let start = problems.count
        func path() -> String { "items[\(index)]" }
        if checkName(item.name, path() + ".name") { items[item.name] = index }
        if case .path(let points) = item.shape, checkPolygon(points, path() + ".shape.path"),
            checkPathDomain(points, path() + ".shape.path")
        {
            // The collision shape is split into convex pieces; an outline that crosses itself has none.
            do {
                _ = try BezierPath.polygon(points).convexPolygons()
            } catch {
                let message =
                    error.message.hasPrefix("path ")
                    ? "the polygon " + error.message.dropFirst(5) : error.message
                problem(path() + ".shape.path", message)
            }
        }
        if let color = item.color, color.isEmpty { problem(path() + ".color", "must not be empty") }
        checkDomains(of: item, "items", index: index, since: start)  // center, size, rotation
    }

    mutating func checkMapping(_ item: ItemDescription, at index: Int) {
        guard let target = item.mapsPositionToBoundsOf else { return }
        let p = "items[\(index)].mapsPositionToBoundsOf"
        guard let index = items[target] else {
            return problem(p, "unknown item \"\(target)\"")
        }
        let targetItem = scene.items[index]
        if targetItem.name == item.name {
            problem(p, "an item cannot map its position to its own bounds")
        } else if targetItem.mapsPositionToBoundsOf != nil {
            problem(p, "item \"\(target)\" is itself a position-to-bounds mapping")
        }
    }

    /// Whether `points` make a polygon with at least 3 finite points and some area.
    @discardableResult
    mutating func checkPolygon(_ points: [CGPoint], _ path: String) -> Bool {
        guard points.count >= 3 else {
            problem(path, "a polygon needs at least 3 points, found \(points.count)")
            return false
        }
        var allFinite = true
        for (i, p) in points.enumerated() where !(p.x.isFinite && p.y.isFinite) {
            problem("\(path)[\(i)]", "\(show(p)) is not finite")
            allFinite = false
        }
        guard allFinite else { return false }
        var twiceArea: Double = 0
        for i in points.indices {
            let a = points[i]
            let b = points[(i + 1) % points.count]
            twiceArea += Double(a.x * b.y - b.x * a.y)
        }
        guard abs(twiceArea) >= 1e-9 else {
            problem(path, "the polygon has zero area")
            return false
        }
        return true
    }

    mutating func checkGroup(_ group: GroupDescription, at index: Int) {
        let path = "groups[\(index)]"
        if checkName(group.name, path + ".name") { groups[group.name] = index }
        if group.members.isEmpty { problem(path + ".members", "a group needs at least one member") }
        var seen: Set<String> = []
        for (i, member) in group.members.enumerated() {
            let p = "\(path).members[\(i)]"
            if groups[member] != nil {
                problem(p, "\"\(member)\" is a group; groups cannot contain groups")
            } else if items[member] == nil {
                problem(p, "unknown item \"\(member)\"")
            } else if !seen.insert(member).inserted {
                problem(p, "\"\(member)\" is listed twice")
            } else if let other = groupOf[member] {
                problem(p, "item \"\(member)\" is already a member of group \"\(other)\"")
            } else {
                groupOf[member] = group.name
            }
        }
    }

    /// A name a behavior or script event uses for an item: an item or group, not a group member.
    /// `path` is rendered only for a problem (a behavior may list 100,000 items).
    /// `isItem`: whether `name` is an item's, when the caller has looked it up already.
    mutating func checkItemReference(_ name: String, _ path: @autoclosure () -> String, isItem: Bool? = nil) {
        if !groupOf.isEmpty, let group = groupOf[name] {
            problem(path(), "item \"\(name)\" is a member of group \"\(group)\"; use the group instead")
        } else if !(isItem ?? (items[name] != nil)) && groups[name] == nil {
            problem(path(), "unknown item \"\(name)\"")
        }
    }

    mutating func checkItemReferences(_ names: [String], _ path: String) {
        // An item's name is looked up once, and marked seen by its index: one hash a name, not
        // two (a behavior of 100,000 items). Groups and unknown names are kept by name.
        var seenItems = [Bool](repeating: false, count: scene.items.count)
        var seenOthers = Set<String>()
        for (i, name) in names.enumerated() {
            let index = items[name]
            let twice: Bool
            if let index {
                twice = seenItems[index]
                seenItems[index] = true
            } else {
                twice = !seenOthers.insert(name).inserted
            }
            if twice {
                problem("\(path)[\(i)]", "\"\(name)\" is listed twice")
            } else {
                checkItemReference(name, "\(path)[\(i)]", isItem: index != nil)
            }
        }
    }

    // MARK: Behaviors

    mutating func collectNames(_ behavior: BehaviorDescription, _ path: String) {
        if let name = behavior.name {
            if name.isEmpty {
                problem(path + ".name", "must not be empty (leave it out for an unnamed behavior)")
            } else if let other = behaviors[name] {
                problem(path + ".name", "duplicate behavior name \"\(name)\" (also \(other.path))")
            } else {
                behaviors[name] = (behavior, path)
            }
        }
        if case .composite(let composite) = behavior {
            for (i, child) in composite.children.enumerated() {
                collectNames(child, "\(path).children[\(i)]")
            }
        }
    }

    /// A behavior's own rules (the keys that depend on others); then the items and numbers its
    /// form gives a domain.
    mutating func checkBehavior(_ behavior: BehaviorDescription, _ path: String) {
        let start = problems.count
        switch behavior {
        case .gravity(let d): checkDomains(of: d, path, since: start)
        case .itemProperties(let d): checkDomains(of: d, path, since: start)
        case .snap(let d): checkDomains(of: d, path, since: start)
        case .collision(let d):
            checkCollision(d, path)
            checkDomains(of: d, path, since: start)
        case .attachment(let d):
            checkAttachment(d, path)
            checkDomains(of: d, path, since: start)
        case .push(let d):
            for (name, offset) in (d.targetOffsets ?? [:]).sorted(by: { $0.key < $1.key }) {
                let p = "\(path).targetOffsets.\(name)"
                if !d.items.contains(name) {
                    problem(p, "\"\(name)\" is not one of this push's items")
                } else {
                    within(offset, .coordinate, p)
                }
            }
            checkDomains(of: d, path, since: start)
        case .field(let d):
            checkField(d, path)
            checkDomains(of: d, path, since: start)
        case .composite(let d):
            for (i, child) in d.children.enumerated() { checkBehavior(child, "\(path).children[\(i)]") }
        }
    }

    mutating func checkCollision(_ d: CollisionDescription, _ path: String) {
        var identifiers: Set<String> = []
        for (i, boundary) in (d.boundaries ?? []).enumerated() {
            let start = problems.count
            let p = "\(path).boundaries[\(i)]"
            if boundary.identifier.isEmpty {
                problem(p + ".identifier", "must not be empty")
            } else if !identifiers.insert(boundary.identifier).inserted {
                problem(p + ".identifier", "duplicate boundary identifier \"\(boundary.identifier)\"")
            }
            switch (boundary.from, boundary.to, boundary.path) {
            case (let from?, let to?, nil):
                if from == to { problem(p, "from and to are the same point \(show(from))") }
            case (nil, nil, let points?):
                if checkPolygon(points, p + ".path") {
                    for (j, point) in points.enumerated() { within(point, .coordinate, "\(p).path[\(j)]") }
                }
            case (_, _, _?):
                problem(p, "give either from and to (a segment) or path (a polygon), not both")
            case (nil, _, nil):
                problem(p + ".from", "missing (a segment boundary needs from and to, or give a path)")
            case (_, nil, nil):
                problem(p + ".to", "missing (a segment boundary needs from and to, or give a path)")
            }
            checkDomains(of: boundary, p, since: start)  // from, to
        }
    }

    mutating func checkAttachment(_ d: AttachmentDescription, _ path: String) {
        let kind = d.kind
        let needsItemB: Bool? =
            switch kind {
            case .anchor: false
            case .items, .limit, .fixed, .pin: true
            case .sliding: nil
            }
        if let itemB = d.itemB {
            if needsItemB == false {
                problem(
                    path + ".itemB",
                    "an anchor attachment ties one item to a point; remove itemB or use kind \"items\"")
            } else if itemB == d.itemA {
                problem(path + ".itemB", "an item cannot be attached to itself (\"\(itemB)\")")
            }
        } else if needsItemB == true {
            problem(path + ".itemB", "missing: \(withArticle(kind.rawValue)) attachment ties two items")
        }
        let needsAnchor: Bool =
            switch kind {
            case .anchor, .sliding, .fixed, .pin: true
            case .items, .limit: false
            }
        if d.anchor != nil {
            if !needsAnchor {
                problem(
                    path + ".anchor",
                    "\(withArticle(kind.rawValue)) attachment has no anchor point; use offsetA and offsetB")
            }
        } else if needsAnchor {
            problem(
                path + ".anchor", "missing: \(withArticle(kind.rawValue)) attachment needs an anchor point")
        }
        let takesOffsets: (a: Bool, b: Bool) =
            switch kind {
            case .anchor: (true, false)
            case .items, .limit: (true, true)
            case .sliding, .fixed, .pin: (false, false)
            }
        for (key, offset, allowed) in [
            ("offsetA", d.offsetA, takesOffsets.a), ("offsetB", d.offsetB, takesOffsets.b),
        ] where offset != nil && !allowed {
            problem("\(path).\(key)", "\(withArticle(kind.rawValue)) attachment takes no \(key)")
        }
        if let axis = d.axis {
            if kind != .sliding {
                problem(path + ".axis", "only sliding attachments have an axis")
            } else if axis.dx == 0 && axis.dy == 0 {
                problem(path + ".axis", "the sliding axis must not be zero")
            }
        } else if kind == .sliding {
            problem(path + ".axis", "missing: a sliding attachment needs an axis")
        }
        if let range = d.attachmentRange {
            if range.minimum.isNaN || range.maximum.isNaN || !(range.minimum <= 0 && range.maximum >= 0) {
                problem(
                    path + ".attachmentRange",
                    "[\(show(range.minimum)), \(show(range.maximum))] must contain 0")
            } else {
                for (key, bound) in [("minimum", range.minimum), ("maximum", range.maximum)]
                where !bound.isInfinite {
                    within(bound, .attachmentRange, "\(path).attachmentRange.\(key)")
                }
            }
        }
    }

    mutating func checkField(_ d: FieldDescription, _ path: String) {
        if let region = d.region { checkRegion(region, path + ".region") }
        if d.direction == nil && (d.kind == .linearGravity || d.kind == .velocity) {
            problem(path + ".direction", "missing: \(withArticle(d.kind.rawValue)) field needs a direction")
        }
        let isNoise = d.kind == .noise || d.kind == .turbulence
        for (key, value) in [("smoothness", d.smoothness), ("animationSpeed", d.animationSpeed)]
        where value != nil && !isNoise {
            problem("\(path).\(key)", "only noise and turbulence fields have \(key)")
        }
    }

    mutating func checkRegion(_ region: RegionDescription, _ path: String) {
        switch region {
        case .infinite, .empty: break
        case .radius(let r): nonNegative(r, in: .regionExtent, path + ".radius")
        case .rectangle(let size): size.check(.nonNegative(.regionExtent), { path + ".size" }, &self)
        case .inverse(let r): checkRegion(r, path + ".inverse")
        case .union(let a, let b):
            checkRegion(a, path + ".union[0]")
            checkRegion(b, path + ".union[1]")
        case .intersection(let a, let b):
            checkRegion(a, path + ".intersection[0]")
            checkRegion(b, path + ".intersection[1]")
        case .difference(let a, let b):
            checkRegion(a, path + ".difference[0]")
            checkRegion(b, path + ".difference[1]")
        }
    }

    // MARK: Script

    mutating func checkScript() {
        var previous: Double?
        for (i, event) in scene.script.enumerated() {
            let path = "script[\(i)]"
            if !event.time.isFinite || event.time < 0 {
                problem(path + ".time", "\(show(event.time)) must be finite and >= 0")
            } else if within(event.time, .advanceDuration, path + ".time") {
                if let previous, event.time < previous {
                    problem(
                        path + ".time",
                        "\(show(event.time)) is before the previous event's time \(show(previous)); events must be in time order"
                    )
                }
                previous = event.time
            }
            checkAction(event.action, path + ".action")
        }
    }

    mutating func checkAction(_ action: ScriptAction, _ path: String) {
        switch action {
        case .drag(let d):
            let start = problems.count
            checkTimedPath(d.path, path + ".path")
            checkDomains(of: d, path, since: start)  // item, releaseVelocity, frequency, damping
        case .addVelocity(let item, let linear, let angular):
            checkItemReference(item, path + ".item")
            within(linear, .linearVelocity, path + ".linear")
            if let angular { finite(angular, in: .angularVelocity, path + ".angular") }
        case .addBehavior(let name), .removeBehavior(let name):
            if behaviors[name] == nil { problem(path + ".behavior", "unknown behavior \"\(name)\"") }
        case .set(let name, let property, let value):
            checkSet(name, property, value, path)
        case .moveItem(let item, let center):
            checkItemReference(item, path + ".item")
            within(center, .coordinate, path + ".center")
        case .moveAnchors(let names, let timedPath, let lag):
            if names.isEmpty { problem(path + ".behaviors", "name at least one attachment") }
            for (i, name) in names.enumerated() {
                let p = "\(path).behaviors[\(i)]"
                guard let found = behaviors[name] else {
                    problem(p, "unknown behavior \"\(name)\"")
                    continue
                }
                guard case .attachment(let a) = found.behavior, a.kind == .anchor else {
                    problem(p, "\"\(name)\" is not an anchor attachment; only anchors can be moved")
                    continue
                }
            }
            checkTimedPath(timedPath, path + ".path")
            nonNegative(lag, in: .advanceDuration, path + ".lag")
        }
    }

    mutating func checkSet(_ name: String, _ property: String, _ value: ScriptValue, _ path: String) {
        guard let found = behaviors[name] else {
            return problem(path + ".behavior", "unknown behavior \"\(name)\"")
        }
        let kind = found.behavior.kindName
        let allowed = ScriptProperty.properties(of: kind)
        guard let spec = allowed.first(where: { $0.name == property }) else {
            return problem(
                path + ".property",
                allowed.isEmpty
                    ? "\(withArticle(kind)) behavior has no properties to set"
                    : "unknown property \"\(property)\" for \(withArticle(kind)) behavior; expected \(choices(allowed.map({ $0.name })))"
            )
        }
        guard spec.kind.matches(value) else {
            return problem(
                path + ".value", "\(property) takes \(withArticle(spec.kind.rawValue)), found \(show(value))")
        }
        if property == "anchorPoint", case .attachment(let a) = found.behavior, a.kind != .anchor {
            problem(
                path + ".property",
                "only anchor attachments have a movable anchorPoint (\"\(name)\" is \(a.kind.rawValue))")
        }
        let interval = Self.interval(ofProperty: property, kind: kind)
        switch value {
        case .number(let v) where spec.nonNegative: nonNegative(v, in: interval, path + ".value")
        case .number(let v): finite(v, in: interval, path + ".value")
        case .point(let p): within(p, interval, path + ".value")
        case .vector(let v): within(v, interval, path + ".value")
        case .bool: break
        }
    }

    mutating func checkTimedPath(_ points: [TimedPoint], _ path: String) {
        if points.count < 2 { problem(path, "a path needs at least 2 points, found \(points.count)") }
        var previous: Double?
        for (i, point) in points.enumerated() {
            func p() -> String { "\(path)[\(i)]" }
            within(point.point, .coordinate, p() + ".point")
            if !point.time.isFinite || point.time < 0 {
                problem(p() + ".time", "\(show(point.time)) must be finite and >= 0")
                continue
            }
            guard within(point.time, .advanceDuration, p() + ".time") else { continue }
            if let previous, point.time <= previous {
                problem(
                    p() + ".time",
                    "\(show(point.time)) must be after the previous point's time \(show(previous))")
            }
            previous = point.time
        }
    }

    /// Whether a collision path's points lie in ``NumericDomain/Interval/pathPoint`` and its
    /// extent in ``NumericDomain/Interval/size`` (the item's own check at body creation).
    mutating func checkPathDomain(_ points: [CGPoint], _ path: String) -> Bool {
        var ok = true
        for (i, point) in points.enumerated() where !within(point, .pathPoint, "\(path)[\(i)]") { ok = false }
        guard ok else { return false }
        let xs = points.map({ $0.x })
        let ys = points.map({ $0.y })
        let extent = Swift.max(xs.max()! - xs.min()!, ys.max()! - ys.min()!)
        if extent > CGFloat(NumericDomain.Interval.size.upperBound) {
            problem(path, "the polygon's extent \(show(extent)) is outside \(NumericDomain.Interval.size)")
            return false
        }
        return true
    }

    // MARK: Numbers
    // Paths are autoclosures: rendered only for a problem (a million-point drag path checks
    // three numbers a point).

    @discardableResult
    mutating func finite(_ value: Double, _ path: @autoclosure () -> String) -> Bool {
        guard value.isFinite else {
            problem(path(), "\(show(value)) is not finite")
            return false
        }
        return true
    }

    mutating func nonNegative(_ value: Double, _ path: @autoclosure () -> String) {
        if !(value.isFinite && value >= 0) { problem(path(), "\(show(value)) must be finite and >= 0") }
    }
}
