/// The complete state of a ``World`` at one moment: restore it with ``World/restore(_:)`` and
/// the world steps on exactly as it would have from that moment.
///
/// It covers everything a later step reads: bodies, shapes, polygon data, contacts with their
/// manifolds and warm-start impulses, manifold recycling references, joints, the free lists and
/// generations behind ids, the pair table, the three broad-phase trees node for node (their structure
/// decides pair order), the fields with their members, charges and noise tables, sleep timers and
/// islands, events, the settings, the step count and the time. Solver scratch that every step
/// rebuilds is not kept. A snapshot is a value; its storage is shared between copies and never
/// changes, so keeping many costs only their ``byteCount``.
///
/// ```swift
/// let saved = world.snapshot()
/// for _ in 0..<60 { world.step(1.0 / 60) }
/// world.restore(saved)   // back to the moment of `saved`, bit for bit
/// ```
public struct WorldSnapshot {
    let storage: Storage

    /// About how many bytes the snapshot keeps (its buffers; closures and tables shared with
    /// the world are not counted).
    ///
    /// ```swift
    /// print(world.snapshot().byteCount)
    /// ```
    public var byteCount: Int { storage.byteCount }

    /// The world's ``World/stepCount`` when the snapshot was taken.
    ///
    /// ```swift
    /// world.snapshot().stepCount   // 0 for a fresh world
    /// ```
    public var stepCount: Int { storage.stepCount }

    struct Settings {
        var gravity: Vec2
        var subSteps: Int
        var contactHertz: Float
        var contactDampingRatio: Float
        var contactPushMaxVelocity: Float
        var restitutionThreshold: Float
        var isContinuousEnabled: Bool
        var isSleepEnabled: Bool
        var usesWideContactSolver: Bool
        var jointHertz: Float
        var jointDampingRatio: Float
    }

    struct Tree {
        var nodes: [TreeNode]
        var root: Int32
        var freeList: Int32
        var leafCount: Int
        var enlargedCount: Int
        var builtCost: Float
    }

    struct Fields {
        var slots: [FieldStore.Slot]
        var freeSlots: [Int32]
        var liveCount: Int
        var isDirty: Bool
        var compiled: [CompiledField]
        var program: [RegionInstruction]
        var pairs: [FieldPair]
        var noises: [NoiseField?]
        var closures: [((FieldSample) -> Vec2)?]
        var charges: [Float]
        var kicks: [FieldKick]
    }

    /// The copied buffers: written once when the snapshot is taken, only read afterwards.
    final class Storage {
        var settings: Settings
        var bodies: [Body] = []
        var freeBodies: [Int32] = []
        var shapes: [Shape] = []
        var freeShapes: [Int32] = []
        var vertices: [Vec2] = []
        var normals: [Vec2] = []
        var contacts: [Contact] = []
        var contactLinks: [ContactLinks] = []
        var manifoldReferences: [ManifoldReference] = []
        var shapeContacts: [Int32] = []
        var joints: [Joint] = []
        var freeJoints: [Int32] = []
        var bodyJoints: [BodyJoints] = []
        var pairKeys: [UInt64] = []
        var pairValues: [Int32] = []
        var pairCount = 0
        var movableCategories: UInt64 = 0
        var movableMasks: UInt64 = 0
        var staticTree: Tree
        var dynamicTree: Tree
        var kinematicTree: Tree
        var moveBuffer: [Int32] = []
        var nextInSleepIsland: [Int32] = []
        var sleepIslandHeads: [Int32: Int32] = [:]
        var nextSleepIsland: Int32 = 0
        var pendingBegins: [(key: UInt64, event: ContactBeginEvent, second: Vec2)] = []
        var fields: Fields
        var contactBeginEvents: [ContactBeginEvent] = []
        var contactEndEvents: [ContactEndEvent] = []
        var stoppedBodies: [BodyID] = []
        var collideScratchCapacity = 0
        var continuousScratchCapacity = 0
        var stepCount = 0
        var time: Double = 0

        init(settings: Settings, staticTree: Tree, dynamicTree: Tree, kinematicTree: Tree, fields: Fields) {
            self.settings = settings
            self.staticTree = staticTree
            self.dynamicTree = dynamicTree
            self.kinematicTree = kinematicTree
            self.fields = fields
        }

        var byteCount: Int {
            func size<T>(_ a: [T]) -> Int { a.count * MemoryLayout<T>.stride }
            func size(_ t: Tree) -> Int { size(t.nodes) }
            var n = size(bodies) + size(freeBodies) + size(shapes) + size(freeShapes) + size(vertices)
            n += size(normals) + size(contacts) + size(contactLinks) + size(manifoldReferences)
            n += size(shapeContacts) + size(joints) + size(freeJoints) + size(bodyJoints)
            n += size(pairKeys) + size(pairValues) + size(staticTree) + size(dynamicTree)
            n += size(kinematicTree) + size(moveBuffer) + size(nextInSleepIsland) + size(pendingBegins)
            n += sleepIslandHeads.count * MemoryLayout<(Int32, Int32)>.stride
            n += size(fields.slots) + size(fields.compiled) + size(fields.program) + size(fields.pairs)
            n += size(fields.noises) + size(fields.charges) + size(fields.kicks)
            n += size(contactBeginEvents) + size(contactEndEvents) + size(stoppedBodies)
            return n + MemoryLayout<Storage>.size
        }
    }
}
