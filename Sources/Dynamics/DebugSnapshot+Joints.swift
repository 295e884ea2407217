extension DebugSnapshot {
    /// A joint made by an attachment or a snap.
    ///
    /// ```swift
    /// for joint in snapshot.joints { print(joint.kind, joint.anchorA, "→", joint.anchorB) }
    /// ```
    public struct Joint: Sendable, Hashable {
        /// What the joint keeps.
        ///
        /// ```swift
        /// if case .spring(_, _, _, let k) = joint.kind { print("\(k) N/m") }
        /// ```
        public enum Kind: Sendable, Hashable {
            /// A rigid rod of `length` points.
            case rod(length: CGFloat)
            /// A spring of rest `length` (pt), `frequency` (Hz), damping ratio, and its stiffness
            /// (N/m: the effective mass along the spring at this pose times (2πf)²).
            case spring(length: CGFloat, frequency: CGFloat, damping: CGFloat, stiffness: CGFloat)
            /// A rope: the anchors at most `maxLength` points apart.
            case rope(maxLength: CGFloat)
            /// A pin: B turns about the anchor relative to A within [lower, upper] radians (infinite:
            /// free). `zeroAngle` is the world angle B's frame has at relative angle 0 (A's angle
            /// plus the angle between them when pinned); `angle` the relative angle now.
            case pin(lower: CGFloat, upper: CGFloat, zeroAngle: CGFloat, angle: CGFloat)
            /// A slider: B's anchor moves along `axis` (unit, reference coordinates, turning with
            /// A) from A's anchor, within [lower, upper] points; `translation` is where it is now.
            case slider(axis: CGVector, lower: CGFloat, upper: CGFloat, translation: CGFloat)
            /// A weld: the relative pose is fixed.
            case weld
        }

        /// Which behavior made a joint.
        ///
        /// ```swift
        /// let snapSprings = snapshot.joints.filter { $0.source == .snap }
        /// ```
        public enum Source: Sendable, Hashable {
            /// An `AttachmentBehavior`.
            case attachment
            /// One of a `SnapBehavior`'s four springs.
            case snap
        }

        /// What it keeps.
        public var kind: Kind
        /// What made it.
        public var source: Source
        /// The first body (for one-item attachments: the item, or the fixed point of a slider).
        public var a: Participant
        /// The second body (a fixed point for attachments to an anchor).
        public var b: Participant
        /// The anchor on `a` (reference coordinates).
        public var anchorA: CGPoint
        /// The anchor on `b` (reference coordinates).
        public var anchorB: CGPoint

        /// Creates a joint record.
        ///
        /// ```swift
        /// let rod = DebugSnapshot.Joint(kind: .rod(length: 100), source: .attachment, a: .item(0), b: .fixedPoint,
        ///                               anchorA: CGPoint(x: 160, y: 200), anchorB: CGPoint(x: 160, y: 100))
        /// ```
        public init(
            kind: Kind, source: Source, a: Participant, b: Participant, anchorA: CGPoint, anchorB: CGPoint
        ) {
            self.kind = kind
            self.source = source
            self.a = a
            self.b = b
            self.anchorA = anchorA
            self.anchorB = anchorB
        }
    }
}
