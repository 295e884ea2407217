/// Names one drag of a ``SceneRun``: returned by ``SceneRun/grab(item:at:)`` and passed to
/// ``SceneRun/moveDrag(_:to:)`` and ``SceneRun/release(_:velocity:)``. Ids count up from 1 in
/// each run, so a replayed log gets the same ids.
///
/// ```swift
/// let drag = try run.grab(item: "square", at: CGPoint(x: 160, y: 100))
/// try run.moveDrag(drag, to: CGPoint(x: 200, y: 120))
/// ```
public struct DragID: Hashable, Sendable, CustomStringConvertible {
    /// The number of the drag in its run (1 for the first).
    public let rawValue: Int

    /// Creates an id from its number.
    ///
    /// ```swift
    /// let first = DragID(rawValue: 1)
    /// ```
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `drag 3`.
    public var description: String { "drag \(rawValue)" }
}

// Codable where Codable exists (not in Embedded Swift); input logs are written by the tools.
#if !hasFeature(Embedded)
    extension DragID: Codable {
        /// Decodes the bare number (`3`).
        ///
        /// ```swift
        /// let id = try JSONDecoder().decode(DragID.self, from: Data("3".utf8))
        /// ```
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(Int.self)
        }

        /// Encodes the bare number (`3`).
        ///
        /// ```swift
        /// let json = try JSONEncoder().encode(DragID(rawValue: 3))   // 3
        /// ```
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
#endif
