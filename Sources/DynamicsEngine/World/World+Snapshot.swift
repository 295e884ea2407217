extension World {
    /// Captures the world's complete state (see ``WorldSnapshot`` for what that covers).
    ///
    /// ```swift
    /// let saved = world.snapshot()
    /// ```
    public func snapshot() -> WorldSnapshot {
        let settings = WorldSnapshot.Settings(
            gravity: gravity, subSteps: subSteps, contactHertz: contactHertz,
            contactDampingRatio: contactDampingRatio, contactPushMaxVelocity: contactPushMaxVelocity,
            restitutionThreshold: restitutionThreshold, isContinuousEnabled: isContinuousEnabled,
            isSleepEnabled: isSleepEnabled, usesWideContactSolver: usesWideContactSolver,
            jointHertz: jointHertz, jointDampingRatio: jointDampingRatio)
        let store = fieldStore
        let fields = WorldSnapshot.Fields(
            slots: store.slots, freeSlots: store.freeSlots, liveCount: store.liveCount,
            isDirty: store.isDirty, compiled: store.compiled.copied(), program: store.program.copied(),
            pairs: store.pairs.copied(), noises: store.noises, closures: store.closures,
            charges: store.charges.copied(), kicks: store.kicks.copied())
        let s = WorldSnapshot.Storage(
            settings: settings, staticTree: Self.copy(staticTree), dynamicTree: Self.copy(dynamicTree),
            kinematicTree: Self.copy(kinematicTree),
            fields: fields)
        s.bodies = bodies.copied()
        s.freeBodies = freeBodies
        s.shapes = shapes.copied()
        s.freeShapes = freeShapes
        s.vertices = vertices.copied()
        s.normals = normals.copied()
        s.contacts = contacts.copied()
        s.contactLinks = contactLinks.copied()
        s.manifoldReferences = manifoldReferences.copied()
        s.shapeContacts = shapeContacts.copied()
        s.joints = joints.copied()
        s.freeJoints = freeJoints
        s.bodyJoints = bodyJoints.copied()
        s.pairKeys = pairs.keys.copied()
        s.pairValues = pairs.values.copied()
        s.pairCount = pairs.count
        s.movableCategories = movableCategories
        s.movableMasks = movableMasks
        s.moveBuffer = moveBuffer.copied()
        s.nextInSleepIsland = nextInSleepIsland.copied()
        s.sleepIslandHeads = sleepIslandHeads
        s.nextSleepIsland = nextSleepIsland
        s.pendingBegins = pendingBegins
        s.contactBeginEvents = contactBeginEvents
        s.contactEndEvents = contactEndEvents
        s.stoppedBodies = stoppedBodies
        s.collideScratchCapacity = collideScratch.capacity
        s.continuousScratchCapacity = continuousScratch.capacity
        s.stepCount = stepCount
        s.time = time
        return WorldSnapshot(storage: s)
    }

    /// Puts back the state captured by ``snapshot()``: the world then steps on bit for bit as it
    /// would have from that moment. Every body, shape, joint and field id of the snapshot's moment
    /// is valid again, and ids made since are not (unless the snapshot's world had them too). A
    /// snapshot of another world may be restored as well: the state is complete.
    ///
    /// ```swift
    /// world.restore(saved)
    /// ```
    public func restore(_ snapshot: WorldSnapshot) {
        let s = snapshot.storage
        gravity = s.settings.gravity
        subSteps = s.settings.subSteps
        contactHertz = s.settings.contactHertz
        contactDampingRatio = s.settings.contactDampingRatio
        contactPushMaxVelocity = s.settings.contactPushMaxVelocity
        restitutionThreshold = s.settings.restitutionThreshold
        isContinuousEnabled = s.settings.isContinuousEnabled
        isSleepEnabled = s.settings.isSleepEnabled
        usesWideContactSolver = s.settings.usesWideContactSolver
        jointHertz = s.settings.jointHertz
        jointDampingRatio = s.settings.jointDampingRatio
        bodies.load(s.bodies)
        smallestExtent = .greatestFiniteMagnitude
        for i in 0..<bodies.count where bodies[i].type == .dynamic && bodies[i].firstShape != -1 {
            smallestExtent = Swift.min(smallestExtent, bodies[i].minExtent)
        }
        freeBodies = s.freeBodies
        shapes.load(s.shapes)
        freeShapes = s.freeShapes
        vertices.load(s.vertices)
        normals.load(s.normals)
        contacts.load(s.contacts)
        contactLinks.load(s.contactLinks)
        manifoldReferences.load(s.manifoldReferences)
        shapeContacts.load(s.shapeContacts)
        joints.load(s.joints)
        freeJoints = s.freeJoints
        bodyJoints.load(s.bodyJoints)
        pairs.keys.load(s.pairKeys)
        pairs.values.load(s.pairValues)
        pairs.count = s.pairCount
        movableCategories = s.movableCategories
        movableMasks = s.movableMasks
        Self.load(s.staticTree, into: &staticTree)
        Self.load(s.dynamicTree, into: &dynamicTree)
        Self.load(s.kinematicTree, into: &kinematicTree)
        moveBuffer.load(s.moveBuffer)
        // Where the moved shapes were is not kept: each has all its pairs looked up, which finds
        // the same pairs (``movedFrom`` only spares lookups).
        movedFrom.resize(shapes.count, fill: .nothing)
        for i in 0..<moveBuffer.count where moveBuffer[i] >= 0 { movedFrom[Int(moveBuffer[i])] = .nothing }
        nextInSleepIsland.load(s.nextInSleepIsland)
        sleepIslandHeads = s.sleepIslandHeads
        nextSleepIsland = s.nextSleepIsland
        pendingBegins = s.pendingBegins
        let f = s.fields
        fieldStore.slots = f.slots
        fieldStore.freeSlots = f.freeSlots
        fieldStore.liveCount = f.liveCount
        fieldStore.isDirty = f.isDirty
        fieldStore.compiled.load(f.compiled)
        fieldStore.program.load(f.program)
        fieldStore.pairs.load(f.pairs)
        fieldStore.noises = f.noises
        fieldStore.closures = f.closures
        fieldStore.charges.load(f.charges)
        fieldStore.kicks.load(f.kicks)
        contactBeginEvents = s.contactBeginEvents
        contactEndEvents = s.contactEndEvents
        stoppedBodies = s.stoppedBodies
        collideScratch.reserve(s.collideScratchCapacity)
        continuousScratch.reserve(s.continuousScratchCapacity)
        stepCount = s.stepCount
        time = s.time
    }

    private static func copy(_ tree: DynamicTree) -> WorldSnapshot.Tree {
        WorldSnapshot.Tree(
            nodes: tree.nodes.copied(), root: tree.root, freeList: tree.freeList, leafCount: tree.leafCount,
            enlargedCount: tree.enlargedCount, builtCost: tree.builtCost)
    }

    private static func load(_ saved: WorldSnapshot.Tree, into tree: inout DynamicTree) {
        tree.nodes.load(saved.nodes)
        tree.root = saved.root
        tree.freeList = saved.freeList
        tree.leafCount = saved.leafCount
        tree.enlargedCount = saved.enlargedCount
        tree.builtCost = saved.builtCost
        tree.refitOrderIsValid = false
    }
}
