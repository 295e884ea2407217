import Dynamics
import DynamicsScenes

/// `{"type":"contacts",…}`: the contacts the scene's collision behaviors reported to their
/// delegate in the last frame (`collisionBehavior(_:beganContactFor:…)`), so the page shows them as
/// they happen. At most ``limit`` a frame; `more` counts the rest.
///
/// ```swift
/// let m = ContactsMessage(time: 0.5, events: [.init(item: "box", other: "ramp", boundary: true, point: .zero)])
/// ```
public struct ContactsMessage: Sendable, WireMessage {
    /// The events of one frame past this many are counted, not sent.
    public static let limit = 16

    /// One began contact.
    public struct Event: Sendable {
        /// The item's name.
        public var item: String
        /// The other item's name, or the boundary's identifier (`"reference bounds"` for the edges).
        public var other: String
        /// Whether `other` is a boundary.
        public var boundary: Bool
        /// Where they touch (reference coordinates, points).
        public var point: CGPoint
    }

    /// Scene time of the frame (seconds).
    public var time: Double
    /// The began contacts, in the order the delegate heard them.
    public var events: [Event]
    /// Began contacts of the frame beyond ``limit``.
    public var more = 0

    package var wire: JSONValue {
        let list: [JSONValue] = events.map { event in
            .members([
                ("item", .string(event.item)), ("other", .string(event.other)),
                ("boundary", .bool(event.boundary)),
                ("x", .finite(Double(event.point.x))), ("y", .finite(Double(event.point.y))),
            ])
        }
        return .members([
            ("type", .string("contacts")), ("time", .finite(time)), ("events", .array(list)),
            ("more", .number(Double(more))),
        ])
    }
}
