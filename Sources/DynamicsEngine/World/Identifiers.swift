/// A body in a ``World``: an index into the world's storage and a generation that changes when
/// the slot is reused, so a stale id is detected instead of silently addressing another body.
///
/// ```swift
/// let id = world.createBody(BodyDefinition(type: .dynamic, position: Vec2(0, 0)))
/// world.isValid(id)   // true
/// ```
public struct BodyID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32
    public let generation: UInt32
    @inlinable init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
    public var description: String { "body#\(index).\(generation)" }
}

/// A collision shape attached to a body; see ``BodyID`` for the generation rule.
///
/// ```swift
/// let shape = world.createShape(on: body, .box(halfWidth: 0.5, halfHeight: 0.5))
/// ```
public struct ShapeID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32
    public let generation: UInt32
    @inlinable init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
    public var description: String { "shape#\(index).\(generation)" }
}

/// A joint between two bodies; see ``BodyID`` for the generation rule.
public struct JointID: Hashable, Sendable, CustomStringConvertible {
    public let index: Int32
    public let generation: UInt32
    @inlinable init(index: Int32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }
    public var description: String { "joint#\(index).\(generation)" }
}
