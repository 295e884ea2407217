/// The rigid-body world: it owns every body, shape and contact and steps them.
///
/// Storage is struct-of-arrays in spirit: each kind of record lives in one contiguous buffer of
/// plain data (`RawArray`), addressed by index, with generation-checked ids for the public API.
/// Kernels (narrow phase, solver, finalisation) read the buffers through raw pointers taken once
/// per stage, so the hot loops do no reference counting and no exclusivity checks.
///
/// Units are SI: metres, kilograms, seconds (UIKit's 100 pt = 1 m is the animator's business).
///
/// ```swift
/// let world = World(gravity: Vec2(0, 10))
/// let ground = world.createBody(BodyDefinition(type: .static))
/// world.createShape(on: ground, .segment(Vec2(-10, 0), Vec2(10, 0)))
/// let box = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, -2)))
/// world.createShape(on: box, .box(halfWidth: 0.5, halfHeight: 0.5))
/// for _ in 0..<120 { world.step(1.0 / 60) }
/// ```
public final class World {
    /// Gravity in m/s² (UIKit's gravity 1.0 is (0, 10): y grows downward).
    public var gravity: Vec2
    /// Solver sub-steps per ``step(_:)``.
    public var subSteps: Int = 4
    /// Stiffness of contacts (Hz), capped at a quarter of the sub-step rate.
    public var contactHertz: Float = 30
    /// Damping ratio of contacts.
    public var contactDampingRatio: Float = 10
    /// Fastest speed at which overlap is pushed apart (m/s); half of it in a step where a pair
    /// is pushed out of an overlap it was created in, whose biased passes then converge (a
    /// column's pushes add up).
    public var contactPushMaxVelocity: Float = 3
    /// Closing speed above which restitution applies: 1 m/s (100 pt/s), as in UIKit.
    public var restitutionThreshold: Float = 1
    /// Whether bodies that move fast are swept against static geometry after each step so that
    /// they never pass through it (see `World+Continuous.swift`).
    public var isContinuousEnabled = true
    /// Whether still islands fall asleep.
    public var isSleepEnabled = true
    /// Whether contacts are graph-coloured and solved four at a time by the wide (SIMD) kernels.
    /// False solves every contact with the scalar kernels in contact order: the reference the
    /// wide path is tested against.
    public var usesWideContactSolver = true
    /// Whether a colour's plain pins (revolute joints with no limit and no friction) and springs
    /// of rest length 0 are solved four at a time by the wide (SIMD) kernels once the joints are
    /// coloured (from 256 joints).
    /// The wide kernels repeat the scalar ones operation for operation, so false gives the same
    /// bits, more slowly: it is the reference the wide path is tested against.
    ///
    /// ```swift
    /// world.usesWideJointSolver = false  // every joint through the scalar kernels
    /// ```
    public var usesWideJointSolver = true
    /// Whether groups of four bodies that no constraint touches go through all their sub-steps
    /// at once (``integrateFreeGroups(_:_:_:_:_:subSteps:limits:)``). False integrates them
    /// sub-step by sub-step with the rest: the reference the fused path is tested against.
    package var fusesFreeBodies = true
    /// Whether the last step found a body that no constraint touches and so ran the fused pass
    /// (what tests of the fused path check it was taken).
    package internal(set) var lastStepFusedFreeBodies = false
    /// How many blocks the last walk of the dynamic tree against itself was cut into for the
    /// pool (1: walked whole, on the caller; 0: no walk since the world was made), for tests of
    /// the blocked walk.
    package internal(set) var lastPairWalkBlocks = 0
    /// How the broad phase finds the new pairs among moving bodies: the same pairs, created in
    /// the same order, every way; only the time differs (see ``PairSearch``).
    public var pairSearch = PairSearch.automatic
    /// Stiffness of rigid joints (rods, pins, welds, limits) in Hz, capped at a quarter of the
    /// sub-step rate. Springs use their own frequency.
    public var jointHertz: Float = 60
    /// Damping ratio of rigid joints.
    public var jointDampingRatio: Float = 2

    /// The buffers that contact creation and destruction change one record at a time, held
    /// through a pointer in a constant: a stored `var` of a class pays a dynamic exclusivity check
    /// (`swift_beginAccess`, two runtime calls and a thread-local look-up) on every mutating
    /// access, ~7 % of a step where contacts begin and end by the thousand (tumbler). The
    /// properties below keep their names and meaning.
    let buffers: UnsafeMutablePointer<ContactBuffers> = {
        let p = UnsafeMutablePointer<ContactBuffers>.allocate(capacity: 1)
        p.initialize(to: ContactBuffers())
        return p
    }()
    // The records below are unchecked for exclusivity: each public per-body or per-shape accessor
    // (``transform(of:)`` and the rest) and each vertex a new shape appends touches one, and a
    // class's stored `var` pays a dynamic check on each access (two runtime calls and a
    // thread-local look-up, ~76 instructions, more than the read): an animator reads every item's
    // transform every frame. The engine's loops take `.base` once and never overlap accesses.
    @exclusivity(unchecked) var bodies = RawArray<Body>(capacity: 64)
    var freeBodies: [Int32] = []
    @exclusivity(unchecked) var shapes = RawArray<Shape>(capacity: 64)
    var freeShapes: [Int32] = []
    /// Polygon vertices and outward edge normals of every shape, in body coordinates.
    @exclusivity(unchecked) var vertices = RawArray<Vec2>(capacity: 256)
    @exclusivity(unchecked) var normals = RawArray<Vec2>(capacity: 256)
    var contacts: RawArray<Contact> {
        @inline(__always) get { buffers.pointee.contacts }
        @inline(__always) set { buffers.pointee.contacts = newValue }
        @inline(__always) _modify { yield &buffers.pointee.contacts }
    }
    /// Per contact (parallel to `contacts`): its links in its two shapes' contact lists.
    var contactLinks: RawArray<ContactLinks> {
        @inline(__always) get { buffers.pointee.contactLinks }
        @inline(__always) set { buffers.pointee.contactLinks = newValue }
        @inline(__always) _modify { yield &buffers.pointee.contactLinks }
    }
    /// Per contact (parallel to `contacts`): what its manifold was last computed from in full, for
    /// manifold recycling (kept apart so the solver's passes over `contacts` stay compact).
    var manifoldReferences: RawArray<ManifoldReference> {
        @inline(__always) get { buffers.pointee.manifoldReferences }
        @inline(__always) set { buffers.pointee.manifoldReferences = newValue }
        @inline(__always) _modify { yield &buffers.pointee.manifoldReferences }
    }
    /// Per shape (parallel to `shapes`): the first edge of its contact list, or -1.
    var shapeContacts: RawArray<Int32> {
        @inline(__always) get { buffers.pointee.shapeContacts }
        @inline(__always) set { buffers.pointee.shapeContacts = newValue }
        @inline(__always) _modify { yield &buffers.pointee.shapeContacts }
    }
    /// Contact indices gathered from the lists before they are visited.
    var contactScratch = RawArray<Int32>(capacity: 16)
    var joints = RawArray<Joint>(capacity: 16)
    var freeJoints: [Int32] = []
    /// Per body (parallel to `bodies`): the head of its joint edge list and its joint count.
    var bodyJoints = RawArray<BodyJoints>(capacity: 64)
    var pairs: PairTable {
        @inline(__always) get { buffers.pointee.pairs }
        @inline(__always) set { buffers.pointee.pairs = newValue }
        @inline(__always) _modify { yield &buffers.pointee.pairs }
    }
    /// Every category and every mask bit that any shape of the dynamic or kinematic tree has had
    /// (grow-only, so conservative): a shape whose mask meets none of these categories and whose
    /// category meets none of these masks can pair with no movable shape, and its queries of those
    /// trees are skipped.
    /// (Items that collide with boundaries only, UIKit's `.boundaries` mode, are such shapes: in
    /// the joint grid the query cost about a third of the step.)
    var movableCategories: UInt64 = 0
    var movableMasks: UInt64 = 0
    /// The broad phase: one tree per body type. Kinematic shapes have a tree of their own, as in
    /// Box2D v3, because they are few and often large (a turning drum, a moving platform): mixed
    /// into the dynamic tree, their bounds inflate the nodes above them and every query of a
    /// small item walks down those nodes too (the tumbler: 13 % of its step in pair finding).
    var staticTree = DynamicTree()
    var dynamicTree = DynamicTree()
    var kinematicTree = DynamicTree()
    /// The new pairs each block of moved shapes found in the last pair update, before they
    /// are created in order (``updatePairs()``).
    var pairCandidates = RawArray<RawArray<PairCandidate>>(capacity: 4)
    /// Scratch of a pair update that walks the dynamic tree against itself: the new pairs it
    /// found, each mover's place in the move buffer and each shape's place in query order.
    var joinedCandidates = RawArray<PairCandidate>(capacity: 8)
    /// The walk's new pairs, a list per block of internal nodes, when it runs on the pool.
    var walkCandidates = RawArray<RawArray<PairCandidate>>(capacity: 4)
    var moveOrder = RawArray<Int32>(capacity: 8)
    var queryRanks = RawArray<UInt64>(capacity: 8)
    /// Shapes whose proxies moved since the last pair update.
    var moveBuffer: RawArray<Int32> {
        @inline(__always) get { buffers.pointee.moveBuffer }
        @inline(__always) set { buffers.pointee.moveBuffer = newValue }
        @inline(__always) _modify { yield &buffers.pointee.moveBuffer }
    }
    /// Solver scratch, kept between steps so steady state allocates nothing.
    var solverBodies = RawArray<SolverBody>(capacity: 64)
    var solverMotion = RawArray<SolverMotion>(capacity: 64)
    /// Per solver body: the position-correction velocity of rigid distance joints and ropes.
    var pseudoVelocities = RawArray<PseudoVelocity>(capacity: 64)
    /// Per solver slot: whether no constraint touches the body this step and it is not
    /// kinematic (1). A group of four free bodies goes through its sub-steps at once
    /// (``integrateFreeGroups(_:_:_:_:_:subSteps:limits:)``).
    var unconstrained = RawArray<UInt8>(capacity: 64)
    /// The contact points that guard pseudo motion (``SplitImpulseStage``).
    var pseudoContacts = RawArray<PseudoContactPoint>(capacity: 16)
    var constraints = RawArray<ContactConstraint>(capacity: 256)
    var constraintPoints = RawArray<ConstraintPoint>(capacity: 512)
    var jointConstraints = RawArray<JointConstraint>(capacity: 16)
    var rigidJoints = RawArray<Int32>(capacity: 16)
    /// Each packed joint's colour group, the joint passes' order and each colour's range in it
    /// (``World/scheduleJoints()``).
    var jointGroups = RawArray<UInt8>(capacity: 16)
    var jointOrder = RawArray<Int32>(capacity: 16)
    var jointColorStarts = RawArray<Int32>(capacity: World.jointStartsCount)
    /// Each colour's plain pins and springs of rest length 0 four at a time (``PinBundle``,
    /// ``SpringBundle``), and the first scratch slot their blocks write unmoved sides to (after
    /// the contact bundles' scratch slots).
    var pinBundles = RawArray<PinBundle>(capacity: 4)
    var springBundles = RawArray<SpringBundle>(capacity: 4)
    var jointScratchBase: Int32 = 0
    /// The pins and welds whose impulse turns with a long-armed side (``JointStage/turnImpulses()``).
    var turningJoints = RawArray<Int32>(capacity: 4)
    /// Colours used per solver body (one bit each), the contact bundles of the wide kernels, the
    /// per-group counts and cursors with each colour's first bundle (``World/colorBundleStarts``),
    /// and the constraints left to the scalar kernels.
    var colorMasks = RawArray<UInt32>(capacity: 64)
    var contactBundles = RawArray<ContactBundle>(capacity: 64)
    var bundleCompression = RawArray<WideCompression>(capacity: 64)
    var colorCursor = RawArray<Int32>(capacity: 64)
    var overflowConstraints = RawArray<Int32>(capacity: 64)
    /// The contact lane fill's per-block counts, first lanes, cursors and deferred lanes
    /// (`prepareContacts`).
    var laneBlocks = RawArray<Int32>(capacity: 64)
    /// The constraint build's per-block first slots and findings (`buildContactConstraints`).
    var constraintBlocks = RawArray<Int32>(capacity: 8)
    /// Union–find parents per solver body: the sleep islands', and before them in the step the
    /// rebound groups'.
    var islandParent = RawArray<Int32>(capacity: 64)
    /// The rebound energy bound's scratch (``ReboundGroup``): velocities before the restitution
    /// pass and the groups, one slot per solver body.
    var reboundVelocities = RawArray<SIMD4<Float>>(capacity: 16)
    var reboundGroups = RawArray<ReboundGroup>(capacity: 16)
    var islandSleep = RawArray<Float>(capacity: 64)
    var collideScratch = RawArray<Vec2>(capacity: 64)
    /// Each contact's narrow-phase outcome between the parallel pass and the ordered one.
    var collideOutcomes = RawArray<CollideOutcome>(capacity: 16)
    /// Continuous collision: the bodies that moved fast this step, and the swept cores.
    var fastBodies = RawArray<FastBody>(capacity: 16)
    var continuousScratch = RawArray<Vec2>(capacity: 64)
    /// Slow bodies whose centre would have crossed a static shape, and how far along their step.
    var crossingBodies = RawArray<Int32>(capacity: 4)
    var crossingFractions = RawArray<Float>(capacity: 4)
    /// The segment contacts whose remembered side turned this step (``followSidesRoundSegmentEnds()``).
    var sideFlips = RawArray<Int32>(capacity: 4)
    /// Per body, its part in this step's continuous stage (see `SweepState`); the bodies it
    /// puts back, listed so the stage resets only what it touched.
    var sweepStates = RawArray<SweepState>(capacity: 16)
    var sweptBodies = RawArray<Int32>(capacity: 4)
    /// Bodies swept this step only because a much smaller fast body is in contact with them
    /// (``sweepFastPairs(_:fastest:)``), listed so their states are reset.
    var pairFastBodies = RawArray<Int32>(capacity: 4)
    /// The pairs of shapes the pair sweeps look at this step.
    var sweepPairs = RawArray<SweepPair>(capacity: 16)
    /// No dynamic body has a smaller inner radius (it only ever shrinks, and is recomputed on
    /// restore): lets a step whose fast bodies all move too little skip the pair sweeps.
    var smallestExtent = Float.greatestFiniteMagnitude
    var pendingBegins: [(key: UInt64, event: ContactBeginEvent, second: Vec2)] = []
    var sleepIslandHeads: [Int32: Int32] = [:]
    var nextInSleepIsland = RawArray<Int32>(capacity: 64)
    var nextSleepIsland: Int32 = 0
    /// Force fields and charges (Fields/).
    var fieldStore = FieldStore()

    /// Touching began during the last ``step(_:)``; emptied at the start of each step.
    ///
    /// A pair begins touching when a point of its manifold comes within
    /// ``Tolerances/linearSlop`` at the step's start, or when the solver pushes on it during the
    /// step (a normal impulse in any sub-step): a fast body turned by a speculative contact while
    /// still a little apart has touched. It ends touching when no point is within twice the slop
    /// and the last step pushed on it no more (the gap between the two keeps a resting pair from
    /// reporting begin/end pairs), or when its fat bounds part or a shape is destroyed.
    public internal(set) var contactBeginEvents: [ContactBeginEvent] = []
    /// Touching ended during the last step (or through ``destroyBody(_:)``); see
    /// ``contactBeginEvents`` for what touching means.
    public internal(set) var contactEndEvents: [ContactEndEvent] = []
    /// Bodies stopped during the last step because their velocity or motion came out
    /// non-finite (a custom field, force or constraint produced NaN or infinity); each keeps its
    /// pose from before the step and has zero velocity. Emptied at the start of each step.
    public internal(set) var stoppedBodies: [BodyID] = []
    /// Solver slots found non-finite during the step.
    var stoppedSolverBodies = RawArray<Int32>(capacity: 4)
    /// Per solver slot: what finalising the body left to the ordered pass (``FinalizeFlag``), and
    /// a fast body's record; per shape: whether its fat bounds grew this step.
    var finalizeFlags = RawArray<UInt8>(capacity: 64)
    var finalizeFast = RawArray<FastBody>(capacity: 64)
    var finalizeLeaves = RawArray<EnlargedLeaf>(capacity: 64)
    var enlargedShapes = RawArray<UInt8>(capacity: 64)
    /// Per shape in the move buffer: its fat bounds before its first move since the last pair
    /// update, or ``AABB/nothing`` (a new proxy, a changed filter, a joint gone). Every pair whose
    /// fat bounds overlapped then has its contact (the update made the ones missing and the
    /// narrow phase ends a contact only when its bounds part), so ``updatePairs()`` looks up in
    /// the pair table only the candidates it did not overlap then: a pile falling together moves
    /// every shape every step, and its lookups, one cache miss each in a large table, were half
    /// the pair update's time (100,000 items 8 pt apart: 400,000 lookups a step).
    var movedFrom = RawArray<AABB>(capacity: 64)
    /// Steps taken.
    public internal(set) var stepCount = 0
    /// Seconds simulated: the sum of every positive `dt` passed to ``step(_:)``.
    public internal(set) var time: Double = 0
    /// The helper threads of a world with ``workers`` above 1, made at its first step.
    var workerPool: WorkerPool?
    var workerCount = 1

    /// Creates an empty world that steps on `workers` threads (see ``workers``).
    ///
    /// ```swift
    /// let world = World(gravity: Vec2(0, 10))
    /// let parallel = World(gravity: Vec2(0, 10), workers: 2)
    /// ```
    public init(gravity: Vec2 = Vec2(0, 10), workers: Int = 1) {
        self.gravity = gravity
        self.workers = workers
    }

    deinit {
        bodies.free()
        shapes.free()
        vertices.free()
        normals.free()
        contacts.free()
        contactLinks.free()
        manifoldReferences.free()
        shapeContacts.free()
        contactScratch.free()
        joints.free()
        bodyJoints.free()
        jointConstraints.free()
        rigidJoints.free()
        jointGroups.free()
        jointOrder.free()
        pinBundles.free()
        springBundles.free()
        jointColorStarts.free()
        turningJoints.free()
        pairs.free()
        staticTree.free()
        dynamicTree.free()
        kinematicTree.free()
        moveBuffer.free()
        solverBodies.free()
        solverMotion.free()
        pseudoVelocities.free()
        pseudoContacts.free()
        constraints.free()
        constraintPoints.free()
        colorMasks.free()
        contactBundles.free()
        bundleCompression.free()
        colorCursor.free()
        overflowConstraints.free()
        laneBlocks.free()
        constraintBlocks.free()
        islandParent.free()
        reboundVelocities.free()
        reboundGroups.free()
        islandSleep.free()
        collideScratch.free()
        collideOutcomes.free()
        for b in 0..<pairCandidates.count { pairCandidates[b].free() }
        pairCandidates.free()
        joinedCandidates.free()
        for b in 0..<walkCandidates.count { walkCandidates[b].free() }
        walkCandidates.free()
        moveOrder.free()
        queryRanks.free()
        fastBodies.free()
        stoppedSolverBodies.free()
        finalizeFlags.free()
        unconstrained.free()
        finalizeFast.free()
        finalizeLeaves.free()
        enlargedShapes.free()
        movedFrom.free()
        continuousScratch.free()
        crossingBodies.free()
        sweepStates.free()
        sweptBodies.free()
        pairFastBodies.free()
        sweepPairs.free()
        crossingFractions.free()
        sideFlips.free()
        nextInSleepIsland.free()
        fieldStore.free()
        buffers.deinitialize(count: 1)
        buffers.deallocate()
    }

    /// One step of `dt` seconds: new pairs from the broad phase, the narrow phase, then the
    /// solver's sub-steps, finalisation and sleep. Applied forces are kept (see ``clearForces()``).
    ///
    /// ```swift
    /// world.step(1.0 / 120)
    /// ```
    public func step(_ dt: Float) {
        contactBeginEvents.removeAll(keepingCapacity: true)
        contactEndEvents.removeAll(keepingCapacity: true)
        stoppedBodies.removeAll(keepingCapacity: true)
        stepCount += 1
        guard dt > 0 else { return }
        prepareWorkers()
        updatePairs()
        collide(dt)
        solve(dt)
        time += Double(dt)
        reportBegins()
    }

    // MARK: Bodies

    /// Creates a body; add shapes to give it mass and collisions.
    ///
    /// ```swift
    /// let id = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(1, 1)))
    /// ```
    @discardableResult
    public func createBody(_ def: BodyDefinition) -> BodyID {
        let index: Int32
        var generation: UInt32 = 1
        if let reused = freeBodies.popLast() {
            index = reused
            generation = bodies[Int(reused)].generation &+ 1
        } else {
            index = Int32(bodies.count)
            bodies.append(Self.deadBody)
            nextInSleepIsland.append(-1)
            bodyJoints.append(BodyJoints(head: -1, count: 0))
        }
        let q = def.angle == 0 ? Rotation.identity : Rotation(angle: def.angle)
        let dynamic = def.type == .dynamic
        bodies[Int(index)] = Body(
            type: def.type, generation: generation, isAlive: true, isAwake: def.type != .static,
            fixedRotation: def.fixedRotation, allowsSleep: def.allowsSleep,
            transform: Transform(p: def.position, q: q), center: def.position, localCenter: .zero,
            linearVelocity: def.type == .static ? .zero : def.linearVelocity,
            angularVelocity: def.type == .static ? 0 : def.angularVelocity, force: .zero, torque: 0,
            mass: dynamic ? 1 : 0, invMass: dynamic ? 1 : 0, inertia: 0, invInertia: 0,
            linearDamping: def.linearDamping, angularDamping: def.angularDamping,
            gravityScale: def.gravityScale,
            sleepTime: 0, minExtent: 0, maxExtent: 0, firstShape: -1, sleepIsland: -1, solverIndex: -1,
            userData: def.userData)
        return BodyID(index: index, generation: generation)
    }

    static let deadBody = Body(
        type: .static, generation: 0, isAlive: false, isAwake: false, fixedRotation: false, allowsSleep: true,
        transform: .identity, center: .zero, localCenter: .zero, linearVelocity: .zero, angularVelocity: 0,
        force: .zero, torque: 0, mass: 0, invMass: 0, inertia: 0, invInertia: 0, linearDamping: 0,
        angularDamping: 0, gravityScale: 1, sleepTime: 0, minExtent: 0, maxExtent: 0, firstShape: -1,
        sleepIsland: -1, solverIndex: -1,
        userData: 0)

    /// Whether `id` names a live body.
    public func isValid(_ id: BodyID) -> Bool {
        id.index >= 0 && Int(id.index) < bodies.count && bodies[Int(id.index)].isAlive
            && bodies[Int(id.index)].generation == id.generation
    }

    /// Whether `id` names a live shape.
    public func isValid(_ id: ShapeID) -> Bool {
        id.index >= 0 && Int(id.index) < shapes.count && shapes[Int(id.index)].isAlive
            && shapes[Int(id.index)].generation == id.generation
    }

    @inline(__always)
    func checked(_ id: BodyID) -> Int {
        precondition(isValid(id), "\(id) is not a live body of this world")
        return Int(id.index)
    }

    @inline(__always)
    func checked(_ id: ShapeID) -> Int {
        precondition(isValid(id), "\(id) is not a live shape of this world")
        return Int(id.index)
    }

    /// Destroys a body with its shapes and contacts (touching contacts report an end event).
    ///
    /// ```swift
    /// world.destroyBody(id)
    /// ```
    public func destroyBody(_ id: BodyID) {
        let b = checked(id)
        wake(b)
        removeFromFields(b)
        destroyJoints(ofBody: b)
        var s = bodies[b].firstShape
        while s != -1 {
            let next = shapes[Int(s)].nextShape
            destroyShapeStorage(Int(s))
            s = next
        }
        bodies[b] = Body(
            type: .static, generation: bodies[b].generation, isAlive: false, isAwake: false,
            fixedRotation: false,
            allowsSleep: true, transform: .identity, center: .zero, localCenter: .zero, linearVelocity: .zero,
            angularVelocity: 0, force: .zero, torque: 0, mass: 0, invMass: 0, inertia: 0, invInertia: 0,
            linearDamping: 0, angularDamping: 0, gravityScale: 1, sleepTime: 0, minExtent: 0, maxExtent: 0,
            firstShape: -1,
            sleepIsland: -1,
            solverIndex: -1, userData: 0)
        freeBodies.append(Int32(b))
    }

    /// The number of live bodies.
    public var bodyCount: Int { bodies.count - freeBodies.count }

    /// The number of potential contacts (fat bounds overlapping).
    public var contactCount: Int { contacts.count }

    /// The number of contacts whose shapes touch.
    public var touchingContactCount: Int {
        var n = 0
        for i in 0..<contacts.count where contacts[i].touching { n += 1 }
        return n
    }

    // MARK: Shapes

    /// Attaches a shape to a body and updates the body's mass.
    ///
    /// ```swift
    /// var def = ShapeDefinition()
    /// def.density = 2
    /// world.createShape(on: body, .circle(center: .zero, radius: 0.25), def)
    /// ```
    @discardableResult
    public func createShape(
        on body: BodyID, _ geometry: ShapeGeometry, _ def: ShapeDefinition = ShapeDefinition()
    )
        -> ShapeID
    {
        let b = checked(body)
        let index: Int32
        var generation: UInt32 = 1
        if let reused = freeShapes.popLast() {
            index = reused
            generation = shapes[Int(reused)].generation &+ 1
        } else {
            index = Int32(shapes.count)
            shapes.append(Self.deadShape)
            shapeContacts.append(-1)
        }
        var shape = Self.deadShape
        shape.generation = generation
        shape.isAlive = true
        shape.body = Int32(b)
        shape.density = def.density
        shape.friction = def.friction
        shape.restitution = def.restitution
        shape.categoryBits = def.categoryBits
        shape.maskBits = def.maskBits
        shape.reportsContacts = def.reportsContacts
        shape.userData = def.userData
        switch geometry {
        case .circle(let center, let radius):
            shape.kind = .circle
            shape.center = center
            shape.radius = radius
        case .polygon(let points, let radius):
            precondition(points.count >= 3, "a polygon needs at least 3 vertices")
            shape.kind = .polygon
            shape.radius = radius
            shape.center = MassProperties(of: geometry, density: 1).center
            appendPolygon(points, to: &shape)
        case .segment(let p1, let p2):
            shape.kind = .polygon
            shape.isSegment = true
            shape.center = 0.5 * (p1 + p2)
            appendPolygon([p1, p2], to: &shape)
        }
        shape.nextShape = bodies[b].firstShape
        bodies[b].firstShape = index
        shapes[Int(index)] = shape
        shapes[Int(index)].minExtent = innerRadius(Int(index))
        updateMass(b)
        shapes[Int(index)].aabb = computeAABB(Int(index), bodies[b].transform)
        createProxy(Int(index))
        wake(b)
        return ShapeID(index: index, generation: generation)
    }

    static let deadShape = Shape(
        categoryBits: 0, maskBits: 0, body: -1, moved: false, tree: 0, isAlive: false, kind: .circle,
        isSegment: false, reportsContacts: true, generation: 0, fatAABB: AABB(lower: .zero, upper: .zero),
        aabb: AABB(lower: .zero, upper: .zero), extent: 0, radius: 0, center: .zero, vertexStart: 0,
        vertexCount: 0, minExtent: 0, proxy: -1, nextShape: -1, density: 0, friction: 0, restitution: 0,
        userData: 0)

    private func appendPolygon(_ points: [Vec2], to shape: inout Shape) {
        shape.vertexStart = Int32(vertices.count)
        shape.vertexCount = Int32(points.count)
        for i in 0..<points.count {
            let e = points[(i + 1) % points.count] - points[i]
            vertices.append(points[i])
            normals.append(e.rightPerp.normalized)
        }
        if points.count == 2 { normals[normals.count - 1] = -normals[normals.count - 2] }
        collideScratch.reserve(4 + 2 * points.count)
    }

    /// Removes a shape (its contacts end) and updates the body's mass.
    public func destroyShape(_ id: ShapeID) {
        let s = checked(id)
        let b = Int(shapes[s].body)
        wake(b)
        // Unlink from the body's list.
        if bodies[b].firstShape == Int32(s) {
            bodies[b].firstShape = shapes[s].nextShape
        } else {
            var prev = bodies[b].firstShape
            while shapes[Int(prev)].nextShape != Int32(s) { prev = shapes[Int(prev)].nextShape }
            shapes[Int(prev)].nextShape = shapes[s].nextShape
        }
        destroyShapeStorage(s)
        updateMass(b)
    }

    private func destroyShapeStorage(_ s: Int) {
        destroyContacts(ofShape: Int32(s))
        destroyProxy(s)
        let generation = shapes[s].generation
        shapes[s] = Self.deadShape
        shapes[s].generation = generation
        freeShapes.append(Int32(s))
    }

    /// Recomputes a body's mass, centre of mass and inertia from its shapes.
    func updateMass(_ b: Int) {
        var body = bodies[b]
        defer { bodies[b] = body }
        body.mass = 0
        body.invMass = 0
        body.inertia = 0
        body.invInertia = 0
        body.localCenter = .zero
        guard body.type == .dynamic else {
            body.center = body.transform.p
            updateExtents(&body)
            return
        }
        var mass: Float = 0
        var weighted = Vec2.zero
        var inertiaAtOrigin: Float = 0
        var s = body.firstShape
        while s != -1 {
            let props = massProperties(Int(s))
            mass += props.mass
            weighted += props.mass * props.center
            inertiaAtOrigin += props.inertia + props.mass * props.center.lengthSquared
            s = shapes[Int(s)].nextShape
        }
        if mass > 0 {
            body.mass = mass
            body.invMass = 1 / mass
            body.localCenter = (1 / mass) * weighted
            let inertia = inertiaAtOrigin - mass * body.localCenter.lengthSquared
            if inertia > 0 && !body.fixedRotation {
                body.inertia = inertia
                body.invInertia = 1 / inertia
            }
        } else {
            // A dynamic body without mass behaves as 1 kg so it still moves under gravity.
            body.mass = 1
            body.invMass = 1
        }
        body.center = body.transform.apply(body.localCenter)
        updateExtents(&body)
    }

    /// Each shape's extent from the body's centre of mass, and the body's smallest inner radius
    /// and largest extent over its shapes.
    private func updateExtents(_ body: inout Body) {
        let localCenter = body.type == .dynamic ? body.localCenter : .zero
        body.minExtent = .greatestFiniteMagnitude
        body.maxExtent = 0
        var t = body.firstShape
        while t != -1 {
            let s = Int(t)
            shapes[s].extent = extent(s, localCenter: localCenter)
            body.minExtent = Swift.min(body.minExtent, shapes[s].minExtent)
            body.maxExtent = Swift.max(body.maxExtent, shapes[s].extent)
            t = shapes[s].nextShape
        }
        if body.firstShape == -1 { body.minExtent = 0 }
        if body.type == .dynamic && body.firstShape != -1 {
            smallestExtent = Swift.min(smallestExtent, body.minExtent)
        }
    }

    /// The radius of the largest circle around a shape's centre that stays inside it.
    private func innerRadius(_ s: Int) -> Float {
        let shape = shapes[s]
        guard shape.kind == .polygon && !shape.isSegment else { return shape.radius }
        let v = vertices.base + Int(shape.vertexStart)
        let n = normals.base + Int(shape.vertexStart)
        var least = Float.greatestFiniteMagnitude
        for i in 0..<Int(shape.vertexCount) { least = Swift.min(least, dot(n[i], v[i] - shape.center)) }
        return Swift.max(least, 0) + shape.radius
    }

    func massProperties(_ s: Int) -> MassProperties {
        let shape = shapes[s]
        switch shape.kind {
        case .circle:
            return MassProperties(
                of: .circle(center: shape.center, radius: shape.radius), density: shape.density)
        case .polygon:
            if shape.isSegment { return MassProperties(mass: 0, center: .zero, inertia: 0) }
            let points = (0..<Int(shape.vertexCount)).map { vertices[Int(shape.vertexStart) + $0] }
            return MassProperties(of: .polygon(vertices: points, radius: 0), density: shape.density)
        }
    }

    /// The mass (kg), rotational inertia (kg·m²) and local centre of mass of a body.
    ///
    /// ```swift
    /// world.massProperties(of: box).mass   // 1 for a 1 m box at density 1
    /// ```
    public func massProperties(of id: BodyID) -> MassProperties {
        let b = bodies[checked(id)]
        return MassProperties(
            mass: b.type == .dynamic ? b.mass : 0, center: b.localCenter, inertia: b.inertia)
    }

    // MARK: Geometry helpers

    @inline(__always)
    func shapeView(_ s: Int) -> ShapeView {
        let shape = shapes[s]
        return ShapeView(
            kind: shape.kind, radius: shape.radius, center: shape.center,
            vertices: UnsafePointer(vertices.base + Int(shape.vertexStart)),
            normals: UnsafePointer(normals.base + Int(shape.vertexStart)), count: Int(shape.vertexCount))
    }

    /// The tight bounds of a shape at transform `xf`.
    @inline(__always)
    func computeAABB(_ s: Int, _ xf: Transform) -> AABB { Self.computeAABB(shapes[s], vertices.base, xf) }

    /// The tight bounds of `shape` (its polygon vertices in `vertices`) at transform `xf`.
    @inline(__always)
    static func computeAABB(_ shape: Shape, _ vertices: UnsafeMutablePointer<Vec2>, _ xf: Transform) -> AABB {
        switch shape.kind {
        case .circle:
            let c = xf.apply(shape.center)
            return AABB(
                lower: Vec2(c.x - shape.radius, c.y - shape.radius),
                upper: Vec2(c.x + shape.radius, c.y + shape.radius))
        case .polygon:
            let v = vertices + Int(shape.vertexStart)
            var lower = xf.apply(v[0])
            var upper = lower
            for i in 1..<Int(shape.vertexCount) {
                let p = xf.apply(v[i])
                lower = min(lower, p)
                upper = max(upper, p)
            }
            let r = shape.radius
            return AABB(lower: Vec2(lower.x - r, lower.y - r), upper: Vec2(upper.x + r, upper.y + r))
        }
    }

    /// The largest distance of a shape's surface from its body's centre of mass.
    @inline(__always)
    func extent(_ s: Int, localCenter: Vec2) -> Float {
        let shape = shapes[s]
        switch shape.kind {
        case .circle:
            return (shape.center - localCenter).length + shape.radius
        case .polygon:
            var m: Float = 0
            let v = vertices.base + Int(shape.vertexStart)
            for i in 0..<Int(shape.vertexCount) { m = Swift.max(m, (v[i] - localCenter).lengthSquared) }
            return m.squareRoot() + shape.radius
        }
    }
}

/// The contact bookkeeping of a ``World`` that its `buffers` pointer holds (see there).
struct ContactBuffers {
    var contacts = RawArray<Contact>(capacity: 256)
    /// Per contact (parallel to `contacts`): its links in its two shapes' contact lists.
    var contactLinks = RawArray<ContactLinks>(capacity: 256)
    /// Per contact (parallel to `contacts`): what its manifold was last computed from in full, for
    /// manifold recycling (kept apart so the solver's passes over `contacts` stay compact).
    var manifoldReferences = RawArray<ManifoldReference>(capacity: 256)
    /// Per shape (parallel to `shapes`): the first edge of its contact list, or -1.
    var shapeContacts = RawArray<Int32>(capacity: 64)
    var pairs = PairTable()
    /// Shapes whose proxies moved since the last pair update.
    var moveBuffer = RawArray<Int32>(capacity: 64)
}
