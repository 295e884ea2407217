/// Graph colouring of a step's constraints, so the wide solver can solve several at once.
///
/// Constraints are the nodes of a graph in which two conflict when they move the same body. A
/// colour is a set of constraints without conflicts: their bodies can be gathered into SIMD lanes,
/// updated and scattered back with no lane overwriting another's work.
///
/// Colours are assigned greedily, in constraint order, so the colouring is deterministic: each
/// solver body keeps a bit mask of the colours its constraints already use, and a constraint takes
/// the lowest colour free in the masks of the bodies it moves: O(1) per constraint, no search.
/// A side the constraint does not move — the static stand-in (slot 0: static and sleeping bodies),
/// a kinematic body, a side that does not respond — takes no colour slot, so a floor under a
/// thousand boxes does not serialise them. A constraint that finds every colour taken overflows
/// to the scalar kernels, solved after the colours.
///
/// Joints are coloured by the same rule in a pass of their own (``World/scheduleJoints()``): the
/// joint passes run before the contacts' in each sub-step, so a joint's colour says nothing about
/// a contact's.
enum ConstraintGraph {
    /// Colours available before constraints overflow (at most 32: one bit each in the masks).
    static let colorLimit = 24

    /// The colour for a constraint moving the solver bodies `a` (if `movesA`) and `b` (if
    /// `movesB`), marking it used in their masks; −1 when all colours are taken.
    @inline(__always)
    static func assign(
        _ masks: UnsafeMutablePointer<UInt32>, _ a: Int32, movesA: Bool, _ b: Int32, movesB: Bool
    ) -> Int32 {
        let usedA = movesA ? masks[Int(a)] : 0
        let usedB = movesB ? masks[Int(b)] : 0
        let color = (~(usedA | usedB)).trailingZeroBitCount
        guard color < colorLimit else { return -1 }
        let bit = UInt32(1) << UInt32(color)
        if movesA { masks[Int(a)] = usedA | bit }
        if movesB { masks[Int(b)] = usedB | bit }
        return Int32(color)
    }
}

/// A contact constraint of the last step as the solver scheduled it (for tests and debug drawing,
/// which can tint each contact by its colour).
public struct ScheduledContact: Sendable, Equatable {
    public var bodyA: BodyID
    public var bodyB: BodyID
    /// The graph colour it was solved in, or nil when it went to the scalar overflow path.
    public var color: Int?
}

extension World {
    /// The contact constraints of the last step in solve order: colour by colour, then the ones
    /// that overflowed (``usesWideContactSolver`` false: all of them, in contact order). Within a
    /// colour no two constraints move the same body.
    ///
    /// ```swift
    /// world.step(1.0 / 60)
    /// let colors = Set(world.scheduledContacts.compactMap(\.color)).count
    /// ```
    public var scheduledContacts: [ScheduledContact] {
        var result: [ScheduledContact] = []
        func id(_ b: Int32) -> BodyID { BodyID(index: b, generation: bodies[Int(b)].generation) }
        let order = (0..<constraints.count).sorted {
            let (a, b) = (constraints[$0].color, constraints[$1].color)
            return a == b ? $0 < $1 : (a >= 0 && (b < 0 || a < b))
        }
        for i in order where Int(constraints[i].contact) < contacts.count {
            let c = constraints[i]
            let contact = contacts[Int(c.contact)]
            result.append(
                ScheduledContact(
                    bodyA: id(contact.bodyA), bodyB: id(contact.bodyB),
                    color: c.color >= 0 ? Int(c.color) : nil))
        }
        return result
    }
}
