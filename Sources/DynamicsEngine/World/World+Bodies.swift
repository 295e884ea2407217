/// Reading and changing bodies from outside the step. Every change wakes the body.
extension World {
    /// The body origin's position (metres).
    ///
    /// ```swift
    /// let p = world.position(of: box)
    /// ```
    public func position(of id: BodyID) -> Vec2 { bodies[checked(id)].transform.p }

    /// The body's rotation.
    public func rotation(of id: BodyID) -> Rotation { bodies[checked(id)].transform.q }

    /// The body's angle in radians (positive: clockwise on a y-down screen).
    public func angle(of id: BodyID) -> Float { bodies[checked(id)].transform.q.angle }

    /// The body's transform.
    public func transform(of id: BodyID) -> Transform { bodies[checked(id)].transform }

    /// The centre of mass in world coordinates.
    public func worldCenter(of id: BodyID) -> Vec2 { bodies[checked(id)].center }

    /// Teleports a body (keeps its velocity) and wakes it and the bodies jointed to it.
    ///
    /// ```swift
    /// world.setTransform(of: box, position: Vec2(0, 0), angle: 0)
    /// ```
    public func setTransform(of id: BodyID, position: Vec2, angle: Float) {
        let b = checked(id)
        let q = angle == 0 ? Rotation.identity : Rotation(angle: angle)
        bodies[b].transform = Transform(p: position, q: q)
        bodies[b].center = bodies[b].transform.apply(bodies[b].localCenter)
        wake(b)
        // A moved anchor (a static body) pulls on what is jointed to it.
        wakeJointPartners(b)
        refreshProxies(b)
    }

    /// The velocity of the centre of mass (m/s).
    public func linearVelocity(of id: BodyID) -> Vec2 { bodies[checked(id)].linearVelocity }

    /// The angular velocity (rad/s).
    public func angularVelocity(of id: BodyID) -> Float { bodies[checked(id)].angularVelocity }

    /// Sets the velocity of the centre of mass and wakes the body. Static bodies ignore it.
    ///
    /// ```swift
    /// world.setLinearVelocity(of: box, Vec2(50, 0))   // a 5,000 pt/s flick
    /// ```
    public func setLinearVelocity(of id: BodyID, _ v: Vec2) {
        let b = checked(id)
        guard bodies[b].type != .static else { return }
        bodies[b].linearVelocity = v
        wake(b)
        refreshProxies(b)
    }

    /// Sets the angular velocity and wakes the body. Static bodies ignore it.
    public func setAngularVelocity(of id: BodyID, _ w: Float) {
        let b = checked(id)
        guard bodies[b].type != .static else { return }
        bodies[b].angularVelocity = w
        wake(b)
        refreshProxies(b)
    }

    /// Adds a force (N) at a world point; it acts in every step until ``clearForces()``.
    ///
    /// ```swift
    /// world.applyForce(to: box, Vec2(1, 0), at: world.worldCenter(of: box))
    /// ```
    public func applyForce(to id: BodyID, _ force: Vec2, at point: Vec2) {
        let b = checked(id)
        guard bodies[b].type == .dynamic else { return }
        bodies[b].force += force
        bodies[b].torque += cross(point - bodies[b].center, force)
        wake(b)
    }

    /// Adds a force (N) at the centre of mass.
    public func applyForceToCenter(of id: BodyID, _ force: Vec2) {
        let b = checked(id)
        guard bodies[b].type == .dynamic else { return }
        bodies[b].force += force
        wake(b)
    }

    /// Applies an impulse (N·s) at a world point: an immediate change of velocity.
    ///
    /// ```swift
    /// world.applyImpulse(to: box, Vec2(1, 0), at: world.worldCenter(of: box))  // +1 m/s on 1 kg
    /// ```
    public func applyImpulse(to id: BodyID, _ impulse: Vec2, at point: Vec2) {
        let b = checked(id)
        guard bodies[b].type == .dynamic else { return }
        bodies[b].linearVelocity += bodies[b].invMass * impulse
        bodies[b].angularVelocity += bodies[b].invInertia * cross(point - bodies[b].center, impulse)
        wake(b)
        refreshProxies(b)
    }

    /// Removes the forces and torques applied so far (UIKit clears them once per frame).
    public func clearForces() {
        let bs = bodies.base
        for i in 0..<bodies.count {
            bs[i].force = .zero
            bs[i].torque = 0
        }
    }

    /// The body's type.
    public func type(of id: BodyID) -> BodyType { bodies[checked(id)].type }

    /// Changes the body's type (UIKit's `isAnchored`): contacts and proxies are rebuilt; a body
    /// that becomes dynamic starts at rest.
    ///
    /// ```swift
    /// world.setType(of: box, .static)
    /// ```
    public func setType(of id: BodyID, _ type: BodyType) {
        let b = checked(id)
        guard bodies[b].type != type else { return }
        wake(b)
        var s = bodies[b].firstShape
        while s != -1 {
            destroyContacts(ofShape: s)
            destroyProxy(Int(s))
            s = shapes[Int(s)].nextShape
        }
        bodies[b].type = type
        bodies[b].linearVelocity = .zero
        bodies[b].angularVelocity = 0
        bodies[b].isAwake = type != .static
        bodies[b].sleepIsland = -1
        updateMass(b)
        s = bodies[b].firstShape
        while s != -1 {
            shapes[Int(s)].aabb = computeAABB(Int(s), bodies[b].transform)
            createProxy(Int(s))
            s = shapes[Int(s)].nextShape
        }
    }

    /// Velocity decay rates (1/s): per step v ← v / (1 + h·c).
    public func setDamping(of id: BodyID, linear: Float, angular: Float) {
        let b = checked(id)
        bodies[b].linearDamping = linear
        bodies[b].angularDamping = angular
        wake(b)
    }

    /// The body's damping rates.
    public func damping(of id: BodyID) -> (linear: Float, angular: Float) {
        let b = bodies[checked(id)]
        return (b.linearDamping, b.angularDamping)
    }

    /// The multiple of world gravity the body feels.
    public func setGravityScale(of id: BodyID, _ scale: Float) {
        let b = checked(id)
        bodies[b].gravityScale = scale
        wake(b)
    }

    /// The multiple of world gravity the body feels.
    public func gravityScale(of id: BodyID) -> Float { bodies[checked(id)].gravityScale }

    /// Prevents (or allows) rotation; an existing spin is kept, as in UIKit.
    public func setFixedRotation(of id: BodyID, _ fixed: Bool) {
        let b = checked(id)
        bodies[b].fixedRotation = fixed
        updateMass(b)
        wake(b)
    }

    /// Whether the body is simulated this step (false while asleep; static bodies: false).
    public func isAwake(_ id: BodyID) -> Bool {
        let b = bodies[checked(id)]
        return b.isAwake && b.type != .static
    }

    /// Wakes the body and its island.
    public func wake(_ id: BodyID) { wake(checked(id)) }

    /// How long the body has been under the sleep tolerances (1 pt/s, 2°/s), in seconds: its
    /// island falls asleep when every body's time reaches ``Tolerances/timeToSleep``.
    ///
    /// ```swift
    /// let left = Tolerances.timeToSleep - world.sleepTime(of: ball)
    /// ```
    public func sleepTime(of id: BodyID) -> Float { bodies[checked(id)].sleepTime }

    /// The owner's tag of a body.
    public func userData(of id: BodyID) -> Int { bodies[checked(id)].userData }

    /// Whether any dynamic body is awake: UIKit's animator pauses when this becomes false.
    public var hasAwakeDynamicBodies: Bool {
        let bs = bodies.base
        for i in 0..<bodies.count where bs[i].isAlive && bs[i].isAwake && bs[i].type == .dynamic {
            return true
        }
        return false
    }

    /// Every live body id, in index order.
    public var bodyIDs: [BodyID] {
        (0..<bodies.count).compactMap { i in
            bodies[i].isAlive ? BodyID(index: Int32(i), generation: bodies[i].generation) : nil
        }
    }

    // MARK: Shapes

    /// The body a shape is attached to.
    public func body(of shape: ShapeID) -> BodyID {
        let b = Int(shapes[checked(shape)].body)
        return BodyID(index: Int32(b), generation: bodies[b].generation)
    }

    /// The owner's tag of a shape.
    public func userData(of shape: ShapeID) -> Int { shapes[checked(shape)].userData }

    /// Sets a shape's material; density changes the body's mass.
    ///
    /// ```swift
    /// world.setMaterial(of: shape, friction: 0.6, restitution: 0, density: 1)
    /// ```
    public func setMaterial(of shape: ShapeID, friction: Float, restitution: Float, density: Float) {
        let s = checked(shape)
        shapes[s].friction = friction
        shapes[s].restitution = restitution
        let densityChanged = shapes[s].density != density
        shapes[s].density = density
        // Contacts mix materials when created; refresh the shape's.
        forEachContact(ofShape: s) { i in
            let a = shapes[Int(contacts[i].shapeA)]
            let b = shapes[Int(contacts[i].shapeB)]
            contacts[i].friction = (a.friction * b.friction).squareRoot()
            contacts[i].restitution = Swift.max(a.restitution, b.restitution)
        }
        if densityChanged { updateMass(Int(shapes[s].body)) }
        wake(Int(shapes[s].body))
    }

    /// Sets a shape's collision filter; contacts are re-evaluated.
    public func setFilter(of shape: ShapeID, categoryBits: UInt64, maskBits: UInt64) {
        let s = checked(shape)
        guard shapes[s].categoryBits != categoryBits || shapes[s].maskBits != maskBits else { return }
        shapes[s].categoryBits = categoryBits
        shapes[s].maskBits = maskBits
        if shapes[s].proxy != -1 && shapes[s].tree != 0 { noteMovableFilter(s) }
        forEachContact(ofShape: s) { i in
            let a = Int(contacts[i].shapeA)
            let b = Int(contacts[i].shapeB)
            if shouldCollide(a, b) {
                contacts[i].respondsA = (shapes[b].categoryBits & shapes[a].maskBits) != 0
                contacts[i].respondsB = (shapes[a].categoryBits & shapes[b].maskBits) != 0
            } else {
                destroyContact(i)
            }
        }
        markChanged(s)
        wake(Int(shapes[s].body))
    }

    /// The fat bounds the broad phase stores for a shape.
    public func fatBounds(of shape: ShapeID) -> AABB { shapes[checked(shape)].fatAABB }

    /// How far the broad phase's fat bounds of a shape reach beyond its bounds swept over a
    /// step: half its extent from its body's centre of mass, between 1 and 5 pt
    /// (``Tolerances/smallestAABBMargin``, ``Tolerances/aabbMargin``); 0 for a static shape.
    ///
    /// ```swift
    /// let reach = world.broadPhaseMargin(of: shape)  // 0.05 for a 40 pt box
    /// ```
    public func broadPhaseMargin(of shape: ShapeID) -> Float {
        let s = checked(shape)
        return bodies[Int(shapes[s].body)].type == .static ? 0 : Self.margin(shapes[s])
    }

    /// The tight bounds of a shape at its body's current pose.
    public func bounds(of shape: ShapeID) -> AABB {
        let s = checked(shape)
        return computeAABB(s, bodies[Int(shapes[s].body)].transform)
    }
}
