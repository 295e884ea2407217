import Dynamics
import DynamicsScenes

/// The collision delegate's contacts, as they happen: the session is the delegate of every
/// collision behavior of the scene that has none (it only listens), and sends each frame's began
/// contacts to the page (``ContactsMessage``).
extension Session {
    /// Listens to the scene's collision behaviors (and the ones the script adds later, as they are
    /// found in the run's behaviors at each start).
    func listenToContacts() {
        contacts.events.removeAll()
        contacts.more = 0
        func visit(_ behavior: DynamicBehavior) {
            if let collision = behavior as? CollisionBehavior, collision.collisionDelegate == nil {
                collision.collisionDelegate = contacts
            }
            for child in behavior.childBehaviors { visit(child) }
        }
        for behavior in run.sceneBehaviors { visit(behavior) }
    }

    /// The contacts of the frame just stepped, if any (and none are kept for the next).
    func contactsMessages() -> [Outgoing] {
        guard !contacts.events.isEmpty else { return [] }
        var message = ContactsMessage(time: run.time, events: contacts.events)
        message.more = contacts.more
        contacts.events.removeAll()
        contacts.more = 0
        return [.text(message.json)]
    }
}

/// The delegate the session sets: it collects began contacts by name.
final class ContactLog: CollisionBehaviorDelegate {
    var events: [ContactsMessage.Event] = []
    var more = 0

    private func add(_ item: any DynamicItem, _ other: String, boundary: Bool, _ point: CGPoint) {
        guard events.count < ContactsMessage.limit else {
            more += 1
            return
        }
        let name = (item as? SceneItem)?.name ?? "item"
        events.append(ContactsMessage.Event(item: name, other: other, boundary: boundary, point: point))
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
        at point: CGPoint
    ) {
        add(item1, (item2 as? SceneItem)?.name ?? "item", boundary: false, point)
    }

    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
        withBoundaryIdentifier identifier: CollisionBehavior.BoundaryIdentifier?, at point: CGPoint
    ) {
        add(item, identifier.map { "\($0)" } ?? "reference bounds", boundary: true, point)
    }
}
